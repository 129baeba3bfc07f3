/// The redirect URI options of RFC 8252 §7, plus the shapes registrations contain
/// that are none of them.
public enum RedirectURIKind: String, Sendable, Hashable, CaseIterable {
    /// Any scheme other than http/https (§7.1), including unsafe ones such as
    /// `javascript:`; the rules decide which schemes are acceptable.
    case privateUse
    /// `https` to a host other than a loopback one (§7.2).
    case claimedHTTPS
    /// http(s) to `127.0.0.0/8` or `[::1]` (§7.3).
    case loopbackIP
    /// http(s) to `localhost` or `*.localhost` (§8.3: works, NOT RECOMMENDED).
    case localhostName
    /// `http` to anything else, `0.0.0.0` and `[::]` included.
    case cleartextHTTP
    /// `urn:ietf:wg:oauth:2.0:oob[:auto]` or `oob`: the copy/paste flow RFC 8252 dropped.
    case outOfBand
    /// No scheme: resolved against a base by some servers (Keycloak `rootUrl`).
    case relative
    /// Contains an unresolved placeholder; see `RedirectURI.templateRange`.
    case templated
    /// A syntax issue that makes the parsed structure untrustworthy
    /// (`URISyntaxIssue.Kind.makesStructureUnreliable`).
    case invalid
}

extension RedirectURIKind {
    private static let outOfBandValues: Set<String> = [
        "urn:ietf:wg:oauth:2.0:oob", "urn:ietf:wg:oauth:2.0:oob:auto", "oob",
    ]

    /// The classification order of the brief: a placeholder hides what the URI will
    /// be, so it wins over everything; an OOB value is recognised even though `oob`
    /// alone parses as a relative path.
    static func classify(text: String, hasTemplate: Bool, issues: [URISyntaxIssue],
                         schemeLowercased: String?, host: LoopbackHost) -> RedirectURIKind {
        if hasTemplate { return .templated }
        if outOfBandValues.contains(text.asciiLowercased) { return .outOfBand }
        if issues.contains(where: \.kind.makesStructureUnreliable) { return .invalid }
        guard let scheme = schemeLowercased else { return .relative }
        switch scheme {
        case "http", "https":
            if host.isLoopbackIP { return .loopbackIP }
            if host.isLocalhostName { return .localhostName }
            return scheme == "https" ? .claimedHTTPS : .cleartextHTTP
        default:
            return .privateUse
        }
    }
}

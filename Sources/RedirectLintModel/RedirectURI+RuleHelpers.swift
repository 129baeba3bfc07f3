// Questions several rules ask about a redirect URI, answered once here so the rules
// agree with each other.

extension RedirectURI {
    /// `*` anywhere: servers that accept it treat the URI as a pattern (RFC 9700 §4.1.3).
    public var hasWildcard: Bool { wildcardRange != nil }

    /// The first `*`.
    public var wildcardRange: Range<String.Index>? {
        guard let star = text.unicodeScalars.firstIndex(of: "*") else { return nil }
        return star..<text.unicodeScalars.index(after: star)
    }

    /// The password of the userinfo (after the first `:` of `user:password@`), if there is
    /// one: a secret, masked wherever the URI is shown.
    public var userinfoPasswordRange: Range<String.Index>? {
        guard let userinfo = userinfoRange, let colon = text.unicodeScalars[userinfo].firstIndex(of: ":") else { return nil }
        return text.unicodeScalars.index(after: colon)..<userinfo.upperBound
    }

    /// Every credential the URI carries, masked wherever it is shown (messages, subjects,
    /// fixes, excerpts): the userinfo password, and the value of each query or fragment
    /// parameter named like one (`client_secret=`, `password=`, `access_token=`, `code=`,
    /// `token=`, `id_token=`, `refresh_token=`; `isCredentialParameter`). Non-empty, in text order.
    public var credentialRanges: [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        if let password = userinfoPasswordRange, !password.isEmpty { ranges.append(password) }
        for part in [queryRange, fragmentRange].compactMap({ $0 }) {
            ranges += credentialParameterValues(in: part)
        }
        return ranges
    }

    /// The values of the parameters in a query or fragment (`a=1&b=2`, `;` also separating)
    /// whose names say they are credentials.
    private func credentialParameterValues(in part: Range<String.Index>) -> [Range<String.Index>] {
        let scalars = text.unicodeScalars
        var values: [Range<String.Index>] = []
        var start = part.lowerBound
        while start < part.upperBound {
            let end = scalars[start..<part.upperBound].firstIndex { $0 == "&" || $0 == ";" } ?? part.upperBound
            if let equals = scalars[start..<end].firstIndex(of: "="),
               Self.isCredentialParameter(String(scalars[start..<equals])) {
                let value = scalars.index(after: equals)..<end
                if !value.isEmpty { values.append(value) }
            }
            start = end < part.upperBound ? scalars.index(after: end) : end
        }
        return values
    }

    /// OAuth's own credentials by name (RFC 6749 `code`, `access_token`, `refresh_token`,
    /// `client_secret`, `password`; OpenID Connect `id_token`), and any name holding `secret`,
    /// `password`, `passwd` or `token` in any case: better a masked setting than a shown secret.
    static func isCredentialParameter(_ name: String) -> Bool {
        let name = name.asciiLowercased
        return name == "code" || ["secret", "password", "passwd", "token"].contains { name.contains($0) }
    }

    public var isTemplated: Bool { kind == .templated }

    public var isPrivateUseScheme: Bool { kind == .privateUse }

    /// RFC 8252 §8.4: servers should at least reject private-use schemes without a period.
    public var schemeHasPeriod: Bool { scheme?.unicodeScalars.contains(".") ?? false }

    /// `com.contoso.app://cb`: a private-use scheme with an authority, which puts
    /// `cb` in the host position (RFC 8252 §7.1 recommends a single slash).
    /// The `//` itself is `doubleSlashRange`.
    public var hasDoubleSlashAfterPrivateScheme: Bool { isPrivateUseScheme && hasAuthority }

    /// `com.contoso.app:cb`: a private-use scheme whose path does not start with `/`.
    /// Legal RFC 3986, but not the `scheme:/path` form RFC 8252 §7.1 shows.
    public var hasNoSlashAfterScheme: Bool {
        isPrivateUseScheme && !hasAuthority && text.unicodeScalars[pathRange].first != "/"
    }

    /// A key under which two registrations are "the same redirect URI" for a server
    /// following RFC 8252 §7.3 and §8.4: scheme and host lower-cased (RFC 3986 §3.1,
    /// §3.2.2), the port dropped for `http` loopback URIs (any port must be accepted at
    /// request time; an `https` one is no native loopback redirect), everything else as
    /// written. Scheme-less text is kept as is.
    public var loopbackKey: String {
        guard let schemeRange else { return text }
        let scalars = text.unicodeScalars
        var key = String(scalars[..<schemeRange.upperBound]).asciiLowercased
        guard let hostRange else { return key + String(scalars[schemeRange.upperBound...]) }
        key += String(scalars[schemeRange.upperBound..<hostRange.lowerBound])
        key += String(scalars[hostRange]).asciiLowercased
        var rest = hostRange.upperBound
        if let portRange, kind == .loopbackIP || kind == .localhostName, schemeLowercased == "http" { rest = portRange.upperBound }
        return key + String(scalars[rest...])
    }
}

extension RedirectURI {
    /// The redirect of a browser extension's sign-in (`https://<extension id>.chromiumapp.org/`,
    /// Chrome's `launchWebAuthFlow`; Firefox's `<id>.extensions.allizom.org`): the browser
    /// hands every URL of that host to the one extension, and no server answers there.
    public var hasBrowserExtensionHost: Bool {
        guard schemeLowercased == "https", let host = host?.asciiLowercased else { return false }
        return host.hasSuffix(".chromiumapp.org") || host.hasSuffix(".extensions.allizom.org")
    }
}

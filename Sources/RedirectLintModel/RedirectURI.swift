/// A redirect URI exactly as a registration or manifest wrote it, split per RFC 3986.
///
/// Nothing is normalised: registrations are matched by simple string comparison
/// (RFC 8252 §8.4, RFC 3986 §6.2.1), so a linter that decoded or lower-cased would
/// judge a different string than the server does. Components are ranges into `text`
/// so findings can point at the characters; the `String?` accessors are conveniences.
///
/// Immutable, and a class: the model, the project and many rules hold the same URI, and a
/// copy is then one reference, not the dozen ranges and three strings (measured in
/// docs/performance.md).
public final class RedirectURI: Sendable, CustomStringConvertible {
    public let text: String
    public let schemeRange: Range<String.Index>?
    /// The `//` after the scheme; present exactly when there is an authority.
    public let doubleSlashRange: Range<String.Index>?
    /// Without the leading `//`.
    public let authorityRange: Range<String.Index>?
    /// Without the trailing `@`.
    public let userinfoRange: Range<String.Index>?
    /// Brackets of an IP-literal included.
    public let hostRange: Range<String.Index>?
    /// Without the `:`; present but empty for `http://host:/`.
    public let portRange: Range<String.Index>?
    /// Always present, possibly empty.
    public let pathRange: Range<String.Index>
    /// Without the `?`.
    public let queryRange: Range<String.Index>?
    /// Without the `#`.
    public let fragmentRange: Range<String.Index>?
    /// Everything that keeps `text` from being an RFC 3986 URI-reference, in text order.
    public let issues: [URISyntaxIssue]
    /// The first unresolved placeholder (`${…}`, `$(…)`, `{{…}}`, `##NAME##`, `@@NAME@@`).
    public let templateRange: Range<String.Index>?
    public let kind: RedirectURIKind

    // Asked by many rules for every URI, so answered once while parsing.
    /// The scheme with A–Z lower-cased.
    public let schemeLowercased: String?
    /// See `RedirectURI+Loopback.swift`.
    public let isLoopbackIP: Bool
    public let isLocalhostName: Bool
    public let isUnspecifiedAddress: Bool

    /// Parses any string; never fails. Broken input yields issues and kind `invalid`,
    /// with the components split as far as Appendix B allows.
    public init(_ text: String) {
        self.text = text
        let components = URIComponents(splitting: text)
        schemeRange = components.scheme
        doubleSlashRange = components.doubleSlash
        authorityRange = components.authority
        userinfoRange = components.userinfo
        hostRange = components.host
        portRange = components.port
        pathRange = components.path
        queryRange = components.query
        fragmentRange = components.fragment
        let schemeLowercased = components.scheme.map { String(text.unicodeScalars[$0]).asciiLowercased }
        issues = URISyntaxValidator(text: text, components: components, schemeLowercased: schemeLowercased).issues()
        templateRange = TemplateSyntax.firstPlaceholder(in: text) ?? TemplateSyntax.leadingVariableName(in: text)
            ?? components.host.flatMap { TemplateSyntax.isVariableName(String(text.unicodeScalars[$0])) ? $0 : nil }
        let host = LoopbackHost(schemeLowercased: schemeLowercased,
                                host: components.host.map { String(text.unicodeScalars[$0]) })
        self.schemeLowercased = schemeLowercased
        isLoopbackIP = host.isLoopbackIP
        isLocalhostName = host.isLocalhostName
        isUnspecifiedAddress = host.isUnspecifiedAddress
        kind = RedirectURIKind.classify(text: text, hasTemplate: templateRange != nil, issues: issues,
                                        schemeLowercased: schemeLowercased, host: host)
    }

    public var description: String { text }

    /// Slices by Unicode scalars: a range may start at a combining mark that
    /// `String`'s subscript would round back to the previous character.
    private func component(_ range: Range<String.Index>?) -> String? {
        range.map { String(text.unicodeScalars[$0]) }
    }

    public var scheme: String? { component(schemeRange) }
    public var authority: String? { component(authorityRange) }
    public var userinfo: String? { component(userinfoRange) }
    public var host: String? { component(hostRange) }
    public var port: String? { component(portRange) }
    public var path: String { String(text.unicodeScalars[pathRange]) }
    public var query: String? { component(queryRange) }
    public var fragment: String? { component(fragmentRange) }

    /// The private-use scheme of a redirect to an app, also when a placeholder stands only
    /// after it (`moneymateapp://${var.auth0_domain}/callback`): the scheme is written out,
    /// whatever the rest becomes.
    public var privateUseScheme: String? {
        switch kind {
        case .privateUse:
            return scheme
        case .templated:
            // `scheme:/…` before the placeholder: `localhost:${port}/cb` is a host and port.
            guard let schemeRange, let templateRange, let scheme, !["http", "https"].contains(scheme.asciiLowercased)
            else { return nil }
            let afterColon = text.unicodeScalars[schemeRange.upperBound...].dropFirst()
            guard afterColon.first == "/", afterColon.startIndex < templateRange.lowerBound else { return nil }
            return scheme
        default:
            return nil
        }
    }

    /// True iff `//` follows the scheme (or starts a scheme-less reference).
    public var hasAuthority: Bool { doubleSlashRange != nil }

    /// The host with an IP-literal's brackets removed (`::1` for `[::1]`).
    public var hostWithoutBrackets: String? {
        guard let host else { return nil }
        let scalars = host.unicodeScalars
        guard scalars.count >= 2, scalars.first == "[", scalars.last == "]" else { return host }
        return String(scalars.dropFirst().dropLast())
    }

    /// The port as a number, when it is all digits and at most 65535.
    public var portNumber: Int? {
        guard let port, !port.isEmpty, port.unicodeScalars.allSatisfy(\.isASCIIDigit) else { return nil }
        // Leading zeros are legal (`*DIGIT`); dropping them keeps `Int` from overflowing.
        let significant = String(port.unicodeScalars.drop(while: { $0 == "0" }))
        guard significant.count <= 5 else { return nil }
        let number = Int(significant) ?? 0
        return number <= 65535 ? number : nil
    }

    /// The issue for rule `scheme-invalid-syntax`, kept apart from the others.
    public var schemeIssue: URISyntaxIssue? { issues.first { $0.kind == .invalidScheme } }
    /// All issues except the scheme's.
    public var issuesExceptScheme: [URISyntaxIssue] { issues.filter { $0.kind != .invalidScheme } }
}

/// Equality is byte-for-byte on the text: `String`'s `==` treats canonically
/// equivalent spellings (precomposed and decomposed "é") as equal, but an
/// exact-match server does not, and neither do the stored ranges.
extension RedirectURI: Hashable {
    public static func == (lhs: RedirectURI, rhs: RedirectURI) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}

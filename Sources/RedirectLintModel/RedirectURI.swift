/// A redirect URI exactly as a registration or manifest wrote it, split per RFC 3986.
///
/// Nothing is normalised: registrations are matched by simple string comparison
/// (RFC 8252 §8.4, RFC 3986 §6.2.1), so a linter that decoded or lower-cased would
/// judge a different string than the server does. Components are ranges into `text`
/// so findings can point at the characters; the `String?` accessors are conveniences.
public struct RedirectURI: Sendable, CustomStringConvertible {
    /// The parse, in one box that copies share (it is never written after the parse): a
    /// registration's URIs are copied from step to step (extraction, rules, the spill, the
    /// project walk), and a copy of the struct the fields make was some 250 bytes and a
    /// retain per string and array in it, where a copy of the box is one retain.
    @usableFromInline struct Fields: Sendable {
        @usableFromInline var text: String
        @usableFromInline var schemeRange: Range<String.Index>?
        @usableFromInline var doubleSlashRange: Range<String.Index>?
        @usableFromInline var authorityRange: Range<String.Index>?
        @usableFromInline var userinfoRange: Range<String.Index>?
        @usableFromInline var hostRange: Range<String.Index>?
        @usableFromInline var portRange: Range<String.Index>?
        @usableFromInline var pathRange: Range<String.Index>
        @usableFromInline var queryRange: Range<String.Index>?
        @usableFromInline var fragmentRange: Range<String.Index>?
        @usableFromInline var issues: [URISyntaxIssue]
        @usableFromInline var templateRange: Range<String.Index>?
        @usableFromInline var kind: RedirectURIKind
        @usableFromInline var schemeLowercased: String?
        @usableFromInline var isLoopbackIP: Bool
        @usableFromInline var isLocalhostName: Bool
        @usableFromInline var isUnspecifiedAddress: Bool
    }

    @usableFromInline let box: CopyOnWrite<Fields>

    @inlinable public var text: String { box.fields.pointee.text }

    @inlinable public var schemeRange: Range<String.Index>? { box.fields.pointee.schemeRange }
    /// The `//` after the scheme; present exactly when there is an authority.
    @inlinable public var doubleSlashRange: Range<String.Index>? { box.fields.pointee.doubleSlashRange }
    /// Without the leading `//`.
    @inlinable public var authorityRange: Range<String.Index>? { box.fields.pointee.authorityRange }
    /// Without the trailing `@`.
    @inlinable public var userinfoRange: Range<String.Index>? { box.fields.pointee.userinfoRange }
    /// Brackets of an IP-literal included.
    @inlinable public var hostRange: Range<String.Index>? { box.fields.pointee.hostRange }
    /// Without the `:`; present but empty for `http://host:/`.
    @inlinable public var portRange: Range<String.Index>? { box.fields.pointee.portRange }
    /// Always present, possibly empty.
    @inlinable public var pathRange: Range<String.Index> { box.fields.pointee.pathRange }
    /// Without the `?`.
    @inlinable public var queryRange: Range<String.Index>? { box.fields.pointee.queryRange }
    /// Without the `#`.
    @inlinable public var fragmentRange: Range<String.Index>? { box.fields.pointee.fragmentRange }

    /// Everything that keeps `text` from being an RFC 3986 URI-reference, in text order.
    @inlinable public var issues: [URISyntaxIssue] { box.fields.pointee.issues }
    /// The first unresolved placeholder (`${…}`, `$(…)`, `{{…}}`, `##NAME##`, `@@NAME@@`).
    @inlinable public var templateRange: Range<String.Index>? { box.fields.pointee.templateRange }
    @inlinable public var kind: RedirectURIKind { box.fields.pointee.kind }

    // Asked by many rules for every URI, so answered once while parsing.
    /// The scheme with A–Z lower-cased.
    @inlinable public var schemeLowercased: String? { box.fields.pointee.schemeLowercased }
    /// See `RedirectURI+Loopback.swift`.
    @inlinable public var isLoopbackIP: Bool { box.fields.pointee.isLoopbackIP }
    @inlinable public var isLocalhostName: Bool { box.fields.pointee.isLocalhostName }
    @inlinable public var isUnspecifiedAddress: Bool { box.fields.pointee.isUnspecifiedAddress }

    init(fields: Fields) {
        box = CopyOnWrite(fields)
    }

    /// Parses any string; never fails. Broken input yields issues and kind `invalid`,
    /// with the components split as far as Appendix B allows.
    public init(_ text: String) {
        var text = text
        // The parse reads the UTF-8 bytes in place; a native string already has them.
        text.makeContiguousUTF8()
        let parsed = text.utf8.withContiguousStorageIfAvailable { RedirectURIParse(text, bytes: $0) }
            ?? RedirectURIParse(text, bytes: Array(text.utf8))
        self.init(fields: Fields(
            text: text,
            schemeRange: parsed.range(parsed.components.scheme),
            doubleSlashRange: parsed.range(parsed.components.doubleSlash),
            authorityRange: parsed.range(parsed.components.authority),
            userinfoRange: parsed.range(parsed.components.userinfo),
            hostRange: parsed.range(parsed.components.host),
            portRange: parsed.range(parsed.components.port),
            pathRange: parsed.range(parsed.components.path),
            queryRange: parsed.range(parsed.components.query),
            fragmentRange: parsed.range(parsed.components.fragment),
            issues: parsed.issues,
            templateRange: parsed.range(parsed.template),
            kind: parsed.kind,
            schemeLowercased: parsed.schemeLowercased,
            isLoopbackIP: parsed.host.isLoopbackIP,
            isLocalhostName: parsed.host.isLocalhostName,
            isUnspecifiedAddress: parsed.host.isUnspecifiedAddress))
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
        guard let portRange, !portRange.isEmpty else { return nil }
        let digits = text.utf8[portRange]
        guard digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return URIPort.value(ofDigits: digits)
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

/// One way a redirect URI fails to be an RFC 3986 URI-reference, with the characters
/// to point at.
public struct URISyntaxIssue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case empty
        /// Reported apart from the rest: the linter has a rule of its own for it
        /// (`scheme-invalid-syntax`) that also checks schemes declared by app manifests.
        case invalidScheme
        case space
        case controlCharacter
        /// ASCII outside RFC 3986's character set (`"<>\^`{|}`), or a delimiter where
        /// the grammar does not allow it (`[` in a path, a second `#`, `@` in userinfo).
        case disallowedCharacter
        /// RFC 3986 is ASCII-only; IRIs (RFC 3987) are a different grammar.
        case nonASCIICharacter
        case invalidPercentEncoding
        case invalidPort
        case unbalancedBrackets
        case invalidIPLiteral
        /// A web host that is neither an IP address nor an RFC 1123 DNS name (`my_app`,
        /// `-api.example.com`, `example..com`).
        case invalidHostName
        /// Scheme-specific rather than generic syntax: an `http`/`https` URI must have a
        /// host (RFC 9110 §4.2.1, §4.2.2).
        case missingHost

        /// Whether the issue makes the parsed components untrustworthy, so the URI is
        /// classified `invalid`. Non-ASCII characters leave the structure intact (an
        /// internationalised path or host still splits exactly like its ASCII form), and so
        /// does a host that is no DNS name.
        /// Percent-encoding mistakes count: servers disagree on how to decode them.
        public var makesStructureUnreliable: Bool {
            self != .nonASCIICharacter && self != .invalidHostName
        }
    }

    public var kind: Kind
    public var message: String
    public var range: Range<String.Index>

    public init(kind: Kind, message: String, range: Range<String.Index>) {
        self.kind = kind
        self.message = message
        self.range = range
    }
}

// Stand-in replaced by the RFC 3986 parser on the redirect-uri branch.
public struct RedirectURI: Sendable, Hashable {
    public var text: String
    public init(_ text: String) { self.text = text }
    public var kind: RedirectURIKind { .invalid }
}
public enum RedirectURIKind: String, Sendable {
    case privateUse, claimedHTTPS, loopbackIP, localhostName, cleartextHTTP, outOfBand, relative, templated, invalid
}

// Host tests for http(s) URIs. They look only at scheme and host, not at `kind`, so
// a URI classified `invalid` for another reason (`http://localhost:*/cb`) still tells
// the loopback rules what it was meant to be.

extension RedirectURI {
    /// http or https, case-insensitively: the schemes whose hosts RFC 8252 §7.3 and
    /// §8.3 talk about.
    var isHTTPFamily: Bool {
        guard let scheme = schemeLowercased else { return false }
        return scheme == "http" || scheme == "https"
    }

    /// An http(s) URI whose host is a loopback IP literal: `127.0.0.0/8` in strict
    /// dotted-decimal, or any spelling of `[::1]` (`[0:0:0:0:0:0:0:1]`). IPv4-mapped
    /// forms (`[::ffff:127.0.0.1]`) are not counted: RFC 8252 names only the two.
    public var isLoopbackIP: Bool {
        guard isHTTPFamily, let host else { return false }
        if let octets = IPAddress.ipv4(Substring(host)) { return octets[0] == 127 }
        return ipv6Host == [0, 0, 0, 0, 0, 0, 0, 1]
    }

    /// An http(s) URI whose host is `localhost` or ends in `.localhost` (RFC 6761
    /// §6.3), any case, trailing root dot allowed.
    public var isLocalhostName: Bool {
        guard isHTTPFamily, let host else { return false }
        var name = host.asciiLowercased
        if name.hasSuffix(".") { name.removeLast() }
        return name == "localhost" || name.hasSuffix(".localhost")
    }

    public var isLoopback: Bool { isLoopbackIP || isLocalhostName }

    /// An http(s) URI to `0.0.0.0` or `[::]`: "listen everywhere", not loopback;
    /// a redirect there reaches whatever the browser's OS routes it to.
    public var isUnspecifiedAddress: Bool {
        guard isHTTPFamily, let host else { return false }
        if let octets = IPAddress.ipv4(Substring(host)) { return octets == [0, 0, 0, 0] }
        return ipv6Host == [0, 0, 0, 0, 0, 0, 0, 0]
    }

    private var ipv6Host: [UInt16]? {
        guard let host, host.unicodeScalars.first == "[", host.unicodeScalars.last == "]",
              let inner = hostWithoutBrackets else { return nil }
        return IPAddress.ipv6(Substring(inner))
    }
}

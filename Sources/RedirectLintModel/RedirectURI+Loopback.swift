// Host tests for http(s) URIs. They look only at scheme and host, not at `kind`, so
// a URI classified `invalid` for another reason (`http://localhost:*/cb`) still tells
// the loopback rules what it was meant to be. Answered once, while parsing, into
// `RedirectURI.isLoopbackIP`, `isLocalhostName` and `isUnspecifiedAddress`.

extension RedirectURI {
    public var isLoopback: Bool { isLoopbackIP || isLocalhostName }
}

struct LoopbackHost {
    /// An http(s) URI whose host is a loopback IP literal: `127.0.0.0/8` in strict
    /// dotted-decimal, or any spelling of `[::1]` (`[0:0:0:0:0:0:0:1]`). IPv4-mapped
    /// forms (`[::ffff:127.0.0.1]`) are not counted: RFC 8252 names only the two.
    var isLoopbackIP = false
    /// An http(s) URI whose host is `localhost` or ends in `.localhost` (RFC 6761
    /// §6.3), any case, trailing root dot allowed.
    var isLocalhostName = false
    /// An http(s) URI to `0.0.0.0` or `[::]`: "listen everywhere", not loopback;
    /// a redirect there reaches whatever the browser's OS routes it to.
    var isUnspecifiedAddress = false

    /// `scheme` and `host` as UTF-8 bytes of the URI.
    init(scheme: UnsafeBufferPointer<UInt8>?, host: UnsafeBufferPointer<UInt8>?) {
        // http or https, case-insensitively: the schemes whose hosts RFC 8252 §7.3 and
        // §8.3 talk about.
        guard let scheme, URIScheme.isHTTPFamily(scheme), let host else { return }
        if let octets = IPAddress.ipv4(host) {
            isLoopbackIP = octets[0] == 127
            isUnspecifiedAddress = octets == [0, 0, 0, 0]
        } else if host.count >= 2, host[0] == UInt8(ascii: "["), host[host.count - 1] == UInt8(ascii: "]"),
                  let groups = IPAddress.ipv6(UnsafeBufferPointer(rebasing: host[1..<(host.count - 1)])) {
            isLoopbackIP = groups == [0, 0, 0, 0, 0, 0, 0, 1]
            isUnspecifiedAddress = groups == [0, 0, 0, 0, 0, 0, 0, 0]
        }
        isLocalhostName = Self.isLocalhost(host)
    }

    private static func isLocalhost(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
        guard host.allSatisfy({ $0 < 0x80 }) else {
            // Characters, as written: `String` compares by character, and a non-ASCII
            // character can absorb the `.` before `localhost`.
            var name = String(decoding: host, as: UTF8.self).asciiLowercased
            if name.hasSuffix(".") { name.removeLast() }
            return name == "localhost" || name.hasSuffix(".localhost")
        }
        var name = host[...]
        if name.last == UInt8(ascii: ".") { name = name.dropLast() }
        let suffix = "localhost".utf8
        guard name.count >= suffix.count,
              name.suffix(suffix.count).asciiCaseInsensitiveEquals("localhost") else { return false }
        return name.count == suffix.count || name[name.endIndex - suffix.count - 1] == UInt8(ascii: ".")
    }
}

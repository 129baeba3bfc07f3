/// The components of a URI-reference as the regular expression of RFC 3986
/// Appendix B splits them. That regex matches every string, which is the point: a
/// broken URI still has a host a finding can point at.
///
/// Ranges are UTF-8 byte offsets. Every delimiter is ASCII, and a UTF-8 byte below
/// 0x80 is never part of a multi-byte sequence, so splitting the bytes gives the same
/// boundaries as splitting the Unicode scalars, and each one is a scalar boundary.
struct URIComponents {
    var scheme: Range<Int>?
    /// The `//` that introduces the authority.
    var doubleSlash: Range<Int>?
    var authority: Range<Int>?
    var userinfo: Range<Int>?
    var host: Range<Int>?
    var port: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?

    init(splitting bytes: UnsafeBufferPointer<UInt8>) {
        let end = bytes.count
        var cursor = 0

        // `^(([^:/?#]+):)?`: a scheme needs at least one character before the colon.
        if let colon = bytes.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
           bytes[colon] == UInt8(ascii: ":"), colon > 0 {
            scheme = 0..<colon
            cursor = colon + 1
        }

        // `(//([^/?#]*))?`
        if cursor + 1 < end, bytes[cursor] == UInt8(ascii: "/"), bytes[cursor + 1] == UInt8(ascii: "/") {
            let authorityStart = cursor + 2
            doubleSlash = cursor..<authorityStart
            var authorityEnd = authorityStart
            while authorityEnd < end, !Self.endsAuthority(bytes[authorityEnd]) { authorityEnd += 1 }
            authority = authorityStart..<authorityEnd
            cursor = authorityEnd
        }

        // `([^?#]*)(\?([^#]*))?(#(.*))?`
        var pathEnd = cursor
        while pathEnd < end, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") { pathEnd += 1 }
        path = cursor..<pathEnd
        cursor = pathEnd
        if cursor < end, bytes[cursor] == UInt8(ascii: "?") {
            var queryEnd = cursor + 1
            while queryEnd < end, bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
            query = (cursor + 1)..<queryEnd
            cursor = queryEnd
        }
        if cursor < end, bytes[cursor] == UInt8(ascii: "#") {
            fragment = (cursor + 1)..<end
        }

        if let authority {
            splitAuthority(authority, of: bytes)
        }
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// Userinfo ends at the last `@` (a host cannot contain one); the port follows the
    /// last `:` that is not inside an IP-literal's brackets.
    private mutating func splitAuthority(_ authority: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
        var hostStart = authority.lowerBound
        if let at = bytes.lastIndex(of: UInt8(ascii: "@"), in: authority) {
            userinfo = authority.lowerBound..<at
            hostStart = at + 1
        }
        let hostPort = hostStart..<authority.upperBound
        var searchFrom = hostStart
        if !hostPort.isEmpty, bytes[hostStart] == UInt8(ascii: "[") {
            // Without a closing bracket the whole rest is the (broken) literal.
            guard let close = bytes.lastIndex(of: UInt8(ascii: "]"), in: hostPort) else {
                host = hostPort
                return
            }
            searchFrom = close
        }
        if let colon = bytes.lastIndex(of: UInt8(ascii: ":"), in: searchFrom..<authority.upperBound) {
            host = hostStart..<colon
            port = (colon + 1)..<authority.upperBound
        } else {
            host = hostPort
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The first offset of `byte` within `range`.
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if self[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The last offset of `byte` within `range`.
    func lastIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if self[index] == byte { return index }
        }
        return nil
    }

    /// The offset after the UTF-8 sequence that starts at `offset` (the text is valid UTF-8).
    func scalarEnd(at offset: Int) -> Int {
        let lead = self[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return Swift.min(offset + length, count)
    }
}

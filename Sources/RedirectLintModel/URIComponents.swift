/// The components of a URI-reference as the regular expression of RFC 3986
/// Appendix B splits them. That regex matches every string, which is the point: a
/// broken URI still has a host a finding can point at.
///
/// Indices come from the UTF-8 view: every boundary sits next to an ASCII delimiter, and an
/// ASCII byte is never part of a longer UTF-8 sequence, so the ranges are valid scalar
/// boundaries of `text` (and equal to the scalar view's indices there). By bytes, because
/// every redirect URI of a run is split, and stepping through scalars cost several times more.
struct URIComponents {
    var scheme: Range<String.Index>?
    /// The `//` that introduces the authority.
    var doubleSlash: Range<String.Index>?
    var authority: Range<String.Index>?
    var userinfo: Range<String.Index>?
    var host: Range<String.Index>?
    var port: Range<String.Index>?
    var path: Range<String.Index>
    var query: Range<String.Index>?
    var fragment: Range<String.Index>?

    init(splitting text: String) {
        let bytes = text.utf8
        let end = bytes.endIndex
        var cursor = bytes.startIndex
        let colon = UInt8(ascii: ":"), slash = UInt8(ascii: "/"), question = UInt8(ascii: "?"), hash = UInt8(ascii: "#")

        // `^(([^:/?#]+):)?`: a scheme needs at least one character before the colon.
        if let first = bytes.firstIndex(where: { $0 == colon || $0 == slash || $0 == question || $0 == hash }),
           bytes[first] == colon, first > cursor {
            scheme = cursor..<first
            cursor = bytes.index(after: first)
        }

        // `(//([^/?#]*))?`
        if bytes[cursor...].starts(with: "//".utf8) {
            let authorityStart = bytes.index(cursor, offsetBy: 2)
            doubleSlash = cursor..<authorityStart
            let authorityEnd = bytes[authorityStart...].firstIndex(where: { $0 == slash || $0 == question || $0 == hash }) ?? end
            authority = authorityStart..<authorityEnd
            cursor = authorityEnd
        }

        // `([^?#]*)(\?([^#]*))?(#(.*))?`
        let pathEnd = bytes[cursor...].firstIndex(where: { $0 == question || $0 == hash }) ?? end
        path = cursor..<pathEnd
        cursor = pathEnd
        if cursor < end, bytes[cursor] == question {
            let queryStart = bytes.index(after: cursor)
            let queryEnd = bytes[queryStart...].firstIndex(of: hash) ?? end
            query = queryStart..<queryEnd
            cursor = queryEnd
        }
        if cursor < end, bytes[cursor] == hash {
            fragment = bytes.index(after: cursor)..<end
        }

        if let authority {
            splitAuthority(authority, of: bytes)
        }
    }

    /// Userinfo ends at the last `@` (a host cannot contain one); the port follows the
    /// last `:` that is not inside an IP-literal's brackets.
    private mutating func splitAuthority(_ authority: Range<String.Index>, of bytes: String.UTF8View) {
        var hostStart = authority.lowerBound
        if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) {
            userinfo = authority.lowerBound..<at
            hostStart = bytes.index(after: at)
        }
        let hostPort = bytes[hostStart..<authority.upperBound]
        var searchFrom = hostStart
        if hostPort.first == UInt8(ascii: "[") {
            // Without a closing bracket the whole rest is the (broken) literal.
            guard let close = hostPort.lastIndex(of: UInt8(ascii: "]")) else {
                host = hostStart..<authority.upperBound
                return
            }
            searchFrom = close
        }
        if let colon = bytes[searchFrom..<authority.upperBound].lastIndex(of: UInt8(ascii: ":")) {
            host = hostStart..<colon
            port = bytes.index(after: colon)..<authority.upperBound
        } else {
            host = hostStart..<authority.upperBound
        }
    }
}

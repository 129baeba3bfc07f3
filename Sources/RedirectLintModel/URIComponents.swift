/// The components of a URI-reference as the regular expression of RFC 3986
/// Appendix B splits them. That regex matches every string, which is the point: a
/// broken URI still has a host a finding can point at.
///
/// Indices come from the Unicode scalar view. Every boundary sits next to an ASCII
/// delimiter, so the ranges are valid scalar boundaries of `text`.
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
        let scalars = text.unicodeScalars
        let end = scalars.endIndex
        var cursor = scalars.startIndex

        // `^(([^:/?#]+):)?`: a scheme needs at least one character before the colon.
        if let colon = scalars.firstIndex(where: { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }),
           scalars[colon] == ":", colon > cursor {
            scheme = cursor..<colon
            cursor = scalars.index(after: colon)
        }

        // `(//([^/?#]*))?`
        if scalars[cursor...].starts(with: "//".unicodeScalars) {
            let authorityStart = scalars.index(cursor, offsetBy: 2)
            doubleSlash = cursor..<authorityStart
            let authorityEnd = scalars[authorityStart...].firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? end
            authority = authorityStart..<authorityEnd
            cursor = authorityEnd
        }

        // `([^?#]*)(\?([^#]*))?(#(.*))?`
        let pathEnd = scalars[cursor...].firstIndex(where: { $0 == "?" || $0 == "#" }) ?? end
        path = cursor..<pathEnd
        cursor = pathEnd
        if cursor < end, scalars[cursor] == "?" {
            let queryStart = scalars.index(after: cursor)
            let queryEnd = scalars[queryStart...].firstIndex(of: "#") ?? end
            query = queryStart..<queryEnd
            cursor = queryEnd
        }
        if cursor < end, scalars[cursor] == "#" {
            fragment = scalars.index(after: cursor)..<end
        }

        if let authority {
            splitAuthority(authority, of: scalars)
        }
    }

    /// Userinfo ends at the last `@` (a host cannot contain one); the port follows the
    /// last `:` that is not inside an IP-literal's brackets.
    private mutating func splitAuthority(_ authority: Range<String.Index>, of scalars: String.UnicodeScalarView) {
        var hostStart = authority.lowerBound
        // Most authorities have no userinfo: a byte search says so without stepping back through scalars.
        if Substring(scalars[authority]).utf8.contains(UInt8(ascii: "@")), let at = scalars[authority].lastIndex(of: "@") {
            userinfo = authority.lowerBound..<at
            hostStart = scalars.index(after: at)
        }
        let hostPort = scalars[hostStart..<authority.upperBound]
        var searchFrom = hostStart
        if hostPort.first == "[" {
            // Without a closing bracket the whole rest is the (broken) literal.
            guard let close = hostPort.lastIndex(of: "]") else {
                host = hostStart..<authority.upperBound
                return
            }
            searchFrom = close
        }
        if let colon = scalars[searchFrom..<authority.upperBound].lastIndex(of: ":") {
            host = hostStart..<colon
            port = scalars.index(after: colon)..<authority.upperBound
        } else {
            host = hostStart..<authority.upperBound
        }
    }
}

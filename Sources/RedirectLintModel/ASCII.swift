// URI syntax is defined over ASCII; Unicode-aware character classes and case
// mapping would accept or rewrite things RFC 3986 does not.

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
    var isASCIIHexDigit: Bool {
        isASCIIDigit || ("a"..."f").contains(self) || ("A"..."F").contains(self)
    }
    /// RFC 3986 §2.3 `unreserved`.
    var isUnreserved: Bool {
        isASCIILetter || isASCIIDigit || self == "-" || self == "." || self == "_" || self == "~"
    }
    /// RFC 3986 §2.2 `sub-delims`.
    var isSubDelimiter: Bool { "!$&'()*+,;=".unicodeScalars.contains(self) }
}

extension StringProtocol {
    /// Lower case for A–Z only; non-ASCII characters stay exactly as written.
    var asciiLowercased: String {
        // Most strings asked (schemes, hosts) are lower case already: copied without the byte array.
        guard utf8.contains(where: { (65...90).contains($0) }) else { return String(decoding: utf8, as: UTF8.self) }
        return String(decoding: utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}

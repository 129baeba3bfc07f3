// URI syntax is defined over ASCII; Unicode-aware character classes and case
// mapping would accept or rewrite things RFC 3986 does not.

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
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

// The same classes over UTF-8 bytes: a byte below 0x80 is an ASCII scalar, and every
// byte of a multi-byte sequence is 0x80 or more, so it is in none of them.
extension UInt8 {
    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIIHexDigit: Bool {
        isASCIIDigit || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
    }
    public var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    public var asciiLowercased: UInt8 { isASCIIUppercase ? self | 0x20 : self }
    /// RFC 3986 §2.3 `unreserved`.
    var isUnreserved: Bool {
        isASCIILetter || isASCIIDigit || self == UInt8(ascii: "-") || self == UInt8(ascii: ".")
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "~")
    }
    /// RFC 3986 §2.2 `sub-delims`.
    var isSubDelimiter: Bool {
        switch self {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}

extension Collection<UInt8> {
    /// Equal to `lowercase`, an ASCII lower-case word, ignoring ASCII case.
    func asciiCaseInsensitiveEquals(_ lowercase: StaticString) -> Bool {
        guard count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in
            zip(self, expected).allSatisfy { $0.asciiLowercased == $1 }
        }
    }
}

extension StringProtocol {
    /// Lower case for A–Z only; non-ASCII characters stay exactly as written.
    var asciiLowercased: String {
        // Bytes of multi-byte UTF-8 sequences are all >= 0x80, so mapping bytes is safe.
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(self) }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 }, as: UTF8.self)
    }
}

/// The RFC 3986 `port` as a number.
enum URIPort {
    /// The value of an all-digit port, when it is at most 65535. Leading zeros are legal
    /// (`*DIGIT`) and skipped, so a long run of them cannot overflow.
    static func value(ofDigits digits: some Collection<UInt8>) -> Int? {
        var value = 0
        var significant = 0
        for digit in digits {
            if significant == 0, digit == UInt8(ascii: "0") { continue }
            significant += 1
            guard significant <= 5 else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value <= 65535 ? value : nil
    }
}

/// Scheme names the classification needs, compared without building strings.
enum URIScheme {
    static func isHTTPFamily(_ scheme: some Collection<UInt8>) -> Bool {
        scheme.asciiCaseInsensitiveEquals("http") || scheme.asciiCaseInsensitiveEquals("https")
    }
}

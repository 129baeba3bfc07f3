/// Byte classes of XML 1.0 that the loader needs, decided on UTF-8 bytes.
///
/// Any byte of a non-ASCII character is accepted in names: the exact Unicode name ranges
/// matter to a validator, not to a linter, and accepting them keeps every decision a
/// single byte comparison.
enum XMLCharacterClass {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
            || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    static func isName(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    /// The characters XML 1.0 allows in a document, for checking character references.
    static func isLegalCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: return true
        default: return false
        }
    }
}

/// ASCII bytes the loader compares against, named so the scanning code reads as XML.
enum ASCII {
    static let lessThan: UInt8 = 0x3C        // <
    static let greaterThan: UInt8 = 0x3E     // >
    static let slash: UInt8 = 0x2F           // /
    static let exclamation: UInt8 = 0x21     // !
    static let question: UInt8 = 0x3F        // ?
    static let equals: UInt8 = 0x3D          // =
    static let quote: UInt8 = 0x22           // "
    static let apostrophe: UInt8 = 0x27      // '
    static let ampersand: UInt8 = 0x26       // &
    static let semicolon: UInt8 = 0x3B       // ;
    static let hash: UInt8 = 0x23            // #
    static let colon: UInt8 = 0x3A           // :
    static let openBracket: UInt8 = 0x5B     // [
    static let closeBracket: UInt8 = 0x5D    // ]
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let lowercaseX: UInt8 = 0x78      // x
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 encoding of a scalar.
    mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { append($0) }
    }

    /// Whether `needle` occurs at `offset` (false when it would run past the end).
    func hasBytes(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, needle.count <= count - offset else { return false }
        var k = 0
        while k < needle.count {
            if self[offset + k] != needle[k] { return false }
            k += 1
        }
        return true
    }

    /// The first offset at or after `start` where `needle` occurs.
    func firstOffset(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start >= 0 else { return nil }
        var i = start
        let last = count - needle.count
        while i <= last {
            if self[i] == first && hasBytes(needle, at: i) { return i }
            i += 1
        }
        return nil
    }
}

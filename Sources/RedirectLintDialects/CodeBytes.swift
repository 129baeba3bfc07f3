/// The byte classes the readers of program text share (`CodeSecrets`, `ConfigLiterals`,
/// `RedirectLiterals`): ASCII only, as the names and quotes they look for are.
enum CodeBytes {
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    /// A byte of an identifier in most languages: a letter, a digit or `_`.
    static func isIdentifier(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }
    /// A space, a tab or a line's end.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }
    /// Whether the bytes (lower-cased, for lower-case words) hold one of the words, in `range`
    /// or anywhere.
    static func containsAny(_ words: [String], in bytes: [UInt8], range: Range<Int>? = nil) -> Bool {
        let range = range ?? 0..<bytes.count
        return words.contains { bytes.firstIndex(of: Array($0.utf8), in: range) != nil }
    }
    /// `"`, `'` or a template's `` ` ``.
    static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
    }
}

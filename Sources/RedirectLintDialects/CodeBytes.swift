/// The byte classes the readers of program text share (`CodeSecrets`, `ConfigLiterals`,
/// `RedirectLiterals`): ASCII only, as the names and quotes they look for are.
enum CodeBytes {
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    /// A byte of an identifier in most languages: a letter, a digit or `_`.
    static func isIdentifier(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }
    /// `"`, `'` or a template's `` ` ``.
    static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
    }
}

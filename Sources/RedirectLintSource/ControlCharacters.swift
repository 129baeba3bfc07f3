/// Text for a terminal or a CI log holds no control character from the files read: a line
/// break in a value or a file name would start a line of its own, which a GitHub Actions
/// runner executes as a workflow command (`::error …`, `::stop-commands::`), and ESC, BEL
/// or CR would reach the terminal. Each is written as an escape instead, as JSON writes
/// it (`\n`, `\r`, `\t`, `\u001b`), as are the Unicode line separators and the bidirectional
/// overrides that can make a shown line read as another (Trojan Source).
public enum ControlCharacters {
    public static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
        // Every such character has a byte below 0x20, DEL, or the lead byte 0xC2 (C1) or 0xE2
        // (the separators and overrides): text without one, most text, is returned at once.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
              text.unicodeScalars.contains(where: { needsEscape($0, keepingTabs: keepingTabs) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars { out += escaped(scalar, keepingTabs: keepingTabs) }
        return out
    }

    public static func needsEscape(_ scalar: Unicode.Scalar, keepingTabs: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09: return !keepingTabs
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// One scalar as written: itself, or its escape.
    public static func escaped(_ scalar: Unicode.Scalar, keepingTabs: Bool = false) -> String {
        guard needsEscape(scalar, keepingTabs: keepingTabs) else { return String(scalar) }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

import RedirectLintSyntax
/// Program text with its comments blanked out: every byte of a comment but its line breaks
/// becomes a space, so offsets and lines stay where they were. Code that is commented out
/// (`// RedirectUri = "myapp://callback",` beside the line that replaced it) says nothing
/// about what the app does. Strings are kept as they are, `//` in a URL included.
enum CodeComments {
    /// How a language writes comments and the strings that may hold comment marks.
    enum Language {
        /// `//` and `/* */` (Kotlin, Swift, TypeScript, Go, ...).
        case cFamily
        /// As `cFamily`, and `@"…"` is a verbatim string, in which `\` escapes nothing.
        case cSharp
        /// `#` to the end of the line.
        case python

        /// The language of a source file, by its extension; an environment file's comments
        /// are Python's (`# …`).
        static func of(path: String) -> Language {
            let lower = path.lowercased()
            if SourceComments.usesHashComments(path) { return .python }
            if lower.hasSuffix(".cs") { return .cSharp }
            return .cFamily
        }
    }

    static func blanked(_ source: [UInt8], _ language: Language) -> [UInt8] {
        var bytes = source
        var index = 0
        func blank(_ range: Range<Int>) {
            for at in range where bytes[at] != UInt8(ascii: "\n") { bytes[at] = UInt8(ascii: " ") }
        }
        func endOfLine(from start: Int) -> Int { bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count }
        while index < bytes.count {
            // A minified line holds regular expressions a scanner of quotes cannot tell from
            // strings, and its comments are gone anyway: it is left as it is.
            if index == 0 || bytes[index - 1] == UInt8(ascii: "\n") {
                let end = endOfLine(from: index)
                if end - index > 1_000 {
                    index = end
                    continue
                }
            }
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            // A slash escaped or in a character class (`/\/*$/`, `/[/*+-]/`, JavaScript
            // patterns) starts no comment, nor does the `//` of a URL (`myapp://`) where a
            // pattern's quote has thrown the pairing of quotes off.
            let before = index > 0 ? bytes[index - 1] : 0
            let slash = language != .python && byte == UInt8(ascii: "/")
                && ![UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: ":")].contains(before)
            if (language == .python && byte == UInt8(ascii: "#")) || (slash && next == UInt8(ascii: "/")) {
                let end = endOfLine(from: index)
                blank(index..<end)
                index = end
            } else if slash, next == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                end = min(end + 2, bytes.count)
                blank(index..<end)
                index = end
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                index = closingQuote(bytes, at: index, language) + 1
            } else {
                index += 1
            }
        }
        return bytes
    }

    /// The index of the quote that closes the literal opening at `quote` (or the last byte).
    /// A string or a character ends at its line, unclosed or not; a C# verbatim string
    /// (`@"…"`, `""` for a quote) and a JavaScript template (`` `…` ``) may go on.
    static func closingQuote(_ bytes: [UInt8], at quote: Int, _ language: Language) -> Int {
        let mark = bytes[quote]
        let verbatim = language == .cSharp && mark == UInt8(ascii: "\"") && quote > 0 && bytes[quote - 1] == UInt8(ascii: "@")
        let spansLines = verbatim || mark == UInt8(ascii: "`")
        var index = quote + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), !verbatim {
                index += 2
                continue
            }
            if bytes[index] == mark {
                guard verbatim, index + 1 < bytes.count, bytes[index + 1] == mark else { return index }
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\n"), !spansLines { return index }
            index += 1
        }
        return bytes.count - 1
    }
}

import RedirectLintSource

/// Loads a Java `.properties` file (as Spring Boot reads `application.properties`) into one
/// mapping of the same `Node` tree as YAML, keys as written (`a.b[0]`), so that dialects
/// read both the same way. Follows `java.util.Properties.load`: `#`/`!` comment lines, `=`,
/// `:` or white space between key and value, a line ending in an odd number of `\`
/// continues on the next (its leading white space dropped), and `\t \n \r \f \uXXXX \x`
/// escapes. Every value is a plain scalar; its range runs from its first to its last
/// character in the file, and it is verbatim only when it has no escape or continuation.
public enum PropertiesLoader {
    public static func load(_ file: SourceFile) throws(SyntaxError) -> LoadedTree {
        var reader = PropertiesReader(file: file)
        let entries = try reader.readAll()
        let root = Node.mapping(entries, file.range(from: 0, to: file.bytes.count))
        return LoadedTree(documents: [root], warnings: reader.warnings)
    }
}

private struct PropertiesReader {
    let file: SourceFile
    var bytes: [UInt8] { file.bytes }
    var index = 0
    var warnings: [SyntaxWarning] = []
    private var seen: [String: SourceRange] = [:]

    init(file: SourceFile) { self.file = file }

    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0C }
    static func isLineEnd(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }

    mutating func readAll() throws(SyntaxError) -> [MappingEntry] {
        var entries: [MappingEntry] = []
        while index < bytes.count {
            while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let first = bytes[index]
            if Self.isLineEnd(first) { index += 1; continue }
            if first == UInt8(ascii: "#") || first == UInt8(ascii: "!") { skipLine(); continue }
            let key = try readPart(stopAtSeparator: true)
            skipSeparator()
            let value = try readPart(stopAtSeparator: false)
            if let earlier = seen[key.value] {
                warnings.append(SyntaxWarning(kind: .duplicateKey(name: key.value, firstRange: earlier), range: key.range))
            } else {
                seen[key.value] = key.range
            }
            entries.append(MappingEntry(key: key, value: .scalar(value)))
        }
        return entries
    }

    mutating func skipLine() {
        while index < bytes.count, !Self.isLineEnd(bytes[index]) { index += 1 }
    }

    /// White space, then at most one `=` or `:`, then white space again.
    mutating func skipSeparator() {
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ":") { index += 1 }
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
    }

    /// A key (up to an unescaped separator) or a value (up to the end of the logical line).
    mutating func readPart(stopAtSeparator: Bool) throws(SyntaxError) -> Scalar {
        var start = index
        var end = index
        var text: [UInt8] = []
        var verbatim = true
        while index < bytes.count {
            let b = bytes[index]
            if Self.isLineEnd(b) { break }
            if stopAtSeparator, Self.isBlank(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: ":") { break }
            if b != UInt8(ascii: "\\") {
                text.append(b)
                index += 1
                end = index
                continue
            }
            verbatim = false
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            if Self.isLineEnd(escaped) {
                // A continuation: the logical line goes on after the break and its indentation.
                index += (escaped == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
                while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
                // A value that begins on the next line (`key=\`) is located there, and is
                // as verbatim as what it is written as from there on.
                if text.isEmpty {
                    start = index
                    end = index
                    verbatim = true
                }
                continue
            }
            index += 1
            switch escaped {
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "u"): text += try unicodeEscape(at: index - 2)
            default: text.append(escaped)
            }
            end = index
        }
        let value = String(decoding: text, as: UTF8.self)
        return Scalar(value: value, range: file.range(from: start, to: end), style: .plain, isVerbatim: verbatim)
    }

    /// `\uXXXX` (the index is at the first hex digit); a surrogate pair is two escapes.
    mutating func unicodeEscape(at escapeStart: Int) throws(SyntaxError) -> [UInt8] {
        guard let unit = hexUnit() else { throw malformed(escapeStart) }
        var scalar = Unicode.Scalar(unit)
        if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count,
           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            let saved = index
            index += 2
            if let low = hexUnit(), (0xDC00..<0xE000).contains(low) {
                scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            } else {
                index = saved
            }
        }
        return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
    }

    mutating func hexUnit() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var unit: UInt32 = 0
        for b in bytes[index..<index + 4] {
            guard let digit = Self.hexDigit(b) else { return nil }
            unit = unit << 4 | digit
        }
        index += 4
        return unit
    }

    static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    func malformed(_ offset: Int) -> SyntaxError {
        SyntaxError(message: "malformed \\uXXXX escape", range: SourceRange(at: file.position(atOffset: offset)))
    }
}

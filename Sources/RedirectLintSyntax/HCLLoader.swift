import RedirectLintSource

/// Loads HashiCorp configuration language (Terraform's `.tf`) into the tree that Terraform's
/// JSON syntax (`.tf.json`) gives the same configuration, so a dialect reads both alike:
/// `resource "keycloak_openid_client" "web" { … }` is
/// `{"resource": {"keycloak_openid_client": {"web": {…}}}}`.
///
/// Only literals are values: quoted strings (their `${…}` interpolations kept as written),
/// heredocs, numbers, booleans, `null`, lists and objects. Any other expression (`var.domain`,
/// `concat(…)`, a `for` expression, a conditional) only Terraform can evaluate; it becomes
/// the string `${…}` around its text, which is how the JSON syntax writes an expression, and
/// which the rules treat as a placeholder.
public enum HCLLoader {
    public static func load(_ file: SourceFile, limits: LoadLimits = .default) throws(SyntaxError) -> Document {
        var parser = HCLParser(file: file, maxDepth: min(limits.maxDepth, HCLParser.maxNesting))
        let root = try parser.configuration()
        return Document(file: file, content: .tree([root]), comments: parser.comments)
    }

    /// The comments a parse meets, up to the first syntax error: suppressions in a file that
    /// does not parse still apply to the findings before the error.
    public static func comments(in file: SourceFile) -> [SourceComment] {
        var parser = HCLParser(file: file, maxDepth: HCLParser.maxNesting)
        _ = try? parser.configuration()
        return parser.comments
    }
}

/// A recursive-descent reader of HCL's native syntax. Blocks and collections recurse, so
/// nesting is bounded well below what a worker thread's stack holds; real configurations
/// nest a few levels.
struct HCLParser {
    static let maxNesting = 64

    private let file: SourceFile
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var i = 0
    private var depth = 0
    private(set) var comments: [SourceComment] = []

    init(file: SourceFile, maxDepth: Int) {
        self.file = file
        self.bytes = file.bytes
        self.maxDepth = maxDepth
    }

    /// Where an expression that is not a literal ends: at a line break in an attribute, at
    /// a comma in a list, at either in an object.
    private enum Context { case attribute, listItem, objectValue }

    mutating func configuration() throws(SyntaxError) -> Node {
        let entries = try body(openedAt: nil)
        return .mapping(entries, file.range(from: 0, to: bytes.count))
    }

    // MARK: Bodies, attributes and blocks

    /// The attributes and blocks up to the `}` that closes a block opened at `openedAt`, or
    /// to the end of the file.
    private mutating func body(openedAt: Int?) throws(SyntaxError) -> [MappingEntry] {
        var entries: [MappingEntry] = []
        while true {
            skipSpace(newlines: true)
            guard i < bytes.count else {
                if let openedAt { throw error("this block is not closed: '}' expected before the end of the file", at: openedAt) }
                return entries
            }
            if bytes[i] == UInt8(ascii: "}") {
                guard openedAt != nil else { throw error("'}' without a block to close", at: i) }
                i += 1
                return entries
            }
            guard let name = identifier() else {
                throw error("expected an attribute or block name, found \(describe(at: i))", at: i)
            }
            skipSpace(newlines: false)
            if at("="), !at("==") {
                i += 1
                let value = try expression(.attribute)
                entries.append(MappingEntry(key: name, value: value))
                try endOfItem(closers: "}")
            } else {
                entries.append(try block(named: name))
            }
        }
    }

    /// `type "label" … { body }`, as the JSON syntax nests it: one object per label.
    private mutating func block(named name: Scalar) throws(SyntaxError) -> MappingEntry {
        var labels: [Scalar] = []
        while i < bytes.count, bytes[i] != UInt8(ascii: "{") {
            if bytes[i] == UInt8(ascii: "\"") {
                guard case .scalar(let label) = try quoted() else { break }
                labels.append(label)
            } else if let label = identifier() {
                labels.append(label)
            } else {
                throw error("expected '=' or a block's '{' after '\(name.value)', found \(describe(at: i))", at: i)
            }
            skipSpace(newlines: false)
        }
        guard i < bytes.count else { throw error("expected '=' or a block's '{' after '\(name.value)'", at: i) }
        let open = i
        i += 1
        try enter(at: open)
        let entries = try body(openedAt: open)
        depth -= 1
        var value = Node.mapping(entries, file.range(from: open, to: i))
        for label in labels.reversed() {
            value = .mapping([MappingEntry(key: label, value: value)], file.range(from: open, to: i))
        }
        try endOfItem(closers: "}")
        return MappingEntry(key: name, value: value)
    }

    /// After an attribute or a block: a line break, a comment, the end of the file, or the
    /// `}` of a one-line block.
    private mutating func endOfItem(closers: String) throws(SyntaxError) {
        skipSpace(newlines: false)
        guard i < bytes.count, bytes[i] != 0x0A else { return }
        if closers.utf8.contains(bytes[i]) { return }
        throw error("expected a line break, found \(describe(at: i))", at: i)
    }

    // MARK: Expressions

    private mutating func expression(_ context: Context) throws(SyntaxError) -> Node {
        skipSpace(newlines: context == .listItem)
        let start = i
        let commentCount = comments.count
        guard i < bytes.count else { throw error("expected a value", at: i) }
        var literal: Node?
        switch bytes[i] {
        case UInt8(ascii: "\""): literal = try quoted()
        case UInt8(ascii: "["): literal = startsForExpression(after: i) ? nil : try list()
        case UInt8(ascii: "{"): literal = startsForExpression(after: i) ? nil : try object()
        case UInt8(ascii: "<") where at("<<"): literal = try heredoc()
        default: literal = keywordOrNumber()
        }
        // Within a list's brackets a line break separates nothing: an item may go on below.
        skipSpace(newlines: context == .listItem)
        if let literal, atEndOfExpression(context) { return literal }
        // An operator, a call or a reference follows or stands here: the whole expression is
        // Terraform's to evaluate.
        i = start
        comments.removeSubrange(commentCount...)
        return try opaqueExpression(context)
    }

    private func atEndOfExpression(_ context: Context) -> Bool {
        guard i < bytes.count else { return true }
        switch bytes[i] {
        case 0x0A, UInt8(ascii: "#"): return context != .listItem
        case UInt8(ascii: "/"): return context != .listItem && (at("//") || at("/*"))
        case UInt8(ascii: ","): return context != .attribute
        case UInt8(ascii: "]"): return context == .listItem
        case UInt8(ascii: "}"): return context != .listItem
        default: return false
        }
    }

    /// An expression kept as text, written `${…}` as the JSON syntax writes one; with
    /// `group`, only the bracketed group at `i` (a computed key).
    private mutating func opaqueExpression(_ context: Context, group: Bool = false) throws(SyntaxError) -> Node {
        let start = i
        var brackets: [Int] = []
        scan: while i < bytes.count {
            let b = bytes[i]
            if brackets.isEmpty, atEndOfExpression(context) { break scan }
            switch b {
            case UInt8(ascii: "\""):
                _ = try quoted()
                continue scan
            case UInt8(ascii: "<") where at("<<") && heredocMarker(at: i) != nil:
                _ = try heredoc()
                continue scan
            case UInt8(ascii: "#"):
                skipComment()
                continue scan
            case UInt8(ascii: "/") where at("//") || at("/*"):
                skipComment()
                continue scan
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                guard brackets.count < maxDepth else { throw error("brackets nested more than \(maxDepth) deep", at: i) }
                brackets.append(i)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let open = brackets.popLast() else { break scan }
                guard Self.closer(of: bytes[open]) == b else {
                    throw error("'\(Character(UnicodeScalar(b)))' does not close '\(Character(UnicodeScalar(bytes[open])))'", at: i)
                }
                if group, brackets.isEmpty {
                    i += 1
                    break scan
                }
            default:
                break
            }
            i += 1
        }
        if let open = brackets.last {
            throw error("'\(Character(UnicodeScalar(bytes[open])))' is not closed", at: open)
        }
        var end = i
        while end > start, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[end - 1]) { end -= 1 }
        guard end > start else { throw error("expected a value, found \(describe(at: start))", at: start) }
        let text = file.text(from: start, to: end)
        return .scalar(Scalar(value: "${" + text + "}", range: file.range(from: start, to: end),
                              style: .doubleQuoted, isVerbatim: false))
    }

    private static func closer(of open: UInt8) -> UInt8 {
        switch open {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        default: return UInt8(ascii: "}")
        }
    }

    /// `[for x in xs : …]` and `{for k, v in m : …}`, comments allowed before the `for`.
    /// A look ahead: the comments it passes are recorded when the parse reaches them.
    private func startsForExpression(after open: Int) -> Bool {
        var j = open + 1
        while j < bytes.count {
            if [0x20, 0x09, 0x0D, 0x0A].contains(bytes[j]) {
                j += 1
            } else if bytes[j] == UInt8(ascii: "#") || (bytes[j] == UInt8(ascii: "/") && j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: "/")) {
                while j < bytes.count, bytes[j] != 0x0A { j += 1 }
            } else if bytes[j] == UInt8(ascii: "/"), j + 1 < bytes.count, bytes[j + 1] == UInt8(ascii: "*") {
                j += 2
                while j + 1 < bytes.count, !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) { j += 1 }
                j += 2
            } else {
                break
            }
        }
        guard j + 3 < bytes.count, bytes[j..<j + 3].elementsEqual("for".utf8) else { return false }
        return [0x20, 0x09, 0x0D, 0x0A].contains(bytes[j + 3])
    }

    private mutating func keywordOrNumber() -> Node? {
        let start = i
        if let word = identifier() {
            guard ["true", "false", "null"].contains(word.value) else { return nil }
            return .scalar(word)
        }
        var j = i
        if j < bytes.count, bytes[j] == UInt8(ascii: "-") { j += 1 }
        let digits = j
        while j < bytes.count, Self.isDigit(bytes[j]) || bytes[j] == UInt8(ascii: ".") { j += 1 }
        guard j > digits else { return nil }
        i = j
        return .scalar(Scalar(value: file.text(from: start, to: j), range: file.range(from: start, to: j),
                              style: .plain, isVerbatim: true))
    }

    private mutating func list() throws(SyntaxError) -> Node {
        let open = i
        i += 1
        try enter(at: open)
        var items: [Node] = []
        while true {
            skipSpace(newlines: true)
            guard i < bytes.count else { throw error("this list is not closed: ']' expected", at: open) }
            if bytes[i] == UInt8(ascii: "]") { break }
            items.append(try expression(.listItem))
            skipSpace(newlines: true)
            guard i < bytes.count else { throw error("this list is not closed: ']' expected", at: open) }
            if at(",") {
                i += 1
            } else if !at("]") {
                throw error("expected ',' or ']' in the list, found \(describe(at: i))", at: i)
            }
        }
        i += 1
        depth -= 1
        return .sequence(items, file.range(from: open, to: i))
    }

    private mutating func object() throws(SyntaxError) -> Node {
        let open = i
        i += 1
        try enter(at: open)
        var entries: [MappingEntry] = []
        while true {
            skipSpace(newlines: true)
            guard i < bytes.count else { throw error("this object is not closed: '}' expected", at: open) }
            if bytes[i] == UInt8(ascii: "}") { break }
            let key = try objectKey()
            skipSpace(newlines: false)
            guard at("=") || at(":") else {
                throw error("expected '=' or ':' after the key '\(key.value)', found \(describe(at: i))", at: i)
            }
            i += 1
            entries.append(MappingEntry(key: key, value: try expression(.objectValue)))
            skipSpace(newlines: false)
            if at(",") { i += 1 }
        }
        i += 1
        depth -= 1
        return .mapping(entries, file.range(from: open, to: i))
    }

    private mutating func objectKey() throws(SyntaxError) -> Scalar {
        if at("\""), case .scalar(let key) = try quoted() { return key }
        if let key = identifier() { return key }
        if at("(") {
            // A computed key, `(var.name) = …`.
            guard case .scalar(let key) = try opaqueExpression(.objectValue, group: true) else { throw error("expected a key", at: i) }
            return key
        }
        throw error("expected an object key, found \(describe(at: i))", at: i)
    }

    // MARK: Strings

    /// A quoted template: escapes decoded, `${…}` and `%{…}` kept as written. The range is
    /// the text between the quotes.
    private mutating func quoted() throws(SyntaxError) -> Node {
        let open = i
        // A string's interpolations hold strings in turn: each level counts towards the limit.
        try enter(at: open)
        defer { depth -= 1 }
        i += 1
        var value: [UInt8] = []
        var decoded = false
        while true {
            guard i < bytes.count, bytes[i] != 0x0A else {
                throw error("this string is not closed: '\"' expected before the end of the line", at: open)
            }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                let (scalar, length) = try escape(at: i)
                value += Array(String(scalar).utf8)
                i += length
                decoded = true
            } else if (b == UInt8(ascii: "$") || b == UInt8(ascii: "%")), i + 2 < bytes.count, bytes[i + 1] == b,
                      bytes[i + 2] == UInt8(ascii: "{") {
                // `$${` and `%%{` are a literal `${` and `%{`.
                value += [b, UInt8(ascii: "{")]
                i += 3
                decoded = true
            } else if (b == UInt8(ascii: "$") || b == UInt8(ascii: "%")), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") {
                let start = i
                try skipInterpolation()
                value += bytes[start..<i]
            } else {
                value.append(b)
                i += 1
            }
        }
        let range = file.range(from: open + 1, to: i)
        i += 1
        return .scalar(Scalar(value: String(decoding: value, as: UTF8.self), range: range, style: .doubleQuoted,
                              isVerbatim: !decoded))
    }

    /// From `${` or `%{` to its `}`, over nested braces and the strings inside.
    private mutating func skipInterpolation() throws(SyntaxError) {
        let open = i
        i += 2
        var braces = 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                _ = try quoted()
                continue
            case UInt8(ascii: "{"):
                braces += 1
                guard braces <= maxDepth else { throw error("braces nested more than \(maxDepth) deep", at: i) }
            case UInt8(ascii: "}"):
                braces -= 1
                if braces == 0 {
                    i += 1
                    return
                }
            default:
                break
            }
            i += 1
        }
        throw error("this interpolation is not closed: '}' expected", at: open)
    }

    private func escape(at backslash: Int) throws(SyntaxError) -> (Unicode.Scalar, Int) {
        guard backslash + 1 < bytes.count else { throw error("a backslash ends the file", at: backslash) }
        switch bytes[backslash + 1] {
        case UInt8(ascii: "n"): return ("\n", 2)
        case UInt8(ascii: "r"): return ("\r", 2)
        case UInt8(ascii: "t"): return ("\t", 2)
        case UInt8(ascii: "\""): return ("\"", 2)
        case UInt8(ascii: "\\"): return ("\\", 2)
        case UInt8(ascii: "u"): return try unicodeEscape(at: backslash, digits: 4)
        case UInt8(ascii: "U"): return try unicodeEscape(at: backslash, digits: 8)
        default: throw error("unknown escape '\\\(describe(at: backslash + 1))' in a string", at: backslash)
        }
    }

    private func unicodeEscape(at backslash: Int, digits: Int) throws(SyntaxError) -> (Unicode.Scalar, Int) {
        let start = backslash + 2
        guard start + digits <= bytes.count,
              let code = UInt32(file.text(from: start, to: start + digits), radix: 16),
              let scalar = Unicode.Scalar(code) else {
            throw error("'\\u' and '\\U' take 4 and 8 hexadecimal digits of a Unicode scalar", at: backslash)
        }
        return (scalar, 2 + digits)
    }

    /// `<<EOT` … `EOT`, or `<<-EOT`, whose lines lose the indentation they share.
    private mutating func heredoc() throws(SyntaxError) -> Node {
        let open = i
        guard let (marker, indented, bodyStart) = heredocMarker(at: i) else {
            throw error("expected a heredoc marker after '<<' (such as <<EOT and a line break)", at: open)
        }
        var lines: [(start: Int, end: Int)] = []
        var lineStart = bodyStart
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var trimmedEnd = lineEnd
            if trimmedEnd > lineStart, bytes[trimmedEnd - 1] == 0x0D { trimmedEnd -= 1 }
            let text = file.text(from: lineStart, to: trimmedEnd)
            if Self.trimmed(text) == marker {
                i = trimmedEnd
                let strip = indented ? Self.sharedIndentation(lines.map { file.text(from: $0.start, to: $0.end) }) : 0
                let value = lines.map { String(file.text(from: $0.start, to: $0.end).dropFirst(strip)) + "\n" }.joined()
                return .scalar(Scalar(value: value, range: file.range(from: open, to: i), style: .literal, isVerbatim: false))
            }
            lines.append((lineStart, trimmedEnd))
            lineStart = lineEnd + 1
        }
        throw error("this heredoc is not closed: a line '\(marker)' expected", at: open)
    }

    /// The marker of a heredoc opening at `<<`, whether it strips indentation, and where its
    /// first line starts.
    private func heredocMarker(at start: Int) -> (String, Bool, Int)? {
        var j = start + 2
        let indented = j < bytes.count && bytes[j] == UInt8(ascii: "-")
        if indented { j += 1 }
        let nameStart = j
        while j < bytes.count, Self.isIdentifierByte(bytes[j]) { j += 1 }
        guard j > nameStart else { return nil }
        let name = file.text(from: nameStart, to: j)
        if j < bytes.count, bytes[j] == 0x0D { j += 1 }
        guard j < bytes.count, bytes[j] == 0x0A else { return nil }
        return (name, indented, j + 1)
    }

    private static func trimmed(_ line: String) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = line.firstIndex(where: { !isBlank($0) }), let last = line.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return line[first...last]
    }

    private static func sharedIndentation(_ lines: [String]) -> Int {
        lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
            .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
            .min() ?? 0
    }

    // MARK: Words, space and comments

    /// An identifier (letters, digits, `_`, `-`; any non-ASCII letter) as a plain scalar.
    private mutating func identifier() -> Scalar? {
        guard i < bytes.count, Self.isIdentifierByte(bytes[i]), !Self.isDigit(bytes[i]), bytes[i] != UInt8(ascii: "-") else {
            return nil
        }
        let start = i
        while i < bytes.count, Self.isIdentifierByte(bytes[i]) { i += 1 }
        return Scalar(value: file.text(from: start, to: i), range: file.range(from: start, to: i), style: .plain, isVerbatim: true)
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b >= 0x80
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func skipSpace(newlines: Bool) {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0D:
                i += 1
            case 0x0A where newlines:
                i += 1
            case UInt8(ascii: "#"):
                skipComment()
            case UInt8(ascii: "/") where at("//") || at("/*"):
                // A block comment may span lines; after it the line goes on.
                skipComment()
            default:
                return
            }
        }
    }

    /// One comment at `i`, recorded for suppressions. A line comment stops before its line break.
    private mutating func skipComment() {
        let start = i
        if at("/*") {
            i += 2
            while i < bytes.count, !at("*/") { i += 1 }
            let textEnd = i
            i = min(bytes.count, i + 2)
            comments.append(SourceComment(text: file.text(from: start + 2, to: textEnd), range: file.range(from: start, to: i),
                                          textOffset: start + 2, kind: .block))
            return
        }
        let textStart = start + (bytes[start] == UInt8(ascii: "#") ? 1 : 2)
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        var end = i
        if end > textStart, bytes[end - 1] == 0x0D { end -= 1 }
        comments.append(SourceComment(text: file.text(from: textStart, to: end), range: file.range(from: start, to: end),
                                      textOffset: textStart, kind: .line))
    }

    private func at(_ text: String) -> Bool {
        var j = i
        for b in text.utf8 {
            guard j < bytes.count, bytes[j] == b else { return false }
            j += 1
        }
        return true
    }

    private mutating func enter(at open: Int) throws(SyntaxError) {
        depth += 1
        guard depth <= maxDepth else { throw error("nested more than \(maxDepth) levels deep", at: open) }
    }

    /// What stands at an offset, for messages: a printable character quoted, or a name.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let b = bytes[offset]
        if b == 0x0A { return "a line break" }
        if b >= 0x21 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
        let digits = Array("0123456789ABCDEF")
        return "the byte 0x" + String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }

    private func error(_ message: String, at offset: Int) -> SyntaxError {
        SyntaxError(message: message, range: SourceRange(at: file.position(atOffset: offset)))
    }
}

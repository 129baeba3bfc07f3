import RedirectLintSource

/// One lexical unit of a Groovy or Kotlin build script, as far as the scanner needs it.
struct GradleToken: Equatable {
    enum Kind: Equatable {
        /// An identifier or number.
        case word(String)
        /// A string literal: decoded value, range between the quotes.
        case string(Scalar, interpolated: Bool)
        /// Punctuation; `+=` is one symbol.
        case symbol(String)
    }
    var kind: Kind
    var range: SourceRange

    var word: String? { if case .word(let w) = kind { return w } else { return nil } }
    var symbol: String? { if case .symbol(let s) = kind { return s } else { return nil } }
    func isSymbol(_ s: String) -> Bool { symbol == s }
}

/// Splits a build script into words, strings and punctuation, dropping comments and
/// whitespace. Strings are '…', "…", '''…''' and """…"""; comments are `//` and `/* */`.
/// Anything else is a one-character symbol, so unknown syntax never stops the scan.
struct GradleTokenizer {
    let file: SourceFile
    private let bytes: [UInt8]
    /// Tokens are positioned in file order, so a cursor keeps minified one-line scripts linear.
    private var cursor: SourcePositionCursor
    /// The `//` and `/* */` comments met by `tokens()`, in file order.
    private(set) var comments: [SourceComment] = []

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        self.cursor = SourcePositionCursor(file: file)
    }

    mutating func tokens() -> [GradleToken] {
        var out: [GradleToken] = []
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                i += 1
            } else if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                let start = i
                while i < n, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                comments.append(SourceComment(text: file.text(from: start + 2, to: i), range: cursor.range(from: start, to: i),
                                              textOffset: start + 2, kind: .line))
            } else if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                let start = i
                i += 2
                while i < n, !(bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                let textEnd = i
                i = min(n, i + 2)
                comments.append(SourceComment(text: file.text(from: start + 2, to: textEnd), range: cursor.range(from: start, to: i),
                                              textOffset: start + 2, kind: .block))
            } else if b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") {
                let (token, end) = string(at: i, quote: b)
                out.append(token)
                i = end
            } else if Self.isWordByte(b) {
                let start = i
                while i < n, Self.isWordByte(bytes[i]) { i += 1 }
                out.append(GradleToken(kind: .word(file.text(from: start, to: i)), range: cursor.range(from: start, to: i)))
            } else if b == UInt8(ascii: "+"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "=") {
                out.append(GradleToken(kind: .symbol("+="), range: cursor.range(from: i, to: i + 2)))
                i += 2
            } else {
                // One whole UTF-8 sequence, so a non-ASCII character is one symbol.
                var end = i + 1
                while end < n, bytes[end] & 0xC0 == 0x80 { end += 1 }
                out.append(GradleToken(kind: .symbol(file.text(from: i, to: end)), range: cursor.range(from: i, to: end)))
                i = end
            }
        }
        return out
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
    }

    /// A string literal starting at `start`; an unterminated one runs to the end of the file.
    private mutating func string(at start: Int, quote: UInt8) -> (GradleToken, Int) {
        let n = bytes.count
        let triple = start + 2 < n && bytes[start + 1] == quote && bytes[start + 2] == quote
        let delimiter = triple ? 3 : 1
        let bodyStart = start + delimiter
        var i = bodyStart
        var decoded: [UInt8] = []
        var verbatim = !triple
        var interpolated = false
        var bodyEnd = n
        while i < n {
            let b = bytes[i]
            if b == quote, !triple || (i + 2 < n && bytes[i + 1] == quote && bytes[i + 2] == quote) {
                bodyEnd = i
                break
            }
            if !triple, b == 0x0A || b == 0x0D {
                // A single-quoted string cannot span lines: stop at the line end.
                bodyEnd = i
                break
            }
            if b == UInt8(ascii: "\\"), i + 1 < n {
                verbatim = false
                decoded.append(Self.unescaped(bytes[i + 1]))
                i += 2
                continue
            }
            if quote == UInt8(ascii: "\""), b == UInt8(ascii: "$"), i + 1 < n,
               bytes[i + 1] == UInt8(ascii: "{") || Self.isWordByte(bytes[i + 1]) {
                interpolated = true
            }
            if b == 0x0A || b == 0x0D { verbatim = false }
            decoded.append(b)
            i += 1
        }
        let end = min(n, bodyEnd + delimiter)
        let tokenStart = cursor.position(at: start)
        let body = cursor.range(from: bodyStart, to: bodyEnd)
        let tokenRange = SourceRange(start: tokenStart, end: cursor.position(at: end))
        let scalar = Scalar(value: String(decoding: decoded, as: UTF8.self), range: body,
                            style: quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted, isVerbatim: verbatim)
        return (GradleToken(kind: .string(scalar, interpolated: interpolated), range: tokenRange), end)
    }

    private static func unescaped(_ b: UInt8) -> UInt8 {
        switch b {
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "r"): return 0x0D
        default: return b
        }
    }
}

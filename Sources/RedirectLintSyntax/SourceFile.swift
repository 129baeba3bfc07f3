import RedirectLintSource

/// The text of one file as UTF-8 bytes, with an index of line starts for turning byte
/// offsets into line and column. Lines end at `\n`, `\r\n` or `\r`, as editors count them.
public struct SourceFile: Sendable {
    /// The path as it is shown to the user (relative to the working directory).
    public let path: String
    /// UTF-8 text without a byte order mark.
    public let bytes: [UInt8]
    public let lineStarts: [Int]
    /// No byte is 0x80 or above: a byte offset is then also a scalar and UTF-16 column count,
    /// which lets loaders skip counting characters.
    let isASCII: Bool

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        (self.lineStarts, self.isASCII) = SourceFile.indexLines(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Line starts, and whether every byte is ASCII. Eight bytes are tested at a time: most
    /// words hold neither a line break nor any byte below 0x0E, and are passed over whole.
    private static func indexLines(_ bytes: [UInt8]) -> (starts: [Int], isASCII: Bool) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var highBits: UInt64 = 0
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = 0
            while i < n {
                if i + 8 <= n {
                    let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    // All eight bytes are the file's, so the whole word goes into the ASCII test.
                    highBits |= word
                    guard let first = WordBytes.firstIndex(below: 0x0E, in: word) else {
                        i += 8
                        continue
                    }
                    // The bytes before the first one below 0x0E are no line break.
                    i += first
                }
                let b = raw[i]
                highBits |= UInt64(b)
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    if i + 1 < n, raw[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        return (starts, highBits & WordBytes.highBits == 0)
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based line that contains a byte offset.
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The position of a byte offset. Columns count scalars and UTF-16 units from the
    /// line start; an offset inside a multi-byte sequence counts as that character.
    public func position(atOffset rawOffset: Int) -> SourcePosition {
        let offset = max(0, min(rawOffset, bytes.count))
        let line = line(containing: offset)
        let (scalars, utf16) = SourceFile.columnWidths(bytes, from: lineStarts[line - 1], to: offset)
        return SourcePosition(line: line, column: 1 + scalars, utf16Column: 1 + utf16, offset: offset)
    }

    /// How many Unicode scalars and UTF-16 units the UTF-8 bytes in `start..<end` hold: the
    /// column arithmetic every position computation shares.
    static func columnWidths(_ bytes: [UInt8], from start: Int, to end: Int) -> (scalars: Int, utf16: Int) {
        var scalars = 0
        var utf16 = 0
        var i = start
        while i < end {
            let b = bytes[i]
            if b & 0xC0 != 0x80 {
                scalars += 1
                utf16 += b >= 0xF0 ? 2 : 1
            }
            i += 1
        }
        return (scalars, utf16)
    }

    public func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(start: position(atOffset: start), end: position(atOffset: end))
    }

    /// The bytes of a line, its line break included.
    public func lineLength(_ line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 0 }
        return (line < lineStarts.count ? lineStarts[line] : bytes.count) - lineStarts[line - 1]
    }

    /// The text of a 1-based line without its line break (for showing the source line).
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let start = lineStarts[line - 1]
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The exact source text between two offsets.
    public func text(from start: Int, to end: Int) -> String {
        let s = max(0, min(start, bytes.count))
        let e = max(s, min(end, bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }
}

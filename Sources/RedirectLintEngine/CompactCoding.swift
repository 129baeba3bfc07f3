import RedirectLintSource

/// `ByteWriter` plus what one blob (one file's values) lets us leave out because it
/// repeats: strings written before, and the line and offset of the previous position. Each
/// blob starts afresh, so any blob can be decoded on its own.
struct CompactWriter: ~Copyable {
    var bytes: ByteWriter
    private var table: [String: Int] = [:]
    private var lastPosition = SourcePosition(line: 0, column: 0, offset: 0)

    init(capacity: Int) {
        bytes = ByteWriter(capacity: capacity)
    }

    /// A string likely to repeat within the blob (the file path, the format, a grant type):
    /// the first time as its bytes, afterwards as its index, so the reader keeps one copy.
    /// The low bit of the header tells a new string (its byte count follows in the header)
    /// from one written before (its index).
    mutating func sharedString(_ text: String) {
        if let index = table[text] {
            bytes.int(index << 1)
        } else {
            table[text] = table.count
            bytes.int(text.utf8.count << 1 | 1)
            bytes.raw(text)
        }
    }

    /// A value with its range and verbatim flag.
    mutating func located<T>(_ located: Located<T>, _ value: (inout CompactWriter, T) -> Void) {
        bytes.bool(located.isVerbatim)
        range(located.range)
        value(&self, located.value)
    }

    /// Most ranges lie on one line of ASCII text: their end is then the start plus one
    /// length, and only the distance from the previous position is needed. The low bit of
    /// the first number tells this short form from the full one. Differences wrap, so any
    /// coordinates round-trip (lines up to 2^62, far beyond any file we read).
    mutating func range(_ range: SourceRange) {
        let start = range.start, end = range.end
        let lineDelta = start.line &- lastPosition.line
        let length = end.column &- start.column
        let isShort = start.line == end.line && start.utf16Column == start.column && end.utf16Column == end.column
            && end.offset &- start.offset == length
        bytes.int(lineDelta << 1 | (isShort ? 1 : 0))
        bytes.int(start.column)
        bytes.int(start.offset &- lastPosition.offset)
        bytes.int(length)
        if !isShort {
            bytes.int(start.utf16Column &- start.column)
            bytes.int(end.line &- start.line)
            bytes.int(end.utf16Column &- end.column)
            bytes.int(end.offset &- start.offset)
        }
        lastPosition = end
    }
}

struct CompactReader {
    var bytes: ByteReader
    private var table: [String] = []
    private var lastPosition = SourcePosition(line: 0, column: 0, offset: 0)

    init(bytes: [UInt8]) {
        self.bytes = ByteReader(bytes: bytes)
    }

    mutating func sharedString() -> String {
        let header = bytes.int()
        guard header & 1 == 1 else { return table[header >> 1] }
        let text = bytes.string(count: header >> 1)
        table.append(text)
        return text
    }

    mutating func located<T>(_ value: (inout CompactReader) -> T) -> Located<T> {
        let isVerbatim = bytes.bool()
        let range = range()
        return Located(value(&self), range: range, isVerbatim: isVerbatim)
    }

    mutating func range() -> SourceRange {
        let header = bytes.int()
        let line = lastPosition.line &+ header >> 1
        let column = bytes.int()
        let offset = lastPosition.offset &+ bytes.int()
        let length = bytes.int()
        let range: SourceRange
        if header & 1 == 1 {
            range = SourceRange(start: SourcePosition(line: line, column: column, offset: offset),
                                end: SourcePosition(line: line, column: column &+ length, offset: offset &+ length))
        } else {
            let start = SourcePosition(line: line, column: column, utf16Column: column &+ bytes.int(), offset: offset)
            let endLine = line &+ bytes.int()
            let endColumn = column &+ length
            let end = SourcePosition(line: endLine, column: endColumn, utf16Column: endColumn &+ bytes.int(),
                                     offset: offset &+ bytes.int())
            range = SourceRange(start: start, end: end)
        }
        lastPosition = range.end
        return range
    }
}

import RedirectLintSource

/// `ByteWriter` plus what one blob (one file's values) lets us leave out because it
/// repeats: strings written before, the JSON-Pointer path of the object that holds a value,
/// and the line and offset of the previous position. Each blob starts afresh, so any blob
/// can be decoded on its own.
struct CompactWriter {
    var bytes: ByteWriter
    /// Paths under it are written without it (`/clients/3` for `/clients/3/redirectUris/0`).
    var base = ""
    private var table: [Substring: Int] = [:]
    private var lastPosition = SourcePosition(line: 0, column: 0, offset: 0)

    init(capacity: Int) {
        bytes = ByteWriter(capacity: capacity)
    }

    /// A string likely to repeat within the blob (the file path, the format, a grant type):
    /// the first time as its bytes, afterwards as its index, so the reader keeps one copy.
    mutating func sharedString(_ text: String) {
        entry(text[...], flags: 0, flagCount: 0)
    }

    /// A value with its range, path and verbatim flag. Below `base`, what follows it
    /// repeats from object to object (`/redirectUris/0`, `/attributes/pkce.code.challenge.method`),
    /// so it goes to the table; the two flags ride in the same number.
    mutating func located<T>(_ located: Located<T>, _ value: (inout CompactWriter, T) -> Void) {
        let path = located.path
        let verbatim = located.isVerbatim ? 1 : 0
        if let rest = Self.suffix(of: path, after: base) {
            entry(rest, flags: 2 | verbatim, flagCount: 2)
        } else {
            entry(path[...], flags: verbatim, flagCount: 2)
        }
        range(located.range)
        value(&self, located.value)
    }

    /// The low bit of the header tells a new string (its byte count follows in the header)
    /// from one written before (its index); the caller's flags sit below.
    private mutating func entry(_ text: Substring, flags: Int, flagCount: Int) {
        if let index = table[text] {
            bytes.int((index << 1) << flagCount | flags)
        } else {
            table[text] = table.count
            bytes.int((text.utf8.count << 1 | 1) << flagCount | flags)
            bytes.raw(text)
        }
    }

    /// What follows `prefix` in `path`, compared byte by byte: the reader joins the bytes again.
    private static func suffix(of path: String, after prefix: String) -> Substring? {
        var path = path, prefix = prefix
        let count = prefix.utf8.count
        guard count > 0, path.utf8.count >= count else { return nil }
        let matches = path.withUTF8 { whole in prefix.withUTF8 { whole[..<count].elementsEqual($0) } }
        return matches ? path[path.utf8.index(path.startIndex, offsetBy: count)...] : nil
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
    var base = ""
    private var table: [String] = []
    private var lastPosition = SourcePosition(line: 0, column: 0, offset: 0)

    init(bytes: [UInt8]) {
        self.bytes = ByteReader(bytes: bytes)
    }

    mutating func sharedString() -> String {
        entry(flagCount: 0).text
    }

    mutating func located<T>(_ value: (inout CompactReader) -> T) -> Located<T> {
        let (text, flags) = entry(flagCount: 2)
        let path = flags & 2 == 0 ? text : text.isEmpty ? base : base + text
        let range = range()
        return Located(value(&self), range: range, isVerbatim: flags & 1 == 1, path: path)
    }

    private mutating func entry(flagCount: Int) -> (text: String, flags: Int) {
        let header = bytes.int()
        let flags = header & (1 << flagCount - 1)
        let rest = header >> flagCount
        guard rest & 1 == 1 else { return (table[rest >> 1], flags) }
        let text = bytes.string(count: rest >> 1)
        table.append(text)
        return (text, flags)
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

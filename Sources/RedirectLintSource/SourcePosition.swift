/// A point in a source file. Lines and columns are 1-based; `column` counts Unicode
/// scalars (what an editor shows), `utf16Column` counts UTF-16 code units (what SARIF
/// consumers expect), `offset` is the byte offset in the file's UTF-8 text.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var utf16Column: Int
    public var offset: Int

    public init(line: Int, column: Int, utf16Column: Int? = nil, offset: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column ?? column
        self.offset = offset
    }

    /// The position of the first character of a file.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

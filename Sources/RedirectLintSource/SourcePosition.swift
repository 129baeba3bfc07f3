/// A point in a source file. Lines and columns are 1-based; `column` counts Unicode
/// scalars (what an editor shows), `utf16Column` counts UTF-16 code units (what SARIF
/// consumers expect), `offset` is the byte offset in the file's UTF-8 text.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Stored in 32 bits: every located value, finding and range carries positions, and a run
    // remembers hundreds of thousands of them. No file the run reads comes near 2 GiB; a
    // number that did not fit would be clamped, never trap.
    @usableFromInline var storedLine: Int32
    @usableFromInline var storedColumn: Int32
    @usableFromInline var storedUTF16Column: Int32
    @usableFromInline var storedOffset: Int32

    @inlinable public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    @inlinable public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    @inlinable public var utf16Column: Int {
        get { Int(storedUTF16Column) }
        set { storedUTF16Column = Int32(clamping: newValue) }
    }

    @inlinable public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    @inlinable public init(line: Int, column: Int, utf16Column: Int? = nil, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedUTF16Column = Int32(clamping: utf16Column ?? column)
        storedOffset = Int32(clamping: offset)
    }

    /// The position of the first character of a file.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}

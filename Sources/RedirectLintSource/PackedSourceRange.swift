/// A `SourceRange` in 32 bytes instead of 64, for rules that remember tens of thousands of
/// places at once. The run reads no file past its size limit, far below 2 GiB, so every
/// number fits 32 bits; one that did not would be clamped, never trap.
public struct PackedSourceRange: Hashable, Sendable {
    private let startLine, startColumn, startUTF16Column, startOffset: Int32
    private let endLine, endColumn, endUTF16Column, endOffset: Int32

    public init(_ range: SourceRange) {
        startLine = Int32(clamping: range.start.line)
        startColumn = Int32(clamping: range.start.column)
        startUTF16Column = Int32(clamping: range.start.utf16Column)
        startOffset = Int32(clamping: range.start.offset)
        endLine = Int32(clamping: range.end.line)
        endColumn = Int32(clamping: range.end.column)
        endUTF16Column = Int32(clamping: range.end.utf16Column)
        endOffset = Int32(clamping: range.end.offset)
    }

    public var range: SourceRange {
        SourceRange(
            start: SourcePosition(line: Int(startLine), column: Int(startColumn), utf16Column: Int(startUTF16Column),
                                  offset: Int(startOffset)),
            end: SourcePosition(line: Int(endLine), column: Int(endColumn), utf16Column: Int(endUTF16Column),
                                offset: Int(endOffset)))
    }
}

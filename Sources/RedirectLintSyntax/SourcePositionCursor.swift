import RedirectLintSource

/// Turns byte offsets into positions while a loader scans forward.
///
/// `SourceFile.position(atOffset:)` counts columns from the start of the line, which is
/// quadratic on minified one-line files. A loader (and the reader of suppression
/// directives, word by word) asks for positions in increasing order, so the cursor remembers
/// the last answer and counts only the bytes in between; in an ASCII file a column is the
/// distance from the line start and needs no counting at all.
public struct SourcePositionCursor {
    private let file: SourceFile
    private var line = 1
    private var lineStart = 0
    private var nextLineStart: Int
    private var offset = 0
    private var column = 1
    private var utf16Column = 1

    public init(file: SourceFile) {
        self.file = file
        self.nextLineStart = file.lineStarts.count > 1 ? file.lineStarts[1] : Int.max
    }

    public mutating func position(at rawOffset: Int) -> SourcePosition {
        let target = max(0, min(rawOffset, file.bytes.count))
        if target < offset {
            // Going back is rare (error reporting); the file answers it without moving the cursor.
            return file.position(atOffset: target)
        }
        if target >= nextLineStart {
            moveToLine(containing: target)
        }
        if file.isASCII {
            column = 1 + target - lineStart
            utf16Column = column
        } else {
            let (scalars, utf16) = SourceFile.columnWidths(file.bytes, from: offset, to: target)
            column += scalars
            utf16Column += utf16
        }
        offset = target
        return SourcePosition(line: line, column: column, utf16Column: utf16Column, offset: target)
    }

    /// Lines are passed in order, so stepping over them one by one costs the number of lines
    /// in the file over the whole scan; a binary search would cost that for every jump.
    private mutating func moveToLine(containing target: Int) {
        let starts = file.lineStarts
        var next = line
        while next < starts.count, starts[next] <= target { next += 1 }
        line = next
        lineStart = starts[line - 1]
        nextLineStart = line < starts.count ? starts[line] : Int.max
        offset = lineStart
        column = 1
        utf16Column = 1
    }

    public mutating func range(from start: Int, to end: Int) -> SourceRange {
        let startPosition = position(at: start)
        return SourceRange(start: startPosition, end: position(at: end))
    }
}

import RedirectLintModel

/// Fixes applied to a file's text: only the bytes of each fix's range change, so formatting,
/// comments and order stay as they were.
enum SourceEdits {
    /// `text` with every fix that fits applied, and how many were. Fixes are taken in offset
    /// order; one that overlaps a fix already taken is left for the next pass (the run lints
    /// again and offers it anew, on the text as it is then). A fix whose range lies outside the
    /// text, or whose old or new text spans a line break, is never applied: a fix changes a
    /// value inside its lines, which keeps a diff of the result line for line.
    static func apply(_ fixes: [SuggestedFix], to text: [UInt8]) -> (text: [UInt8], applied: Int) {
        let ordered = Set(fixes).sorted {
            ($0.range.start.offset, $0.range.end.offset, $0.replacement) < ($1.range.start.offset, $1.range.end.offset, $1.replacement)
        }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var copied = 0
        var applied = 0
        var previous: (start: Int, end: Int)?
        for fix in ordered {
            let start = fix.range.start.offset
            let end = fix.range.end.offset
            guard start >= copied, start <= end, end <= text.count,
                  !text[start..<end].contains(where: isLineBreak), !fix.replacement.utf8.contains(where: isLineBreak) else { continue }
            // Two insertions at one place would depend on their order.
            if let previous, previous.start == previous.end, start == end, start == previous.end { continue }
            out += text[copied..<start]
            out += fix.replacement.utf8
            copied = end
            applied += 1
            previous = (start, end)
        }
        out += text[copied...]
        return (out, applied)
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
}

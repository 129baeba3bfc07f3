/// A unified diff (`--- a/path`, `+++ b/path`, `@@` hunks with three lines of context), as
/// `git apply` and `patch -p1` read it, of a file whose fixes changed text within its lines:
/// old and new have the same lines, so they are compared line by line.
enum UnifiedDiff {
    static let context = 3

    /// A hunk: the 0-based lines it spans (the same in old and new).
    struct Hunk {
        var lines: Range<Int>
    }

    /// The hunks of `old` → `new`; empty when they are equal or their lines do not match up.
    static func hunks(old: [ArraySlice<UInt8>], new: [ArraySlice<UInt8>]) -> [Hunk] {
        guard old.count == new.count else { return [] }
        var hunks: [Hunk] = []
        for index in old.indices where old[index] != new[index] {
            let from = max(0, index - context)
            let to = min(old.count, index + context + 1)
            if let last = hunks.last, from <= last.lines.upperBound {
                hunks[hunks.count - 1].lines = last.lines.lowerBound..<to
            } else {
                hunks.append(Hunk(lines: from..<to))
            }
        }
        return hunks
    }

    /// The file's lines, each with its line break (the last may have none).
    static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for index in text.indices where text[index] == 0x0A {
            out.append(text[start...index])
            start = index + 1
        }
        if start < text.count { out.append(text[start...]) }
        return out
    }

    /// The diff text of `hunks`, for the file at `path`.
    static func render(path: String, old: [ArraySlice<UInt8>], new: [ArraySlice<UInt8>], hunks: [Hunk]) -> [UInt8] {
        guard !hunks.isEmpty else { return [] }
        var out = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
        for hunk in hunks {
            let count = hunk.lines.count
            out += "@@ -\(hunk.lines.lowerBound + 1),\(count) +\(hunk.lines.lowerBound + 1),\(count) @@\n".utf8
            var index = hunk.lines.lowerBound
            while index < hunk.lines.upperBound {
                if old[index] == new[index] {
                    append(" ", old[index], to: &out)
                    index += 1
                    continue
                }
                // A run of changed lines: the old ones, then the new ones.
                var end = index
                while end < hunk.lines.upperBound, old[end] != new[end] { end += 1 }
                for line in old[index..<end] { append("-", line, to: &out) }
                for line in new[index..<end] { append("+", line, to: &out) }
                index = end
            }
        }
        return out
    }

    private static func append(_ mark: String, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out += mark.utf8
        out += line
        if line.last != 0x0A { out += "\n\\ No newline at end of file\n".utf8 }
    }
}

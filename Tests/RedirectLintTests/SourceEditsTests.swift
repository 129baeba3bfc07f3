@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource
import Testing

@Suite("Source edits and diffs")
struct SourceEditsTests {
    func fix(_ start: Int, _ end: Int, _ replacement: String) -> SuggestedFix {
        SuggestedFix(range: SourceRange(start: SourcePosition(line: 1, column: start + 1, offset: start),
                                        end: SourcePosition(line: 1, column: end + 1, offset: end)),
                     replacement: replacement)
    }

    @Test func overlappingFixesLeaveTheLaterOne() {
        let text = Array("abcdefgh".utf8)
        let (out, applied) = SourceEdits.apply([fix(4, 6, "X"), fix(1, 3, "YY"), fix(2, 5, "Z"), fix(1, 3, "YY")], to: text)
        #expect(String(decoding: out, as: UTF8.self) == "aYYdXgh")
        #expect(applied == 2)
    }

    @Test func aFixThatWouldBreakALineOrLeaveTheTextIsNotApplied() {
        let text = Array("ab\ncd".utf8)
        #expect(SourceEdits.apply([fix(1, 4, "x")], to: text).applied == 0)
        #expect(SourceEdits.apply([fix(0, 1, "x\ny")], to: text).applied == 0)
        #expect(SourceEdits.apply([fix(4, 9, "x")], to: text).applied == 0)
    }

    @Test func hunksHaveThreeLinesOfContextAndMergeWhenClose() {
        let old = (1...20).map { "line \($0)\n" }
        var new = old
        new[4] = "changed 5\n"
        new[10] = "changed 11\n"
        new[19] = "changed 20"
        let oldLines = UnifiedDiff.lines(Array(old.joined().utf8))
        let newLines = UnifiedDiff.lines(Array(new.joined().utf8))
        let hunks = UnifiedDiff.hunks(old: oldLines, new: newLines)
        #expect(hunks.map(\.lines) == [1..<14, 16..<20])
        let text = String(decoding: UnifiedDiff.render(path: "x.json", old: oldLines, new: newLines, hunks: hunks), as: UTF8.self)
        #expect(text.hasPrefix("--- a/x.json\n+++ b/x.json\n@@ -2,13 +2,13 @@\n line 2\n"))
        #expect(text.contains(" line 4\n-line 5\n+changed 5\n line 6\n"))
        #expect(text.hasSuffix("@@ -17,4 +17,4 @@\n line 17\n line 18\n line 19\n-line 20\n+changed 20\n\\ No newline at end of file\n"))
    }

    @Test func aDiffWithholdsHunksNearASecretOrAControlCharacter() {
        let old = Array((1...12).map { "line \($0)\n" }.joined().utf8)
        var lines = (1...12).map { "line \($0)\n" }
        lines[1] = "fixed 2\n"
        lines[10] = "fixed 11\n"
        let new = Array(lines.joined().utf8)
        let nearSecret = FixedFile(path: "a.json", original: old, fixed: new, applied: 2, secretLines: [9])
        let (text, withheld) = Fixer.diff([nearSecret])
        #expect(withheld == 1)
        #expect(String(decoding: text, as: UTF8.self).contains("+fixed 2\n"))
        #expect(!String(decoding: text, as: UTF8.self).contains("line 9"))
        let oddName = FixedFile(path: "a\u{1B}[31m.json", original: old, fixed: new, applied: 2, secretLines: [])
        #expect(Fixer.diff([oddName]) == ([], 2))
    }
}

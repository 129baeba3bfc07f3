import Foundation
import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
import RedirectLintSource
import Testing

/// The excerpt under a text finding: an ASCII line is cut and underlined from its bytes,
/// any other from its Unicode scalars, and both give the same picture.
@Suite("Text excerpts")
struct TextExcerptTests {
    func rendered(_ line: String, column: Int, length: Int) -> String {
        let start = SourcePosition(line: 1, column: column, offset: column - 1)
        let end = SourcePosition(line: 1, column: column + length, offset: column - 1 + length)
        let finding = Finding(ruleID: "loopback-uses-localhost", severity: .warning, path: "a.json",
                              range: SourceRange(start: start, end: end), message: "m")
        let report = LintReport(files: [], findings: [finding], excerpts: ["a.json": SourceExcerpt(lines: [1: line])])
        return Reporters.render(report, as: .text)
    }

    @Test(arguments: [(5, 9), (60, 24), (200, 24), (290, 3), (300, 1)])
    func asciiAndNonASCIILinesAreCutAlike(column: Int, length: Int) {
        // The same line but one letter, far from the value, which sends it down the scalar path.
        let ascii = "\t{" + String(repeating: "a", count: 300) + "}"
        let other = "\t{é" + String(repeating: "a", count: 299) + "}"
        let fromBytes = rendered(ascii, column: column, length: length)
        let fromScalars = rendered(other, column: column, length: length)
        #expect(fromBytes.contains("^"))
        if column > 60 {
            #expect(fromBytes == fromScalars)
        } else {
            #expect(fromBytes.replacingOccurrences(of: "{a", with: "{é") == fromScalars)
        }
    }

    @Test func aShortLineKeepsItsTabsUnderTheCarets() {
        let text = rendered("\t\"x\": \"http://localhost/cb\"", column: 8, length: 19)
        #expect(text.contains("  1 | \t\"x\": \"http://localhost/cb\"\n"))
        #expect(text.contains("    | \t      " + String(repeating: "^", count: 19) + "\n"))
    }

    @Test func aLongLineIsAWindowWithEllipses() {
        let line = String(repeating: "ü", count: 100) + "http://localhost/cb" + String(repeating: "x", count: 100)
        let text = rendered(line, column: 101, length: 19)
        #expect(text.contains("  1 | …" + String(repeating: "ü", count: 40) + "http://localhost/cb" + String(repeating: "x", count: 40) + "…\n"))
        #expect(text.contains("    | " + String(repeating: " ", count: 41) + String(repeating: "^", count: 19) + "\n"))
    }
}

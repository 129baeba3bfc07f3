import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax
import Testing

/// Small hostile files that once cost time or memory out of proportion to their size. No
/// test times anything: each input is sized so that the old code took seconds (or
/// gigabytes) where the new one answers at once, and the tests check what is answered.
@Suite("Work bounds")
struct WorkBoundsTests {
    /// A binary property list of 200 bytes whose arrays reference the array below them 60
    /// times over three levels: a parse error naming the file, not a tree of 216,000 nulls.
    @Test func aBinaryPropertyListBombIsAParseErrorOfItsFile() throws {
        var builder = BinaryPlistBuilder()
        var level = builder.add(.null)
        for _ in 0..<3 { level = builder.add(.array(Array(repeating: level, count: 60))) }
        let report = Linter.lint(bytes: builder.build(top: level), path: "ios/Info.plist")
        #expect(report.findings.map(\.ruleID) == ["parse-error"])
        #expect(report.findings.first?.path == "ios/Info.plist")
        #expect(report.findings.first?.message
            == "cannot parse: binary property list: objects referenced again expand to more than 100000 objects (a reference bomb?)")
    }
}

import RedirectLintEngine
import RedirectLintModel
import Testing

/// Counting each file's findings apart and adding the counts gives the totals of counting them all.
@Suite struct RunSummaryCountsTests {
    @Test func countsAddedPartByPartEqualTheWhole() {
        let severities: [Severity] = [.error, .warning, .note]
        let findings = (0..<50).map { index in
            Finding(ruleID: "rule-\(index % 7)", severity: severities[index % 3], path: "f\(index % 4)", range: .fileStart,
                    message: "m\(index)")
        }
        var whole = RunSummary(files: [])
        whole.add(findings)
        var added = RunSummary(files: [], hiddenByBaseline: 0)
        for path in ["f0", "f1", "f2", "f3"] {
            var part = RunSummary(files: [])
            part.add(findings.filter { $0.path == path })
            added.addCounts(of: part)
        }
        #expect(added.errors == whole.errors && added.warnings == whole.warnings && added.notes == whole.notes)
        #expect(added.perRule == whole.perRule)
        #expect(added.total == 50)
        #expect(added.hiddenByBaseline == 0, "counts leave the baseline's own number alone")
    }
}

@testable import RedirectLintReporters
import RedirectLintModel
import Testing

@Suite("GitHub Actions annotations")
struct GitHubReporterTests {
    @Test func dataEscapingMatchesTheToolkit() {
        #expect(WorkflowCommand.escapeData("50% a\r\nb") == "50%25 a%0D%0Ab")
        // `%` first, or a literal "%0A" in a message would reach the runner as a line break.
        #expect(WorkflowCommand.escapeData("%0A") == "%250A")
        #expect(WorkflowCommand.escapeData("a:b,c") == "a:b,c")
    }

    @Test func propertyEscapingAlsoCoversColonAndComma() {
        #expect(WorkflowCommand.escapeProperty("dir,x/a:b.json") == "dir%2Cx/a%3Ab.json")
        #expect(WorkflowCommand.escapeProperty("100%\n") == "100%25%0A")
        #expect(WorkflowCommand.escapeProperty("ünï:é,日\n") == "ünï%3Aé%2C日%0A")
        #expect(WorkflowCommand.escapeData("ünï: é, 日") == "ünï: é, 日")
        #expect(WorkflowCommand.escapeProperty("日本/é.json") == "日本/é.json")
    }

    @Test func oneCommandPerFindingWithEveryPosition() {
        let finding = ReportFixtures.finding(line: 6, column: 13, length: 9, message: "uses 'localhost', not 127.0.0.1")
        let line = GitHubReporter.command(for: finding)
        #expect(line == "::warning file=client.json,line=6,col=13,endLine=6,endColumn=22,"
            + "title=redirectlint (loopback-uses-localhost)%3A Loopback redirect uses the name localhost"
            + "::uses 'localhost', not 127.0.0.1")
    }

    @Test func severitiesAreErrorWarningNotice() {
        let report = ReportFixtures.report([
            ReportFixtures.finding("implicit-grant-enabled", severity: .error, line: 1),
            ReportFixtures.finding(severity: .warning, line: 2),
            ReportFixtures.finding("loopback-port-pinned", severity: .note, line: 3),
        ])
        let lines = GitHubReporter.render(report).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file="))
        #expect(lines[1].hasPrefix("::warning file="))
        #expect(lines[2].hasPrefix("::notice file="))
    }

    @Test func hostileMessageAndPathStayOnOneCommand() {
        let finding = ReportFixtures.finding(path: "a,b:c/x.json", message: "value 'x\n::error::pwned' is bad")
        let line = GitHubReporter.command(for: finding)
        #expect(!line.contains("\n"))
        #expect(line.contains("file=a%2Cb%3Ac/x.json,"))
        #expect(line.hasSuffix("::value 'x\\n::error::pwned' is bad"))
    }

    /// Control characters are written as the text format writes them: no line break reaches
    /// the log, even one the runner would decode, and no ESC or BEL reaches the terminal.
    @Test func controlCharactersAreEscapedInEveryField() {
        let finding = ReportFixtures.finding(path: "a\r\n::error::x\u{1B}.json", message: "value 'x\u{1B}[2J\u{7}\r\n%0A' is bad")
        let line = GitHubReporter.command(for: finding)
        #expect(line.hasPrefix("::warning file=a\\r\\n%3A%3Aerror%3A%3Ax\\u001b.json,"))
        #expect(line.hasSuffix("::value 'x\\u001b[2J\\u0007\\r\\n%250A' is bad"))
    }

    @Test func ruleOutsideTheCatalogStillHasATitle() {
        let line = GitHubReporter.command(for: ReportFixtures.finding("not-a-rule"))
        #expect(line.contains(",title=redirectlint (not-a-rule)::"))
    }

    @Test func cleanReportIsEmpty() {
        #expect(GitHubReporter.render(ReportFixtures.report([])).isEmpty)
    }

    @Test func columnsCountUnicodeScalarsLikeTheTextFormat() throws {
        // 日本🎉 are 3 scalars but 4 UTF-16 units: the annotation uses the scalar column.
        let report = try lint("client.json", "{\"client_name\": \"日本🎉\", \"redirect_uris\": [\"http://localhost/cb\"], \"application_type\": \"native\"}")
        let finding = try #require(report.findings.first { $0.ruleID == "loopback-uses-localhost" })
        let line = GitHubReporter.command(for: finding)
        #expect(line.contains(",col=\(finding.range.start.column),"))
        #expect(finding.range.start.column != finding.range.start.utf16Column)
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("client.json:1:\(finding.range.start.column): warning:"))
    }
}

@testable import RedirectLintEngine
import RedirectLintModel
import Testing

/// A file with thousands of offending values gets the first 200 of each rule and one
/// finding that counts the rest, in every run: what a run holds stays bounded.
@Suite("Findings per rule and file")
struct FindingCapTests {
    @Test func pastTwoHundredOneFindingCountsTheRest() throws {
        let uris = (0..<1000).map { "  - http://app\($0).contoso.com/cb" }.joined(separator: "\n")
        let report = try lint("client.yaml", "client_id: portal\nredirect_uris:\n\(uris)\n")
        let cleartext = report.findings.filter { $0.ruleID == "redirect-uri-cleartext-http" }
        #expect(cleartext.count == 201)
        let summary = try #require(cleartext.last)
        #expect(summary.message.hasPrefix("800 more findings of this rule in this file"))
        #expect(summary.severity == .error)
        // At the first value left out: the 201st URI, on line 203.
        #expect(summary.range.start.line == 203)
        #expect(cleartext.dropLast().map(\.range.start.line) == Array(3...202))
    }

    @Test func twoHundredAndOneAreAllReported() throws {
        let uris = (0..<201).map { "  - http://app\($0).contoso.com/cb" }.joined(separator: "\n")
        let report = try lint("client.yaml", "client_id: portal\nredirect_uris:\n\(uris)\n")
        let cleartext = report.findings.filter { $0.ruleID == "redirect-uri-cleartext-http" }
        #expect(cleartext.count == 201)
        #expect(!cleartext.contains { $0.message.contains("more findings of this rule") })
    }

    /// The memory bound of a file's own pass and the report's bound compose: the count says
    /// how many findings were left out in all.
    @Test func aSummaryOfTheMemoryPassCountsInTheReportsSummary() throws {
        let uris = (0..<30).map { "  - http://app\($0).contoso.com/cb" }.joined(separator: "\n")
        let report = try lint("client.yaml", "client_id: portal\nredirect_uris:\n\(uris)\n")
        let findings = report.findings.filter { $0.ruleID == "redirect-uri-cleartext-http" }
        let memoryPass = FindingCap.apply(findings, limit: 10)
        #expect(memoryPass.count == 11)
        let reported = FindingCap.apply(memoryPass, limit: 4)
        #expect(reported.count == 5)
        #expect(reported.last?.message.hasPrefix("26 more findings of this rule in this file") == true)
    }
}

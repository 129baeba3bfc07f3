import Foundation
@testable import RedirectLintReporters
import RedirectLintModel
import Testing

@Suite("GitLab Code Quality report")
struct GitLabReporterTests {
    func issues(_ findings: [Finding]) throws -> [[String: Any]] {
        let text = GitLabReporter.render(ReportFixtures.report(findings))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func issueHasTheFieldsGitLabReads() throws {
        let issue = try #require(try issues([ReportFixtures.finding(line: 7, column: 3)]).first)
        #expect(issue["description"] as? String == "loopback redirect URI uses 'localhost'")
        #expect(issue["check_name"] as? String == "loopback-uses-localhost")
        #expect(issue["severity"] as? String == "minor")
        #expect((issue["fingerprint"] as? String)?.isEmpty == false)
        let location = try #require(issue["location"] as? [String: Any])
        #expect(location["path"] as? String == "client.json")
        let lines = try #require(location["lines"] as? [String: Any])
        #expect(lines["begin"] as? Int == 7)
        #expect(lines["end"] as? Int == 7)
    }

    @Test func severityMapping() {
        #expect(GitLabReporter.severity(ReportFixtures.finding("loopback-port-pinned", severity: .note)) == "info")
        #expect(GitLabReporter.severity(ReportFixtures.finding(severity: .warning)) == "minor")
        // Not about an attack (no security-severity): an ordinary error.
        #expect(GitLabReporter.severity(ReportFixtures.finding("grant-response-types-inconsistent", severity: .error)) == "major")
        // 8.5 and 7.5: GitHub's "high" band, GitLab's critical.
        #expect(GitLabReporter.severity(ReportFixtures.finding("embedded-client-secret", severity: .error)) == "critical")
        #expect(GitLabReporter.severity(ReportFixtures.finding("client-secret-reused-across-clients", severity: .error)) == "critical")
        // A high-scoring rule lowered to a warning in the configuration follows the configuration.
        #expect(GitLabReporter.severity(ReportFixtures.finding("embedded-client-secret", severity: .warning)) == "minor")
        #expect(GitLabReporter.severity(ReportFixtures.finding("not-a-rule", severity: .error)) == "major")
    }

    @Test func fingerprintIsTheSARIFOneAndIgnoresTheLine() throws {
        let before = ReportFixtures.finding(line: 3)
        let after = ReportFixtures.finding(line: 40, column: 9)
        let a = try #require(try issues([before]).first?["fingerprint"] as? String)
        let b = try #require(try issues([after]).first?["fingerprint"] as? String)
        #expect(a == b)
        #expect(a == Fingerprint.of(before))
        let other = try #require(try issues([ReportFixtures.finding(subject: "http://localhost/other")]).first?["fingerprint"] as? String)
        #expect(other != a)
    }

    @Test func sameSubjectTwiceInOneFileGetsDistinctStableFingerprints() throws {
        let findings = [ReportFixtures.finding(line: 2), ReportFixtures.finding(line: 5), ReportFixtures.finding(line: 9)]
        let prints = try issues(findings).compactMap { $0["fingerprint"] as? String }
        #expect(prints.count == 3)
        #expect(Set(prints).count == 3)
        #expect(prints[0] == Fingerprint.of(findings[0]))
        #expect(prints[1] == prints[0] + ":2")
        #expect(prints[2] == prints[0] + ":3")
        // The same subject in another file is not a duplicate.
        let elsewhere = try issues([ReportFixtures.finding(line: 2), ReportFixtures.finding(path: "other.json", line: 2)])
        #expect(elsewhere.compactMap { $0["fingerprint"] as? String }.allSatisfy { !$0.contains(":") })
    }

    @Test func cleanReportIsAnEmptyArray() {
        #expect(GitLabReporter.render(ReportFixtures.report([])) == "[]\n")
    }
}

import Foundation
import RedirectLintEngine
@testable import RedirectLintReporters
import RedirectLintModel
import Testing

/// The run-level parts of the SARIF output that GitHub code scanning relies on.
@Suite("SARIF run: category, invocations, limits")
struct SARIFRunTests {
    func run(_ text: String) throws -> [String: Any] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try #require(root["runs"] as? [[String: Any]])
        return try #require(runs.first)
    }

    func notifications(_ run: [String: Any]) throws -> [[String: Any]] {
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        return invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []
    }

    @Test func categoryBecomesTheAutomationID() throws {
        let report = ReportFixtures.report([ReportFixtures.finding()])
        let plain = try run(SARIFReporter.render(report))
        #expect((plain["automationDetails"] as? [String: Any])?["id"] as? String == "redirectlint/")
        let named = try run(SARIFReporter.render(report, category: "ios-app"))
        #expect((named["automationDetails"] as? [String: Any])?["id"] as? String == "ios-app/")
        #expect(SARIFReporter.automationID(category: "already/") == "already/")
        let viaOptions = Reporters.render(report, as: .sarif, options: ReportOptions(sarifCategory: "server"))
        #expect(viaOptions.contains("\"id\": \"server/\""))
    }

    @Test func cleanRunIsSuccessfulWithNoNotifications() throws {
        let run = try run(SARIFReporter.render(ReportFixtures.report([], files: [ReportFixtures.file("a.json", .checked)])))
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        #expect(invocation["toolExecutionNotifications"] == nil)
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }

    @Test func unreadableAndSkippedFilesAreNotifications() throws {
        let files = [
            ReportFixtures.file("a b.json", .error, reason: "permission denied"),
            ReportFixtures.file("big.json", .skipped, reason: "file is 9 bytes, over the 8-byte limit (max-file-size)"),
            ReportFixtures.file("ok.json", .checked),
        ]
        let found = try notifications(run(SARIFReporter.render(ReportFixtures.report([], files: files))))
        #expect(found.count == 2)
        #expect(found[0]["level"] as? String == "error")
        #expect((found[0]["message"] as? [String: Any])?["text"] as? String == "not checked: permission denied")
        let location = try #require((found[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "a%20b.json")
        #expect(found[1]["level"] as? String == "note")
        #expect(((found[1]["message"] as? [String: Any])?["text"] as? String)?.contains("max-file-size") == true)
    }

    /// A monorepo's Kubernetes manifests and translations are no code review's business: the
    /// JSON report lists them, SARIF does not.
    @Test func filesWithoutOAuthContentAreNoNotifications() throws {
        let files = [
            ReportFixtures.file("deploy/service.yaml", .skipped, reason: FileResult.notOAuthContent),
            ReportFixtures.file("logo.plist", .skipped, reason: "binary file"),
        ]
        let found = try notifications(run(SARIFReporter.render(ReportFixtures.report([], files: files))))
        #expect(found.count == 1)
        #expect((found.first?["message"] as? [String: Any])?["text"] as? String == "skipped: binary file")
    }

    @Test func aRealRunReportsTheMissingAndTheOversizedFile() throws {
        let root = try makeProject([("big/client.json", "{\"client_id\": \"c\", \"redirect_uris\": [\"com.contoso.app:/cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        var configuration = Configuration()
        configuration.maxFileSize = 10
        let report = Linter.run(LintRequest(paths: [root.path + "/big", root.path + "/missing.json"], configuration: configuration, jobs: 1))
        let found = try notifications(run(SARIFReporter.render(report)))
        let texts = found.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts.contains { $0.hasPrefix("skipped: file is") }, "\(texts)")
        #expect(texts.contains("not checked: no such file or directory"), "\(texts)")
        #expect(Set(found.compactMap { $0["level"] as? String }) == ["error", "note"])
    }

    @Test func resultsAreCappedAtGitHubsLimit() throws {
        let total = SARIFReporter.resultLimit + 7
        let findings = (1...total).map { ReportFixtures.finding(line: $0, subject: "http://localhost:\($0)/") }
        let report = ReportFixtures.report(findings)
        #expect(SARIFReporter.droppedResults(total: report.findings.count) == 7)
        let run = try run(SARIFReporter.render(report))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 25_000)
        // All of one severity: the first ones in output order are kept.
        let last = try #require((results.last?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((last["region"] as? [String: Any])?["startLine"] as? Int == 25_000)
        let notice = try #require(try notifications(run).last)
        #expect(notice["level"] as? String == "warning")
        let text = try #require((notice["message"] as? [String: Any])?["text"] as? String)
        #expect(text.hasPrefix("7 of 25007 results were left out"))
        #expect(SARIFReporter.truncationWarning(total: report.findings.count)?.contains("7 of 25007") == true)
    }

    /// GitHub keeps a run of at most 25,000 results: the cut keeps every error before any
    /// warning and every warning before any note, whatever their paths.
    @Test func theCutKeepsErrorsFirst() throws {
        let findings = [
            ReportFixtures.finding("loopback-port-pinned", severity: .note, path: "a.json"),
            ReportFixtures.finding(severity: .warning, path: "b.json"),
            ReportFixtures.finding("redirect-uri-wildcard", severity: .error, path: "c.json"),
            ReportFixtures.finding(severity: .warning, path: "d.json"),
        ]
        let kept = try #require(try run(SARIFReporter.render(ReportFixtures.report(findings), resultLimit: 2))["results"] as? [[String: Any]])
        #expect(kept.compactMap { $0["level"] as? String } == ["warning", "error"], "output order among those kept")
        let paths = kept.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }
        #expect(paths.compactMap { $0["uri"] as? String } == ["b.json", "c.json"])
        #expect(SARIFReporter.render(ReportFixtures.report(findings), resultLimit: 2).contains("errors first"))
    }

    @Test func atTheLimitNothingIsDropped() {
        let findings = (1...3).map { ReportFixtures.finding(line: $0) }
        let report = ReportFixtures.report(findings)
        #expect(SARIFReporter.droppedResults(total: report.findings.count, resultLimit: 3) == 0)
        #expect(SARIFReporter.truncationWarning(total: report.findings.count, resultLimit: 3) == nil)
        #expect(!SARIFReporter.render(report, resultLimit: 3).contains("left out"))
        #expect(SARIFReporter.render(report, resultLimit: 2).contains("1 of 3 results were left out"))
    }

    @Test func everyRuleHasHelpTextAndMarkdown() throws {
        let run = try run(SARIFReporter.render(ReportFixtures.report([])))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == Catalog.rules.count)
        for rule in rules {
            let help = try #require(rule["help"] as? [String: Any], "\(rule["id"] ?? "?") has no help")
            #expect((help["text"] as? String)?.isEmpty == false)
            #expect((help["markdown"] as? String)?.isEmpty == false)
            let full = try #require((rule["fullDescription"] as? [String: Any])?["text"] as? String)
            #expect(!full.isEmpty && full.count <= 1024, "\(rule["id"] ?? "?"): GitHub takes at most 1,024 characters")
        }
    }

    @Test func fixesAndRelatedLocationsWhereTheyApply() throws {
        let samples = repositoryRoot.appendingPathComponent("samples").path
        let report = Linter.run(LintRequest(paths: [samples], jobs: 2))
        let results = try #require(try run(SARIFReporter.render(report))["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        for (finding, result) in zip(report.findings, results) {
            #expect((result["fixes"] != nil) == (finding.fix != nil), "\(finding.ruleID)")
            #expect((result["relatedLocations"] as? [Any])?.count ?? 0 == finding.related.count, "\(finding.ruleID)")
        }
        #expect(report.findings.contains { $0.fix != nil })
        #expect(report.findings.contains { !$0.related.isEmpty })
    }

    @Test func resultFingerprintsAreContentBased() throws {
        let moved = try lint("client.json", "{\n\n\n\"client_id\": \"c\", \"application_type\": \"native\",\n\"redirect_uris\": [\"http://localhost/cb\"]}")
        let original = try lint("client.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"redirect_uris\": [\"http://localhost/cb\"]}")
        func fingerprints(_ report: LintReport) throws -> [String] {
            try #require(try run(SARIFReporter.render(report))["results"] as? [[String: Any]])
                .compactMap { ($0["partialFingerprints"] as? [String: String])?["redirectlint/v1"] }
        }
        let a = try fingerprints(original)
        #expect(!a.isEmpty)
        #expect(a == (try fingerprints(moved)))
        #expect(original.findings.map(\.range.start.line) != moved.findings.map(\.range.start.line))
    }
}

@Suite("SARIF artifact locations")
struct SARIFArtifactTests {
    @Test func relativePathsAreUnderSRCROOT() {
        guard case .object(let fields) = SARIFReporter.artifact("ios/Info plist.xml") else { Issue.record("not an object"); return }
        #expect(fields.map(\.0) == ["uri", "uriBaseId"])
        #expect(SARIFReporter.render(ReportFixtures.report([ReportFixtures.finding(path: "a b/c.json")])).contains("\"uri\": \"a%20b/c.json\""))
    }

    @Test func pathsOutsideTheWorkingDirectoryAreFileURIs() {
        let sarif = SARIFReporter.render(ReportFixtures.report([ReportFixtures.finding(path: "/elsewhere/my client.json")]))
        #expect(sarif.contains("\"uri\": \"file:///elsewhere/my%20client.json\""))
        #expect(!sarif.contains("\"uri\": \"/elsewhere"))
    }
}

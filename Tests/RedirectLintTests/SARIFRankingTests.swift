import Foundation
import RedirectLintEngine
@testable import RedirectLintReporters
import RedirectLintModel
import RedirectLintSource
import Testing

/// How code scanning will rank and show the results: which rules are security alerts, that
/// no result ranks above its level, fingerprints, links to related locations.
@Suite("SARIF ranking and identity")
struct SARIFRankingTests {
    func run(_ report: LintReport) throws -> [String: Any] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(report).utf8)) as? [String: Any])
        return try #require((root["runs"] as? [[String: Any]])?.first)
    }

    func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    }

    func properties(_ rule: [String: Any]) -> [String: Any] {
        rule["properties"] as? [String: Any] ?? [:]
    }

    @Test func housekeepingRulesAreNoSecurityAlerts() throws {
        let byID = Dictionary(uniqueKeysWithValues: try rules(run(ReportFixtures.report([]))).map { ($0["id"] as? String ?? "", $0) })
        for id in ["parse-error", "skipped-file", "unused-suppression", "unresolved-template", "registration-field-wrong-type"] {
            let bag = properties(try #require(byID[id]))
            #expect(bag["security-severity"] == nil, "\(id)")
            #expect((bag["tags"] as? [String])?.contains("security") == false, "\(id)")
            #expect(bag["problem.severity"] as? String != nil, "\(id) ranks by problem.severity")
        }
        for id in ["embedded-client-secret", "redirect-uri-wildcard", "pkce-not-enforced", "ropc-grant-enabled",
                   "redirect-uri-cleartext-http", "embedded-user-agent"] {
            let bag = properties(try #require(byID[id]))
            #expect(bag["security-severity"] as? String != nil, "\(id)")
            #expect((bag["tags"] as? [String])?.first == "security", "\(id)")
        }
    }

    /// GitHub ranks by the rule's score: a note of a high-scoring rule refers to a descriptor
    /// of its own, scored at most low; a warning at most medium.
    @Test func noResultRanksAboveItsLevel() throws {
        let findings = [
            ReportFixtures.finding("embedded-client-secret", severity: .error, path: "a.json", subject: "a"),
            ReportFixtures.finding("embedded-client-secret", severity: .note, path: "b.json", subject: "b"),
            ReportFixtures.finding("embedded-client-secret", severity: .note, path: "c.json", subject: "c"),
            ReportFixtures.finding("redirect-uri-wildcard", severity: .warning, path: "d.json", subject: "d"),
            ReportFixtures.finding("parse-error", severity: .note, path: "e.json", subject: "e"),
        ]
        let run = try run(ReportFixtures.report(findings))
        let rules = try rules(run)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(rules.count == Catalog.rules.count + 2, "one more descriptor per rule and level that needs one")
        let scores = results.map { result -> (String, String?) in
            let rule = rules[result["ruleIndex"] as? Int ?? 0]
            #expect(rule["id"] as? String == result["ruleId"] as? String)
            return (result["level"] as? String ?? "", properties(rule)["security-severity"] as? String)
        }
        #expect(scores.map(\.0) == ["error", "note", "note", "warning", "note"])
        #expect(scores.map(\.1) == ["8.5", "3.9", "3.9", "6.9", nil])
        #expect(results.compactMap { $0["ruleId"] as? String }
                == ["embedded-client-secret", "embedded-client-secret/note", "embedded-client-secret/note",
                    "redirect-uri-wildcard/warning", "parse-error"])
        let added = try #require(rules.last)
        #expect((added["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect(added["help"] != nil)
        #expect(SecuritySeverity.score(of: try #require(Catalog.rule("implicit-grant-enabled")), at: .error) == "7.0")
    }

    @Test func fingerprintsAreUniqueInARun() throws {
        let findings = (1...5).map { ReportFixtures.finding(line: $0) } + [ReportFixtures.finding(path: "other.json")]
        let results = try #require(try run(ReportFixtures.report(findings))["results"] as? [[String: Any]])
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["redirectlint/v1"] }
        #expect(prints.count == 6)
        #expect(Set(prints).count == 6)
        #expect(prints[0] == Fingerprint.of(findings[0]))
        #expect(prints[1] == prints[0] + ":2")
    }

    @Test func theSourceRootIsDeclared() throws {
        let bases = try #require(try run(ReportFixtures.report([ReportFixtures.finding()]))["originalUriBaseIds"] as? [String: Any])
        let root = try #require(bases["%SRCROOT%"] as? [String: Any])
        #expect(root["uri"] == nil, "no path of the machine in the log")
        #expect(((root["description"] as? [String: Any])?["text"] as? String)?.contains("repository") == true)
    }

    @Test func relatedLocationsAreLinkedFromTheMessage() throws {
        var finding = ReportFixtures.finding("duplicate-key", severity: .error, message: "key 'a' appears again")
        let range = SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0), end: SourcePosition(line: 1, column: 2, offset: 1))
        finding.related = [RelatedLocation(path: "client.json", range: range, message: "first 'a' here"),
                           RelatedLocation(path: "x.json", range: range, message: "a [bracket] and a \\ backslash")]
        let result = try #require((try run(ReportFixtures.report([finding]))["results"] as? [[String: Any]])?.first)
        let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
        #expect(text == "key 'a' appears again (see [first 'a' here](1), [a \\[bracket\\] and a \\\\ backslash](2))")
        let ids = (result["relatedLocations"] as? [[String: Any]])?.compactMap { $0["id"] as? Int }
        #expect(ids == [1, 2])
    }
}

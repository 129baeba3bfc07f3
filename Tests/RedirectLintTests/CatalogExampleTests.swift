import Foundation
import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
import Testing

/// One example of one rule: the SwiftLint pattern, where a rule's documented examples are
/// its tests.
struct RuleExample: CustomTestStringConvertible, Sendable {
    var rule: RuleDescription
    var index: Int
    var example: RuleDescription.Example { rule.examples[index] }
    var testDescription: String { "\(rule.id) example \(index + 1): \(example.description)" }

    static var all: [RuleExample] {
        Catalog.rules.flatMap { rule in rule.examples.indices.map { RuleExample(rule: rule, index: $0) } }
    }
}

@Suite("Rule catalog examples")
struct CatalogExampleTests {
    @Test(arguments: RuleExample.all)
    func example(_ case: RuleExample) throws {
        try check(`case`)
    }

    private func check(_ case: RuleExample) throws {
        let example = `case`.example
        let report = try lint(example.files.map { ($0.path, $0.content) })
        let found = report.findings.filter { $0.ruleID == `case`.rule.id }
        if !example.triggers {
            #expect(found.isEmpty, "unexpected: \(found.map { "\($0.path):\($0.range.start) \($0.message)" })")
            return
        }
        let defaultPath = example.files.first { !$0.path.hasSuffix(".redirectlint.yml") }?.path
        let expected = example.findings.map { "\($0.path ?? defaultPath ?? ""):\($0.line):\($0.column)" }
        let actual = found.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" }
        #expect(actual == expected, "messages: \(found.map(\.message))")
        for (finding, expectation) in zip(found, example.findings) {
            if let severity = expectation.severity {
                #expect(finding.severity == severity, "\(finding.path):\(finding.range.start) \(finding.message)")
            }
        }
        try expectSamePositionsInEveryFormat(report, rule: `case`.rule.id, expected: expected)
    }

    /// The positions must survive rendering: text `path:line:col:`, JSON `line`/`column`, and
    /// SARIF regions (UTF-16 columns, equal to scalar columns in these ASCII examples).
    private func expectSamePositionsInEveryFormat(_ report: LintReport, rule: String, expected: [String]) throws {
        let text = Reporters.render(report, as: .text)
        for position in expected {
            #expect(text.contains("\(position): "), "text output lacks \(position)")
        }
        let json = try JSONSerialization.jsonObject(with: Data(Reporters.render(report, as: .json).utf8)) as? [String: Any]
        let jsonFindings = (json?["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == rule }
        #expect(jsonFindings.map { "\($0["path"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0)" } == expected)
        let sarif = try JSONSerialization.jsonObject(with: Data(Reporters.render(report, as: .sarif).utf8)) as? [String: Any]
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        // A result at another level than the rule's default may name a descriptor `rule/level`.
        let results = (run?["results"] as? [[String: Any]] ?? []).filter {
            ($0["ruleId"] as? String).map { $0 == rule || $0.hasPrefix(rule + "/") } ?? false
        }
        let sarifPositions = results.compactMap { result -> String? in
            guard let location = (result["locations"] as? [[String: Any]])?.first,
                  let physical = location["physicalLocation"] as? [String: Any],
                  let artifact = physical["artifactLocation"] as? [String: Any],
                  let region = physical["region"] as? [String: Any] else { return nil }
            return "\(artifact["uri"] ?? ""):\(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)"
        }
        #expect(sarifPositions == expected)
    }

    @Test func everyRuleHasTriggeringAndCleanExamples() {
        for rule in Catalog.rules {
            let triggering = rule.examples.filter { $0.triggers }.count
            let clean = rule.examples.count - triggering
            #expect(triggering > 0, "\(rule.id) has no triggering example")
            #expect(clean > 0, "\(rule.id) has no clean example")
            #expect(!rule.references.isEmpty, "\(rule.id) cites nothing")
        }
    }
}

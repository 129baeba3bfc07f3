import Foundation
import RedirectLintEngine
@testable import RedirectLintRules
import Testing

@Suite("Rule catalog")
struct CatalogTests {
    @Test func embeddedCatalogMatchesRulesDirectory() throws {
        let directory = repositoryRoot.appendingPathComponent("rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let embedded = Catalog.embeddedSources
        #expect(files.map { String($0.dropLast(5)) } == embedded.map(\.id),
                "rules/ and the embedded catalog list different rules: run python3 scripts/generate-catalog.py")
        for (file, entry) in zip(files, embedded) {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            #expect(text.trimmingCharacters(in: .newlines) == entry.yaml.trimmingCharacters(in: .newlines),
                    "\(file) changed since the catalog was embedded: run python3 scripts/generate-catalog.py")
        }
    }

    @Test func generatedSeveritiesMatchRulesDirectory() {
        let generated = RuleSeverities.defaults
        #expect(generated.keys.sorted() == Catalog.embeddedSources.map(\.id),
                "rules/ and RuleSeverities.generated.swift list different rules: run python3 scripts/generate-catalog.py")
        for rule in Catalog.rules {
            #expect(generated[rule.id] == rule.severity,
                    "rules/\(rule.id).yaml says \(rule.severity): run python3 scripts/generate-catalog.py")
        }
    }

    @Test func everyEntryParses() {
        #expect(Catalog.problems().isEmpty, "\(Catalog.problems())")
        #expect(Catalog.rules.count == Catalog.embeddedSources.count)
    }

    @Test func everyRuleWithLogicHasAnEntryAndTheReverse() {
        let engineRules: Set<String> = ["parse-error", "duplicate-key", "unrecognized-file", "skipped-file",
                                        "unused-suppression", "invalid-suppression"]
        let withLogic = Set(RuleRegistry.allIDs)
        let described = Set(Catalog.rules.map(\.id))
        #expect(withLogic.subtracting(described).isEmpty, "no catalog entry: \(withLogic.subtracting(described).sorted())")
        #expect(described.subtracting(withLogic).subtracting(engineRules).isEmpty,
                "entry without logic: \(described.subtracting(withLogic).subtracting(engineRules).sorted())")
    }

    /// Code scanning treats a rule with a security severity as a security alert: only rules
    /// about an attack have one, and they say so with the `security` tag; the others are
    /// `correctness` or `maintainability` (parse-error, unused-suppression, …).
    @Test func onlyRulesAboutAnAttackHaveASecuritySeverity() {
        let kinds: Set<String> = ["security", "correctness", "maintainability"]
        for rule in Catalog.rules {
            let kind = rule.tags.first ?? ""
            #expect(kinds.contains(kind), "rules/\(rule.id).yaml: the first tag must be security, correctness or maintainability")
            #expect(rule.tags.filter(kinds.contains).count == 1, "rules/\(rule.id).yaml: one kind of rule only")
            #expect((kind == "security") == (rule.securitySeverity != nil),
                    "rules/\(rule.id).yaml: security-severity goes with the security tag, and only with it")
            if let score = rule.securitySeverity {
                let value = Double(score) ?? 0
                #expect(value >= 0.1 && value <= 10.0 && score.contains("."), "rules/\(rule.id).yaml: security-severity \(score)")
            }
        }
        let housekeeping = ["parse-error", "skipped-file", "unused-suppression", "invalid-suppression", "unresolved-template",
                            "unrecognized-file", "registration-field-wrong-type", "duplicate-key"]
        for id in housekeeping { #expect(Catalog.rule(id)?.securitySeverity == nil, "\(id) is not about an attack") }
    }

    @Test func entryIDsMatchFileNames() {
        for entry in Catalog.embeddedSources {
            #expect(Catalog.rule(entry.id)?.id == entry.id, "rules/\(entry.id).yaml declares another id")
        }
    }
}

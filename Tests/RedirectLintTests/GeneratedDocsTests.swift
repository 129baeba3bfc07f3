import Foundation
import RedirectLintEngine
import RedirectLintReporters
import Testing

/// `docs/rules/<id>.md` and the README's rule table are generated from `rules/`; these tests
/// fail when they are stale. REDIRECTLINT_UPDATE_GOLDEN=1 rewrites them.
@Suite("Generated documentation")
struct GeneratedDocsTests {
    static var updating: Bool { ProcessInfo.processInfo.environment["REDIRECTLINT_UPDATE_GOLDEN"] == "1" }

    @Test(arguments: Catalog.rules.map(\.id))
    func rulePageIsCurrent(id: String) throws {
        let rule = try #require(Catalog.rule(id))
        let url = repositoryRoot.appendingPathComponent("docs/rules/\(id).md")
        let page = RulePage.markdown(rule)
        if Self.updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(page.utf8).write(to: url)
            return
        }
        let current = try? String(contentsOf: url, encoding: .utf8)
        #expect(current == page, "docs/rules/\(id).md is stale: run scripts/update-golden.sh")
    }

    @Test func readmeRuleTableIsCurrent() throws {
        let url = repositoryRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- rules:begin (generated from rules/, do not edit) -->\n"
        let end = "<!-- rules:end -->"
        let start = try #require(readme.range(of: begin), "README.md lacks the rules:begin marker")
        let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
        let table = RuleTable.markdown(Catalog.rules)
        if Self.updating {
            let updated = readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: table)
            try Data(updated.utf8).write(to: url)
            return
        }
        #expect(String(readme[start.upperBound..<stop.lowerBound]) == table,
                "README's rule table is stale: run scripts/update-golden.sh")
    }

    @Test func noStaleRulePages() throws {
        let directory = repositoryRoot.appendingPathComponent("docs/rules")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let known = Set(Catalog.rules.map { "\($0.id).md" })
        #expect(pages.filter { !known.contains($0) }.isEmpty, "pages for rules that no longer exist")
    }
}

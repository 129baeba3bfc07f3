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

    /// One directive listing a rule id 3,000 times on one line (72 KB): every word was
    /// positioned by counting from the line start, and every finding compared with every id.
    @Test func aDirectiveListingThousandsOfRuleIDsIsReadInOnePass() throws {
        let ids = Array(repeating: "loopback-uses-localhost", count: 3_000).joined(separator: ",")
        let directive = "# redirectlint: disable-file \(ids),no-such-rule"
        let text = directive + "\n- client_id: notes-cli\n  application_type: native\n  token_endpoint_auth_method: none\n"
            + "  redirect_uris:\n    - http://localhost/a\n    - http://localhost/b\n"
        let findings = try lint("c.yaml", text).findings
        #expect(findings.map(\.ruleID) == ["invalid-suppression"])
        #expect(findings.first?.range.start.line == 1)
        #expect(findings.first?.range.start.column == directive.count - "no-such-rule".count + 1)
    }

    /// Many findings under a directive of many rule names: each finding is looked up by its
    /// rule and line, not compared with every name (2,000 × 2,000 comparisons took seconds).
    @Test func manyFindingsUnderADirectiveOfManyNamesAreLookedUp() {
        let place = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
        func names(_ id: String) -> [SuppressionDirective.RuleName] {
            Array(repeating: SuppressionDirective.RuleName(id: id, range: place), count: 2_000)
        }
        let findings = (1...2_000).map { line in
            Finding(ruleID: "loopback-uses-localhost", severity: .warning, path: "c.yaml",
                    range: SourceRange(at: SourcePosition(line: line, column: 1, offset: 0)), message: "m", subjectKey: "s")
        }
        let directives = [
            SuppressionDirective(scope: .file, rules: names("loopback-uses-localhost"), line: 1, reason: nil),
            SuppressionDirective(scope: .file, rules: names("redirect-uri-cleartext-http"), line: 1, reason: nil),
        ]
        let kept = InlineSuppressions.apply(findings, suppressions: ["c.yaml": FileSuppressions(directives: directives, problems: [])],
                                            configuration: Configuration())
        // Every finding hidden; each name of the rule that never fired is unused.
        #expect(kept.count == 2_000)
        #expect(kept.allSatisfy { $0.ruleID == "unused-suppression" && $0.message.contains("'redirect-uri-cleartext-http'") })
    }

    /// 10,000 namespace declarations on the root and 10,000 elements under it: each name was
    /// looked up by scanning every declaration in scope.
    @Test func namespacePrefixesAreLookedUpNotScanned() throws {
        let declarations = (0..<10_000).map { " xmlns:p\($0)=\"urn:p\($0)\"" }.joined()
        let children = String(repeating: "<p0:a/><b/>", count: 5_000)
        let xml = "<manifest\(declarations)>\(children)<inner xmlns:p0=\"urn:inner\" xmlns=\"urn:default\"><p0:c/><d/></inner><p0:e/><f/></manifest>"
        let (root, _) = try XMLLoader.load(SourceFile(path: "AndroidManifest.xml", text: xml))
        #expect(root.children.count == 10_003)
        #expect(root.children[0].namespaceURI == "urn:p0")
        #expect(root.children[1].namespaceURI == nil)
        let inner = root.children[10_000]
        #expect(inner.children.map(\.namespaceURI) == ["urn:inner", "urn:default"])
        // The inner element's bindings end with it.
        #expect(root.children[10_001].namespaceURI == "urn:p0")
        #expect(root.children[10_002].namespaceURI == nil)
    }

    /// An `exclude:` glob of 16,000 characters (`*a*a…*b`) against 20 files 30 folders deep:
    /// the pattern was converted to characters again for every folder of every path tried.
    @Test func aLongExcludeGlobOverADeepTreeAnswersAtOnce() {
        var configuration = Configuration()
        configuration.baseDirectory = "/project"
        configuration.exclude = [Glob(String(repeating: "*a", count: 8_000) + "*b"), Glob("keep/**/*b.json")]
        let deep = "/project/" + Array(repeating: String(repeating: "a", count: 50), count: 30).joined(separator: "/")
        for index in 0..<20 {
            #expect(!configuration.excludes("\(deep)/client\(index).json"))
        }
        #expect(configuration.excludes("/project/keep/x/ab.json"))
    }

    /// A walk 200 folders deep under an `exclude:`: each folder matched its every parent
    /// again, the cube of the depth in all (seconds at 200 folders, hours at 2,000).
    @Test func excludeOverADeepTreeJudgesEachFolderOnce() throws {
        let deep = Array(repeating: "d", count: 200).joined(separator: "/")
        let client = "{\"client_id\": \"c\", \"application_type\": \"native\", \"redirect_uris\": [\"http://localhost/cb\"]}"
        let root = try makeProject([(".redirectlint.yml", "exclude: [\"*.generated.json\", \"d/d/x/\"]\n"),
                                    ("\(deep)/client.json", client), ("\(deep)/client.generated.json", client),
                                    ("d/d/x/client.json", client)])
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try ConfigurationLoader.load(path: root.appendingPathComponent(".redirectlint.yml").path,
                                                         knownRules: Set(Catalog.ids))
        for findsProjects in [true, false] {
            let request = LintRequest(paths: [root.path], configuration: configuration, findsProjects: findsProjects)
            let report = relative(try Linter.lint(request), to: root)
            #expect(report.files.map(\.path) == ["\(deep)/client.json"], "findsProjects: \(findsProjects)")
        }
    }
}

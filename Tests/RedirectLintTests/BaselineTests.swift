import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource
import Testing

/// `--write-baseline` / `--baseline`: findings known by file, rule and subject, never by line.
@Suite("Baseline")
struct BaselineTests {
    static func registration(_ uris: [String], padding: Int = 0) -> String {
        let list = uris.map { "    - \($0)" }.joined(separator: "\n")
        return String(repeating: "# padding\n", count: padding)
            + "- client_id: notes-cli\n  application_type: native\n  token_endpoint_auth_method: none\n  redirect_uris:\n\(list)\n"
    }

    /// What `--write-baseline` records for these findings in a baseline file at `path`.
    static func recording(_ findings: [Finding], for path: String) -> Baseline {
        var baseline = BaselineFile.empty(for: path)
        baseline.record(findings)
        return baseline
    }

    /// Lints `content` as `c.yaml` in a fresh project, optionally against a baseline.
    func run(_ content: String, in root: URL, baseline: Baseline? = nil) throws -> LintReport {
        try Data(content.utf8).write(to: root.appendingPathComponent("c.yaml"))
        return Linter.run(LintRequest(paths: [root.appendingPathComponent("c.yaml").path], jobs: 1, baseline: baseline))
    }

    func adopt(_ content: String) throws -> (root: URL, baseline: Baseline) {
        let root = try makeProject([])
        let report = try run(content, in: root)
        #expect(!report.findings.isEmpty)
        let path = root.appendingPathComponent("redirectlint-baseline.json").path
        try BaselineFile.write(Self.recording(report.findings, for: path), to: path)
        return (root, try BaselineFile.load(path: path))
    }

    @Test func hidesWhatWasRecorded() throws {
        let content = Self.registration(["http://localhost/a", "http://localhost/b"])
        let (root, baseline) = try adopt(content)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try run(content, in: root, baseline: baseline)
        #expect(report.findings.isEmpty)
        #expect(report.hiddenByBaseline == 2)
    }

    @Test func linesMovingDoesNotBringFindingsBack() throws {
        let (root, baseline) = try adopt(Self.registration(["http://localhost/a"]))
        defer { try? FileManager.default.removeItem(at: root) }
        let shifted = try run(Self.registration(["http://localhost/a"], padding: 5), in: root, baseline: baseline)
        #expect(shifted.findings.isEmpty)
        #expect(shifted.hiddenByBaseline == 1)
    }

    @Test func aChangedValueIsReportedAgain() throws {
        let (root, baseline) = try adopt(Self.registration(["http://localhost/a"]))
        defer { try? FileManager.default.removeItem(at: root) }
        let changed = try run(Self.registration(["http://localhost/changed"]), in: root, baseline: baseline)
        #expect(changed.findings.map(\.subjectKey) == ["http://localhost/changed"])
        #expect(changed.hiddenByBaseline == 0)
    }

    @Test func oneMoreOccurrenceIsReportedOnceAtTheLaterPlace() throws {
        let (root, baseline) = try adopt(Self.registration(["http://localhost/a"]))
        defer { try? FileManager.default.removeItem(at: root) }
        let twice = try run(Self.registration(["http://localhost/a", "http://localhost/a"]), in: root, baseline: baseline)
        #expect(twice.findings.map(\.ruleID) == ["loopback-uses-localhost"])
        #expect(twice.findings.first?.range.start.line == 6)
        #expect(twice.hiddenByBaseline == 1)
    }

    @Test func otherFilesAndRulesAreNotHidden() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = Baseline(counts: ["other.yaml": ["loopback-uses-localhost": ["http://localhost/a": 1]],
                                         "c.yaml": ["redirect-uri-oob": ["http://localhost/a": 1]]],
                                baseDirectory: root.path)
        let report = try run(Self.registration(["http://localhost/a"]), in: root, baseline: baseline)
        #expect(report.findings.count == 1)
        #expect(report.hiddenByBaseline == 0)
    }

    @Test func fileFormatIsSortedPrettyJSONWithoutLines() throws {
        let findings = [
            Finding(ruleID: "b-rule", severity: .warning, path: "/p/z.json", range: .fileStart, message: "m", subjectKey: "q\"\\\n\u{1}é"),
            Finding(ruleID: "a-rule", severity: .warning, path: "/p/z.json", range: .fileStart, message: "m", subjectKey: "x"),
            Finding(ruleID: "a-rule", severity: .warning, path: "/p/z.json", range: .fileStart, message: "m", subjectKey: "x"),
            Finding(ruleID: "a-rule", severity: .warning, path: "/elsewhere/a.json", range: .fileStart, message: "m", subjectKey: "y"),
        ]
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("b.json").path
        #expect(try BaselineFile.write(Self.recording(findings, for: path), to: path) == 4)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["version"] as? Int == 1)
        let entries = try #require(parsed["findings"] as? [[String: Any]])
        let climb = root.path.split(separator: "/").map { _ in ".." }.joined(separator: "/")
        #expect(entries.map { "\($0["path"] ?? "") \($0["rule"] ?? "") \($0["count"] ?? "")" } == [
            "\(climb)/elsewhere/a.json a-rule 1", "\(climb)/p/z.json a-rule 2", "\(climb)/p/z.json b-rule 1",
        ])
        #expect(entries.last?["subject"] as? String == "q\"\\\n\u{1}é")
        #expect(!text.contains("line"))
        #expect(text.hasPrefix("{\n  \"findings\": [\n    {\n      \"count\": 1,\n"))
        // Written twice, the same bytes; read back, the same baseline.
        try BaselineFile.write(Self.recording(findings.reversed(), for: path), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let loaded = try BaselineFile.load(path: path)
        #expect(loaded == Baseline(recording: findings, baseDirectory: root.path))
    }

    @Test func anEmptyBaseline() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("b.json").path
        #expect(try BaselineFile.write(Self.recording([], for: path), to: path) == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\n  \"findings\": [],\n  \"version\": 1\n}\n")
        #expect(try BaselineFile.load(path: path).total == 0)
    }

    @Test func invalidBaselinesAreClearErrors() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        func failure(_ text: String) throws -> String {
            let path = root.appendingPathComponent("b.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            do {
                _ = try BaselineFile.load(path: path)
                return "loaded"
            } catch {
                return String(error.description.dropFirst(root.path.count + 1))
            }
        }
        #expect(try failure("{\"findings\": [") .hasPrefix("b.json:1:15: not valid JSON"))
        #expect(try failure("[]") == "b.json:1:1: not a redirectlint baseline (expected an object with 'version' and 'findings')")
        #expect(try failure("{\"findings\": []}") == "b.json:1:1: the baseline has no 'version'")
        #expect(try failure("{\"version\": 7, \"findings\": []}").hasPrefix("b.json:1:13: unsupported baseline version '7'"))
        #expect(try failure("{\"version\": 1, \"findings\": {}}").hasPrefix("b.json:1:28: 'findings' must be a list"))
        #expect(try failure("{\"version\": 1, \"findings\": [{\"path\": \"a\", \"rule\": \"r\", \"subject\": \"s\"}]}")
                == "b.json:1:29: a baseline entry needs 'count'")
        #expect(try failure("{\"version\": 1, \"findings\": [{\"path\": \"a\", \"rule\": \"r\", \"subject\": \"s\", \"count\": -1}]}")
                == "b.json:1:81: 'count' must be a positive whole number")
        // Entries are read before 'version' (which follows them), yet a foreign version is
        // what is reported, and of several bad entries the first.
        #expect(try failure("{\"findings\": [{\"x\": 1}], \"version\": 2}").hasPrefix("b.json:1:37: unsupported baseline version '2'"))
        #expect(try failure("{\"findings\": [{\"path\": \"a\"}, 3], \"version\": 1}") == "b.json:1:15: a baseline entry needs 'rule'")
        #expect(try failure("{\"findings\": [[], {\"path\": \"a\"}], \"version\": 1}") == "b.json:1:15: a baseline entry must be an object")
        // Entries of one key add up, but not past what an Int holds (that trapped).
        let huge = "{\"path\": \"a\", \"rule\": \"r\", \"subject\": \"s\", \"count\": \(Int.max)}"
        #expect(try failure("{\"findings\": [\(huge),\n\(huge)], \"version\": 1}")
                == "b.json:2:\(huge.count - String(Int.max).count): the counts of the entries for this path, rule and subject add up to more than \(Int.max)")
        let missing = root.appendingPathComponent("none.json").path
        #expect(throws: BaselineError.self) { try BaselineFile.load(path: missing) }
    }

    /// Shapes redirectlint never writes are read as their tree reads: the last `findings`
    /// wins, only the first document counts, an aliased list counts where it is used.
    @Test func unusualBaselinesReadAsTheirTree() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        func counts(_ text: String) throws -> [String: [String: [String: Int]]] {
            let path = root.appendingPathComponent("b.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return try BaselineFile.load(path: path).counts
        }
        let entry = { (path: String) in "{\"path\": \"\(path)\", \"rule\": \"r\", \"subject\": \"s\", \"count\": 1}" }
        #expect(try counts("{\"findings\": [\(entry("a"))], \"findings\": [\(entry("b"))], \"version\": 1}") == ["b": ["r": ["s": 1]]])
        #expect(try counts("{\"findings\": [3], \"findings\": [], \"version\": 1}").isEmpty)
        #expect(try counts("findings:\n  - \(entry("a"))\nversion: 1\n---\nfindings:\n  - \(entry("b"))\nversion: 1\n")
                == ["a": ["r": ["s": 1]]])
        #expect(try counts("x: &l\n  - \(entry("a"))\nfindings: *l\nversion: 1\n") == ["a": ["r": ["s": 1]]])
        #expect(try counts("{\"findings\": [\(entry("a")), \(entry("a"))], \"version\": 1}") == ["a": ["r": ["s": 2]]])
    }

    /// The text of a baseline, byte for byte, including what `quoted` must escape and what
    /// it must leave: U+0085 (a C1 control) is escaped, © (whose UTF-8 also starts with
    /// 0xC2) is not.
    @Test func baselineTextByteForByte() {
        let baseline = Baseline(counts: ["a b/©.json": ["r1": ["x\u{85}y": 2, "\"q\"\\": 1]], "z.yaml": ["r0": ["é\n": 1]]],
                                baseDirectory: "/p")
        #expect(BaselineFile.encode(baseline) == """
            {
              "findings": [
                {
                  "count": 1,
                  "path": "a b/©.json",
                  "rule": "r1",
                  "subject": "\\"q\\"\\\\"
                },
                {
                  "count": 2,
                  "path": "a b/©.json",
                  "rule": "r1",
                  "subject": "x\\u0085y"
                },
                {
                  "count": 1,
                  "path": "z.yaml",
                  "rule": "r0",
                  "subject": "é\\n"
                }
              ],
              "version": 1
            }

            """)
    }

    /// A large project's baseline is written and read back whole: recorded a few files at a
    /// time, as `--write-baseline` records a run, it equals the baseline of all at once.
    @Test func aLargeBaselineRoundTrips() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let rules = ["loopback-uses-localhost", "redirect-uri-wildcard", "embedded-client-secret"]
        let findings = (0..<12_000).map { i in
            Finding(ruleID: rules[i % 3], severity: .warning,
                    path: root.appendingPathComponent("dir\(i % 40)/c\(i % 700).json").path,
                    range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)), message: "m",
                    subjectKey: "http://localhost:\(i % 97)/é\"\\\(i % 5)")
        }
        var recorded = BaselineFile.empty(for: root.appendingPathComponent("b.json").path)
        for start in stride(from: 0, to: findings.count, by: 32) {
            recorded.record(Array(findings[start..<min(start + 32, findings.count)]))
        }
        #expect(recorded == Baseline(recording: findings, baseDirectory: root.path))
        let path = root.appendingPathComponent("b.json").path
        #expect(try BaselineFile.write(recorded, to: path) == 12_000)
        #expect(try BaselineFile.load(path: path) == recorded)
    }
}

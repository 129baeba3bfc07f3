import Foundation
import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
import Testing

@Suite("Engine")
struct EngineTests {
    @Test func globs() {
        #expect(Glob("sso/**").matches("sso/a/b.json"))
        #expect(!Glob("sso/**").matches("other/sso/b.json"))
        #expect(Glob("*.json").matches("deep/dir/x.json"))
        #expect(Glob("clients/*.json").matches("clients/a.json"))
        #expect(!Glob("clients/*.json").matches("clients/x/a.json"))
        #expect(Glob("a/**/c.json").matches("a/c.json"))
        #expect(Glob("a/?.json").matches("a/b.json"))
    }

    @Test func configurationErrorsNameTheLine() {
        let file = SourceFileFactory.make(".redirectlint.yml", "rules:\n  no-such-rule: error\n")
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse(file, knownRules: ["loopback-uses-localhost"])
        }
        do {
            _ = try ConfigurationLoader.parse(file, knownRules: ["loopback-uses-localhost"])
        } catch {
            #expect(error.position?.line == 2)
            #expect(error.description.contains("no-such-rule"))
        }
    }

    @Test func ruleSettingsChangeSeverityAndSwitchOff() throws {
        let files: [(String, String)] = [
            (".redirectlint.yml", "rules:\n  loopback-uses-localhost: error\n  unresolved-template: off\n"),
            ("client.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"http://localhost/cb\", \"${X}\"]}"),
        ]
        let report = try lint(files)
        #expect(report.findings.map(\.ruleID) == ["loopback-uses-localhost"])
        #expect(report.findings.first?.severity == .error)
    }

    @Test func outputIsIdenticalWhateverTheJobCount() throws {
        let samples = repositoryRoot.appendingPathComponent("samples").path
        let outputs = try [1, 2, 4, 2].map { jobs in
            JSONReporter.render(Linter.run(LintRequest(paths: [samples], jobs: jobs)))
        }
        #expect(Set(outputs).count == 1)
        _ = try #require(outputs.first)
    }

    @Test func parseErrorsDoNotStopTheRun() throws {
        let report = try lint([
            ("broken.json", "{\"client_id\": \"x\" \"redirect_uris\": []}"),
            ("client.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"myapp:/cb\"]}"),
        ])
        #expect(report.findings.map(\.ruleID).sorted() == ["parse-error", "private-scheme-not-reverse-domain"])
        #expect(report.files.map(\.status.rawValue).sorted() == ["checked", "error"])
    }

    @Test func lintingNeverWritesToInputFiles() throws {
        let root = try makeProject([("client.json", "{\"client_id\": \"c\", \"redirect_uris\": [\"myapp://cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("client.json").path
        let before = try FileManager.default.attributesOfItem(atPath: file)
        let content = try Data(contentsOf: URL(fileURLWithPath: file))
        _ = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let after = try FileManager.default.attributesOfItem(atPath: file)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == content)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    }

    @Test func secretsAreMaskedInSourceExcerpts() throws {
        let root = try makeProject([("client.json", "{\"client_id\": \"c\", \"client_secret\": \"hunter2hunter2\", \"redirect_uris\": [\"myapp://cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        for format in OutputFormat.allCases {
            let output = Reporters.render(report, as: format)
            #expect(!output.contains("hunter2"), "\(format) output reveals the secret")
        }
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("**************"))
    }

    @Test func directoryWalksSkipFilesWithoutOAuthContent() throws {
        let report = try lint([("package.json", "{\"name\": \"x\"}"), ("broken.yaml", "a: [")], explicit: false)
        #expect(report.findings.isEmpty)
        #expect(report.files.allSatisfy { $0.status == .skipped })
    }

    /// A binary property list as Apple's tools and Python's plistlib write it: its first
    /// object is a dictionary (0xD2 right after the magic), invalid as UTF-8 long before any
    /// NUL. It is read as a property list, named or found by a walk.
    @Test func binaryPropertyListWithADictionaryFirstIsRead() throws {
        let plist = try #require(Data(base64Encoded: "YnBsaXN0MDDSAQIDBF8QEkNGQnVuZGxlSWRlbnRpZmllcl8QEENGQnVuZGxlVVJMVHlwZXNVY29tLnihBdEGB18QEkNGQnVuZGxlVVJMU2NoZW1lc6EIVW15YXBwCA0iNTs9QFVXAAAAAAAAAQEAAAAAAAAACQAAAAAAAAAAAAAAAAAAAF0="))
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Info.plist")
        try plist.write(to: path)
        for target in [path.path, root.path] {
            let report = Linter.run(LintRequest(paths: [target], jobs: 1))
            #expect(report.files.map(\.status) == [.checked], "\(target)")
            #expect(report.findings.map(\.ruleID) == ["private-scheme-not-reverse-domain"], "\(target)")
        }
    }

}

import RedirectLintSyntax

enum SourceFileFactory {
    static func make(_ path: String, _ text: String) -> SourceFile { SourceFile(path: path, text: text) }
}

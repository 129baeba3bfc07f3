import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
import Testing

/// Broken, hostile and odd input: a finding or a message each, never a crash or a hang,
/// and never a secret in the output.
@Suite("Hostile input")
struct HostileInputTests {
    @Test func brokenSymbolicLinkNamedExplicitlyIsReported() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("client.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root.appendingPathComponent("gone.json").path)
        let report = Linter.run(LintRequest(paths: [link]))
        #expect(report.findings.map(\.message) == ["cannot read: broken symbolic link"])
    }

    @Test func symbolicLinkLoopsEndTheWalk() throws {
        let root = try makeProject([("app/client.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"myapp:/cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("app/loop").path, withDestinationPath: root.path)
        let report = Linter.run(LintRequest(paths: [root.path]))
        #expect(report.files.count == 1)
        #expect(report.findings.map(\.ruleID) == ["private-scheme-not-reverse-domain"])
    }

    /// The walk takes a regular file's type from its directory entry and skips it unread when
    /// its name is not one redirectlint reads; everything else (links, FIFOs) is looked at as
    /// before: a link is judged by its own name and followed, a FIFO is never opened (a note
    /// says so).
    @Test func aWalkJudgesLinksByTheirNameAndNeverOpensAFIFO() throws {
        let client = "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"myapp:/cb\"]}"
        let root = try makeProject([("data/client.txt", client), ("data/notes.md", "# notes")])
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        try files.createSymbolicLink(atPath: root.appendingPathComponent("linked.json").path,
                                     withDestinationPath: root.appendingPathComponent("data/client.txt").path)
        try files.createSymbolicLink(atPath: root.appendingPathComponent("data/alias.txt").path,
                                     withDestinationPath: root.appendingPathComponent("linked.json").path)
        #expect(mkfifo(root.appendingPathComponent("pipe.json").path, 0o600) == 0)
        let report = Linter.run(LintRequest(paths: [root.path]))
        #expect(report.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["linked.json", "pipe.json"])
        #expect(report.files.map(\.status) == [.checked, .skipped])
        #expect(report.findings.map(\.ruleID) == ["private-scheme-not-reverse-domain", "skipped-file"])
    }

    @Test func aPathGivenTwiceIsReadOnce() throws {
        let root = try makeProject([("client.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"myapp:/cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("client.json").path
        let report = Linter.run(LintRequest(paths: [file, file, root.path, root.path + "/./client.json"]))
        #expect(report.files.count == 1)
        #expect(report.findings.count == 1)
    }

    @Test func aDirectoryNamedLikeAFileIsWalked() throws {
        let root = try makeProject([("client.json/inner.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"myapp:/cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.appendingPathComponent("client.json").path]))
        #expect(report.files.map(\.status) == [.checked])
    }

    @Test func aMissingPathIsAFindingAndTheRunGoesOn() throws {
        let root = try makeProject([("client.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"myapp:/cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.appendingPathComponent("vanished.json").path, root.path]))
        #expect(report.findings.map(\.ruleID).sorted() == ["parse-error", "private-scheme-not-reverse-domain"])
    }

    @Test func invalidUTF8IsAFindingAtTheByte() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("client.json")
        try Data(Array("{\n  \"client_id\": \"ab".utf8) + [0xC3, 0x28] + Array("\"}".utf8)).write(to: file)
        let report = Linter.run(LintRequest(paths: [file.path]))
        let finding = try #require(report.findings.first)
        #expect(finding.ruleID == "parse-error")
        #expect(finding.range.start.line == 2 && finding.range.start.column == 19)
    }

    @Test func utf16WithByteOrderMarkIsReadWithRightPositions() throws {
        let text = "{\n  \"client_id\": \"ü\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\",\n  \"redirect_uris\": [\"myapp:/cb\"]\n}"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("client.json")
        try Data(bytes).write(to: file)
        let report = Linter.run(LintRequest(paths: [file.path]))
        let finding = try #require(report.findings.first)
        #expect(finding.ruleID == "private-scheme-not-reverse-domain")
        #expect(finding.range.start.line == 3 && finding.range.start.column == 22)
    }

    @Test func binaryFilesWithCandidateNamesAreSkipped() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data([0x7B, 0x00, 0x01, 0x02, 0xFF]).write(to: root.appendingPathComponent("client.json"))
        let walked = Linter.run(LintRequest(paths: [root.path]))
        #expect(walked.findings.isEmpty)
        #expect(walked.files.map(\.status) == [.skipped])
        let named = Linter.run(LintRequest(paths: [root.appendingPathComponent("client.json").path]))
        #expect(named.findings.map(\.ruleID) == ["skipped-file"])
    }

    @Test func filesOverTheSizeLimitAreSkippedWithANote() throws {
        var configuration = Configuration()
        configuration.maxFileSize = 100
        let root = try makeProject([("client.json", "{\"client_id\": \"c\", \"redirect_uris\": [\"" + String(repeating: "a", count: 200) + ":/cb\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], configuration: configuration))
        #expect(report.findings.map(\.ruleID) == ["skipped-file"])
        #expect(report.findings.first?.severity == .note)
    }

    @Test func plantedSecretsNeverReachAnyOutput() throws {
        let secrets = (1...6).map { "PLANTED-\($0)-x9q7z" }
        let files: [(String, String)] = [
            ("rfc/client.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"client_secret\": \"\(secrets[0])\", \"redirect_uris\": [\"myapp://cb\"]}"),
            ("rfc/clients.yaml", "- client_id: d\n  client_secret: \(secrets[1])\n  redirect_uris: [http://localhost/cb]\n"),
            ("google/client_secret.json", "{\"installed\": {\"client_id\": \"g\", \"client_secret\": \"\(secrets[2])\", \"redirect_uris\": [\"http://localhost\"]}}"),
            ("ios/Info.plist", "<plist><dict><key>CFBundleIdentifier</key><string>x</string><key>ClientSecret</key><string>\(secrets[3])</string></dict></plist>"),
            ("android/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application><meta-data android:name=\"client_secret\" android:value=\"\(secrets[4])\"/></application></manifest>"),
            ("broken/client.json", "{\"client_id\": \"c\", \"client_secret\": \"\(secrets[5])\" \"redirect_uris\": []}"),
        ]
        let root = try makeProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        #expect(report.findings.filter { ["embedded-client-secret", "client-secret-committed"].contains($0.ruleID) }.count == 5)
        for format in OutputFormat.allCases {
            let output = Reporters.render(report, as: format)
            for secret in secrets {
                #expect(!output.contains(secret), "\(format) output reveals \(secret)")
                #expect(!output.contains("x9q7z"), "\(format) output reveals part of a secret")
            }
        }
    }

    /// A password in a redirect URI's userinfo is a secret wherever the URI shows up: every
    /// rule's message and subject, fixes (none is offered that would carry it), excerpts,
    /// the project rules' findings about other files, and the baseline.
    @Test func passwordsInRedirectURIsNeverReachAnyOutput() throws {
        let uris = ["https://u:PWe7q@shared.contoso.com/cb", "http://u:PWe7q@localhost:8080/cb", "https://u:PWe7q@127.0.0.1/cb",
                    "http://u:@localhost:9/cb", "http://u:9@localhost:7/cb",
                    "http://u:PWe7q@0.0.0.0/cb", "HTTP://u:PWe7q@example.com/cb#x", "MyApp://u:PWe7q@h/cb",
                    "com.contoso.app://u:PWe7q@host/cb", "http://u:PWe7q@localhost:*/cb", "https://u:PWe7q@app.example.com/${PATH}"]
        let list = uris.map { "\"\($0)\"" }.joined(separator: ", ")
        let root = try makeProject([
            ("a.json", "{\"client_id\": \"a\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\(list)]}"),
            ("b.yaml", "client_id: b\nredirect_uris:\n  - https://u:PWe7q@shared.contoso.com/cb\n  - com.other.app://u:PWe7q@x/cb\n"),
            // Reached through an alias: masked where the text is, at the anchor.
            ("c.yaml", "x: &u \"http://u:PWe7q@localhost/c\"\ns: &s PWe7qSecret\nclient_id: c\napplication_type: native\nclient_secret: *s\nredirect_uris: [*u]\n"),
            (".redirectlint.yml", "servers:\n  s1: [a.json]\n  s2: [b.yaml]\n"),
            ("app/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.contoso.app\"><application><activity android:name=\".M\"><intent-filter><action android:name=\"android.intent.action.VIEW\"/><category android:name=\"android.intent.category.BROWSABLE\"/><data android:scheme=\"com.contoso.app\"/></intent-filter></activity></application></manifest>"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Linter.runFindingProjects(LintRequest(paths: [root.path], wantsExcerpts: true, findsProjects: true))
        let rules = Set(report.findings.map(\.ruleID))
        for rule in ["redirect-uri-has-userinfo", "redirect-uri-shared-across-servers", "loopback-uses-localhost", "https-loopback",
                     "loopback-unspecified-address", "private-scheme-double-slash", "scheme-not-lowercase", "unresolved-template",
                     "https-redirect-not-claimed-by-app", "private-scheme-not-declared-by-app", "redirect-uri-wildcard"] {
            #expect(rules.contains(rule), "no \(rule) finding to check")
        }
        for format in OutputFormat.allCases {
            #expect(!Reporters.render(report, as: format).contains("PWe7q"), "\(format) output reveals a URI password")
        }
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("http://u:*****@localhost:8080/cb"), "the excerpt masks the password")
        var baseline = BaselineFile.empty(for: root.appendingPathComponent("b.json").path)
        baseline.record(report.findings)
        #expect(!BaselineFile.encode(baseline).contains("PWe7q"))
        // Where a fix would not carry the password, it is still offered: removing the userinfo,
        // however short or empty the password.
        for fixed in ["https://127.0.0.1/cb", "http://localhost:9/cb", "http://localhost:7/cb"] {
            #expect(report.findings.contains { $0.ruleID == "redirect-uri-has-userinfo" && $0.fix?.replacement == fixed }, "\(fixed)")
        }
    }

    @Test func outputDoesNotDependOnTheOrderOfPaths() throws {
        let samples = repositoryRoot.appendingPathComponent("samples")
        let folders = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0 != "expected" && !$0.hasSuffix(".md") }.sorted()
        let forward = folders.map { samples.appendingPathComponent($0).path }
        let a = JSONReporter.render(Linter.run(LintRequest(paths: forward, jobs: 1)))
        let b = JSONReporter.render(Linter.run(LintRequest(paths: forward.reversed(), jobs: 2)))
        #expect(a == b)
    }
}

extension HostileInputTests {
    /// A chart's `test/values.yaml` linking to the chart's `values.yaml`: one file, read once,
    /// under its own name; a link to a file the walk would not read by name is still followed.
    @Test func aLinkToAFileTheWalkReadsIsNotReadAgain() throws {
        let client = "{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"myapp:/cb\"]}"
        let root = try makeProject([("chart/client.json", client)])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("chart/test"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("chart/test/client.json").path,
                                                   withDestinationPath: "../client.json")
        let report = Linter.run(LintRequest(paths: [root.path]))
        #expect(report.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["client.json"])
        #expect(report.findings.map(\.ruleID) == ["private-scheme-not-reverse-domain"])
    }
}

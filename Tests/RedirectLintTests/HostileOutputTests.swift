import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
import RedirectLintSource
import Testing

/// What hostile files can make reach a report: work that grows with the square of a line,
/// secrets shown in excerpts.
@Suite("Hostile output")
struct HostileOutputTests {
    /// Every finding on one long line cost a pass over the whole line (1 MB of minified JSON
    /// with many findings took minutes in text, a fraction of a second in JSON): now a
    /// finding costs the window shown.
    @Test func findingsOnOneLongLineCostTheirWindow() {
        let line = String(repeating: "a", count: 1 << 20)
        let findings = stride(from: 1, to: 1 << 20, by: 50).map { column in
            Finding(ruleID: "loopback-uses-localhost", severity: .warning, path: "min.json",
                    range: SourceRange(start: SourcePosition(line: 1, column: column, offset: column - 1),
                                       end: SourcePosition(line: 1, column: column + 1000, offset: column + 999)),
                    message: "m")
        }
        let report = LintReport(files: [], findings: findings, excerpts: ["min.json": SourceExcerpt(lines: [1: line])])
        var text = ""
        let elapsed = ContinuousClock().measure { text = Reporters.render(report, as: .text) }
        #expect(elapsed < .seconds(20), "\(findings.count) findings on one line took \(elapsed)")
        // A long value is cut too, after 160 characters.
        #expect(text.contains("  1 | …" + String(repeating: "a", count: 200) + "…\n"))
    }

    /// Masking the line a finding is on was the line's length times its secrets, on every
    /// such line: a minified file with many clients, each with a secret and a finding.
    @Test func maskingOneLongLineIsLinear() throws {
        let clients = (0..<4000).map { "{\"client_id\":\"c\($0)\",\"application_type\":\"native\",\"client_secret\":\"S3KRET\($0)\",\"redirect_uris\":[\"http://localhost:\($0)/cb\"]}" }
        let root = try makeProject([("clients.json", "[" + clients.joined(separator: ",") + "]")])
        defer { try? FileManager.default.removeItem(at: root) }
        var report: LintReport?
        let elapsed = ContinuousClock().measure { report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true)) }
        let text = Reporters.render(try #require(report), as: .text)
        #expect(elapsed < .seconds(30), "the run took \(elapsed)")
        #expect(text.contains("loopback-uses-localhost"))
        #expect(!text.contains("S3KRET"))
    }

    /// A file that does not parse has no model to say where its secrets are; any guess at
    /// them printed the secret in these cases. Such a file gets no excerpt, and its findings
    /// still name the line and column.
    @Test func filesThatDoNotParseGetNoExcerpt() throws {
        let files = [
            ("ios/Info.plist", "<plist><dict><key>CFBundleIdentifier</key><string>x</string><key>ClientSecret</key>\n<string>SEKRET1</strin></dict></plist>"),
            ("app/src/main/res/values/strings.xml", "<resources><string name=\"client_secret\">SEKRET2</string><string name=\"x\">a</strin></resources>"),
            ("client.json", "{\"client_id\": \"c\", \"client_secret\":\n  \"SEKRET3\" \"redirect_uris\": []}"),
            ("uris.json", "{\"client_id\": \"c\", \"redirect_uris\": [\"https://u:SEKRET4@app.contoso.com/cb\"] oops}"),
        ]
        let root = try makeProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: files.map { root.appendingPathComponent($0.0).path }, wantsExcerpts: true))
        #expect(report.findings.map(\.ruleID) == ["parse-error", "parse-error", "parse-error", "parse-error"])
        #expect(report.excerpts.isEmpty)
        let text = Reporters.render(report, as: .text)
        #expect(!text.contains("SEKRET"))
        #expect(text.contains("ios/Info.plist:2:"))
    }

    /// Excerpts are read again after the run: a file rewritten meanwhile showed its new bytes
    /// with the masks of the old ones. Now lines are shown only if the bytes are those checked.
    @Test func aFileChangedSinceItWasCheckedGetsNoExcerpt() throws {
        let checked = "{\"client_id\": \"c\", \"application_type\": \"native\", \"client_secret\": \"0ld\", \"redirect_uris\": [\"http://localhost/cb\"]}"
        let now = "{\"client_id\": \"c\", \"application_type\": \"native\", \"redirect_uris\": [\"http://localhost/cb\"], \"note\": \"n3w-S3KRET\"}"
        let root = try makeProject([("client.json", now)])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("client.json").path
        func run(reading bytes: String) -> LintReport {
            let request = LintRequest(paths: [path], jobs: 1, wantsExcerpts: true)
            let scope = RunScope(candidates: [CandidateFile(path: path, explicit: true)], problems: [], reported: nil)
            return Linter.run(request, scope, ProjectPartition(single: Configuration()), timer: PhaseTimer(),
                              read: { $1.process(Array(bytes.utf8), $0) })
        }
        let changed = run(reading: checked)
        #expect(changed.findings.map(\.ruleID).contains("loopback-uses-localhost"))
        #expect(changed.excerpts.isEmpty)
        #expect(!Reporters.render(changed, as: .text).contains("S3KRET"))
        // The same bytes on disk as were checked: shown.
        let unchanged = run(reading: now)
        #expect(unchanged.excerpts[path]?.text(ofLine: 1)?.contains("http://localhost/cb") == true)
    }

    /// A line break in a file name or a value started a line of its own in the text report,
    /// which a GitHub Actions runner executes as a workflow command, and ESC, BEL and CR
    /// reached the terminal: every field written shows them escaped, as `\n` and `\u001b`.
    @Test func controlCharactersFromFilesNeverReachTheTextOrGitHubReport() throws {
        let name = "client\n::error::injected\u{1B}]0;x\u{7}\r.json"
        let uri = "http://localhost/cb\\n::warning::x\\u001b[2J\\u0007\\r\\u2028"
        let root = try makeProject([(name, "{\"client_id\": \"c\", \"application_type\": \"native\", \"redirect_uris\": [\"\(uri)\"]}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        #expect(report.findings.count >= 2)
        #expect(report.findings.contains { $0.message.contains("\u{1B}") }, "a value with control characters in a message")
        let text = Reporters.render(report, as: .text)
        let github = Reporters.render(report, as: .github)
        for output in [text, github] {
            #expect(!output.unicodeScalars.contains { $0 != "\n" && ControlCharacters.needsEscape($0) })
        }
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::") })
        #expect(text.contains("client\\n::error::injected\\u001b]0;x\\u0007\\r.json:1:"))
        #expect(text.contains("cb\\n::warning::x\\u001b[2J\\u0007\\r\\u2028"))
        let commands = github.split(separator: "\n")
        #expect(commands.count == report.findings.count)
        #expect(commands.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=") })
    }

    /// The source line under a finding shows control characters escaped, and the carets
    /// still stand under the value.
    @Test func excerptsEscapeControlCharactersAndKeepTheCaretsUnderTheValue() {
        let line = "\u{1B}[2J\t\"uri\": \"http://localhost/cb\u{7}\""
        let start = SourcePosition(line: 1, column: 14, offset: 13)
        let end = SourcePosition(line: 1, column: 34, offset: 33)
        let finding = Finding(ruleID: "loopback-uses-localhost", severity: .warning, path: "a.json",
                              range: SourceRange(start: start, end: end), message: "m")
        let text = Reporters.render(LintReport(files: [], findings: [finding], excerpts: ["a.json": SourceExcerpt(lines: [1: line])]),
                                    as: .text)
        #expect(text.contains("  1 | \\u001b[2J\t\"uri\": \"http://localhost/cb\\u0007\"\n"))
        #expect(text.contains("    | " + String(repeating: " ", count: 9) + "\t" + String(repeating: " ", count: 8)
            + String(repeating: "^", count: 25) + "\n"))
    }

    /// Credentials in a redirect URI's query or fragment are secrets as the userinfo password
    /// is: masked in every format's messages, subjects and fingerprints, fixes, excerpts and
    /// the baseline.
    @Test func credentialsInRedirectURIQueriesAndFragmentsNeverReachAnyOutput() throws {
        let uris = ["https://app.contoso.com/cb?client_secret=QSk1&x=1", "http://localhost:8080/cb?password=QSk2",
                    "myapp://cb#access_token=QSk3&state=s", "com.contoso.app://cb?code=QSk4", "HTTP://app.contoso.com/cb?token=QSk5",
                    "http://0.0.0.0/cb?id_token=QSk6", "https://127.0.0.1/cb?a=1;refresh_token=QSk7", "http://localhost:*/cb?Client_Secret=QSk8",
                    "https://app.contoso.com/cb?a=1#refresh_token=QSk9", "https://app.contoso.com/${PATH}?client_secret=QSk10"]
        let list = uris.map { "\"\($0)\"" }.joined(separator: ", ")
        let root = try makeProject([
            ("a.json", "{\"client_id\": \"a\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\(list)]}"),
            ("b.yaml", "client_id: b\nredirect_uris:\n  - https://app.contoso.com/cb?client_secret=QSk1&x=1\n"),
            (".redirectlint.yml", "servers:\n  s1: [a.json]\n  s2: [b.yaml]\n"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Linter.runFindingProjects(LintRequest(paths: [root.path], wantsExcerpts: true, findsProjects: true))
        let rules = Set(report.findings.map(\.ruleID))
        for rule in ["redirect-uri-has-fragment", "redirect-uri-shared-across-servers", "loopback-uses-localhost", "https-loopback",
                     "loopback-unspecified-address", "private-scheme-double-slash", "scheme-not-lowercase", "unresolved-template",
                     "redirect-uri-wildcard", "redirect-uri-cleartext-http"] {
            #expect(rules.contains(rule), "no \(rule) finding to check")
        }
        for format in OutputFormat.allCases {
            #expect(!Reporters.render(report, as: format).contains("QSk"), "\(format) output reveals a credential in a URI")
        }
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("\"http://localhost:8080/cb?password=****\""), "the excerpt masks the credential")
        #expect(text.contains("redirect URI 'myapp://cb#access_token=***&state=s' has a fragment '#access_token=***&state=s'"))
        var baseline = BaselineFile.empty(for: root.appendingPathComponent("baseline.json").path)
        baseline.record(report.findings)
        #expect(!BaselineFile.encode(baseline).contains("QSk"))
        // A fix that removes every credential is still offered.
        #expect(report.findings.contains { $0.fix?.replacement == "https://app.contoso.com/cb?a=1" })
    }

    @Test(arguments: [
        ("http://a.contoso/cb?client_secret=s&state=x", "http://a.contoso/cb?client_secret=***&state=x"),
        ("https://u:p@a.example/cb?code=c;token=t#id_token=i", "https://u:***@a.example/cb?code=***;token=***#id_token=***"),
        ("http://a.contoso/cb?codes=1&refresh_token=&PASSWORD=p", "http://a.contoso/cb?codes=1&refresh_token=&PASSWORD=***"),
        ("http://a.contoso/cb?state=password&x=client_secret", "http://a.contoso/cb?state=password&x=client_secret"),
    ])
    func credentialParametersAreMaskedInMessages(uri: String, shown: String) throws {
        let report = try lint("client.json", "{\"client_id\": \"c\", \"redirect_uris\": [\"\(uri)\"]}")
        let wanted = "'\(shown)'"
        #expect(report.findings.contains { $0.message.contains(wanted) }, "\(report.findings.map(\.message))")
    }

    /// A manifest's secret can be filled in from a Gradle placeholder or a string resource of
    /// any name; that definition was shown unmasked where another finding's excerpt showed
    /// its line.
    @Test func definitionsAManifestUsesAsASecretAreMaskedWhateverTheirName() throws {
        let manifest = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application>"
            + "<meta-data android:name=\"client_secret\" android:value=\"${oauthValue}\"/>"
            + "<meta-data android:name=\"com.contoso.ClientSecret\" android:value=\"@string/oauth_value\"/>"
            + "<activity android:name=\"net.openid.appauth.RedirectUriReceiverActivity\" android:exported=\"true\"><intent-filter>"
            + "<action android:name=\"android.intent.action.VIEW\"/><category android:name=\"android.intent.category.BROWSABLE\"/>"
            + "<data android:scheme=\"${appAuthRedirectScheme}\"/><data android:scheme=\"@string/scheme\"/></intent-filter></activity></application></manifest>"
        let root = try makeProject([
            ("app/build.gradle", "android {\n    defaultConfig {\n        manifestPlaceholders = [appAuthRedirectScheme: 'photos', oauthValue: 'GR4DLEsekret']\n    }\n}\n"),
            ("app/src/main/AndroidManifest.xml", manifest),
            ("app/src/main/res/values/strings.xml", "<resources><string name=\"scheme\">photos2</string><string name=\"oauth_value\">STR1NGsekret</string></resources>"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("oauthValue: '************'"))
        #expect(text.contains("<string name=\"oauth_value\">************</string>"))
        #expect(!text.contains("sekret"))
    }
}

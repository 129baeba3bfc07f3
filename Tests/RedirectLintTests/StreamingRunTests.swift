import Testing
@testable import RedirectLintEngine
@testable import RedirectLintReporters
import RedirectLintModel
import RedirectLintSource

@Suite("Report assembly")
struct StreamingRunTests {
    private func position(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: column, utf16Column: column + 1, offset: offset)
    }

    private var findings: [Finding] {
        let range = SourceRange(start: position(3, 7, 40), end: position(3, 19, 55))
        return [
            Finding(ruleID: "loopback-uses-localhost", severity: .warning, path: "ünï/app.json", range: range,
                    message: "redirect URI 'http://localhost/cb' — naïve \"quoted\"\n", subjectKey: "http://localhost/cb",
                    pointer: "/clients/0/redirect_uris/1"),
            Finding(ruleID: "redirect-uri-shared-across-servers", severity: .error, path: "a.json", range: .fileStart,
                    message: "", related: [RelatedLocation(path: "b.yaml", range: range, message: "also here 🙂")],
                    fix: SuggestedFix(range: range, replacement: "http://127.0.0.1/cb"), subjectKey: ""),
            Finding(ruleID: "x", severity: .note, path: "", range: SourceRange(start: position(0, 0, 0), end: position(1 << 40, 5, 1 << 50)),
                    message: String(repeating: "long ", count: 10_000)),
        ]
    }

    /// SARIF keeps the first results in output order and says how many it left out.
    @Test func sarifKeepsTheFirstResults() {
        let many = (0..<9).map { i in
            Finding(ruleID: "loopback-uses-localhost", severity: .warning, path: "f\(i).json", range: .fileStart,
                    message: "m\(i)", subjectKey: "s\(i)")
        }
        let report = LintReport(files: many.map { FileResult(path: $0.path, format: "rfc7591", status: .checked) },
                                findings: many, excerpts: [:])
        let text = SARIFReporter.render(report, resultLimit: 4)
        #expect(text.contains("5 of 9 results were left out"))
        #expect(text.contains("m3") && !text.contains("m4"))
    }

    @Test func aReportWithNoFindingsStillHasItsFrame() {
        let report = LintReport(files: [], findings: [], excerpts: [:])
        #expect(JSONReporter.render(report).contains("\"findings\": []"))
        #expect(GitLabReporter.render(report) == "[]\n")
        #expect(GitHubReporter.render(report) == "")
    }
}

@Suite("Pointers of cross-file findings")
struct CrossFilePointerTests {
    /// The project rules run after every tree was dropped: their findings get their pointers
    /// from those recorded while the tree was loaded, including a finding inside a value
    /// (the host of a URI) and one in a YAML file with a non-ASCII key before it.
    @Test func projectFindingsPointAtTheirValue() throws {
        let report = try lint([
            ("a/realm.json", #"{"realm": "apps", "clients": [{"clientId": "app", "publicClient": true, "redirectUris": ["com.contoso.app:/cb", "https://app.contoso.com/cb"]}]}"#),
            ("b/dex.yaml", """
            # Dex, café
            issuer: https://login.example.org
            staticClients:
              - id: app-2
                name: "Ünïcode"
                public: true
                redirectURIs:
                  - com.contoso.app:/cb
            """),
            ("c/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.contoso.other</string>
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>com.contoso.other</string></array></dict></array></dict></plist>
            """),
        ])
        let shared = try #require(report.findings.first { $0.ruleID == "redirect-uri-shared-across-servers" })
        #expect(shared.path == "b/dex.yaml")
        #expect(shared.pointer == "/staticClients/0/redirectURIs/0")
        #expect(shared.range.start.line == 8)
        let unclaimed = try #require(report.findings.first { $0.ruleID == "https-redirect-not-claimed-by-app" })
        #expect(unclaimed.path == "a/realm.json")
        #expect(unclaimed.pointer == "/clients/0/redirectUris/1")
        let undeclared = report.findings.filter { $0.ruleID == "private-scheme-not-declared-by-app" }
        #expect(!undeclared.isEmpty)
        #expect(undeclared.allSatisfy { $0.pointer?.contains("edirect") == true })
    }
}

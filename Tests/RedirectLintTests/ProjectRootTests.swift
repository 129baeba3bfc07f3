import Foundation
import RedirectLintEngine
import RedirectLintModel
import Testing

/// `--project-root`: a few named files checked against the whole project (pre-commit).
@Suite("Project root")
struct ProjectRootTests {
    /// A registration whose scheme no app declares, an app whose scheme no registration uses,
    /// a registration with a file-level error, and a manifest that does not parse.
    static let project: [(path: String, content: String)] = [
        ("server/client.json", """
            {"client_id": "mobile", "application_type": "native", "token_endpoint_auth_method": "none",
             "redirect_uris": ["com.contoso.app:/cb"]}
            """),
        ("ios/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.contoso.other</string>
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key>
            <array><string>com.contoso.other</string></array></dict></array>
            </dict></plist>
            """),
        ("notes/other.json", """
            {"client_id": "cli", "application_type": "native", "token_endpoint_auth_method": "none",
             "redirect_uris": ["myapp://cb"]}
            """),
        ("android/src/main/AndroidManifest.xml", "<manifest package=\"x\"><application>"),
    ]

    /// Lints `named` (paths inside the project, or absolute) with the project root `root`
    /// (relative to the project); paths in the report come back relative to the project.
    private func run(_ named: [String], root: String? = ".", files: [(path: String, content: String)] = project) throws -> LintReport {
        let directory = try makeProject(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.path
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : base + "/" + path }
        return relative(Linter.run(LintRequest(paths: named.map(absolute), jobs: 2, projectRoot: root.map(absolute))), to: directory)
    }

    private func described(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path):\($0.range.start.line) \($0.ruleID)" }
    }

    @Test func aNamedRegistrationMeetsTheAppsOfTheProject() throws {
        let report = try run(["server/client.json"])
        #expect(described(report.findings) == ["server/client.json:2 private-scheme-not-declared-by-app"])
        #expect(report.findings.first?.related.map(\.path) == ["ios/Info.plist"])
        #expect(report.files.map(\.path) == ["server/client.json"])
    }

    @Test func withoutAProjectRootTheSameFileIsCheckedAlone() throws {
        // No manifest is read, so the project rules have nothing to compare the scheme with.
        let report = try run(["server/client.json"], root: nil)
        #expect(report.findings.isEmpty)
    }

    @Test func aCrossFileFindingElsewhereIsReportedWhenItInvolvesANamedFile() throws {
        // The app is named: the registration under its owner (com.contoso) whose scheme it
        // does not declare names it; `myapp://cb` is no registration of this app.
        let report = try run(["ios/Info.plist"])
        #expect(described(report.findings) == [
            "ios/Info.plist:5 app-scheme-unused",
            "server/client.json:2 private-scheme-not-declared-by-app",
        ])
        // Its own file-level finding stays with the file nobody named.
        #expect(!described(report.findings).contains("notes/other.json:2 private-scheme-not-reverse-domain"))
    }

    @Test func fileLevelProblemsOfFilesNotNamedAreNotReported() throws {
        let full = try run(["."], root: nil)
        #expect(described(full.findings).contains("android/src/main/AndroidManifest.xml:1 parse-error"))
        #expect(described(full.findings).contains("notes/other.json:2 private-scheme-not-reverse-domain"))
        let partial = try run(["server/client.json"])
        #expect(!partial.findings.contains { $0.path.hasPrefix("android/") || $0.path.hasPrefix("notes/") })
        // Named, the same broken manifest is reported.
        let named = try run(["android/src/main/AndroidManifest.xml"])
        #expect(described(named.findings) == ["android/src/main/AndroidManifest.xml:1 parse-error"])
    }

    /// What a partial run reports for a file is what a run over the whole project reports
    /// for it: its own findings and the cross-file findings that point into it.
    @Test func aPartialRunReportsExactlyTheFullRunsFindingsForTheNamedFiles() throws {
        let full = try run(["."], root: nil)
        for file in Self.project.map(\.path) {
            let partial = try run([file])
            let expected = full.findings.filter { $0.path == file || $0.related.contains { $0.path == file } }
            #expect(partial.findings == expected, "\(file)")
            #expect(partial.files == full.files.filter { $0.path == file }, "\(file)")
        }
    }

    /// The same over every sample project, which adds what the small project lacks:
    /// Gradle placeholders a manifest waits for (its rules then find fault in the Gradle
    /// file), inline suppressions, and redirect URIs shared across servers. A file read only
    /// as context skips its file rules and drops findings that involve no named file as they
    /// are made; this holds that to the full run, pointers and all.
    @Test func aPartialRunOfEverySampleFileReportsWhatTheFullRunReportsForIt() throws {
        let samples = repositoryRoot.appendingPathComponent("samples")
        let folders = try FileManager.default.contentsOfDirectory(atPath: samples.path)
            .filter { $0 != "expected" && !$0.hasSuffix(".md") }.sorted()
        var checked = 0
        for folder in folders {
            let root = samples.appendingPathComponent(folder).path
            let full = Linter.run(LintRequest(paths: [root], jobs: 2))
            for file in full.files.map(\.path) {
                let partial = Linter.run(LintRequest(paths: [file], jobs: 2, projectRoot: root))
                let expected = full.findings.filter { $0.path == file || $0.related.contains { $0.path == file } }
                #expect(partial.findings == expected, "\(file)")
                #expect(partial.files == full.files.filter { $0.path == file }, "\(file)")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }

    /// The hook judges a named file as the walk does: files that are not ours pass in
    /// silence, and a file that mentions OAuth settings but does not parse (a Helm template,
    /// a broken realm export) gets the walk's `skipped-file` note, never an error.
    @Test func namedFilesThatAreNotOursAreJudgedAsInAWalk() throws {
        // pre-commit hands the hook every JSON and YAML file of a commit.
        let files: [(path: String, content: String)] = [
            ("package.json", "{\"name\": \"x\"}"),
            ("chart/templates/client.yaml", "redirect: {{ .Values.redirect }\n  - ["),
            (".pre-commit-config.yaml", "repos: []\n"),
            ("Package.swift", "// swift-tools-version:6.0\n"),
        ]
        let hook = try run(files.map(\.path), files: files)
        #expect(hook.findings.map { "\($0.ruleID) \($0.path):\($0.range.start.line)" } == ["skipped-file chart/templates/client.yaml:2"])
        #expect(hook.findings.first?.severity == .note)
        let explicit = try run(files.map(\.path), root: nil, files: files)
        #expect(Set(explicit.findings.map(\.ruleID)) == ["unrecognized-file", "parse-error"])
    }

    @Test func aBrokenRealmExportInAWalkIsAParseError() throws {
        let files: [(path: String, content: String)] = [
            ("config/realm-export.json", "{\"realm\": \"shop\", \"clients\": [{\"clientId\": \"shop\", \"redirectUris\": [\"*\"],}]}"),
            ("chart/values.yaml", "dex:\n  staticClients: {{ .Values.clients }\n  - ["),
            // JSON with comments (an editor's task file outside `.vscode/`, which is never walked).
            ("tools/tasks.json", "{\n  // the OAuth callback server for local debugging\n  \"tasks\": [{\"label\": \"redirect_uris\"}]\n}\n"),
            // A translation table that mentions OAuth in its text, with a trailing comma: no
            // registration key, so someone else's file, skipped in silence.
            ("Localization/strings.json", "{\"login.redirect\": \"Taking you back to the client app\",}"),
            // A realm in a Helm chart, JSON only once rendered: read in place (TemplateStandIn).
            ("helm/keycloak/realm.json", "{\"realm\": \"docs\", \"clients\": [{{ range .Values.clients }}{\"clientId\": \"{{ .id }}\"}{{ end }}]}"),
            // A realm an install script fills in with `sed`, a whole setting at a time: read in place.
            ("docker/keycloak/realm-export.json", "{\"realm\": \"meet\",\n  \"smtpServer\": {\n    <smtpEncryption>\n    \"port\": \"<smtpPort>\"\n  },\n  \"clients\": []\n}\n"),
            // A Tauri app's configuration with a trailing comma: a format the tool reads, noted.
            ("src-tauri/tauri.conf.json", "{\"identifier\": \"org.contoso.notes\", \"plugins\": {\"deep-link\": {\"desktop\": {\"schemes\": [\"notes\"]}},}}"),
            // A TypeScript configuration with comments, whose only "OAuth word" is `vite/client`.
            ("web/tsconfig.app.json", "{\n  // Vite\n  \"compilerOptions\": {\"types\": [\"vite/client\"]}\n}\n"),
            // A key without a value, as a hand merge of an Expo app's Info.plist left it.
            ("ios/App/Info.plist", "<plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key>\n<key>CFBundleURLTypes</key><array/></dict></plist>\n"),
        ]
        let walk = try run(["."], root: nil, files: files)
        #expect(walk.findings.map { "\($0.ruleID) \($0.severity) \($0.path)" } == [
            "skipped-file note chart/values.yaml",
            "parse-error error config/realm-export.json", "parse-error error ios/App/Info.plist",
            "parse-error error src-tauri/tauri.conf.json", "skipped-file note tools/tasks.json",
        ])
        let realm = try #require(walk.findings.first { $0.path == "config/realm-export.json" })
        #expect(realm.range.start.line == 1 && realm.range.start.column > 1, "the error points where the file breaks")
    }


    @Test func aFileSpelledTwoWaysIsReadOnce() throws {
        // The walk finds `server/client.json`; the same file named through `..` must not
        // become a second registration sharing its own redirect URI.
        let report = try run(["server/../server/client.json"])
        #expect(report.files.count == 1)
        #expect(described(report.findings) == ["server/../server/client.json:2 private-scheme-not-declared-by-app"])
    }

    @Test func aNamedFileOutsideTheRootJoinsTheProject() throws {
        // The root holds only the server; the named app is compared with it all the same.
        let report = try run(["ios/Info.plist"], root: "server")
        #expect(report.files.map(\.path) == ["ios/Info.plist"])
        #expect(described(report.findings) == [
            "ios/Info.plist:5 app-scheme-unused",
            "server/client.json:2 private-scheme-not-declared-by-app",
        ])
    }

    @Test func aMissingNamedFileIsStillAProblem() throws {
        let report = try run(["server/gone.json"])
        #expect(described(report.findings) == ["server/gone.json:1 parse-error"])
    }
}

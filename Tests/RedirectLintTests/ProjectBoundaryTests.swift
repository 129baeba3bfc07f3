import Foundation
import RedirectLintEngine
import RedirectLintModel
import Testing

/// A `.redirectlint.yml` inside the tree marks a project of its own.
@Suite("Project boundaries")
struct ProjectBoundaryTests {
    /// An Android app whose redirect activity a browser can reach; `PACKAGE` is its id.
    static let manifest = try! String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/browsable-android-manifest.xml"), encoding: .utf8)

    static func app(_ package: String) -> String { manifest.replacingOccurrences(of: "PACKAGE", with: package) }

    static let localhostClient = """
        {"client_id": "cli", "application_type": "native", "token_endpoint_auth_method": "none", "redirect_uris": ["http://localhost/cb"]}
        """

    /// Two independent products in one tree, both using `com.acmeapp.app` for their own app.
    static let siblings: [(path: String, content: String)] = [
        ("alpha/android/src/main/AndroidManifest.xml", app("com.acmeapp.alpha")),
        ("beta/android/src/main/AndroidManifest.xml", app("com.acmeapp.beta")),
    ]

    /// Runs the linter on the whole temporary tree, as the command line does without
    /// `--config` (or with it, when `nested` is false); paths come back relative.
    func run(_ files: [(path: String, content: String)], nested: Bool = true,
             configuration: Configuration = Configuration()) throws -> [String] {
        let root = try makeProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let request = LintRequest(paths: [root.path], configuration: configuration, jobs: 2)
        let report = nested ? try Linter.runFindingProjects(request) : Linter.run(request)
        return report.findings.map { "\($0.ruleID) \($0.path.dropFirst(root.path.count + 1)):\($0.range.start)" }
    }

    @Test func siblingProjectsWithTheSameSchemeDoNotCollide() throws {
        let marked = Self.siblings + [("alpha/.redirectlint.yml", ""), ("beta/.redirectlint.yml", "")]
        #expect(try run(marked) == [])
        #expect(try run(Self.siblings) == ["scheme-collision-between-apps beta/android/src/main/AndroidManifest.xml:8:31"],
                "without boundaries the two apps are one project")
        #expect(try run(marked, nested: false) == ["scheme-collision-between-apps beta/android/src/main/AndroidManifest.xml:8:31"],
                "one explicit configuration turns nested discovery off")
    }

    @Test func oneMarkedFolderIsEnoughToSeparateItFromTheRest() throws {
        #expect(try run(Self.siblings + [("beta/.redirectlint.yml", "# a project of its own\n")]) == [])
    }

    @Test func aRegistrationIsCheckedOnlyAgainstTheAppsOfItsProject() throws {
        let client = #"{"client_id": "c", "application_type": "native", "token_endpoint_auth_method": "none", "redirect_uris": ["com.acmeapp.other:/cb"]}"#
        let files: [(path: String, content: String)] = [
            ("alpha/.redirectlint.yml", ""),
            ("alpha/android/src/main/AndroidManifest.xml", Self.app("com.acmeapp.alpha")),
            ("servers/client.json", client),
        ]
        // The registration's project has no app manifests, so no app's schemes are judged.
        #expect(try run(files) == [])
        let together = files.filter { !$0.path.hasSuffix(".redirectlint.yml") }
        #expect(try run(together) == ["app-scheme-unused alpha/android/src/main/AndroidManifest.xml:8:31",
                                      "private-scheme-not-declared-by-app servers/client.json:1:107"])
    }

    @Test func aNestedConfigurationsRuleSettingsApplyToItsFilesOnly() throws {
        let files: [(path: String, content: String)] = [
            ("quiet/.redirectlint.yml", "rules:\n  loopback-uses-localhost: off\n"),
            ("quiet/client.json", Self.localhostClient),
            ("loud/.redirectlint.yml", "rules:\n  loopback-uses-localhost: error\n"),
            ("loud/client.json", Self.localhostClient),
            ("plain/client.json", Self.localhostClient),
        ]
        let root = try makeProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Linter.runFindingProjects(LintRequest(paths: [root.path], jobs: 2))
        let found = report.findings.map { "\($0.path.dropFirst(root.path.count + 1)) \($0.severity)" }
        #expect(found == ["loud/client.json error", "plain/client.json warning"])
    }

    @Test func theNearestConfigurationWinsWithoutMerging() throws {
        let files: [(path: String, content: String)] = [
            ("client.json", Self.localhostClient),
            ("team/.redirectlint.yml", "owned-domains: [example.com]\n"),
            ("team/client.json", Self.localhostClient),
        ]
        let root = try makeProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        // The working directory's configuration switches the rule off; team/ has its own and does not inherit that.
        var top = Configuration()
        top.path = root.appendingPathComponent(".redirectlint.yml").path
        top.baseDirectory = root.path
        top.ruleSettings["loopback-uses-localhost"] = .off
        let report = try Linter.runFindingProjects(LintRequest(paths: [root.path], configuration: top, jobs: 2))
        #expect(report.findings.map { String($0.path.dropFirst(root.path.count + 1)) } == ["team/client.json"])
    }

    @Test func namedFilesFindTheirOwnProjectToo() throws {
        let marked = Self.siblings + [("alpha/.redirectlint.yml", ""), ("beta/.redirectlint.yml", "")]
        let root = try makeProject(marked)
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = Self.siblings.map { root.appendingPathComponent($0.path).path }
        #expect(try Linter.runFindingProjects(LintRequest(paths: paths, jobs: 2)).findings.isEmpty)
        #expect(Linter.run(LintRequest(paths: paths, jobs: 2)).findings.map(\.ruleID) == ["scheme-collision-between-apps"])
    }

    @Test func anInvalidNestedConfigurationIsAnErrorNamingItsLine() throws {
        let root = try makeProject([
            ("alpha/.redirectlint.yml", "rules:\n  no-such-rule: off\n"),
            ("alpha/client.json", Self.localhostClient),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            try Linter.runFindingProjects(LintRequest(paths: [root.path], jobs: 2))
        } throws: { error in
            let failure = error as? ConfigurationError
            return failure?.path.hasSuffix("alpha/.redirectlint.yml") == true && failure?.position?.line == 2
                && failure?.message.contains("no-such-rule") == true
        }
    }

    @Test func aNestedConfigurationsServersAreRelativeToItsDirectory() throws {
        let client = #"{"client_id": "c", "application_type": "native", "token_endpoint_auth_method": "none", "redirect_uris": ["http://127.0.0.1/cb"]}"#
        let files: [(path: String, content: String)] = [
            ("product/.redirectlint.yml", "servers:\n  staging: [\"staging/**\"]\n  production: [\"production/**\"]\n"),
            ("product/staging/client.json", client),
            // Another client id: one id on two servers is a copy between environments.
            ("product/production/client.json", client.replacingOccurrences(of: #""client_id": "c""#, with: #""client_id": "d""#)),
        ]
        #expect(try run(files) == ["redirect-uri-shared-across-servers product/staging/client.json:1:107"])
    }
}

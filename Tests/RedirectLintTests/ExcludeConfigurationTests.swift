import Foundation
import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax
import Testing

/// `exclude:` in `.redirectlint.yml`: files and folders a directory walk does not read.
@Suite("Configuration: exclude")
struct ExcludeConfigurationTests {
    private func configuration(_ yaml: String, at directory: String = "/repo") throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.parse(SourceFile(path: directory + "/.redirectlint.yml", bytes: Array(yaml.utf8)),
                                      knownRules: Set(Catalog.ids))
    }

    @Test func aListOrOneGlob() throws {
        #expect(try configuration("exclude: [fixtures, \"dist/\"]").exclude.map(\.pattern) == ["fixtures", "dist/"])
        #expect(try configuration("exclude: test/data/**").exclude.map(\.pattern) == ["test/data/**"])
        #expect(try configuration("exclude:").exclude.isEmpty)
    }

    @Test func anEmptyEntryIsAnErrorAtItsLine() throws {
        do {
            _ = try configuration("owned-domains: [example.com]\nexclude: [fixtures, \"\"]")
            Issue.record("an empty glob was accepted")
        } catch {
            #expect(error.position?.line == 2)
            #expect(error.message == "each entry of 'exclude' must be a non-empty string")
        }
    }

    @Test func aGlobMatchesAFileOrAFolderItIsIn() throws {
        let config = try configuration("exclude: [fixtures, \"out/\", \"docs/*.json\", \"**/*.generated.yaml\"]")
        // A glob without `/` is a name at any depth; a folder's name excludes all below it.
        #expect(config.excludes("/repo/fixtures/client.json"))
        #expect(config.excludes("/repo/app/test/fixtures/deep/client.json"))
        #expect(config.excludes("/repo/out/a/b.json"))
        #expect(config.excludes("/repo/docs/client.json"))
        #expect(config.excludes("/repo/x/clients.generated.yaml"))
        #expect(!config.excludes("/repo/docs/more/client.json"))
        #expect(!config.excludes("/repo/fixturesX/client.json"))
        #expect(!config.excludes("/repo/server/dex.yaml"))
        // Outside the configuration's folder nothing is excluded, whatever the glob says.
        #expect(!config.excludes("/elsewhere/fixtures/client.json"))
        #expect(!config.excludes("/repo-2/fixtures/client.json"))
    }

    /// A registration in a fixture shares a redirect URI with the real one: read, it makes a
    /// cross-file finding; excluded, it is not read at all.
    static let project: [(path: String, content: String)] = [
        ("server/dex.yaml", "issuer: https://a.example\nstaticClients:\n  - id: a\n    public: true\n    redirectURIs: [com.contoso.app:/cb]\n"),
        ("test/fixtures/realm.yaml", "realm: b\nclients:\n  - clientId: b\n    publicClient: true\n    redirectUris: [com.contoso.app:/cb]\n"),
    ]

    /// `exclude` goes into the project's top `.redirectlint.yml`, which is the run's own
    /// configuration (as when run from the project's folder) unless `asFallback` is false.
    private func run(_ files: [(path: String, content: String)], exclude: String?, paths: [String] = ["."],
                     projectRoot: String? = nil, asFallback: Bool = true) throws -> LintReport {
        let root = try makeProject(files + (exclude.map { [(".redirectlint.yml", "exclude: \($0)\n")] } ?? []))
        defer { try? FileManager.default.removeItem(at: root) }
        var configuration = Configuration()
        if exclude != nil, asFallback {
            configuration = try ConfigurationLoader.load(path: root.appendingPathComponent(".redirectlint.yml").path,
                                                         knownRules: Set(Catalog.ids))
        }
        func absolute(_ path: String) -> String { path == "." ? root.path : root.appendingPathComponent(path).path }
        let request = LintRequest(paths: paths.map(absolute), configuration: configuration, jobs: 2,
                                  projectRoot: projectRoot.map(absolute), findsProjects: true)
        return relative(try Linter.runFindingProjects(request), to: root)
    }

    private func shared(_ report: LintReport) -> [String] {
        report.findings.filter { $0.ruleID == "redirect-uri-shared-across-servers" }.map(\.path)
    }

    @Test func anExcludedFolderIsNotRead() throws {
        let all = try run(Self.project, exclude: nil)
        #expect(all.files.map(\.path) == ["server/dex.yaml", "test/fixtures/realm.yaml"])
        #expect(shared(all) == ["test/fixtures/realm.yaml"])

        let excluded = try run(Self.project, exclude: "[fixtures]")
        #expect(excluded.files.map(\.path) == ["server/dex.yaml"])
        #expect(shared(excluded).isEmpty)
    }

    @Test func aFileNamedOnTheCommandLineIsReadAllTheSame() throws {
        let report = try run(Self.project, exclude: "[fixtures]", paths: ["test/fixtures/realm.yaml"])
        #expect(report.files.map(\.path) == ["test/fixtures/realm.yaml"])
    }

    @Test func withAProjectRootANamedFileIsJudgedAsTheWalkJudgesIt() throws {
        // The hook names the committed files; an excluded one is left out, as from the walk.
        let fixture = try run(Self.project, exclude: "[fixtures]", paths: ["test/fixtures/realm.yaml"], projectRoot: ".")
        #expect(fixture.files.isEmpty)
        #expect(fixture.findings.isEmpty)
        // The named server no longer meets the fixture's registration.
        let server = try run(Self.project, exclude: "[fixtures]", paths: ["server/dex.yaml"], projectRoot: ".")
        #expect(server.files.map(\.path) == ["server/dex.yaml"])
        #expect(shared(server).isEmpty)
        let unexcluded = try run(Self.project, exclude: nil, paths: ["server/dex.yaml"], projectRoot: ".")
        #expect(!unexcluded.findings.filter { $0.ruleID == "redirect-uri-shared-across-servers" }.isEmpty)
    }

    @Test func aFolderExcludedAboveANestedProjectIsNotRead() throws {
        // The nested configuration is the fixture's nearest, but the folder it is in is excluded.
        let files = Self.project + [("test/fixtures/.redirectlint.yml", "owned-domains: [example.com]\n")]
        let report = try run(files, exclude: "[\"test/\"]")
        #expect(report.files.map(\.path) == ["server/dex.yaml"])
    }

    @Test func theNearestConfigurationDecidesAsForEveryOtherSetting() throws {
        // `test/` is a project of its own: the top configuration's exclude has no say in it.
        let files = Self.project + [("test/.redirectlint.yml", "owned-domains: [example.com]\n")]
        let report = try run(files, exclude: "[\"test/fixtures/\"]")
        #expect(report.files.map(\.path) == ["server/dex.yaml", "test/fixtures/realm.yaml"])
        // Its own exclude does.
        let own = Self.project + [("test/.redirectlint.yml", "exclude: [\"fixtures/\"]\n")]
        #expect(try run(own, exclude: nil).files.map(\.path) == ["server/dex.yaml"])
    }

    @Test func aBrokenConfigurationAboveTheNearestIsNotLoaded() throws {
        // Only the nearest configuration of the folder a walk starts in is looked for above it.
        let files = Self.project + [("server/.redirectlint.yml", "owned-domains: [example.com]\n")]
        let root = try makeProject(files + [(".redirectlint.yml", "rules: {no-such-rule: off}\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let request = LintRequest(paths: [root.appendingPathComponent("server").path], jobs: 2, findsProjects: true)
        #expect(try Linter.runFindingProjects(request).files.count == 1)
    }

    @Test func aFolderNamedOnTheCommandLineIsWalkedWhateverIsExcludedAboveIt() throws {
        let report = try run(Self.project, exclude: "[\"test/fixtures/\"]", paths: ["test/fixtures"])
        #expect(report.files.map(\.path) == ["test/fixtures/realm.yaml"])
        // What is excluded inside it still is.
        let deeper = Self.project + [("test/fixtures/deep/client.json", #"{"client_id": "d", "redirect_uris": ["com.contoso.d:/cb"]}"#)]
        let inside = try run(deeper, exclude: "[deep]", paths: ["test/fixtures"])
        #expect(inside.files.map(\.path) == ["test/fixtures/realm.yaml"])
    }

    @Test func withOneConfigurationItsExcludeCountsAlone() throws {
        let files = Self.project + [("test/.redirectlint.yml", "owned-domains: [example.com]\n")]
        let root = try makeProject(files + [("only.yml", "exclude: [\"test/fixtures/\"]\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try ConfigurationLoader.load(path: root.appendingPathComponent("only.yml").path, knownRules: Set(Catalog.ids))
        let report = relative(Linter.run(LintRequest(paths: [root.path], configuration: configuration, jobs: 2)), to: root)
        #expect(report.files.map(\.path).filter { $0.hasSuffix(".yaml") } == ["server/dex.yaml"])
    }

    @Test func aConfigurationInsideAnExcludedFolderIsNotLoaded() throws {
        // Fixture trees hold sample configurations, broken ones too.
        let files = Self.project + [("test/fixtures/bad/.redirectlint.yml", "rules: {no-such-rule: off}\n"),
                                    ("test/fixtures/bad/client.json", #"{"client_id": "c", "redirect_uris": ["com.contoso.c:/cb"]}"#)]
        let report = try run(files, exclude: "[\"test/fixtures/\"]", asFallback: false)
        #expect(report.files.map(\.path) == ["server/dex.yaml"])
        #expect(throws: ConfigurationError.self) { try run(files, exclude: nil, asFallback: false) }
    }

    @Test func aMissingFileNamedWithAProjectRootIsJudgedAsTheWalkJudgesIt() throws {
        let hook = try run(Self.project, exclude: "[fixtures]", paths: ["test/fixtures/gone.json"], projectRoot: ".")
        #expect(hook.findings.isEmpty)
        // Named without a project root, it is asked for, and missing.
        let named = try run(Self.project, exclude: "[fixtures]", paths: ["test/fixtures/gone.json"])
        #expect(named.findings.map(\.ruleID) == ["parse-error"])
    }

    @Test func aPathThroughDotDotIsMatchedAsItResolves() throws {
        // The walk from `server/..` finds `server/../test/fixtures/realm.yaml`.
        let report = try run(Self.project, exclude: "[\"test/fixtures/\"]", paths: ["server/.."])
        #expect(report.files.map(\.path).allSatisfy { !$0.contains("fixtures") })
        #expect(report.files.count == 1)
    }

    @Test func aNestedConfigurationExcludesOnlyWithinItsFolder() throws {
        let files = Self.project + [
            ("test/.redirectlint.yml", "exclude: [\"fixtures/\", \"../server/\"]\n"),
            ("test/other/client.json", #"{"client_id": "c", "redirect_uris": ["com.contoso.other:/cb"]}"#),
        ]
        let report = try run(files, exclude: nil)
        #expect(report.files.map(\.path) == ["server/dex.yaml", "test/other/client.json"])
    }
}

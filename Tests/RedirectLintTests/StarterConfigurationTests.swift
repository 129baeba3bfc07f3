import Foundation
import RedirectLintEngine
import RedirectLintSyntax
import Testing

@Suite("redirectlint init")
struct StarterConfigurationTests {
    private let known = Set(Catalog.rules.map(\.id))

    private func load(_ text: String, at path: String = ".redirectlint.yml") throws -> Configuration {
        try ConfigurationLoader.parse(SourceFile(path: path, text: text), knownRules: known)
    }

    /// The `servers:` example with its comment marks removed, as a user would enable it.
    private func uncommentedServers(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "# servers:") else { return "" }
        let block = lines[start...].prefix { !$0.isEmpty }
        return block.map { $0.dropFirst(2) }.joined(separator: "\n") + "\n"
    }

    @Test func theStarterLoadsWithoutError() throws {
        let configuration = try load(StarterConfiguration.text(registrationFiles: []))
        #expect(configuration.maxFileSize == Configuration().maxFileSize)
        #expect(configuration.servers.isEmpty)
    }

    @Test func theStarterPointsEditorsAtTheSchema() throws {
        let text = StarterConfiguration.text(registrationFiles: [])
        #expect(text.hasPrefix("# yaml-language-server: $schema=\(StarterConfiguration.schemaURL)\n"))
        #expect(StarterConfiguration.schemaURL.hasSuffix("/main/schema/redirectlint.schema.json"))
        #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("schema/redirectlint.schema.json").path))
    }

    @Test func everyTopLevelKeyIsExplained() {
        let text = StarterConfiguration.text(registrationFiles: [])
        for key in ["servers", "owned-domains", "apps", "rules", "overrides", "per-file-ignores", "exclude", "max-file-size"] {
            #expect(text.contains("\n# \(key): "), "\(key) has no explanation")
        }
    }

    @Test func registrationFilesOfTheProjectAreListedInOrder() throws {
        let root = try makeProject([
            ("clients/b.json", "{\"client_id\": \"b\", \"redirect_uris\": [\"https://b.example.com/cb\"]}"),
            ("clients/a.json", "{\"client_id\": \"a\", \"redirect_uris\": [\"https://a.example.com/cb\"]}"),
            ("google/client_secret.json", "{\"installed\": {\"client_id\": \"g\", \"redirect_uris\": [\"http://127.0.0.1\"]}}"),
            ("ios/Info.plist", "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>a.b</string></dict></plist>"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let files = StarterConfiguration.registrationFiles(in: root.path, jobs: 2)
        #expect(files.map(\.path) == ["clients/a.json", "clients/b.json", "google/client_secret.json"])
        #expect(files.map(\.declaredServers) == [[], [], ["accounts.google.com"]])

        let text = StarterConfiguration.text(registrationFiles: files)
        #expect(text.contains("""
            # servers:
            #   my-server:
            #     - "clients/a.json"
            #     - "clients/b.json"
            #     # "google/client_secret.json" names its server: "accounts.google.com"

            """))
        // Enabled, the example groups the listed files under one server, relative to the
        // configuration's own folder.
        let configPath = root.appendingPathComponent(".redirectlint.yml").path
        let configuration = try load(uncommentedServers(text), at: configPath)
        #expect(configuration.server(for: root.appendingPathComponent("clients/b.json").path) == "my-server")
        #expect(configuration.server(for: root.appendingPathComponent("other/c.json").path) == nil)
    }

    @Test func awkwardFileNamesStayOneString() throws {
        let name = "odd: name #1 \"quoted\" \\.json"
        let text = StarterConfiguration.text(registrationFiles: [.init(path: name, declaredServers: [])])
        let configuration = try load(uncommentedServers(text), at: "/project/.redirectlint.yml")
        #expect(configuration.servers.first?.globs.map(\.pattern) == [name])
    }

    @Test func anExampleStaysValidWhenEveryFileNamesItsServer() throws {
        let text = StarterConfiguration.text(registrationFiles: [.init(path: "realm.json", declaredServers: ["keycloak realm x"])])
        let configuration = try load(uncommentedServers(text))
        #expect(configuration.servers.map(\.name) == ["my-server"])
    }

    @Test func longListsAreCut() {
        let files = (0..<100).map { StarterConfiguration.RegistrationFile(path: "c/\($0).json", declaredServers: []) }
        let text = StarterConfiguration.text(registrationFiles: files)
        #expect(text.contains("#     # ... and 60 more registration files\n"))
    }

    @Test func anExistingConfigurationOfEitherNameIsFound() throws {
        let root = try makeProject([(".redirectlint.yaml", "rules: {}\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let inFolder = StarterConfiguration.target(for: root.path)
        #expect(inFolder.existing == root.path + "/.redirectlint.yaml")
        #expect(inFolder.file == root.path + "/.redirectlint.yaml")
        let named = StarterConfiguration.target(for: root.path + "/.redirectlint.yml")
        #expect(named.existing == root.path + "/.redirectlint.yaml")
        let elsewhere = StarterConfiguration.target(for: root.path + "/sub/config.yml")
        #expect(elsewhere.existing == nil)
        #expect(elsewhere.directory == root.path + "/sub")
    }

    /// `--path new/` names a folder that is not there yet: the configuration goes in it (and
    /// writing fails), not into a file called `new`.
    @Test func aPathEndingInASlashIsAFolder() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = StarterConfiguration.target(for: root.path + "/new/")
        #expect(target.file == root.path + "/new/.redirectlint.yml")
        #expect(target.directory == root.path + "/new")
        #expect(target.existing == nil)
    }
}

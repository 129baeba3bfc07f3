import RedirectLintEngine
import RedirectLintModel
import RedirectLintSyntax
import Testing

/// `overrides:` and `per-file-ignores:` in `.redirectlint.yml`, by glob and by JSON Pointer.
@Suite("Configuration overrides")
struct OverridesTests {
    static let known: Set<String> = ["loopback-uses-localhost", "redirect-uri-cleartext-http"]

    /// A JSON registration with two `localhost` URIs: `/redirect_uris/0` and `/redirect_uris/1`.
    static let client = """
        {"client_id": "c", "application_type": "native", "token_endpoint_auth_method": "none",
         "redirect_uris": ["http://localhost/a", "http://localhost/b"]}
        """

    func found(_ config: String, files: [String] = ["clients/c.json", "legacy/c.json"]) throws -> [String] {
        try lint([(".redirectlint.yml", config)] + files.map { ($0, Self.client) }).findings
            .filter { $0.ruleID == "loopback-uses-localhost" }
            .map { "\($0.path) \($0.pointer ?? "-") \($0.severity.rawValue)" }
    }

    @Test func findingsCarryThePointerOfTheirValue() throws {
        let report = try lint("c.json", Self.client)
        #expect(report.findings.filter { $0.ruleID == "loopback-uses-localhost" }.map(\.pointer)
                == ["/redirect_uris/0", "/redirect_uris/1"])
    }

    @Test func overrideByGlob() throws {
        let config = """
            overrides:
              - files: ["legacy/**"]
                rules:
                  loopback-uses-localhost: off
            """
        #expect(try found(config) == ["clients/c.json /redirect_uris/0 warning", "clients/c.json /redirect_uris/1 warning"])
    }

    @Test func overrideByPointer() throws {
        let config = """
            overrides:
              - files: ["clients/c.json#/redirect_uris/1", "legacy/*.json#/redirect_uris"]
                rules:
                  loopback-uses-localhost: error
            """
        #expect(try found(config) == [
            "clients/c.json /redirect_uris/0 warning", "clients/c.json /redirect_uris/1 error",
            "legacy/c.json /redirect_uris/0 error", "legacy/c.json /redirect_uris/1 error",
        ])
    }

    @Test func aPointerIsNotAPrefixOfItsSiblings() throws {
        let config = """
            overrides:
              - files: ["clients/c.json#/redirect_uris/1"]
                rules: {loopback-uses-localhost: off}
            """
        let many = """
            {"client_id": "c", "application_type": "native", "token_endpoint_auth_method": "none",
             "redirect_uris": ["http://localhost/0", "http://localhost/1", "http://localhost/2", "http://localhost/3", "http://localhost/4", "http://localhost/5", "http://localhost/6", "http://localhost/7", "http://localhost/8", "http://localhost/9", "http://localhost/10"]}
            """
        let report = try lint([(".redirectlint.yml", config), ("clients/c.json", many)])
        let pointers = report.findings.filter { $0.ruleID == "loopback-uses-localhost" }.compactMap(\.pointer)
        #expect(pointers.count == 10)
        #expect(pointers.contains("/redirect_uris/10"))
        #expect(!pointers.contains("/redirect_uris/1"))
    }

    @Test func laterEntriesWin() throws {
        let config = """
            rules:
              loopback-uses-localhost: note
            overrides:
              - files: ["**/*.json"]
                rules: {loopback-uses-localhost: off}
              - files: ["clients/*.json"]
                rules: {loopback-uses-localhost: error}
            """
        #expect(try found(config) == ["clients/c.json /redirect_uris/0 error", "clients/c.json /redirect_uris/1 error"])
    }

    @Test func perFileIgnores() throws {
        let config = """
            per-file-ignores:
              "legacy/*.json": [loopback-uses-localhost]
              "clients/c.json#/redirect_uris/0": [loopback-uses-localhost, redirect-uri-cleartext-http]
            """
        #expect(try found(config) == ["clients/c.json /redirect_uris/1 warning"])
    }

    @Test func perFileIgnoresOutrankOverrides() throws {
        let config = """
            overrides:
              - files: ["legacy/**"]
                rules: {loopback-uses-localhost: error}
            per-file-ignores:
              "legacy/**": [loopback-uses-localhost]
            """
        #expect(try found(config).allSatisfy { $0.hasPrefix("clients/") })
    }

    @Test func pointersWorkInYAMLAndProperties() throws {
        let yaml = "- client_id: c\n  application_type: native\n  token_endpoint_auth_method: none\n  redirect_uris: [http://localhost/a]\n"
        let config = "per-file-ignores:\n  \"c.yaml#/0/redirect_uris/0\": [loopback-uses-localhost]\n"
        let report = try lint([(".redirectlint.yml", config), ("c.yaml", yaml)])
        #expect(!report.findings.contains { $0.ruleID == "loopback-uses-localhost" })
    }

    @Test func globsAreRelativeToTheConfigurationFile() throws {
        let config = "per-file-ignores:\n  \"clients/c.json\": [loopback-uses-localhost]\n"
        // `clients/c.json` at the root is ignored; `nested/clients/c.json` is not (the glob has a `/`).
        #expect(try found(config, files: ["clients/c.json", "nested/clients/c.json"]).allSatisfy { $0.hasPrefix("nested/") })
    }

    // MARK: Errors name the file, line, column and key

    func error(_ config: String) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.parse(SourceFile(path: ".redirectlint.yml", text: config), knownRules: Self.known)
            return nil
        } catch {
            return error
        }
    }

    @Test func unknownKeyInAnOverride() throws {
        let failure = try #require(error("overrides:\n  - files: [a.json]\n    rule: {loopback-uses-localhost: off}\n"))
        #expect(failure.description.hasPrefix(".redirectlint.yml:3:5: unknown key 'rule' in an 'overrides' entry"))
    }

    @Test func unknownRuleInAnOverride() throws {
        let failure = try #require(error("overrides:\n  - files: [a.json]\n    rules:\n      loopback-uses-locahost: off\n"))
        #expect(failure.description.hasPrefix(".redirectlint.yml:4:7: unknown rule 'loopback-uses-locahost'"))
    }

    @Test func badSeverityInAnOverride() throws {
        let failure = try #require(error("overrides:\n  - files: [a.json]\n    rules:\n      loopback-uses-localhost: loud\n"))
        #expect(failure.description.hasPrefix(".redirectlint.yml:4:32: rule 'loopback-uses-localhost' must be off"))
    }

    @Test func overrideWithoutFilesOrRules() throws {
        #expect(try #require(error("overrides:\n  - rules: {loopback-uses-localhost: off}\n")).description
                .hasPrefix(".redirectlint.yml:2:5: an 'overrides' entry needs 'files'"))
        #expect(try #require(error("overrides:\n  - files: [a.json]\n")).description
                .hasPrefix(".redirectlint.yml:2:5: an 'overrides' entry needs 'rules'"))
        #expect(try #require(error("overrides: {files: [a.json]}\n")).description
                .hasPrefix(".redirectlint.yml:1:12: 'overrides' must be a list"))
    }

    @Test func badPointerInAnOverride() throws {
        let failure = try #require(error("overrides:\n  - files: [\"a.json#clients/0\"]\n    rules: {loopback-uses-localhost: off}\n"))
        #expect(failure.position?.line == 2)
        #expect(failure.position?.column == 21) // the character after '#'
        #expect(failure.description.contains("'clients/0' is not a JSON Pointer"))
        let tilde = try #require(error("overrides:\n  - files: [\"a.json#/a~2b\"]\n    rules: {loopback-uses-localhost: off}\n"))
        #expect(tilde.description.contains("'~' in a JSON Pointer"))
    }

    @Test func perFileIgnoresErrors() throws {
        let unknown = try #require(error("per-file-ignores:\n  \"a.json\": [loopback-uses-localhost, no-such-rule]\n"))
        #expect(unknown.description.hasPrefix(".redirectlint.yml:2:39: unknown rule 'no-such-rule'"))
        let pointer = try #require(error("per-file-ignores:\n  \"a.json#\": [loopback-uses-localhost]\n"))
        #expect(pointer.description.hasPrefix(".redirectlint.yml:2:11: in 'per-file-ignores': '' is not a JSON Pointer"))
        let shape = try #require(error("per-file-ignores:\n  - a.json\n"))
        #expect(shape.description.hasPrefix(".redirectlint.yml:2:3: 'per-file-ignores' must map path globs to lists of rule ids"))
        let empty = try #require(error("per-file-ignores:\n  \"a.json\": []\n"))
        #expect(empty.description.hasPrefix(".redirectlint.yml:2:13: 'a.json' in 'per-file-ignores' needs a list of rule ids"))
    }
}

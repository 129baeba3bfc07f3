import Testing
@testable import RedirectLintEngine

/// A server's configuration deployed inside a Kubernetes ConfigMap or Secret, as a literal
/// block: read as the file it carries, every value at its place in the manifest.
@Suite("Configuration files carried by Kubernetes manifests")
struct EmbeddedDocumentsTests {
    private func lint(_ text: String, path: String = "deploy/dex.yaml") -> [(rule: String, line: Int, column: Int)] {
        Linter.lint(bytes: Array(text.utf8), path: path).findings.map { ($0.ruleID, $0.range.start.line, $0.range.start.column) }
    }

    private let dexConfig = """
        issuer: https://dex.contoso.com
        oauth2:
          pkce:
            enforce: true
            codeChallengeMethodsSupported: ["S256"]
        staticClients:
        - id: wiki
          name: Wiki
          secretEnv: WIKI_SECRET
          redirectURIs: ["/oauth2/callback"]
        """

    private func manifest(kind: String, field: String, key: String = "config.yaml", indicator: String = "|") -> String {
        let body = dexConfig.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return "apiVersion: v1\nkind: \(kind)\nmetadata:\n  name: dex\n\(field):\n  \(key): \(indicator)\n\(body)\n"
    }

    @Test func aConfigMapsDexConfigIsReadWhereItIsWritten() {
        let found = lint(manifest(kind: "ConfigMap", field: "data"))
        #expect(found.map(\.rule) == ["redirect-uri-not-absolute"])
        #expect(found.first?.line == 16)
        #expect(found.first?.column == 23)
    }

    @Test func aSecretsStringDataIsReadToo() {
        #expect(lint(manifest(kind: "Secret", field: "stringData")).map(\.rule) == ["redirect-uri-not-absolute"])
    }

    /// A Secret's `data` is base64; a folded block (`>`) joins lines, so no value keeps its
    /// place; a key that names no YAML or JSON file carries something else.
    @Test(arguments: [("Secret", "data", "config.yaml", "|"), ("ConfigMap", "data", "config.yaml", ">"),
                      ("ConfigMap", "data", "startup.sh", "|"), ("Deployment", "data", "config.yaml", "|")])
    func otherBlocksAreNotRead(_ kind: String, _ field: String, _ key: String, _ indicator: String) {
        #expect(lint(manifest(kind: kind, field: field, key: key, indicator: indicator)).map(\.rule) == ["unrecognized-file"])
    }
}

extension EmbeddedDocumentsTests {
    /// Each block is parsed as a file as long as the manifest: past the first few, a
    /// manifest's blocks are not read (the carried file is nearly always the first).
    @Test func onlyTheFirstBlocksAreTried() {
        let filler = (0..<EmbeddedDocuments.maxBlocks).map { "  notes-\($0).yaml: |\n    text: \($0)\n" }.joined()
        let body = dexConfig.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let late = "apiVersion: v1\nkind: ConfigMap\ndata:\n\(filler)  config.yaml: |\n\(body)\n"
        #expect(lint(late).map(\.rule) == ["unrecognized-file"])
        let early = "apiVersion: v1\nkind: ConfigMap\ndata:\n  config.yaml: |\n\(body)\n\(filler)"
        #expect(lint(early).map(\.rule) == ["redirect-uri-not-absolute"])
    }
}

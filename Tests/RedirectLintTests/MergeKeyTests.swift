import RedirectLintDialects
import RedirectLintSource
import RedirectLintSyntax
import Testing

/// YAML 1.1 merge keys (`<<: *defaults`, `<<: [*a, *b]`), merged as YAML 1.1 does.
@Suite("YAML merge keys")
struct MergeKeyTests {
    func root(_ text: String) throws -> Node {
        try #require(try YAMLLoader.load(SourceFile(path: "t", text: text)).documents.first)
    }

    func keys(_ node: Node?) -> [String] { node?.entries?.map(\.key.value) ?? [] }

    @Test func anAliasIsMergedAndExplicitKeysWin() throws {
        let text = """
        defaults: &defaults
          public: true
          redirectURIs: ['https://a.example.com/cb']
        client:
          public: false
          <<: *defaults
          id: app
        """
        let client = try root(text)["client"]
        #expect(keys(client) == ["public", "redirectURIs", "id"])
        #expect(client?["public"]?.stringValue == "false")
        // A merged value is where its anchor's text is.
        let uri = try #require(client?["redirectURIs"]?.items?.first?.scalar)
        #expect(uri.value == "https://a.example.com/cb")
        #expect(uri.range.start.line == 3 && uri.range.start.column == 19)
    }

    @Test func ofSeveralMergedMappingsTheEarlierWins() throws {
        let text = """
        a: &a {x: a, y: a}
        b: &b {y: b, z: b}
        c: {<<: [*a, *b, {w: inline, x: inline}], z: own}
        """
        let c = try root(text)["c"]
        #expect(keys(c) == ["x", "y", "w", "z"])
        #expect(["x", "y", "w", "z"].map { c?[$0]?.stringValue } == ["a", "a", "inline", "own"])
    }

    @Test func mergedMappingsMayMergeThemselves() throws {
        let text = """
        base: &base {scheme: https, host: base}
        mid: &mid
          <<: *base
          host: mid
        leaf:
          <<: *mid
          path: /cb
        """
        let leaf = try root(text)["leaf"]
        #expect(["scheme", "host", "path"].map { leaf?[$0]?.stringValue } == ["https", "mid", "/cb"])
    }

    /// A quoted `"<<"` is an ordinary key, and so is a `<<` that names no mapping.
    @Test func onlyAPlainMergeKeyOverMappingsMerges() throws {
        let document = try root("a: &a {x: 1}\nb: {\"<<\": *a}\nc: {<<: text}\nd: {<<: [*a, text]}\n")
        #expect(keys(document["b"]) == ["<<"])
        #expect(document["c"]?["<<"]?.stringValue == "text")
        #expect(keys(document["d"]) == ["<<"])
    }

    /// Merging adds nothing the aliases did not already pay for: many clients merging one
    /// large mapping run out of the same budget as plain aliases would.
    @Test func mergesCountAgainstTheAliasBudget() throws {
        let defaults = (0..<100).map { "  k\($0): v" }.joined(separator: "\n")
        let clients = (0..<1_100).map { "- <<: *d\n  id: c\($0)" }.joined(separator: "\n")
        let error = try #require(throws: SyntaxError.self) {
            _ = try YAMLLoader.load(SourceFile(path: "t", text: "d: &d\n\(defaults)\nclients:\n\(clients)\n"))
        }
        #expect(error.message.contains("an alias bomb"))
    }

    /// Dex configurations share client settings with merge keys; the merged redirect URIs
    /// are the client's (once a false `redirect-uri-missing`), at their anchor's line.
    @Test func dexClientsReadMergedSettings() throws {
        let text = """
        issuer: https://dex.example.com
        storage: {type: memory}
        x-web: &web
          redirectURIs: ['http://app.example.com/cb']
          secret: Zq8vT3xLm2Pn7Rw4
        staticClients:
        - <<: *web
          id: one
        - <<: [*web]
          id: two
          redirectURIs: ['https://two.example.com/cb']
        """
        let model = try extract("dex.yaml", text, with: DexDialect())
        #expect(model.registrations.map(\.displayName) == ["one", "two"])
        #expect(model.registrations[0].redirectURIs.map(\.at) == ["4:19"])
        #expect(model.registrations[0].secrets.map(\.range.at) == ["5:11"])
        #expect(model.registrations[1].redirectURIs.map(\.at) == ["11:19"])
    }
}

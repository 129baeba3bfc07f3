import Foundation
import RedirectLintEngine
import RedirectLintSyntax
import Testing

/// `schema/redirectlint.schema.json` against the catalog and the loader. CI validates files
/// against the schema itself (scripts/validate-config.py); these tests keep the schema and
/// the Swift side from drifting apart.
@Suite("Configuration schema")
struct ConfigurationSchemaTests {
    private static let schemaDirectory = repositoryRoot.appendingPathComponent("schema")
    private let known = Set(Catalog.rules.map(\.id))

    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.schemaDirectory.appendingPathComponent("redirectlint.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The settings the loader reads, as its message about an unknown one lists them.
    private func loaderSettings() throws -> Set<String> {
        do {
            _ = try ConfigurationLoader.parse(SourceFile(path: "c.yml", text: "no-such-setting: 1\n"), knownRules: known)
        } catch {
            let list = try #require(error.message.split(separator: "(known: ").last?.split(separator: ")").first,
                                    "the unknown-setting message no longer lists the known settings: \(error.message)")
            return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        Issue.record("an unknown setting was accepted")
        return []
    }

    @Test func ruleIdsAreTheCatalogs() throws {
        let definitions = try #require(try schema()["definitions"] as? [String: Any])
        let ruleID = try #require(definitions["ruleId"] as? [String: Any])
        let ids = try #require(ruleID["enum"] as? [String])
        #expect(ids == Catalog.rules.map(\.id), "run python3 scripts/generate-catalog.py to update the schema")
    }

    /// SchemaStore-ready: an `$id`, draft-07, a description on every property (editors show
    /// them), each rule a described property of `rules:`, and a catalog entry that names the
    /// files the schema applies to.
    @Test func isReadyForSchemaStore() throws {
        let schema = try schema()
        let id = try #require(schema["$id"] as? String)
        #expect(id.hasPrefix("https://") && id.hasSuffix("/schema/redirectlint.schema.json"))
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        func undescribed(_ node: Any, _ path: String) -> [String] {
            if let list = node as? [Any] { return list.enumerated().flatMap { undescribed($1, "\(path)/\($0)") } }
            guard let object = node as? [String: Any] else { return [] }
            var missing = (object["properties"] as? [String: Any] ?? [:]).compactMap { name, value in
                (value as? [String: Any])?["description"] == nil ? "\(path)/properties/\(name)" : nil
            }
            for (key, value) in object { missing += undescribed(value, "\(path)/\(key)") }
            return missing
        }
        #expect(undescribed(schema, "#").isEmpty, "\(undescribed(schema, "#").sorted())")
        let settings = try #require((schema["definitions"] as? [String: Any])?["ruleSettings"] as? [String: Any])
        let described = try #require(settings["properties"] as? [String: [String: Any]])
        #expect(described.keys.sorted() == Catalog.ids, "run python3 scripts/generate-catalog.py")
        for rule in Catalog.rules {
            let text = described[rule.id]?["description"] as? String ?? ""
            #expect(text.hasPrefix(rule.title) && text.hasSuffix("docs/rules/\(rule.id).md"), "\(rule.id): \(text)")
        }
        let data = try Data(contentsOf: Self.schemaDirectory.appendingPathComponent("schemastore-catalog-entry.json"))
        let entry = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(entry["name"] as? String == "redirectlint")
        #expect(entry["fileMatch"] as? [String] == Configuration.fileNames)
        #expect(entry["url"] as? String == id)
        #expect((entry["description"] as? String)?.isEmpty == false)
    }

    @Test func everySettingTheLoaderReadsIsDescribed() throws {
        let properties = try #require(try schema()["properties"] as? [String: Any])
        let settings = try loaderSettings()
        #expect(!settings.isEmpty)
        #expect(settings.subtracting(properties.keys).isEmpty, "settings missing from the schema: \(settings.subtracting(properties.keys))")
    }

    /// schema/tests/valid and invalid hold what the schema accepts and rejects; where a
    /// fixture uses only settings the loader reads, the loader must agree.
    @Test func theLoaderAgreesWithTheSchemaFixtures() throws {
        let settings = try loaderSettings()
        var compared = 0
        for verdict in ["valid", "invalid"] {
            let folder = Self.schemaDirectory.appendingPathComponent("tests/\(verdict)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
            #expect(!names.isEmpty)
            for name in names {
                let path = folder.appendingPathComponent(name).path
                let file = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
                let keys = (try? YAMLLoader.load(file))?.documents.first?.entries?.map(\.key.value) ?? []
                guard keys.allSatisfy(settings.contains) else { continue }
                compared += 1
                let loads = (try? ConfigurationLoader.parse(file, knownRules: known)) != nil
                #expect(loads == (verdict == "valid"), "\(verdict)/\(name): the loader \(loads ? "accepts" : "rejects") it")
            }
        }
        #expect(compared >= 10)
    }
}

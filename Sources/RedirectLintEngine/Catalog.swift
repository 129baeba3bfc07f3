/// The rule catalog embedded in the binary (generated from `rules/` by
/// `scripts/generate-catalog.py`), parsed on first use.
public enum Catalog {
    public static let rules: [RuleDescription] = {
        EmbeddedCatalog.entries.compactMap { entry in
            try? CatalogParser.parse(path: "rules/\(entry.id).yaml", text: entry.yaml)
        }.sorted { $0.id < $1.id }
    }()

    /// Parse problems of embedded entries, for the catalog test.
    public static func problems() -> [String] {
        EmbeddedCatalog.entries.compactMap { entry in
            do {
                _ = try CatalogParser.parse(path: "rules/\(entry.id).yaml", text: entry.yaml)
                return nil
            } catch {
                return "\(error)"
            }
        }
    }

    public static func rule(_ id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// The raw YAML of each entry, for the drift test against `rules/`.
    public static var embeddedSources: [(id: String, yaml: String)] { EmbeddedCatalog.entries }

    public static func parse(path: String, text: String) throws -> RuleDescription {
        try CatalogParser.parse(path: path, text: text)
    }
}

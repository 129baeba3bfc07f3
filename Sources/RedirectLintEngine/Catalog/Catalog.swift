import Synchronization

/// The rule catalog embedded in the binary (generated from `rules/` by
/// `scripts/generate-catalog.py`). Entries are parsed on first use, one at a time: a
/// pre-commit run on one file needs a handful of rules, and parsing all of them would
/// cost more than linting the file.
public enum Catalog {
    /// Every rule id, without parsing anything.
    public static let ids: [String] = EmbeddedCatalog.entries.map(\.id).sorted()

    public static var rules: [RuleDescription] { ids.compactMap(rule) }

    public static func rule(_ id: String) -> RuleDescription? {
        if let cached = cache.withLock({ $0[id] }) { return cached }
        guard let index = entryIndex[id] else { return nil }
        let entry = EmbeddedCatalog.entries[index]
        let parsed = try? CatalogParser.parse(path: "rules/\(entry.id).yaml", text: entry.yaml)
        cache.withLock { $0[id] = parsed }
        return parsed
    }

    private static let entryIndex: [String: Int] = Dictionary(
        EmbeddedCatalog.entries.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    private static let cache = Mutex<[String: RuleDescription?]>([:])

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

    /// The raw YAML of each entry, for the drift test against `rules/`.
    public static var embeddedSources: [(id: String, yaml: String)] { EmbeddedCatalog.entries }

    public static func parse(path: String, text: String) throws -> RuleDescription {
        try CatalogParser.parse(path: path, text: text)
    }
}

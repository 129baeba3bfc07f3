/// YAML 1.1 merge keys: `<<: *defaults` or `<<: [*a, *b]` in a mapping adds the entries of
/// the mappings named, as Dex and Compose files use to share settings between clients.
/// libyaml reports `<<` as an ordinary key, so the tree builder merges when a mapping ends.
enum YAMLMergeKeys {
    /// Whether a key is a merge key: `<<` written plain (a quoted `"<<"` is an ordinary key).
    static func isMergeKey(_ key: Scalar) -> Bool {
        key.style == .plain && key.value == "<<"
    }

    /// The entries of a mapping with each `<<` entry replaced by the entries it merges, as
    /// YAML 1.1 does: a key the mapping writes itself wins over a merged one, and of several
    /// merged mappings the earlier wins. Merged entries keep their positions, at their
    /// anchor's text. A `<<` whose value is not a mapping or a list of mappings stays an
    /// ordinary entry. Nothing is copied that its aliases have not already paid for in the
    /// loader's expansion budget: each merged entry is one the alias added.
    static func merge(_ entries: [MappingEntry]) -> [MappingEntry] {
        let sources = entries.map(mergedMappings)
        // Keys compare as `isSameKey` does: by their exact text, not canonical equivalence.
        var taken = Set(zip(entries, sources).compactMap { $1 == nil ? Array($0.key.value.utf8) : nil })
        var merged: [MappingEntry] = []
        merged.reserveCapacity(entries.count)
        for (entry, mappings) in zip(entries, sources) {
            guard let mappings else {
                merged.append(entry)
                continue
            }
            for mapping in mappings {
                for candidate in effectiveEntries(mapping) where taken.insert(Array(candidate.key.value.utf8)).inserted {
                    merged.append(candidate)
                }
            }
        }
        return merged
    }

    /// The mappings a `<<` entry merges, or nil when the entry is an ordinary one.
    private static func mergedMappings(_ entry: MappingEntry) -> [[MappingEntry]]? {
        guard isMergeKey(entry.key) else { return nil }
        switch entry.value {
        case .mapping(let entries, _):
            return [entries]
        case .sequence(let items, _):
            let mappings = items.compactMap(\.entries)
            return mappings.count == items.count ? mappings : nil
        case .scalar:
            return nil
        }
    }

    /// A mapping's entries with only the last of a repeated key, which is the one it holds.
    private static func effectiveEntries(_ entries: [MappingEntry]) -> [MappingEntry] {
        var seen: Set<[UInt8]> = []
        return entries.reversed().filter { seen.insert(Array($0.key.value.utf8)).inserted }.reversed()
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The JSON Pointers of the values project rules report on (redirect URIs, secrets, schemes,
/// claimed hosts, app identities), worked out while the file's tree is in hand, so that the
/// findings the project rules make later need no second parse of the file. A finding at a
/// position not recorded here gets its pointer from the tree loaded again.
struct RecordedPointers: Sendable {
    private struct Entry: Sendable {
        var start: Int
        var end: Int
        /// Whether every offset inside the value has its pointer (a verbatim value is one
        /// scalar's own text), or only its start.
        var coversInside: Bool
        var pointer: String?
    }

    /// In order of `start`.
    private var entries: [Entry] = []

    init(model: FileModel, roots: [Node]) {
        func add(_ range: SourceRange, isVerbatim: Bool) {
            let start = range.start.offset
            entries.append(Entry(start: start, end: range.end.offset, coversInside: isVerbatim,
                                 pointer: NodePointer.pointer(at: start, in: roots)))
        }
        for registration in model.registrations {
            for uri in registration.redirectURIs { add(uri.range, isVerbatim: uri.isVerbatim) }
            for secret in registration.secrets { add(secret.range, isVerbatim: false) }
        }
        for manifest in model.manifests {
            if let identity = manifest.identity { add(identity.range, isVerbatim: identity.isVerbatim) }
            for declared in manifest.schemes { add(declared.scheme.range, isVerbatim: declared.scheme.isVerbatim) }
            for claimed in manifest.claimedHosts { add(claimed.host.range, isVerbatim: claimed.host.isVerbatim) }
            for secret in manifest.secrets { add(secret.range, isVerbatim: false) }
        }
        entries.sort { $0.start < $1.start }
    }

    /// The pointer at `offset` (itself nil at a document's root), or nil when it was not
    /// recorded. Values do not nest, so only those starting nearest before `offset` can
    /// hold it.
    func pointer(at offset: Int) -> String?? {
        // The first entry starting after `offset`, by binary search.
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        let nearest = low > 0 ? entries[low - 1].start : -1
        for entry in entries[..<low].reversed() {
            guard entry.start == nearest else { break }
            if entry.start == offset || (entry.coversInside && offset < entry.end) { return .some(entry.pointer) }
        }
        return nil
    }
}

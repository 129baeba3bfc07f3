import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The JSON Pointers of the values the project rules report on (redirect URIs, secrets,
/// schemes, claimed hosts, app identities), worked out while the file's tree is loaded, so
/// that the tree can be dropped before the project pass. A finding at a position the memo
/// does not know has its pointer found by loading the file again (`nil` from `lookup`).
/// Between the passes it waits in the spill (`encoded`): a file can have thousands.
struct PointerMemo: Sendable {
    private struct Entry: Sendable {
        var start: Int
        var end: Int
        /// Whether any offset inside the value lies in the same scalar (a verbatim value is
        /// the scalar's own text on one line), or only its start is known.
        var coversInside: Bool
        var pointer: String?
    }

    private var entries: [Entry] = []

    init(model: FileModel, roots: [Node]) {
        func add<T>(_ located: Located<T>) {
            let start = located.range.start.offset
            entries.append(Entry(start: start, end: located.range.end.offset, coversInside: located.isVerbatim,
                                 pointer: NodePointer.pointer(at: start, in: roots)))
        }
        func add(_ secret: SecretOccurrence) {
            let start = secret.range.start.offset
            entries.append(Entry(start: start, end: start, coversInside: false, pointer: NodePointer.pointer(at: start, in: roots)))
        }
        for registration in model.registrations {
            registration.redirectURIs.forEach(add)
            registration.secrets.forEach(add)
        }
        for manifest in model.manifests {
            manifest.identity.map(add)
            manifest.schemes.forEach { add($0.scheme) }
            manifest.claimedHosts.forEach { add($0.host) }
            manifest.secrets.forEach(add)
        }
        entries.sort { $0.start < $1.start }
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    func encoded() -> [UInt8] {
        var writer = ByteWriter(capacity: entries.count * 24)
        writer.int(entries.count)
        var previous = 0
        for entry in entries {
            // Sorted starts: each as the distance from the one before is a byte or two.
            writer.int(entry.start - previous)
            writer.int(entry.end - entry.start)
            writer.bool(entry.coversInside)
            writer.optional(entry.pointer) { $0.string($1) }
            previous = entry.start
        }
        return writer.bytes
    }

    init(decoding bytes: [UInt8]) {
        var reader = ByteReader(bytes: bytes)
        var entries: [Entry] = []
        let count = reader.int()
        entries.reserveCapacity(count)
        var start = 0
        for _ in 0..<count {
            start += reader.int()
            let end = start + reader.int()
            entries.append(Entry(start: start, end: end, coversInside: reader.bool(), pointer: reader.optional { $0.string() }))
        }
        self.init(entries: entries)
    }

    /// The pointer at `offset` (itself nil for the document root), or nil when the memo
    /// cannot tell.
    func lookup(_ offset: Int) -> String?? {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        // Only the values starting nearest before the offset are looked at: values do not
        // nest, and an offset the memo cannot place is simply looked up in the file again.
        var index = low - 1
        let nearest = index >= 0 ? entries[index].start : -1
        while index >= 0, entries[index].start == nearest {
            let entry = entries[index]
            if entry.start == offset || (entry.coversInside && offset < entry.end) { return .some(entry.pointer) }
            index -= 1
        }
        return nil
    }
}

/// Which value of a loaded tree a byte offset falls in, as a JSON Pointer: how findings,
/// which carry only a position, are matched to `file.json#/clients/3` in the configuration.
public enum NodePointer {
    /// The pointer of the innermost value containing `offset` (a key counts as its entry's
    /// value), in whichever document of the stream contains it; nil for the root or outside.
    public static func pointer(at offset: Int, in documents: [Node]) -> String? {
        guard let document = documents.first(where: { contains($0.range.start.offset, $0.range.end.offset, offset) }) else {
            return nil
        }
        var node = document
        var pointer = ""
        descending: while true {
            switch node {
            case .scalar:
                break descending
            case .mapping(let entries, _):
                // Entries are in document order: only the last one starting at or before the
                // offset can contain it (a file may have thousands, and many findings).
                let inEntry: (MappingEntry) -> Bool = {
                    contains($0.key.range.start.offset, $0.key.range.end.offset, offset)
                        || contains($0.value.range.start.offset, $0.value.range.end.offset, offset)
                }
                // Aliased values keep their anchor's positions, so fall back to a scan.
                let found = lastIndex(in: entries, startingAtOrBefore: offset) { $0.key.range.start.offset }
                    .flatMap { inEntry(entries[$0]) ? $0 : nil } ?? entries.firstIndex(where: inEntry)
                guard let found else { break descending }
                let entry = entries[found]
                if contains(entry.key.range.start.offset, entry.key.range.end.offset, offset) {
                    return JSONPointer.appending(pointer, entry.key.value)
                }
                guard contains(entry.value.range.start.offset, entry.value.range.end.offset, offset) else { break descending }
                pointer = JSONPointer.appending(pointer, entry.key.value)
                node = entry.value
            case .sequence(let items, _):
                let inItem: (Node) -> Bool = { contains($0.range.start.offset, $0.range.end.offset, offset) }
                let found = lastIndex(in: items, startingAtOrBefore: offset) { $0.range.start.offset }
                    .flatMap { inItem(items[$0]) ? $0 : nil } ?? items.firstIndex(where: inItem)
                guard let index = found else { break descending }
                pointer += "/" + String(index)
                node = items[index]
            }
        }
        return pointer.isEmpty ? nil : pointer
    }

    /// Binary search over children in document order (aliases may repeat a start; the last
    /// wins, as the linear scan's containment test would find the same child).
    private static func lastIndex<C>(in children: [C], startingAtOrBefore offset: Int, start: (C) -> Int) -> Int? {
        var low = 0
        var high = children.count
        while low < high {
            let mid = (low + high) / 2
            if start(children[mid]) <= offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// Half-open, except that an empty range (an empty value) contains its own position.
    private static func contains(_ start: Int, _ end: Int, _ offset: Int) -> Bool {
        start == end ? offset == start : (start <= offset && offset < end)
    }
}

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
                for entry in entries {
                    let child = JSONPointer.appending(pointer, entry.key.value)
                    if contains(entry.key.range.start.offset, entry.key.range.end.offset, offset) { return child }
                    if contains(entry.value.range.start.offset, entry.value.range.end.offset, offset) {
                        pointer = child
                        node = entry.value
                        continue descending
                    }
                }
                break descending
            case .sequence(let items, _):
                guard let index = items.firstIndex(where: { contains($0.range.start.offset, $0.range.end.offset, offset) }) else {
                    break descending
                }
                pointer += "/" + String(index)
                node = items[index]
            }
        }
        return pointer.isEmpty ? nil : pointer
    }

    /// Half-open, except that an empty range (an empty value) contains its own position.
    private static func contains(_ start: Int, _ end: Int, _ offset: Int) -> Bool {
        start == end ? offset == start : (start <= offset && offset < end)
    }
}

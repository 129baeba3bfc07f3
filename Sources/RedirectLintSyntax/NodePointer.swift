/// Which value of a loaded tree a byte offset falls in, as a JSON Pointer: how findings,
/// which carry only a position, are matched to `file.json#/clients/3` in the configuration.
public enum NodePointer {
    /// The pointer of the innermost value containing `offset` (a key counts as its entry's
    /// value), in whichever document of the stream contains it; nil for the root or outside.
    public static func pointer(at offset: Int, in documents: [Node]) -> String? {
        guard let document = documents.first(where: { contains($0.range.start.offset, $0.range.end.offset, offset) }) else {
            return nil
        }
        // Every finding and every value a project rule reports on asks for its pointer: the
        // tokens go into one byte buffer that becomes a `String` once, at the end.
        var pointer = PointerBytes()
        var node = document
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
                let key = entries[found].key
                pointer.append(key: key.value)
                if contains(key.range.start.offset, key.range.end.offset, offset) {
                    return pointer.string
                }
                let value = entries[found].value
                guard contains(value.range.start.offset, value.range.end.offset, offset) else {
                    // The key was appended before knowing this: the pointer stops above it.
                    pointer.removeLastToken()
                    break descending
                }
                node = value
            case .sequence(let items, _):
                let inItem: (Node) -> Bool = { contains($0.range.start.offset, $0.range.end.offset, offset) }
                let found = lastIndex(in: items, startingAtOrBefore: offset) { $0.range.start.offset }
                    .flatMap { inItem(items[$0]) ? $0 : nil } ?? items.firstIndex(where: inItem)
                guard let index = found else { break descending }
                pointer.append(index: index)
                node = items[index]
            }
        }
        return pointer.isEmpty ? nil : pointer.string
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

/// A JSON Pointer under construction, as UTF-8 bytes: the same text `JSONPointer.appending`
/// builds token by token, without a `String` per step.
struct PointerBytes {
    private(set) var bytes: [UInt8] = []
    private var tokenStart = 0

    init() {
        bytes.reserveCapacity(64)
    }

    var isEmpty: Bool { bytes.isEmpty }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(key: String) {
        tokenStart = bytes.count
        var key = key
        let needsEscaping = key.withUTF8 { utf8 -> Bool in
            if !utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
                bytes.append(UInt8(ascii: "/"))
                bytes.append(contentsOf: utf8)
                return false
            }
            return true
        }
        // Escaping goes by `Character`, as `JSONPointer.appending` does (a `~` with a
        // combining mark is not a `~`): the rare key that needs it takes that path.
        if needsEscaping {
            bytes.append(contentsOf: JSONPointer.appending("", key).utf8)
        }
    }

    mutating func append(index: Int) {
        tokenStart = bytes.count
        bytes.append(UInt8(ascii: "/"))
        guard index > 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let first = bytes.count
        var rest = index
        while rest > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes[first...].reverse()
    }

    /// Drops the token appended last (only one step back is kept).
    mutating func removeLastToken() {
        bytes.removeSubrange(tokenStart...)
    }
}

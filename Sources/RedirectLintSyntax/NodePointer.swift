import RedirectLintSource

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
/// builds token by token, without a `String` per step. Nearly every pointer fits in a few
/// dozen bytes, so they are kept inline (on the stack) and only a longer one moves to the
/// heap: a lookup then allocates nothing but its resulting `String`.
struct PointerBytes {
    private static let inlineCapacity = 128
    private var inline = InlineArray<128, UInt8>(repeating: 0)
    /// The bytes once they outgrow `inline` (then `inline` is no longer read).
    private var spilled: [UInt8]?
    private var count = 0
    private var tokenStart = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    var string: String {
        if let spilled { return String(decoding: spilled, as: UTF8.self) }
        return inline.span.withUnsafeBufferPointer { String(decoding: $0.prefix(count), as: UTF8.self) }
    }

    mutating func append(key: String) {
        tokenStart = count
        let appended = key.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return false }
            append(byte: UInt8(ascii: "/"))
            append(contentsOf: utf8)
            return true
        }
        // Escaping goes by `Character`, as `JSONPointer.appending` does (a `~` with a
        // combining mark is not a `~`): the rare key that needs it takes that path, as does
        // a bridged key without contiguous UTF-8.
        if appended != true {
            JSONPointer.appending("", key).withBytes { append(contentsOf: $0) }
        }
    }

    mutating func append(index: Int) {
        tokenStart = count
        append(byte: UInt8(ascii: "/"))
        // Digits come out last first: written from the end of a small buffer (Int.max has 19).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            var rest = index
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    /// Drops the token appended last (only one step back is kept).
    mutating func removeLastToken() {
        spilled?.removeSubrange(tokenStart...)
        count = tokenStart
    }

    private mutating func append(byte: UInt8) {
        if spilled == nil, count < Self.inlineCapacity {
            inline[count] = byte
        } else {
            spill()
            spilled!.append(byte)
        }
        count += 1
    }

    private mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, count + bytes.count <= Self.inlineCapacity {
            let end = count
            var span = inline.mutableSpan
            span.withUnsafeMutableBufferPointer { target in
                _ = UnsafeMutableBufferPointer(rebasing: target[end...]).initialize(fromContentsOf: bytes)
            }
        } else {
            spill()
            spilled!.append(contentsOf: bytes)
        }
        count += bytes.count
    }

    private mutating func spill() {
        guard spilled == nil else { return }
        spilled = inline.span.withUnsafeBufferPointer { Array($0.prefix(count)) }
    }
}

import RedirectLintSource
@testable import RedirectLintSyntax
import Testing

/// `NodePointer` builds pointers as bytes; it must give what the `String` version did
/// (kept below) for every offset of files with escaped, non-ASCII and combining-mark keys,
/// long lists, aliases and several documents.
@Suite("Node pointer equivalence")
struct NodePointerEquivalenceTests {
    static let tricky: [String] = [
        "{\"clients\": [{\"id\": \"a\", \"uris\": [\"x\", \"y/z\"]}], \"a/b~c\": 1}",
        "{\"\": {\"\": [\"\", \"x\"]}, \"~\": \"~\", \"/\": [1, 2], \"~1/~0\": {\"k\": null}}",
        "{\"日本\": {\"é\u{301}\": [\"🎉\"]}, \"~\u{301}\": \"combining\", \"/\u{301}x\": 1, \"x~\u{301}/\": 2}",
        "a:\r\n  b:\t[x, y]\r\n  'c/d': {e: \"~\"}\r\n",
        "list: [" + (0..<120).map { "\"u\($0)\"" }.joined(separator: ", ") + "]\n",
        "base: &anchor\n  k: v\n  l: [1, 2]\nother: *anchor\nmore:\n  - *anchor\n",
        "---\nfirst: 1\n---\nsecond: [a, {b: c}]\n...\n",
        "- - - deep\n  - [x]\n- {}\n- []\n- \n",
        "key: " + String(repeating: "long value ", count: 400) + "\n",
    ]

    @Test(arguments: tricky)
    func everyOffsetGivesTheStringBuiltPointer(_ text: String) throws {
        let file = SourceFile(path: "t.yaml", text: text)
        let documents = try YAMLLoader.load(file).documents
        for offset in -1...(file.bytes.count + 1) {
            #expect(NodePointer.pointer(at: offset, in: documents) == Self.reference(at: offset, in: documents))
        }
    }

    @Test func indexesOfEveryLengthAreWrittenInDecimal() {
        for index in [0, 1, 9, 10, 99, 100, 12_345, Int.max] {
            var bytes = PointerBytes()
            bytes.append(index: index)
            #expect(bytes.string == "/" + String(index))
        }
    }

    @Test func aTokenCanBeTakenBack() {
        var bytes = PointerBytes()
        bytes.append(key: "a/b")
        bytes.append(index: 12)
        bytes.removeLastToken()
        #expect(bytes.string == "/a~1b")
        bytes.append(key: "é")
        #expect(bytes.string == "/a~1b/é")
    }

    /// The implementation before pointers were built as bytes.
    static func reference(at offset: Int, in documents: [Node]) -> String? {
        func contains(_ start: Int, _ end: Int, _ offset: Int) -> Bool {
            start == end ? offset == start : (start <= offset && offset < end)
        }
        func lastIndex<C>(in children: [C], startingAtOrBefore offset: Int, start: (C) -> Int) -> Int? {
            var low = 0
            var high = children.count
            while low < high {
                let mid = (low + high) / 2
                if start(children[mid]) <= offset { low = mid + 1 } else { high = mid }
            }
            return low == 0 ? nil : low - 1
        }
        guard var node = documents.first(where: { contains($0.range.start.offset, $0.range.end.offset, offset) }) else {
            return nil
        }
        var pointer = ""
        descending: while true {
            switch node {
            case .scalar:
                break descending
            case .mapping(let entries, _):
                let inEntry: (MappingEntry) -> Bool = {
                    contains($0.key.range.start.offset, $0.key.range.end.offset, offset)
                        || contains($0.value.range.start.offset, $0.value.range.end.offset, offset)
                }
                let last = lastIndex(in: entries, startingAtOrBefore: offset) { $0.key.range.start.offset }
                let found = last.flatMap { inEntry(entries[$0]) ? $0 : nil } ?? entries.firstIndex(where: inEntry)
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
                let last = lastIndex(in: items, startingAtOrBefore: offset) { $0.range.start.offset }
                let found = last.flatMap { inItem(items[$0]) ? $0 : nil } ?? items.firstIndex(where: inItem)
                guard let index = found else { break descending }
                pointer += "/" + String(index)
                node = items[index]
            }
        }
        return pointer.isEmpty ? nil : pointer
    }
}

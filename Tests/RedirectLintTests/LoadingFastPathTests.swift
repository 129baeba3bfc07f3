import RedirectLintSource
@testable import RedirectLintSyntax
import Testing

/// The loaders skip work for ASCII text and scan eight bytes at a time; each shortcut must
/// give what plain byte-by-byte counting gives, on the inputs where they differ most.
@Suite("Loading fast paths")
struct LoadingFastPathTests {
    static let tricky: [String] = [
        "",
        "a",
        "\n",
        "\r",
        "\r\n",
        "ab\rcd\r\n\r\nef\n",
        "key:\tvalue\r\n  - 'x'\r\n  - \"y\"\r",
        "{\"name\": \"日本🎉\", \"uri\": \"http://localhost\"}\n",
        "é\r\né\ré\né",
        "\u{0B}\u{0C}\u{0E}\u{1F} vertical tab, form feed and other controls\n",
        String(repeating: "x", count: 7) + "\n" + String(repeating: "y", count: 8) + "\n" + String(repeating: "z", count: 9),
        String(repeating: "{\"k\": \"v\"}, ", count: 500),
        String(repeating: "é🎉a", count: 300) + "\r\n" + String(repeating: "b", count: 1_000),
    ]

    /// Line starts and positions counted one byte at a time, as the code did before.
    static func referenceLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                starts.append(i + 1)
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    static func referencePosition(_ bytes: [UInt8], _ offset: Int) -> SourcePosition {
        let starts = referenceLineStarts(bytes)
        let line = starts.lastIndex(where: { $0 <= offset })! + 1
        var scalars = 0
        var utf16 = 0
        for b in bytes[starts[line - 1]..<offset] where b & 0xC0 != 0x80 {
            scalars += 1
            utf16 += b >= 0xF0 ? 2 : 1
        }
        return SourcePosition(line: line, column: 1 + scalars, utf16Column: 1 + utf16, offset: offset)
    }

    @Test(arguments: tricky)
    func lineIndexAndASCIIFlagMatchCountingEachByte(_ text: String) {
        let file = SourceFile(path: "t", text: text)
        #expect(file.lineStarts == Self.referenceLineStarts(file.bytes))
        #expect(file.isASCII == text.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test(arguments: tricky)
    func forwardCursorMatchesPositionsCountedFromTheLineStart(_ text: String) {
        let file = SourceFile(path: "t", text: text)
        var cursor = SourcePositionCursor(file: file)
        // Every offset in order, then a step back (answered without moving the cursor).
        for offset in 0...file.bytes.count {
            #expect(cursor.position(at: offset) == Self.referencePosition(file.bytes, offset))
        }
        #expect(cursor.position(at: 0) == Self.referencePosition(file.bytes, 0))
        // Far jumps over many lines at once.
        var jumping = SourcePositionCursor(file: file)
        for offset in stride(from: 0, through: file.bytes.count, by: 97) {
            #expect(jumping.position(at: offset) == Self.referencePosition(file.bytes, offset))
        }
        #expect(jumping.position(at: file.bytes.count + 5) == Self.referencePosition(file.bytes, file.bytes.count))
    }

    @Test func scalarIndexOfASCIITextIsTheByteOffset() {
        let bytes = Array("abc\r\ndef".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var fast = ScalarIndexCursor(buffer, isASCII: true)
            var walking = ScalarIndexCursor(buffer, isASCII: false)
            for index in [0, 3, 5, 2, 8, 20] {
                #expect(fast.byteOffset(forScalarIndex: index) == walking.byteOffset(forScalarIndex: index))
            }
        }
    }

    /// Positions of every scalar, key and collection agree with counting from the line start,
    /// and a verbatim scalar's range holds exactly its value.
    @Test(arguments: [
        "a: 1\r\nb:\r\n  - 'x y'\r\n  - \"z\"\r\n  - plain text\r\n",
        "k:\tv\nlist: [\"é\", 'ü', 🎉x]\nempty: ''\nnull:\nquoted: \"\"\n",
        "{\"name\": \"日本🎉\",\r\n \"uri\": \"http://localhost\", \"e\": \"\", \"esc\": \"a\\tb\"}",
        "text: |\n  line one\n  line two\nfolded: >\n  a\n  b\n",
        "a: \"abcdefghijklmnop\\tq\"\nb: 'abcdefghijklmnop''q'\nc: plain words\n  folded onto two lines\nd: \"0123456789abcdef\"\n",
        "[" + (0..<300).map { "{\"n\": \"é\($0)🎉\", \"u\": \"com.contoso.a\($0):/cb\"}" }.joined(separator: ",") + "]",
        "long: " + String(repeating: "w", count: 5_000) + "\nafter: x\n",
    ])
    func loadedPositionsAreExact(_ text: String) throws {
        let file = SourceFile(path: "t", text: text)
        let tree = try YAMLLoader.load(file)
        #expect(!tree.documents.isEmpty)
        var checked = 0
        func check(_ range: SourceRange) {
            #expect(range.start == Self.referencePosition(file.bytes, range.start.offset))
            #expect(range.end == Self.referencePosition(file.bytes, range.end.offset))
            checked += 1
        }
        func check(_ scalar: Scalar) {
            check(scalar.range)
            let written = file.text(from: scalar.range.start.offset, to: scalar.range.end.offset)
            let simple = [ScalarStyle.plain, .singleQuoted, .doubleQuoted].contains(scalar.style)
            #expect(scalar.isVerbatim == (simple && written == scalar.value && !written.contains(where: \.isNewline)))
        }
        func walk(_ node: Node) {
            switch node {
            case .scalar(let s): check(s)
            case .mapping(let entries, let range):
                check(range)
                for entry in entries { check(entry.key); walk(entry.value) }
            case .sequence(let items, let range):
                check(range)
                items.forEach(walk)
            }
        }
        tree.documents.forEach(walk)
        #expect(checked > 1)
    }

    @Test func nestedCollectionsKeepTheirOwnChildren() throws {
        let tree = try YAMLLoader.load(SourceFile(path: "t", text: """
            a: {b: [1, {c: 2, d: [3, 4]}, 5], e: 6}
            f: [[], {}, [7]]
            g: 8
            """))
        let root = try #require(tree.documents.first)
        #expect(root.entries?.map(\.key.value) == ["a", "f", "g"])
        #expect(root["a"]?.entries?.map(\.key.value) == ["b", "e"])
        #expect(root["a"]?["b"]?.items?.count == 3)
        #expect(root["a"]?["b"]?.items?[1]["d"]?.items?.compactMap(\.stringValue) == ["3", "4"])
        #expect(root["a"]?["b"]?.items?[2].stringValue == "5")
        #expect(root["a"]?["e"]?.stringValue == "6")
        #expect(root["f"]?.items?.map { $0.items?.count ?? $0.entries?.count ?? -1 } == [0, 0, 1])
        #expect(root["g"]?.stringValue == "8")
    }

    /// Short mappings are scanned for repeated keys, long ones hashed: both report each
    /// repeat against the first time the key was written, in order.
    @Test(arguments: [3, 12, 13, 40, 48, 49, 120])
    func duplicateKeysInShortAndLongMappings(_ count: Int) throws {
        var lines = (0..<count).map { "k\($0): \($0)" }
        lines.insert("k0: again", at: min(5, lines.count))
        lines.append("k1: late")
        lines.append("k\(count - 1): last")
        lines.append("nested: {k0: inner, x: 1, x: 2}")
        let tree = try YAMLLoader.load(SourceFile(path: "t", text: lines.joined(separator: "\n") + "\n"))
        let repeats = tree.warnings.map { warning -> (String, Int, Int) in
            guard case let .duplicateKey(name, first) = warning.kind else { return ("", 0, 0) }
            return (name, first.start.line, warning.range.start.line)
        }
        let insertAt = min(5, count)
        let lineOf = { (key: Int) in key < insertAt ? key + 1 : key + 2 }
        let expected: [(String, Int, Int)] = [
            ("k0", 1, insertAt + 1),
            ("k1", lineOf(1), count + 2),
            ("k\(count - 1)", lineOf(count - 1), count + 3),
            ("x", count + 4, count + 4),
        ]
        #expect(repeats.map(\.0) == expected.map(\.0))
        #expect(repeats.map(\.1) == expected.map(\.1))
        #expect(repeats.map(\.2) == expected.map(\.2))
        #expect(tree.documents.first?["k0"]?.stringValue == "again")
    }

    /// Keys are equal as Swift strings are (canonical equivalence), whatever their bytes.
    @Test(arguments: [0, 60])
    func equivalentKeysWrittenWithDifferentBytesAreRepeats(_ padding: Int) throws {
        let filler = (0..<padding).map { "p\($0): x\n" }.joined()
        let text = filler + "K: 1\n\u{212A}: 2\ncafe\u{301}: 3\ncaf\u{E9}: 4\n"
        let tree = try YAMLLoader.load(SourceFile(path: "t", text: text))
        let names = tree.warnings.map { warning -> String in
            guard case let .duplicateKey(name, _) = warning.kind else { return "" }
            return name
        }
        #expect(names == ["\u{212A}", "caf\u{E9}"])
    }

    @Test func utf8CheckFindsTheSameFirstBadByteAsTheStandardLibrary() {
        var random = SplitMix64(seed: 6749)
        let pieces: [[UInt8]] = [
            Array("plain ascii text".utf8), Array("é".utf8), Array("🎉".utf8), Array("日本".utf8),
            [0x00], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80],
        ]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 8) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
            #expect(TextDecoding.firstInvalidUTF8(bytes) == Self.referenceFirstInvalid(bytes))
        }
    }

    /// The first NUL byte or the first byte where the standard library's decoder fails.
    static func referenceFirstInvalid(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 { return offset }
                offset += String(scalar).utf8.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test func subsequenceSearchMatchesANaiveSearch() {
        var random = SplitMix64(seed: 7591)
        let alphabet = Array("redict:ln ".utf8)
        for _ in 0..<2_000 {
            let haystack = (0..<Int(random.next() % 60)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let needle = (0..<Int(random.next() % 4)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let naive = !needle.isEmpty && needle.count <= haystack.count
                && (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
            #expect(haystack.contains(subsequence: needle) == naive)
        }
        let long = Array(String(repeating: "a", count: 1_000).utf8) + Array("redirectlint:".utf8)
        #expect(long.contains(subsequence: Array("redirectlint:".utf8)))
        #expect(!long.dropLast().map { $0 }.contains(subsequence: Array("redirectlint:".utf8)))
    }

    @Test func pointerTokensAreEscapedOnlyWhenTheyNeedIt() {
        #expect(JSONPointer.appending("/clients/3", "redirect_uris") == "/clients/3/redirect_uris")
        #expect(JSONPointer.appending("", "日本🎉") == "/日本🎉")
        #expect(JSONPointer.appending("", "") == "/")
        #expect(JSONPointer.appending("/a", "x/y~z") == "/a/x~1y~0z")
        #expect(JSONPointer.appending("/a", "~/") == "/a/~0~1")
    }
}

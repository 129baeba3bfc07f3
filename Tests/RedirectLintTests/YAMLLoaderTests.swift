import RedirectLintSource
import RedirectLintSyntax
import Testing

@Suite("YAML and JSON loader")
struct YAMLLoaderTests {
    func load(_ text: String) throws(SyntaxError) -> LoadedTree {
        try YAMLLoader.load(SourceFile(path: "t", text: text))
    }

    @Test func jsonScalarPositionsExcludeQuotes() throws {
        let tree = try load("{\"redirect_uris\": [\"myapp://oauth\"]}")
        let uri = try #require(tree.documents.first?["redirect_uris"]?.items?.first?.scalar)
        #expect(uri.value == "myapp://oauth")
        #expect(uri.range.start == SourcePosition(line: 1, column: 21, offset: 20))
        #expect(uri.range.end.column == 34)
        #expect(uri.isVerbatim)
    }

    /// libyaml starts a scalar at its anchor or tag and a block scalar at its `|` or `>`; the
    /// range is the value's own text, so a finding points at it (and a verbatim one keeps
    /// its sub-ranges and fixes).
    @Test func scalarRangesLeaveOutAnchorsTagsAndBlockHeaders() throws {
        let text = "uris:\n  - !!str a://x\n  - &a \"b://y\"\n  - &d # note\n    c://z\n  - |-   # é\n    d://w\n  - >\n\n    e://v\n\n  - &e\n"
        let items = try #require(try load(text).documents.first?["uris"]?.items)
        let expected: [(String, Int, Int, Int, Bool)] = [
            ("a://x", 2, 11, 16, true), ("b://y", 3, 9, 14, true), ("c://z", 5, 5, 10, true),
            ("d://w", 7, 5, 10, false), ("\ne://v\n", 10, 5, 10, false),
        ]
        for (item, (value, line, column, endColumn, verbatim)) in zip(items, expected) {
            let scalar = try #require(item.scalar)
            #expect(scalar.value == value)
            #expect(scalar.range.start.line == line && scalar.range.end.line == line, "\(value)")
            #expect(scalar.range.start.column == column && scalar.range.end.column == endColumn, "\(value)")
            #expect(scalar.isVerbatim == verbatim, "\(value)")
        }
        // An anchored empty value stays where it is.
        #expect(items.last?.scalar?.value == "")
        #expect(items.last?.range.start.line == 12)
    }

    @Test func anchoredAndTaggedCollectionsStartAtTheirContent() throws {
        let tree = try load("- &c\n  client_id: x\n- !!map\n  client_id: y\n- &f {a: 1}\n")
        let items = try #require(tree.documents.first?.items)
        #expect(items.map(\.range.start.line) == [2, 4, 5])
        #expect(items.map(\.range.start.column) == [3, 3, 6])
    }

    /// A streamed list's elements go out as they end, with their positions, and only the
    /// list under the named key of the root mapping is streamed.
    @Test func streamingHandsOverTheNamedListOnly() throws {
        let text = "{\"other\": [1, {\"items\": [9]}], \"items\": [{\"a\": [1, 2]}, \"b\", [3]], \"after\": 4}"
        var handed: [Node] = []
        let tree = try YAMLLoader.load(SourceFile(path: "t", text: text), streamingListOf: "items") { node in
            handed.append(node)
            return nil
        }
        #expect(handed.count == 3)
        #expect(handed[0]["a"]?.items?.count == 2)
        #expect(handed[1].scalar?.value == "b")
        #expect(handed[1].range.start.column == 58)
        #expect(handed[2].items?.first?.scalar?.value == "3")
        let root = try #require(tree.documents.first)
        #expect(root["items"]?.items?.isEmpty == true)
        #expect(root["other"]?.items?.count == 2)
        #expect(root["other"]?.items?[1]["items"]?.items?.count == 1)
        #expect(root["after"]?.stringValue == "4")
    }

    @Test func aStreamedElementCanStopTheLoad() {
        let file = SourceFile(path: "t", text: "items:\n  - 1\n  - 2\n  - 3\n")
        var seen = 0
        #expect(throws: SyntaxError.self) {
            _ = try YAMLLoader.load(file, streamingListOf: "items") { node in
                seen += 1
                return node.scalar?.value == "2" ? SyntaxError(message: "stop", range: node.range) : nil
            }
        }
        #expect(seen == 2)
    }

    /// A key is found by its bytes' length first: one that only canonical equivalence makes
    /// equal (U+212A KELVIN SIGN for K) is another key, as it is to the server.
    @Test func keysLookLikeOnlyWhatTheyAre() throws {
        let tree = try load("{\"\u{212A}ey\": \"kelvin\", \"Kex\": \"x\", \"Key\": \"ascii\", \"name\": \"n\"}")
        let root = try #require(tree.documents.first)
        #expect(root["Key"]?.stringValue == "ascii")
        #expect(root["\u{212A}ey"]?.stringValue == "kelvin")
        #expect(root["Kez"] == nil)
        #expect(root.entry("name")?.key.range.start.column == 48)
    }

    @Test func nonASCIIBeforeAValueCountsScalarsAndUTF16() throws {
        // 日本 are 2 scalars / 2 UTF-16 units / 6 bytes; 🎉 is 1 scalar / 2 units / 4 bytes.
        let tree = try load("{\"name\": \"日本🎉\", \"uri\": \"http://localhost\"}")
        let uri = try #require(tree.documents.first?["uri"]?.scalar)
        #expect(uri.range.start.column == 25)
        #expect(uri.range.start.utf16Column == 26)
        #expect(uri.range.start.offset == 31)
    }

    @Test func yamlBlockPositionsAndStyles() throws {
        let tree = try load("clients:\n  - id: a\n    uris:\n      - 'com.contoso.app:/cb'\n      - \"x\\ty\"\n")
        let items = try #require(tree.documents.first?["clients"]?.items?.first?["uris"]?.items)
        let first = try #require(items[0].scalar)
        #expect(first.style == .singleQuoted)
        #expect(first.range.start.line == 4 && first.range.start.column == 10)
        #expect(first.isVerbatim)
        let escaped = try #require(items[1].scalar)
        #expect(escaped.value == "x\ty")
        #expect(!escaped.isVerbatim)
    }

    @Test func duplicateKeysAreReportedWithBothPositions() throws {
        let tree = try load("{\"a\": 1,\n \"a\": 2}")
        #expect(tree.documents.first?["a"]?.scalar?.value == "2")
        let warning = try #require(tree.warnings.first)
        guard case let .duplicateKey(name, first) = warning.kind else { Issue.record("wrong kind"); return }
        #expect(name == "a")
        #expect(first.start.line == 1 && first.start.column == 3)
        #expect(warning.range.start.line == 2 && warning.range.start.column == 3)
    }

    @Test func syntaxErrorsCarryThePosition() throws {
        do {
            _ = try load("a: [1, 2\nb: 3\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.range.start.line >= 1)
            #expect(!error.message.isEmpty)
        }
    }

    @Test func legitimateAliasesWork() throws {
        let tree = try load("base: &uris [com.contoso.app:/cb]\nother: *uris\n")
        #expect(tree.documents.first?["other"]?.items?.first?.scalar?.value == "com.contoso.app:/cb")
    }

    @Test func aliasBombIsRefusedQuickly() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        #expect(throws: SyntaxError.self) { try load(text) }
    }

    /// A few nodes can hold much text: one large anchored string repeated by a thousand
    /// aliases passes the node budget, so the text aliases add has a budget too.
    @Test func aliasesRepeatingALargeStringAreRefused() throws {
        let large = "myapp://" + String(repeating: "x", count: 100_000)
        let text = "x: &u \"\(large)\"\nredirect_uris: [" + Array(repeating: "*u", count: 1_000).joined(separator: ", ") + "]\n"
        do {
            _ = try load(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "aliases expand to more than 8388608 bytes of text (an alias bomb?)")
            #expect(error.range.start.line == 2)
        }
        // The same string eighty times (8 MB) is still within it.
        let fair = "x: &u \"\(large)\"\nredirect_uris: [" + Array(repeating: "*u", count: 80).joined(separator: ", ") + "]\n"
        #expect(try load(fair).documents.first?["redirect_uris"]?.items?.count == 80)
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try load(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("nested deeper"))
        }
    }

    @Test func positionsStayExactAlongAMinifiedLine() throws {
        // Minified JSON puts everything on line 1: positions come from a forward cursor, and
        // must agree with counting from the line start, also after multi-byte characters.
        let items = (0..<2_000).map { "{\"n\": \"é\($0)🎉\", \"u\": \"com.contoso.a\($0):/cb\"}" }
        let text = "[" + items.joined(separator: ",") + "]"
        let tree = try load(text)
        let file = SourceFile(path: "t", text: text)
        let last = try #require(tree.documents.first?.items?.last)
        let uri = try #require(last["u"]?.scalar)
        #expect(uri.range.start == file.position(atOffset: uri.range.start.offset))
        #expect(uri.range.end == file.position(atOffset: uri.range.end.offset))
        #expect(last.range.start == file.position(atOffset: last.range.start.offset))
        #expect(file.text(from: uri.range.start.offset, to: uri.range.end.offset) == "com.contoso.a1999:/cb")
    }

    @Test func multipleDocuments() throws {
        let tree = try load("a: 1\n---\nb: 2\n")
        #expect(tree.documents.count == 2)
    }
}

@Suite("Text decoding")
struct TextDecodingTests {
    @Test func byteOrderMarkIsDropped() {
        guard case .text(let bytes) = TextDecoding.decode([0xEF, 0xBB, 0xBF] + Array("{}".utf8), path: "t") else {
            Issue.record("not text"); return
        }
        #expect(bytes == Array("{}".utf8))
    }

    @Test func utf16IsTranscoded() {
        let text = "{\"a\": \"é\"}"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        guard case .text(let decoded) = TextDecoding.decode(bytes, path: "t") else { Issue.record("not text"); return }
        #expect(String(decoding: decoded, as: UTF8.self) == text)
    }

    @Test func invalidUTF8IsAnErrorAtTheByte() {
        let bytes = Array("ab\nc".utf8) + [0xFF] + Array("d".utf8)
        guard case .invalid(let error, _) = TextDecoding.decode(bytes, path: "t") else { Issue.record("not invalid"); return }
        #expect(error.range.start.line == 2 && error.range.start.column == 2)
        #expect(error.message.contains("0xFF"))
    }

    @Test func nulMeansBinary() {
        guard case .binary = TextDecoding.decode([0x41, 0x00, 0x42], path: "t") else { Issue.record("not binary"); return }
    }
}

@Suite("Strict JSON")
struct StrictJSONTests {
    @Test func aTrailingCommaInAJSONFileIsAnErrorAtTheComma() throws {
        let file = SourceFile(path: "client.json", text: "{\n  \"redirect_uris\": [\"com.contoso.app:/cb\",],\n  \"a\": \"x,]\"\n}")
        #expect(throws: SyntaxError.self) { try DocumentLoader.load(file, as: syntax(of: file.path)) }
        do {
            _ = try DocumentLoader.load(file, as: syntax(of: file.path))
        } catch {
            #expect(error.range.start.line == 2)
            #expect(error.range.start.column == 42)
        }
    }

    @Test func commasAndBracketsInsideStringsAreNotTrailingCommas() throws {
        let file = SourceFile(path: "client.json", text: "{\"a\": \"x,]\", \"b\": \"\\\",}\", \"c\": [1, 2]}")
        _ = try DocumentLoader.load(file, as: syntax(of: file.path))
    }

    @Test func yamlFlowCollectionsKeepYAMLRules() throws {
        let file = SourceFile(path: "dex.yaml", text: "staticClients: [{id: a,},]\n")
        _ = try DocumentLoader.load(file, as: syntax(of: file.path))
    }
}

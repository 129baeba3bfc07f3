@testable import RedirectLintSyntax
import RedirectLintSource
import Testing

/// libyaml reads JSON as YAML flow collections and accepts `{"a": 1,}`; the loader notes the
/// first comma written just before a closing bracket while it builds the tree. It must find
/// what a byte-by-byte scan of the whole text finds (kept below), on text libyaml loads.
@Suite("Trailing commas")
struct TrailingCommaTests {
    private func loaded(_ text: String) throws -> Int? {
        try YAMLLoader.load(SourceFile(path: "t.json", text: text)).firstTrailingComma
    }

    @Test(arguments: [
        "{\"a\": 1,}", "[1,\n        \n        ]", "{\"a,]\": \"x,}\"        }", "[[1,], 2,]",
        "{\"k\": [1, 2],\r\n\t        \"x\": \"\\\",]\"}", "[\"é\",           \"日本\"        ,]",
        "{\"a\": [1, 2, ], \"b\": {\"c\": 3,},}", "[]", "{}", "[{}, [], {\"a\": []},]", "{\"🎉\": \"🎉,]\",  }",
        "[" + String(repeating: " ", count: 64) + "1" + String(repeating: " ", count: 64) + "]",
    ])
    func writtenCases(_ text: String) throws {
        #expect(try loaded(text) == Self.referenceTrailingComma(Array(text.utf8)))
    }

    /// A `.json` file that uses YAML's syntax (libyaml reads it all): the comma is judged by
    /// the parser's reading of the text, where the byte scan above knew only double quotes.
    /// A comma inside a single-quoted string, a comment or a later block-style document is
    /// not a trailing comma; one after a quote in a comment, a plain scalar or a
    /// single-quoted string is. Each case's trailing comma, if any, is its last comma.
    @Test(arguments: [
        ("{\"a\": ['x, ]']}", false),
        ("{\"a\": [\"x\"] # note , }\n}", false),
        ("{\"a\": 1}\n--- a, }", false),
        ("[{\"a\": 1}]\n---\nk: |\n  x, ]", false),
        ("{\"a\": [\"x\"], # it\"s\n \"b\": 1,}", true),
        ("{\"a\": x\"y, \"b\": 1,}", true),
        ("{\"a\": ['it''s \"', \"x\",]}", true),
    ])
    func yamlSyntaxInJSON(_ text: String, hasTrailingComma: Bool) throws {
        let lastComma = text.utf8.lastIndex(of: UInt8(ascii: ",")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
        #expect(try loaded(text) == (hasTrailingComma ? lastComma : nil))
    }

    /// Random JSON documents: nested collections, some with a trailing comma, strings full of
    /// commas, brackets, escapes and characters of several UTF-8 lengths, odd whitespace.
    @Test func randomDocumentsMatchTheByteScan() throws {
        var random = SplitMix64(seed: 8252)
        var withComma = 0
        for _ in 0..<1_500 {
            let text = Self.value(depth: 0, &random)
            let expected = Self.referenceTrailingComma(Array(text.utf8))
            if expected != nil { withComma += 1 }
            #expect(try loaded(text) == expected, "\(text)")
        }
        #expect(withComma > 100)
    }

    private static func space(_ random: inout SplitMix64) -> String {
        ["", "", " ", "\n  ", "\t", "\r\n", "    "][Int(random.next() % 7)]
    }

    private static func value(depth: Int, _ random: inout SplitMix64) -> String {
        let kind = depth >= 4 ? random.next() % 3 : random.next() % 5
        switch kind {
        case 0: return ["1", "-2.5", "true", "null", "0"][Int(random.next() % 5)]
        case 1, 2:
            let pieces = ["a", ",", "]", "}", "\\\"", "\\\\", "é", "日", "🎉", " ", "[", "{"]
            return "\"" + (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() + "\""
        default:
            let isMapping = random.next() % 2 == 0
            let count = Int(random.next() % 4)
            let members = (0..<count).map { index -> String in
                let item = value(depth: depth + 1, &random)
                return space(&random) + (isMapping ? "\"k\(index)\":" + space(&random) + item : item) + space(&random)
            }
            let trailing = count > 0 && random.next() % 3 == 0 ? "," + space(&random) : ""
            let body = members.joined(separator: ",") + trailing
            return isMapping ? "{" + body + "}" : "[" + body + "]"
        }
    }

    /// The scan the loader replaced: a comma followed, after whitespace, by `}` or `]`,
    /// outside strings, one byte at a time.
    static func referenceTrailingComma(_ bytes: [UInt8]) -> Int? {
        var inString = false
        var escaped = false
        var pendingComma: Int?
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let comma = pendingComma { return comma }
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            pendingComma = byte == UInt8(ascii: ",") ? offset : nil
        }
        return nil
    }
}

@Suite("JSON syntax errors")
struct JSONSyntaxErrorTests {
    /// libyaml's words are YAML's; a JSON author is told of objects and arrays.
    @Test func messagesSpeakOfObjectsAndArrays() throws {
        for (text, words) in [("{\"realm\": \"shop\"\n  \"clients\": []}", "object"), ("[\"a\" \"b\"]", "array")] {
            do {
                _ = try DocumentLoader.load(SourceFile(path: "realm.json", text: text), as: .json)
                Issue.record("\(text) loaded")
            } catch {
                #expect(error.message.contains(words) && !error.message.contains("flow"), "\(error.message)")
            }
        }
    }
}

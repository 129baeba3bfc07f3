import RedirectLintSource
import RedirectLintSyntax
import Testing

/// JSON's surrogate pair escapes (`"\ud83d\udcf7"`, what `json.dumps` writes for an emoji),
/// which libyaml rejects on its own.
@Suite("Surrogate pair escapes")
struct SurrogateEscapeTests {
    func load(_ text: String) throws(SyntaxError) -> LoadedTree {
        try YAMLLoader.load(SourceFile(path: "t", text: text))
    }

    @Test func aPairIsOneCharacterAndLaterPositionsStayExact() throws {
        let text = #"{"name": "\ud83d\udcf7 cam \uD83D\uDE00", "uris": ["a://x"],"# + "\n" + #" "é": "\ud83d\udcf7", "b": "y"}"#
        let root = try #require(try load(text).documents.first)
        #expect(root["name"]?.stringValue == "📷 cam 😀")
        let uri = try #require(root["uris"]?.items?.first?.scalar)
        #expect(uri.value == "a://x")
        #expect(uri.range.start == SourcePosition(line: 1, column: 53, offset: 52))
        #expect(uri.range.end.column == 58)
        // On the next line, after a non-ASCII key and another pair.
        let b = try #require(root["b"]?.scalar)
        #expect(b.range.start.line == 2 && b.range.start.column == 29 && b.range.start.utf16Column == 29)
        #expect(root["é"]?.scalar?.range.start.column == 8)
        #expect(root["é"]?.scalar?.range.end.column == 20)
    }

    @Test func aPairInAYAMLBlockMappingIsReadToo() throws {
        let root = try #require(try load("a: \"\\ud83d\\udcf7\"\nb: c\n").documents.first)
        #expect(root["a"]?.stringValue == "📷")
        #expect(root["b"]?.scalar?.range.start.line == 2)
        #expect(root["b"]?.scalar?.range.start.column == 4)
    }

    /// Outside a double-quoted scalar a backslash is text, and so is an escaped backslash
    /// before `u` inside one.
    @Test func pairsThatAreTextStayText() throws {
        let text = "a: '\\ud83d\\udcf7'\nb: x\\ud83d\\udcf7 # \\ud83d\\udcf7\nd: \"\\ud83d\\udcf7\"\ne: f\n"
        let root = try #require(try load(text).documents.first)
        #expect(root["a"]?.stringValue == "\\ud83d\\udcf7")
        #expect(root["b"]?.stringValue == "x\\ud83d\\udcf7")
        #expect(root["d"]?.stringValue == "📷")
        #expect(root["e"]?.scalar?.range.start.line == 4 && root["e"]?.scalar?.range.start.column == 4)
        // `\\ud83d` is a backslash and text; the `\udcf7` after it is a lone escape.
        #expect(throws: SyntaxError.self) { try load("c: \"\\\\ud83d\\udcf7\"\n") }
    }

    @Test func aLoneSurrogateIsAClearErrorAtItsEscape() throws {
        for (text, column) in [(#"{"a": "x\ud83d y"}"#, 9), (#"{"a": "\udcf7"}"#, 8), (#"{"a": "\ud83d\u0041"}"#, 8)] {
            let error = try #require(throws: SyntaxError.self) { try load(text) }
            #expect(error.message.hasPrefix("unpaired UTF-16 surrogate escape \\u"), "\(text)")
            #expect(error.range.start.column == column, "\(text)")
        }
    }

    @Test func errorsAfterAPairAreAtTheirPlace() throws {
        let error = try #require(throws: SyntaxError.self) { try load("{\"a\": \"\\ud83d\\udcf7\", \"b\": *x}") }
        #expect(error.range.start.column == 28)
    }
}

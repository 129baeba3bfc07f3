import RedirectLintSource
import RedirectLintSyntax
import Testing

@Suite("Java properties loader")
struct PropertiesLoaderTests {
    func load(_ text: String) throws -> [MappingEntry] {
        let tree = try PropertiesLoader.load(SourceFile(path: "a.properties", text: text))
        return try #require(tree.documents.first?.entries)
    }

    @Test func separatorsCommentsAndPositions() throws {
        let entries = try load("# c\n! c\na=1\n  b : two words \nc 3\nd\n")
        #expect(entries.map(\.key.value) == ["a", "b", "c", "d"])
        #expect(entries.map { $0.value.scalar?.value } == ["1", "two words ", "3", ""])
        let b = try #require(entries[1].value.scalar)
        #expect(b.range.start == SourcePosition(line: 4, column: 7, offset: 18))
        #expect(b.range.end.column == 17)
        #expect(b.isVerbatim)
        #expect(entries[1].key.range.start.column == 3)
    }

    @Test func continuationsAndEscapes() throws {
        let entries = try load("uris=a,\\\n    b\nkey\\ with\\:colon=\\u00e9\\t\\\\x\n")
        #expect(entries[0].value.scalar?.value == "a,b")
        #expect(entries[0].value.scalar?.isVerbatim == false)
        #expect(entries[0].value.scalar?.range.end.line == 2)
        #expect(entries[1].key.value == "key with:colon")
        #expect(entries[1].value.scalar?.value == "é\t\\x")
    }

    /// `key=\` with the value on the next line: the value is located where it is written.
    @Test func aValueStartingOnTheNextLineIsLocatedThere() throws {
        let entries = try load("uris[1]=\\\n    myapp2://b\nempty=\\\n\n")
        let value = try #require(entries[0].value.scalar)
        #expect(value.value == "myapp2://b")
        #expect(value.range.start == SourcePosition(line: 2, column: 5, offset: 14))
        #expect(value.range.end.line == 2 && value.range.end.column == 15)
        #expect(value.isVerbatim)
        #expect(entries[1].value.scalar?.value == "")
    }

    @Test func duplicateKeysWarnAndMalformedEscapesFail() throws {
        let tree = try PropertiesLoader.load(SourceFile(path: "a.properties", text: "a=1\na=2\n"))
        #expect(tree.warnings.count == 1)
        #expect(tree.documents.first?["a"]?.scalar?.value == "2")
        #expect(throws: SyntaxError.self) { try PropertiesLoader.load(SourceFile(path: "a.properties", text: "a=\\u12\n")) }
    }
}

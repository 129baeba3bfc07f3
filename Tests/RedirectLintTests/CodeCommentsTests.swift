@testable import RedirectLintDialects
import Testing

/// Source read for evidence has its comments blanked out, every byte kept at its offset, and
/// nothing else: a string that only looks like a comment, or a pattern that holds `//` or
/// `/*`, must come through whole, or the redirect after it is lost (second reader 13).
@Suite("Comments of source code")
struct CodeCommentsTests {
    private func blanked(_ code: String, _ language: CodeComments.Language = .cFamily) -> String {
        String(decoding: CodeComments.blanked(Array(code.utf8), language), as: UTF8.self)
    }

    @Test func commentsBecomeSpacesAtTheirPlace() {
        #expect(blanked("a = 1 // old: 'x://y'\nb = 2") == "a = 1                \nb = 2")
        #expect(blanked("a /* one\ntwo */ b") == "a       \n       b")
        #expect(blanked("uri = 'x://y'  # was 'z://y'", .python) == "uri = 'x://y'" + String(repeating: " ", count: 15))
        // In a C# verbatim string `\` escapes nothing: the string ends at the next quote.
        #expect(blanked(#"dir = @"C:\dir\" // c"#, .cSharp) == #"dir = @"C:\dir\"     "#)
    }

    @Test(arguments: [
        // Strings that hold comment marks.
        "const u = \"myapp://oauth\"; const v = 'https://x.com/*';",
        "const t = `line one // not a comment\nline two /* nor this */`;",
        // JavaScript patterns: an escaped slash, a character class, a URL after a quote the
        // scanner took for a string's.
        "s.replace(/\\/*$/, '')\nconst r = 'myapp://oauth'",
        "const isOperator = (c) => /[/*+-]/.test(c);\nconst r = 'myapp://oauth'",
        "var q=/\"/g;var u=\"https://example.com/a\";var x={redirectUri:\"myapp://oauth\"};",
        "s.replace(/`([^`]+)`/g, '<code>$1</code>');\nconst a = `${base}/authorize`;\nconst r = `myapp://oauth`;",
        // Python's floor division and `#` in a string.
        "pages = total // size\ncolor = '#fff'",
    ])
    func codeThatIsNoComment(_ code: String) {
        let language: CodeComments.Language = code.contains("pages") ? .python : .cFamily
        #expect(blanked(code, language) == code)
    }

    /// A minified line keeps its bytes: its patterns cannot be told from strings (here the
    /// pattern's quote pairs with the next string's, and `a // b` would read as a comment).
    /// The file's other lines are blanked as usual.
    @Test func aMinifiedLineIsLeftAlone() {
        let bundle = "var q=/\"/g;var x=\"a // b\";" + String(repeating: "x", count: 1_200) + "var r=\"myapp:/oauth\";"
        #expect(blanked(bundle) == bundle)
        #expect(blanked("// old\n" + bundle) == "      \n" + bundle)
    }
}

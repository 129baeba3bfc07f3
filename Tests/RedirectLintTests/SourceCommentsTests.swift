import RedirectLintSyntax
import Testing

@Suite("Comments of each format")
struct SourceCommentsTests {
    func comments(_ path: String, _ text: String) -> [String] {
        SourceComments.collect(in: SourceFile(path: path, text: text), syntax: syntax(of: path)).map { "\($0.range.start) \($0.text)" }
    }

    @Test func yamlHashInsideScalarsIsNotAComment() {
        let yaml = """
            url: http://x/#frag
            quoted: "a # b"
            single: 'c # d'
            plain: e#f # real
            # whole line
            block: | # header
              text # not a comment
              # not one either
            folded: >-
              g # h
            flow: [i, "j # k"] # after flow
            """
        #expect(comments("a.yaml", yaml) == ["4:12  real", "5:1  whole line", "6:10  header", "11:20  after flow"])
    }

    @Test func yamlCommentsBeforeASyntaxErrorAreKept() {
        let yaml = "# first\na: b: c\n# after the error\n"
        #expect(comments("a.yaml", yaml) == ["1:1  first"])
    }

    @Test func yamlWithAuth0KeywordPlaceholdersKeepsItsComments() {
        let yaml = "clients:\n  - callbacks: @@CALLBACKS@@ # redirectlint: disable-line all\n# last\n"
        #expect(comments("tenant.yaml", yaml) == ["2:30  redirectlint: disable-line all", "3:1  last"])
    }

    @Test func jsonHasNoComments() {
        #expect(comments("a.json", "# looks like one\n{\"a\": 1}\n").isEmpty)
    }

    @Test func propertiesCommentLinesButNotContinuations() {
        let properties = "# one\n  ! two\nkey = value \\\n  # part of the value\nurl=http://x/#frag\n"
        #expect(comments("application.properties", properties) == ["1:1  one", "2:3  two"])
    }

    @Test func gradleLineAndBlockCommentsButNotInsideStrings() {
        let gradle = """
            def url = "https://example.com/a" // trailing
            /* block
               over lines */ applicationId 'x'
            def s = '/* not a comment */'
            """
        let found = SourceComments.collect(in: SourceFile(path: "build.gradle", text: gradle), syntax: .gradle)
        #expect(found.map(\.text) == [" trailing", " block\n   over lines "])
        #expect(found.map(\.kind) == [.line, .block])
        #expect(found[1].range.end.line == 3)
    }

    @Test func desktopEntryCommentLines() {
        #expect(comments("a.desktop", "[Desktop Entry]\n  # one\nName=A # not a comment\n") == ["2:3  one"])
    }

    @Test func xmlCommentsEvenWhenTheDocumentIsBroken() {
        let xml = "<manifest>\n  <!-- first -->\n  <application>\n  <!-- second -->\n</manifest>\n"
        #expect(comments("AndroidManifest.xml", xml) == ["2:3  first ", "4:3  second "])
    }

    /// Hostile YAML and how many comments it has. libyaml checks every open flow level on
    /// every token, so deep nesting would be quadratic without the depth limit.
    static let hostile: [String: (text: String, comments: Int)] = [
        "deep": ("# redirectlint: disable-file all\n" + String(repeating: "[", count: 200_000), 1),
        "one line": ("a: [" + String(repeating: "\"x # y\", ", count: 100_000) + "z] # end\n", 1),
        "many comments": (String(repeating: "- a  # c\n", count: 100_000), 100_000),
    ]

    @Test(arguments: ["deep", "one line", "many comments"])
    func hostileYAMLStaysLinear(_ name: String) throws {
        let input = try #require(Self.hostile[name])
        let file = SourceFile(path: "a.yaml", text: input.text)
        // Quadratic work on these sizes would take minutes: the test then never ends in CI.
        #expect(SourceComments.collect(in: file, syntax: .structured).count == input.comments)
    }

    @Test func commentTextOffsetsPointIntoTheFile() {
        let text = "a: 1  #  hello\n"
        let file = SourceFile(path: "a.yaml", text: text)
        let comment = SourceComments.collect(in: file, syntax: .structured)[0]
        #expect(file.text(from: comment.textOffset, to: comment.textOffset + 3) == "  h")
    }

    @Test func pointersOfValuesKeysAndItems() throws {
        let text = "{\"clients\": [{\"id\": \"a\", \"uris\": [\"x\", \"y/z\"]}], \"a/b~c\": 1}"
        let tree = try YAMLLoader.load(SourceFile(path: "a.json", text: text))
        func pointer(at needle: String) -> String? {
            let offset = text.utf8.count - (text.range(of: needle).map { text[$0.lowerBound...].utf8.count } ?? 0)
            return NodePointer.pointer(at: offset, in: tree.documents)
        }
        // The opening quote is outside the scalar: the innermost value holding it is the list.
        #expect(pointer(at: "\"y/z\"") == "/clients/0/uris")
        #expect(pointer(at: "y/z") == "/clients/0/uris/1")
        #expect(pointer(at: "uris") == "/clients/0/uris")
        #expect(pointer(at: "a/b~c") == "/a~1b~0c")
        #expect(NodePointer.pointer(at: 0, in: tree.documents) == nil)
    }
}

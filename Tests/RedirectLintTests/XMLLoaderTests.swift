import Testing
import RedirectLintSource
@testable import RedirectLintSyntax

private let androidNamespace = "http://schemas.android.com/apk/res/android"

private func load(_ text: String, limits: LoadLimits = .default) throws -> (root: XMLElement, comments: [SourceComment]) {
    try XMLLoader.load(SourceFile(path: "test.xml", text: text), limits: limits)
}

/// The error a document fails with, or nil when it loads.
private func loadError(_ text: String, limits: LoadLimits = .default) -> SyntaxError? {
    do {
        _ = try XMLLoader.load(SourceFile(path: "test.xml", text: text), limits: limits)
        return nil
    } catch {
        return error
    }
}

private func position(_ line: Int, _ column: Int, utf16 : Int? = nil, offset: Int) -> SourcePosition {
    SourcePosition(line: line, column: column, utf16Column: utf16, offset: offset)
}

@Suite("XMLLoader")
struct XMLLoaderTests {
    /// A sample's fill-in written as a tag is read as the text it stands for, in place; a
    /// document broken otherwise, or by a tag the file closes, still fails.
    @Test func placeholderTagsAreReadAsText() throws {
        let manifest = try load("""
            <manifest xmlns:android="\(androidNamespace)">
              <data android:scheme="<your_custom_scheme>" android:path="/<paste your signature hash>"/>
              <string>msal<REPLACE_WITH_YOUR_CLIENT_ID></string>
            </manifest>
            """).root
        let data = try #require(manifest.children.first)
        #expect(data.attributes.map(\.value) == ["<your_custom_scheme>", "/<paste your signature hash>"])
        #expect(data.attributes[0].valueRange.start.column == 25)
        #expect(manifest.children.last?.text == "msal<REPLACE_WITH_YOUR_CLIENT_ID>")
        #expect(loadError("<a><b>text</a>") != nil)
        #expect(loadError("<a><my_tag>text</a></my_tag>") != nil)
        #expect(loadError("<a x=\"<y z=1>\"/>") != nil)
    }

    @Test func androidManifestAttributesResolveTheirNamespaceAndPosition() throws {
        let text = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
          <application>
            <activity android:name=".Callback" android:exported="true">
              <intent-filter>
                <data android:scheme="com.contoso.app" android:host="cb"/>
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """
        let (root, comments) = try load(text)
        #expect(comments.isEmpty)
        #expect(root.name == "manifest")
        #expect(root.namespaceURI == nil)
        #expect(root.attribute("package")?.value == "com.example")
        #expect(root.range.start == position(2, 1, offset: 39))
        #expect(root.range.end.line == 10 && root.range.end.column == 12)

        let filter = try #require(root.children(named: "application").first?
            .children(named: "activity").first?.children(named: "intent-filter").first)
        let data = try #require(filter.children.first)
        #expect(data.name == "data")
        #expect(data.nameRange.start.line == 6 && data.nameRange.start.column == 10)
        #expect(data.range.end.line == 6 && data.range.end.column == 67)

        let scheme = try #require(data.attribute("scheme", namespace: androidNamespace))
        #expect(scheme.name == "android:scheme")
        #expect(scheme.localName == "scheme")
        #expect(scheme.namespaceURI == androidNamespace)
        #expect(scheme.value == "com.contoso.app")
        #expect(scheme.isVerbatim)
        #expect(scheme.nameRange.start.line == 6 && scheme.nameRange.start.column == 15)
        #expect(scheme.valueRange.start.line == 6 && scheme.valueRange.start.column == 31)
        #expect(scheme.valueRange.end.line == 6 && scheme.valueRange.end.column == 46)
        let file = SourceFile(path: "m.xml", text: text)
        #expect(file.text(from: scheme.valueRange.start.offset, to: scheme.valueRange.end.offset) == "com.contoso.app")
        #expect(data.attribute("host", namespace: androidNamespace)?.value == "cb")
        #expect(data.attribute("scheme") == nil, "a prefixed attribute is not found without its namespace")
    }

    @Test func columnsCountScalarsAndUTF16ColumnsCountCodeUnits() throws {
        let (root, _) = try load(#"<a label="日本語🎉" v="x"/>"#)
        let label = try #require(root.attribute("label"))
        #expect(label.value == "日本語🎉")
        #expect(label.valueRange.start == position(1, 11, offset: 10))
        #expect(label.valueRange.end == position(1, 15, utf16: 16, offset: 23))
        let v = try #require(root.attribute("v"))
        #expect(v.valueRange.start == position(1, 20, utf16: 21, offset: 28))
        #expect(v.valueRange.end == position(1, 21, utf16: 22, offset: 29))
        #expect(v.isVerbatim)
    }

    @Test func referencesInAttributeValuesAreDecodedAndNotVerbatim() throws {
        let (root, _) = try load(#"<a href='https://x.test/cb?a=1&amp;b=2' chars="&#x41;&#66;&lt;&gt;&quot;&apos;"/>"#)
        let href = try #require(root.attribute("href"))
        #expect(href.value == "https://x.test/cb?a=1&b=2")
        #expect(!href.isVerbatim)
        #expect(href.valueRange.start.column == 10)
        #expect(href.valueRange.end.column == 10 + "https://x.test/cb?a=1&amp;b=2".count)
        #expect(root.attribute("chars")?.value == "AB<>\"'")
    }

    @Test func attributeWhitespaceIsNormalizedAsXMLRequires() throws {
        let (root, _) = try load("<a v=\"one\ttwo\r\nthree\nfour\" w=\"&#10;\"/>")
        let v = try #require(root.attribute("v"))
        #expect(v.value == "one two three four")
        #expect(!v.isVerbatim)
        #expect(v.valueRange.end.line == 3)
        #expect(root.attribute("w")?.value == "\n", "a character reference keeps its line break")
    }

    @Test func elementTextIsTrimmedAndPositioned() throws {
        let (root, _) = try load("<r>\n  <a>  hello world  </a><b>x &lt; y</b><c><![CDATA[<tag>]]></c><d>  </d><e>one<z/>two</e></r>")
        let a = root.children[0]
        #expect(a.text == "hello world")
        #expect(a.textIsVerbatim)
        #expect(a.textRange == SourceRange(start: position(2, 8, offset: 11), end: position(2, 19, offset: 22)))
        let b = root.children[1]
        #expect(b.text == "x < y")
        #expect(!b.textIsVerbatim)
        let c = root.children[2]
        #expect(c.text == "<tag>")
        #expect(!c.textIsVerbatim)
        let d = root.children[3]
        #expect(d.text == "")
        #expect(d.textRange == nil)
        let e = root.children[4]
        #expect(e.text == "onetwo")
        #expect(!e.textIsVerbatim, "the range covers the child between the two parts")
        #expect(root.text == "")
    }

    @Test func crlfFilesCountLinesOnceAndNormalizeText() throws {
        let text = "<?xml version=\"1.0\"?>\r\n<r>\r\n  <a v=\"x\">line one\r\nline two</a>\r\n</r>\r\n"
        let (root, _) = try load(text)
        let a = root.children[0]
        #expect(a.range.start == position(3, 3, offset: 30))
        #expect(a.attribute("v")?.valueRange.start == position(3, 9, offset: 36))
        #expect(a.text == "line one\nline two")
        #expect(!a.textIsVerbatim)
        #expect(a.textRange?.end.line == 4)
        #expect(root.range.end.line == 5)
    }

    @Test func commentsAreCollectedWithTheirRanges() throws {
        let text = """
        <!-- before -->
        <r>
          <!-- redirectlint-disable-next-line scheme -->
          <a/>
        </r>
        <!--after-->
        """
        let (_, comments) = try load(text)
        #expect(comments.map(\.text) == [" before ", " redirectlint-disable-next-line scheme ", "after"])
        #expect(comments[0].range == SourceRange(start: position(1, 1, offset: 0), end: position(1, 16, offset: 15)))
        #expect(comments[1].range.start.line == 3 && comments[1].range.start.column == 3)
        #expect(comments[2].range.start.line == 6)
    }

    @Test func processingInstructionsAreSkipped() throws {
        let (root, _) = try load("<?xml version='1.0'?><?style href='a>b'?><r><?pi data?>t</r><?after?>")
        #expect(root.name == "r")
        #expect(root.text == "t")
    }

    @Test func doctypeWithInternalSubsetIsSkippedWithoutExpandingEntities() throws {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE r [
          <!ENTITY greeting "hello > ] world">
          <!-- a ] comment > -->
          <!ELEMENT r ANY>
        ]>
        <r a="1">text</r>
        """
        let (root, comments) = try load(text)
        #expect(root.name == "r")
        #expect(root.text == "text")
        #expect(comments.isEmpty, "comments inside the DOCTYPE are part of what is skipped")
        #expect(root.range.start.line == 7)
    }

    @Test func entitiesDeclaredInTheDoctypeAreRefused() throws {
        let text = """
        <!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <r>
          <a>&xxe;</a>
        </r>
        """
        let error = try #require(loadError(text))
        #expect(error.message == "undefined entity '&xxe;'")
        #expect(error.range == SourceRange(start: position(3, 6, offset: 66), end: position(3, 11, offset: 71)))

        let inAttribute = try #require(loadError("<!DOCTYPE r [<!ENTITY lol \"lol\">]><r v=\"&lol;&lol;\"/>"))
        #expect(inAttribute.message == "undefined entity '&lol;'")
    }

    @Test func mismatchedEndTagSaysWhereTheStartTagWas() throws {
        let text = "<r>\n  <x>\n    <a>\n  </b>\n</r>"
        let error = try #require(loadError(text))
        #expect(error.message == "end tag </b> does not match start tag <a> opened at line 3, column 5")
        #expect(error.range == SourceRange(start: position(4, 3, offset: 20), end: position(4, 7, offset: 24)))
    }

    @Test func unclosedElementPointsAtItsStartTag() throws {
        let error = try #require(loadError("<r>\n  <a>\n"))
        #expect(error.message == "element <a> opened at line 2, column 3 is not closed before the end of the file")
        #expect(error.range.start == position(2, 4, offset: 7))
    }

    @Test(arguments: [
        ("<a x='1' x='2'/>", "duplicate attribute 'x' in <a>", 1, 10),
        ("<a xmlns:p='u' xmlns:q='u' p:x='1' q:x='2'/>", "duplicate attribute 'q:x' in <a>: another prefix already names 'x' in namespace u", 1, 36),
        ("<a x=1/>", "the value of attribute 'x' in <a> must be in quotes", 1, 6),
        ("<a x/>", "attribute 'x' in <a> has no value: expected '=' after its name", 1, 5),
        ("<a x='1 <b/>", "'<' is not allowed in the value of attribute 'x' (write &lt;, or add the missing closing quote)", 1, 9),
        ("<a x='1", "the value of attribute 'x' has no closing quote", 1, 6),
        ("<a x='1'y='2'/>", "attributes in start tag <a> must be separated by whitespace", 1, 9),
        ("<r/>\ntext", "text is not allowed after the root element", 2, 1),
        ("oops<r/>", "text is not allowed before the root element", 1, 1),
        ("<r/><s/>", "a document has exactly one root element; <s> is a second one", 1, 5),
        ("", "the file has no root element", 1, 1),
        ("<!-- only a comment -->", "the file has no root element", 1, 24),
        ("<r><!-- open", "comment is not closed with '-->'", 1, 4),
        ("<r><![CDATA[ open", "CDATA section is not closed with ']]>'", 1, 4),
        ("<r><?pi open", "processing instruction is not closed with '?>'", 1, 4),
        ("<r><1a/></r>", "invalid name start character '1' after '<'", 1, 5),
        ("<r>a < b</r>", "invalid name start character (a space) after '<'", 1, 7),
        ("<r>AT&T</r>", "'&' must start an entity or character reference (write &amp; for a literal '&')", 1, 6),
        ("<r>&#0;</r>", "character reference &#0; is not a legal XML character", 1, 4),
        ("<r>&#xZZ;</r>", "malformed character reference: expected hexadecimal digits and ';'", 1, 4),
        ("<r>&#99999999999999999999;</r>", "character reference &#99999999999999999999; is not a legal XML character", 1, 4),
        ("<r>]]></r>", "']]>' is not allowed in text (write ]]&gt;)", 1, 4),
        ("</r>", "end tag </r> has no matching start tag", 1, 1),
        ("<r></r  x>", "expected '>' to close end tag </r>", 1, 9),
        ("<r/ >", "expected '>' after '/' in start tag <r>", 1, 3),
        ("<r", "start tag <r> is not closed with '>'", 1, 1),
        ("<r><!ELEMENT x></r>", "'<!' must start a comment, a CDATA section or a DOCTYPE declaration", 1, 4),
        ("<r/><!DOCTYPE r>", "a DOCTYPE declaration is allowed only once, before the root element", 1, 5),
        ("<!DOCTYPE r [ <!ENTITY a 'x'> ", "the DOCTYPE declaration is not closed", 1, 1),
        ("<r><?xml version='1.0'?></r>", "an XML declaration is allowed only at the very start of the file", 1, 4),
        ("<![CDATA[x]]><r/>", "a CDATA section is allowed only inside the root element", 1, 1),
        ("<r><", "'<' at the end of the file", 1, 4),
    ])
    func wellFormednessErrorsSayWhatAndWhere(text: String, message: String, line: Int, column: Int) throws {
        let error = try #require(loadError(text), "expected an error for \(text)")
        #expect(error.message == message)
        #expect(error.range.start.line == line && error.range.start.column == column, "for \(text)")
    }

    @Test func namespacesResolveThroughScopes() throws {
        let text = """
        <r xmlns="urn:default" xmlns:a="urn:a" plain="1" xml:lang="en">
          <a:x a:k="v" k="w"><inner xmlns="" xmlns:a="urn:other" a:k="z"/></a:x>
          <b:y b:k="u"/>
          <a:z/>
        </r>
        """
        let (root, _) = try load(text)
        #expect(root.namespaceURI == "urn:default")
        #expect(root.attribute("plain")?.namespaceURI == nil, "unprefixed attributes have no namespace")
        #expect(root.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace")?.value == "en")
        #expect(root.attribute("a", namespace: "http://www.w3.org/2000/xmlns/")?.value == "urn:a")
        let x = root.children[0]
        #expect(x.localName == "x" && x.namespaceURI == "urn:a")
        #expect(x.attribute("k", namespace: "urn:a")?.value == "v")
        #expect(x.attribute("k")?.value == "w")
        let inner = x.children[0]
        #expect(inner.namespaceURI == nil, "xmlns=\"\" turns the default namespace off")
        #expect(inner.attribute("k", namespace: "urn:other")?.value == "z")
        let y = root.children[1]
        #expect(y.name == "b:y" && y.localName == "y" && y.namespaceURI == nil, "an unbound prefix is kept, not an error")
        #expect(y.attribute("k")?.name == "b:k")
        #expect(root.children[2].namespaceURI == "urn:a", "the inner rebinding of a: ended with its element")
    }

    @Test func nestingUpToTheLimitLoadsAndDeeperIsAnError() throws {
        let limit = LoadLimits.default.maxDepth
        let fits = String(repeating: "<a>", count: limit) + String(repeating: "</a>", count: limit)
        #expect(loadError(fits) == nil)
        let tooDeep = String(repeating: "<a>", count: limit + 1) + String(repeating: "</a>", count: limit + 1)
        #expect(loadError(tooDeep)?.message == "elements nested deeper than 512 levels")
    }

    @Test func hundredThousandLevelsGiveAnErrorNotACrash() throws {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = try #require(loadError(text))
        #expect(error.message == "elements nested deeper than 512 levels")
        #expect(error.range.start.column == 512 * 3 + 1)
    }

    @Test func aByteOrderMarkIsTolerated() throws {
        let file = SourceFile(path: "bom.xml", bytes: [0xEF, 0xBB, 0xBF] + Array("<?xml version='1.0'?><r/>".utf8))
        #expect(try XMLLoader.load(file).root.name == "r")
    }

    @Test func oneLongLineOfManyElementsLoads() throws {
        let element = #"<data android:scheme="s" android:host="h"/>"#
        let count = 20_000
        let text = #"<r xmlns:android="http://schemas.android.com/apk/res/android">"#
            + String(repeating: element, count: count) + "</r>"
        let (root, _) = try load(text)
        #expect(root.children.count == count)
        let last = try #require(root.children.last?.attribute("host", namespace: androidNamespace))
        #expect(last.valueRange.start.column == 62 + (count - 1) * element.count + 40)
    }

    @Test func arbitraryBytesNeverCrash() {
        let seed = Array(#"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "x">]><r xmlns:a="u" a:b='&amp;c'><!--c--><![CDATA[d]]>&#x1F389;<s>t</s></r>"#.utf8)
        var generator = SplitMix64(seed: 0x5EED)
        let interesting: [UInt8] = Array("<>/!?&;#x=\"'[]-: \r\n".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        for _ in 0..<3_000 {
            var bytes = seed
            for _ in 0..<Int(generator.next() % 6 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = interesting[Int(generator.next() % UInt64(interesting.count))]
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
                }
                if bytes.isEmpty { bytes = [0x3C] }
            }
            _ = try? XMLLoader.load(SourceFile(path: "fuzz.xml", bytes: bytes))
            for cut in [1, bytes.count / 2, bytes.count - 1] where cut > 0 && cut < bytes.count {
                _ = try? XMLLoader.load(SourceFile(path: "fuzz.xml", bytes: Array(bytes[..<cut])))
            }
        }
    }
}

/// A small deterministic generator, so a failing fuzz case can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

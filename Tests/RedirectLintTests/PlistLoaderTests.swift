import Testing
import Foundation
import RedirectLintSource
@testable import RedirectLintSyntax

private func loadXML(_ text: String) throws(SyntaxError) -> PlistDocument {
    try PlistLoader.loadXML(SourceFile(path: "Info.plist", text: text))
}

private func xmlError(_ text: String) -> SyntaxError? {
    do {
        _ = try loadXML(text)
        return nil
    } catch {
        return error
    }
}

private func binaryError(_ bytes: [UInt8], limits: LoadLimits = .default) -> SyntaxError? {
    do {
        _ = try PlistLoader.loadBinary(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

private let infoPlist = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<!-- redirectlint-disable-next-line -->
\t<key>CFBundleURLTypes</key>
\t<array>
\t\t<dict>
\t\t\t<key>CFBundleURLName</key>
\t\t\t<string>com.contoso.auth</string>
\t\t\t<key>CFBundleURLSchemes</key>
\t\t\t<array>
\t\t\t\t<string>com.contoso.app</string>
\t\t\t\t<string>fb12345</string>
\t\t\t</array>
\t\t</dict>
\t</array>
\t<key>LSRequiresIPhoneOS</key>
\t<true/>
\t<key>Version</key>
\t<integer>  42 </integer>
</dict>
</plist>

"""

/// Written by Python's plistlib (an independent writer), sorted keys:
/// {"CFBundleURLTypes": [{"CFBundleURLSchemes": ["com.example.app", "ex"], "CFBundleURLName": "Ünïcode 🎉"}],
///  "count": 42, "neg": -7, "big": 2**63+5, "ratio": 1.5, "on": True, "off": False,
///  "when": datetime(2024, 2, 29, 12, 34, 56), "blob": b"\x00\x01hello", "uid": UID(7)}
private let plistlibFixture: [UInt8] = [
    0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xDA, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
    0x08, 0x09, 0x0A, 0x0B, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x5F, 0x10, 0x10,
    0x43, 0x46, 0x42, 0x75, 0x6E, 0x64, 0x6C, 0x65, 0x55, 0x52, 0x4C, 0x54, 0x79, 0x70, 0x65, 0x73,
    0x53, 0x62, 0x69, 0x67, 0x54, 0x62, 0x6C, 0x6F, 0x62, 0x55, 0x63, 0x6F, 0x75, 0x6E, 0x74, 0x53,
    0x6E, 0x65, 0x67, 0x53, 0x6F, 0x66, 0x66, 0x52, 0x6F, 0x6E, 0x55, 0x72, 0x61, 0x74, 0x69, 0x6F,
    0x53, 0x75, 0x69, 0x64, 0x54, 0x77, 0x68, 0x65, 0x6E, 0xA1, 0x0C, 0xD2, 0x0D, 0x0E, 0x0F, 0x10,
    0x5F, 0x10, 0x0F, 0x43, 0x46, 0x42, 0x75, 0x6E, 0x64, 0x6C, 0x65, 0x55, 0x52, 0x4C, 0x4E, 0x61,
    0x6D, 0x65, 0x5F, 0x10, 0x12, 0x43, 0x46, 0x42, 0x75, 0x6E, 0x64, 0x6C, 0x65, 0x55, 0x52, 0x4C,
    0x53, 0x63, 0x68, 0x65, 0x6D, 0x65, 0x73, 0x6A, 0x00, 0xDC, 0x00, 0x6E, 0x00, 0xEF, 0x00, 0x63,
    0x00, 0x6F, 0x00, 0x64, 0x00, 0x65, 0x00, 0x20, 0xD8, 0x3C, 0xDF, 0x89, 0xA2, 0x11, 0x12, 0x5F,
    0x10, 0x0F, 0x63, 0x6F, 0x6D, 0x2E, 0x65, 0x78, 0x61, 0x6D, 0x70, 0x6C, 0x65, 0x2E, 0x61, 0x70,
    0x70, 0x52, 0x65, 0x78, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x05, 0x47, 0x00, 0x01, 0x68, 0x65, 0x6C, 0x6C, 0x6F, 0x10, 0x2A, 0x13,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xF9, 0x08, 0x09, 0x23, 0x3F, 0xF8, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x80, 0x07, 0x33, 0x41, 0xC5, 0xC8, 0x58, 0xB8, 0x00, 0x00, 0x00, 0x08, 0x1D,
    0x30, 0x34, 0x39, 0x3F, 0x43, 0x47, 0x4A, 0x50, 0x54, 0x59, 0x5B, 0x60, 0x72, 0x87, 0x9C, 0x9F,
    0xB1, 0xB4, 0xC5, 0xCD, 0xCF, 0xD8, 0xD9, 0xDA, 0xE3, 0xE5, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1C, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xEE,
]

@Suite("PlistLoader")
struct PlistLoaderTests {
    // MARK: XML

    @Test func infoPlistLoadsIntoAMappingWithExactPositions() throws {
        let document = try loadXML(infoPlist)
        let root = document.root
        #expect(root.range.start == SourcePosition(line: 4, column: 1, offset: 164))
        #expect(root.range.end == SourcePosition(line: 22, column: 8, offset: 561))
        #expect(document.comments.map(\.text) == [" redirectlint-disable-next-line "])

        let urlTypes = try #require(root.entry("CFBundleURLTypes"))
        #expect(urlTypes.key.value == "CFBundleURLTypes")
        #expect(urlTypes.key.range == SourceRange(
            start: SourcePosition(line: 6, column: 7, offset: 218),
            end: SourcePosition(line: 6, column: 23, offset: 234)))
        #expect(urlTypes.key.isVerbatim)
        #expect(urlTypes.key.style == .plist(.string))

        let schemes = try #require(urlTypes.value.items?.first?["CFBundleURLSchemes"]?.items)
        #expect(schemes.map(\.stringValue) == ["com.contoso.app", "fb12345"])
        let first = try #require(schemes.first?.scalar)
        #expect(first.style == .plist(.string))
        #expect(first.isVerbatim)
        #expect(first.range == SourceRange(
            start: SourcePosition(line: 13, column: 13, offset: 382),
            end: SourcePosition(line: 13, column: 28, offset: 397)))
        #expect(schemes[1].range.start == SourcePosition(line: 14, column: 13, offset: 419))
        #expect(urlTypes.value.items?.first?["CFBundleURLName"]?.stringValue == "com.contoso.auth")

        let requires = try #require(root["LSRequiresIPhoneOS"]?.scalar)
        #expect(requires.value == "true")
        #expect(requires.style == .plist(.bool))
        #expect(requires.boolValue == true)
        #expect(requires.range == SourceRange(
            start: SourcePosition(line: 19, column: 2, offset: 500),
            end: SourcePosition(line: 19, column: 9, offset: 507)))

        let version = try #require(root["Version"]?.scalar)
        #expect(version.value == "42")
        #expect(version.style == .plist(.integer))
        #expect(version.isVerbatim)
        #expect(version.range == SourceRange(
            start: SourcePosition(line: 21, column: 13, offset: 540),
            end: SourcePosition(line: 21, column: 15, offset: 542)))
    }

    @Test func emptyStringsGetAnEmptyRangeRightAfterTheStartTag() throws {
        let root = try loadXML(#"<plist><array><string></string><string/><string a=">">  </string></array></plist>"#).root
        let items = try #require(root.items)
        #expect(items[0].scalar?.value == "")
        #expect(items[0].range == SourceRange(at: SourcePosition(line: 1, column: 23, offset: 22)))
        #expect(items[1].scalar?.value == "")
        #expect(items[1].range == SourceRange(at: SourcePosition(line: 1, column: 41, offset: 40)))
        #expect(items[2].scalar?.value == "  ", "whitespace inside <string> is part of the value")
        #expect(items[2].range.start.column == 55)
    }

    /// Xcode's `INFOPLIST_PREPROCESS` runs an Info.plist through the C preprocessor: its
    /// directives stand between elements, and every branch is read. Other text is an error.
    @Test func preprocessorLinesBetweenElementsAreRead() throws {
        let text = "<plist><dict>\n\t#ifndef DISABLE_SSO\n\t<key>a</key><string>x</string>\n\t#endif\n</dict></plist>"
        let root = try loadXML(text).root
        #expect(root["a"]?.scalar?.value == "x")
        #expect(throws: SyntaxError.self) { try loadXML("<plist><dict>stray<key>a</key><string>x</string></dict></plist>") }
    }

    @Test func stringsDecodeReferencesAndKeepWhitespace() throws {
        let root = try loadXML("<plist><dict><key>url</key><string>https://x.test/cb?a=1&amp;b=2</string><key>k</key><string> padded\n</string></dict></plist>").root
        let url = try #require(root["url"]?.scalar)
        #expect(url.value == "https://x.test/cb?a=1&b=2")
        #expect(!url.isVerbatim)
        #expect(url.range.start.column == 36)
        #expect(root["k"]?.stringValue == " padded\n")
    }

    @Test func typedScalarsKeepTheirPlistType() throws {
        let text = """
        <plist><array>
          <real>1.5</real><date>2024-02-29T12:34:56Z</date><false/>
          <data>
            AAFoZWxs
            bw==
          </data>
        </array></plist>
        """
        let items = try #require(try loadXML(text).root.items)
        #expect(items[0].scalar?.style == .plist(.real))
        #expect(items[1].scalar?.style == .plist(.date))
        #expect(items[1].stringValue == "2024-02-29T12:34:56Z")
        #expect(items[2].scalar?.boolValue == false)
        let data = try #require(items[3].scalar)
        #expect(data.style == .plist(.data))
        #expect(data.value == "AAFoZWxsbw==")
        #expect(!data.isVerbatim)
        #expect(data.range.start == SourcePosition(line: 4, column: 5, offset: 88))
    }

    @Test func aBareValueRootIsAccepted() throws {
        let root = try loadXML("<dict><key>a</key><integer>1</integer></dict>").root
        #expect(root["a"]?.scalar?.style == .plist(.integer))
    }

    @Test(arguments: [
        ("<plist><dict><key>lonely</key></dict></plist>", "key 'lonely' has no value: a <key> must be followed by a value element", 1, 14),
        ("<plist><dict><key>a</key><key>b</key></dict></plist>", "key 'a' has no value: a <key> must be followed by a value element", 1, 14),
        ("<plist><dict><string>x</string></dict></plist>", "expected <key> in <dict>, found <string>", 1, 15),
        ("<plist><dict>\n  <key>a</key><uri>x</uri></dict></plist>", "unknown property list element <uri>", 2, 16),
        ("<plist></plist>", "<plist> is empty: it must hold one value", 1, 1),
        ("<plist><true/><false/></plist>", "<plist> must hold exactly one value; <false> is a second one", 1, 16),
        ("<plist><array>loose</array></plist>", "text is not allowed directly inside <array>", 1, 15),
        ("<plist><string><b/></string></plist>", "<string> cannot contain elements, found <b>", 1, 17),
        ("<plist><true>yes</true></plist>", "<true/> cannot contain text", 1, 8),
        ("<plist><key>a</key></plist>", "<key> is allowed only inside <dict>", 1, 9),
        ("<plist><string>&xxe;</string></plist>", "undefined entity '&xxe;'", 1, 16),
    ])
    func malformedPropertyListsAreErrors(text: String, message: String, line: Int, column: Int) throws {
        let error = try #require(xmlError(text), "expected an error for \(text)")
        #expect(error.message == message)
        #expect(error.range.start.line == line && error.range.start.column == column, "for \(text)")
    }

    // MARK: Binary

    @Test func isBinaryLooksAtTheMagic() {
        #expect(PlistLoader.isBinary(plistlibFixture))
        #expect(!PlistLoader.isBinary(Array("<?xml".utf8)))
        #expect(!PlistLoader.isBinary(Array("bplist".utf8)))
    }

    @Test func aFileWrittenByPlistlibLoads() throws {
        let root = try PlistLoader.loadBinary(plistlibFixture)
        #expect(root.range == .fileStart)
        let urlType = try #require(root["CFBundleURLTypes"]?.items?.first)
        #expect(urlType["CFBundleURLSchemes"]?.items?.map(\.stringValue) == ["com.example.app", "ex"])
        #expect(urlType["CFBundleURLName"]?.stringValue == "Ünïcode 🎉")
        #expect(root["count"]?.scalar == Scalar(value: "42", range: .fileStart, style: .plist(.integer), isVerbatim: false))
        #expect(root["neg"]?.stringValue == "-7")
        #expect(root["big"]?.stringValue == "9223372036854775813")
        #expect(root["ratio"]?.scalar?.style == .plist(.real))
        #expect(root["ratio"]?.stringValue == "1.5")
        #expect(root["on"]?.scalar?.boolValue == true)
        #expect(root["off"]?.scalar?.boolValue == false)
        #expect(root["when"]?.scalar?.style == .plist(.date))
        #expect(root["when"]?.stringValue == "2024-02-29T12:34:56Z")
        #expect(root["blob"]?.stringValue == "AAFoZWxsbw==")
        #expect(root["uid"]?["CF$UID"]?.stringValue == "7")
        #expect(root.entries?.allSatisfy { $0.key.range == .fileStart && !$0.key.isVerbatim } == true)
    }

    @Test func roundTripOfADictWithANestedArrayAndAUTF16String() throws {
        var builder = BinaryPlistBuilder()
        let top = builder.addTree(.dict([
            ("redirect_uris", .array([.string("https://example.com/cb"), .string("https://例え.jp/コールバック"),
                                      .array([.int(-1), .int(70_000), .bool(true)])])),
            ("name", .string("Café 🎉")),
            ("ratio", .real(0.25)),
            ("blob", .data([0xFF, 0x00])),
        ]))
        let root = try PlistLoader.loadBinary(builder.build(top: top))
        let uris = try #require(root["redirect_uris"]?.items)
        #expect(uris.count == 3)
        #expect(uris[0].stringValue == "https://example.com/cb")
        #expect(uris[1].stringValue == "https://例え.jp/コールバック")
        #expect(uris[2].items?.map(\.stringValue) == ["-1", "70000", "true"])
        #expect(root["name"]?.stringValue == "Café 🎉")
        #expect(root["ratio"]?.stringValue == "0.25")
        #expect(root["blob"]?.stringValue == "/wA=")
        #expect(root.entries?.map(\.key.value) == ["redirect_uris", "name", "ratio", "blob"])
    }

    @Test func longCountsAndSetsAndNullLoad() throws {
        var builder = BinaryPlistBuilder()
        let strings = (0..<300).map { builder.add(.string("item-\($0)")) }
        let null = builder.add(.null)
        let set = builder.add(.set([strings[0], null]))
        let top = builder.add(.array(strings + [set]))
        let root = try PlistLoader.loadBinary(builder.build(top: top))
        #expect(root.items?.count == 301)
        #expect(root.items?[299].stringValue == "item-299")
        #expect(root.items?[300].items?[1].scalar?.isNull == true)
    }

    @Test func anArrayContainingItselfIsAnError() throws {
        var builder = BinaryPlistBuilder()
        builder.add(.array([1, 0]))
        builder.add(.string("x"))
        #expect(binaryError(builder.build())?.message == "binary property list: object 0 contains itself")

        var indirect = BinaryPlistBuilder()
        indirect.add(.dict([(key: 1, value: 2)]))
        indirect.add(.string("k"))
        indirect.add(.array([0]))
        let error = try #require(binaryError(indirect.build()))
        #expect(error.message == "binary property list: object 0 contains itself")
        #expect(error.range == .fileStart)
    }

    /// A DAG of 200 bytes: each level an array referencing the level below 60 times, so
    /// the tree holds 60³ nulls. It loaded (and a level more was gigabytes); copies of shared
    /// containers now draw on the budget YAML aliases have (100,000 nodes).
    @Test func copiesOfSharedContainersHaveTheAliasBudget() throws {
        var builder = BinaryPlistBuilder()
        let leaf = builder.add(.null)
        let level1 = builder.add(.array(Array(repeating: leaf, count: 60)))
        let level2 = builder.add(.array(Array(repeating: level1, count: 60)))
        let level3 = builder.add(.array(Array(repeating: level2, count: 60)))
        let bytes = builder.build(top: level3)
        #expect(bytes.count < 300)
        #expect(try PlistLoader.loadBinary(builder.build(top: level2)).items?.count == 60)
        let error = try #require(binaryError(bytes))
        #expect(error.message == "binary property list: objects referenced again expand to more than 100000 objects (a reference bomb?)")
        #expect(error.range == .fileStart)
        #expect(binaryError(builder.build(top: level2), limits: LoadLimits(maxAliasExpansion: 3_000))?.message
            == "binary property list: objects referenced again expand to more than 3000 objects (a reference bomb?)")
    }

    /// One string of 100 KB referenced 100 times was 10 MB of text in the tree (a 230 KB file
    /// referencing one 200 KB string became 6 GB): copies may add the 8 MiB of text aliases may.
    @Test func copiesOfASharedStringHaveTheAliasTextBudget() throws {
        var builder = BinaryPlistBuilder()
        let big = builder.add(.string(String(repeating: "x", count: 100_000)))
        let top = builder.add(.array(Array(repeating: big, count: 100)))
        let error = try #require(binaryError(builder.build(top: top)))
        #expect(error.message == "binary property list: objects referenced again expand to more than 8388608 bytes of text (a reference bomb?)")
        #expect(try PlistLoader.loadBinary(builder.build(top: top), limits: LoadLimits(maxAliasText: 10_000_000)).items?.count == 100)
    }

    /// Writers store each distinct key and value once and reference it wherever it appears:
    /// referencing a leaf again costs the file a reference and the budget only its text, so
    /// an honest file with many dictionaries loads within a budget of ten objects.
    @Test func sharedKeysAndValuesOfAnHonestFileAreNotCopies() throws {
        var builder = BinaryPlistBuilder()
        let key = builder.add(.string("CFBundleURLSchemes"))
        let value = builder.add(.string("com.contoso.app"))
        let dictionaries = (0..<2_000).map { _ in builder.add(.dict([(key: key, value: value)])) }
        let top = builder.add(.array(dictionaries))
        let root = try PlistLoader.loadBinary(builder.build(top: top), limits: LoadLimits(maxAliasExpansion: 10))
        #expect(root.items?.count == 2_000)
        #expect(root.items?.last?["CFBundleURLSchemes"]?.scalar?.value == "com.contoso.app")
    }

    @Test func nestingDeeperThanTheLimitIsAnError() {
        var builder = BinaryPlistBuilder()
        var current = builder.add(.string("bottom"))
        for _ in 0..<600 { current = builder.add(.array([current])) }
        #expect(binaryError(builder.build(top: current))?.message == "binary property list: objects nested deeper than 512 levels")
    }

    @Test func outOfRangeReferencesAndOffsetsAreErrors() throws {
        var badReference = BinaryPlistBuilder()
        badReference.add(.array([57]))
        #expect(binaryError(badReference.build())?.message == "binary property list: object reference 57 is out of range")

        var badTop = BinaryPlistBuilder()
        badTop.add(.null)
        #expect(binaryError(badTop.build(topOverride: 9))?.message == "binary property list: top object reference 9 is out of range")

        var bytes = badTop.build()
        let tableStart = bytes.count - 33
        bytes[tableStart] = 0xF0
        #expect(binaryError(bytes)?.message == "binary property list: object 0 has the offset 240, outside the file's objects")

        var hugeCount = badTop.build()
        for k in 0..<8 { hugeCount[hugeCount.count - 24 + k] = 0xFF }
        #expect(binaryError(hugeCount)?.message.hasPrefix("binary property list: object count") == true)

        var badSizes = badTop.build()
        badSizes[badSizes.count - 26] = 0
        #expect(binaryError(badSizes)?.message == "binary property list: offset size 0 is not between 1 and 8")
    }

    @Test func absurdCountsAreErrors() throws {
        var builder = BinaryPlistBuilder()
        builder.add(.raw([0xAF, 0x13, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00]))
        #expect(binaryError(builder.build())?.message == "binary property list: the object at offset 8 claims 1099511627776 elements, more than the file holds")

        var string = BinaryPlistBuilder()
        string.add(.raw([0x6F, 0x12, 0x7F, 0xFF, 0xFF, 0xFF]))
        #expect(binaryError(string.build())?.message.contains("claims 2147483647 elements") == true)

        var malformed = BinaryPlistBuilder()
        malformed.add(.raw([0x5F, 0x50]))
        #expect(binaryError(malformed.build())?.message == "binary property list: the object at offset 8 has a malformed length")
    }

    @Test func unknownMarkersAndNonStringKeysAreErrors() throws {
        var unknown = BinaryPlistBuilder()
        unknown.add(.raw([0x70]))
        #expect(binaryError(unknown.build())?.message == "binary property list: object 0 has the unknown marker 0x70")

        var intKey = BinaryPlistBuilder()
        intKey.add(.dict([(key: 1, value: 1)]))
        intKey.add(.int(3))
        #expect(binaryError(intKey.build())?.message == "binary property list: a key of dictionary object 0 is not a string")
    }

    @Test func nestingAtTheLimitLoadsOnASmallThreadStack() {
        var builder = BinaryPlistBuilder()
        var current = builder.add(.string("bottom"))
        for _ in 1..<LoadLimits.default.maxDepth { current = builder.add(.array([current])) }
        let binary = builder.build(top: current)
        // <plist> is a level of the XML, so 510 arrays and a string fill the 512 levels.
        let xml = "<plist>" + String(repeating: "<array>", count: 510) + "<string>x</string>"
            + String(repeating: "</array>", count: 510) + "</plist>"
        let loaded = onThread(stackSize: 512 * 1024) {
            let fromBinary = try? PlistLoader.loadBinary(binary)
            let fromXML = try? PlistLoader.loadXML(SourceFile(path: "deep.plist", text: xml))
            return fromBinary != nil && fromXML != nil
        }
        #expect(loaded, "both loaders walk nested containers without recursion")
    }

    @Test func everyTruncationIsAnErrorNotACrash() {
        for length in 0..<plistlibFixture.count {
            #expect(binaryError(Array(plistlibFixture[..<length])) != nil, "prefix of \(length) bytes")
        }
        #expect(binaryError(Array("bplist00".utf8))?.message == "binary property list: the file is too short (8 bytes) to hold an object and a trailer")
    }

    @Test func arbitraryMutationsNeverCrash() {
        var generator = SplitMix64(seed: 0xB1157)
        for _ in 0..<5_000 {
            var bytes = plistlibFixture
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count - 8)) + 8
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = try? PlistLoader.loadBinary(bytes)
        }
    }
}

/// Runs `body` on a thread with the given stack size (512 KiB is the macOS default for
/// secondary threads) and waits for its answer.
private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Bool) -> Bool {
    final class Answer: @unchecked Sendable { var value = false }
    let answer = Answer()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        answer.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return answer.value
}

import Testing
@testable import RedirectLintModel

/// A URI brought back from `store` equals the parse of its text, field by field, on
/// tricky and generated inputs.
@Suite("RedirectURI stored and restored")
struct RedirectURIStoredTests {
    static let tricky: [String] = [
        "", ":", "::", ":cb", "/", "//", "///", "?", "#", "##", "@", "[", "]", "%", "%%", "%4", "%4g", "%41", "%é1", "%4é",
        "http://127.0.0.1/cb", "http://127.0.0.1:0/", "http://127.0.0.01/", "http://127.0.0.256/", "http://127.1/",
        "http://[::1]:8080/cb", "http://[0:0:0:0:0:0:0:1]/", "http://[0000::0001]/", "http://[::]/", "http://[::ffff:127.0.0.1]/",
        "http://[::1%25eth0]/", "http://[fe80::1%eth0]/", "http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7:8:9]/",
        "http://[1::2::3]/", "http://[:::]/", "http://[1:2:3:4:5:6:1.2.3.4]/", "http://[::1.2.3.4]/", "http://[1.2.3.4::]/",
        "http://[12345::]/", "http://[v1.x]/", "http://[V1F.a:b]/", "http://[v.x]/", "http://[v1.]/", "http://[vé.x]/",
        "http://[v\u{301}1.x]/", "http://[v1.x\u{301}]/", "http://[::1]x/", "http://[::1/", "http://::1/", "http://a]b/",
        "http://0.0.0.0:8080/", "https://0.0.0.0/", "http://localhost/", "http://LOCALHOST./", "http://a.b.localhost/",
        "http://notlocalhost/", "http://localhost:*/callback", "http://localhost:/", "http://localhost:65535/",
        "http://localhost:65536/", "http://localhost:000000080/", "http://localhost:8a/", "http://localhost:٣/",
        "http://\u{600}.localhost/", "http://é.localhost/", "http://localhost\u{301}/", "http://localhost.\u{301}/",
        "HTTP://Example.COM/Path?Q=1#F", "HtTpS://host", "https:", "http:/", "http:///cb", "https://@/", "http://user:pw@host/",
        "http://a@b@c/", "http://user@[::1]:80/", "com.example.app:/cb", "com.example.app://cb", "com.example.app:cb",
        "My_App:/cb", "1app:/cb", "é:/cb", "a\u{301}:/x", "javascript:alert(1)", "data:text/html,x", "urn:ietf:wg:oauth:2.0:oob",
        "URN:IETF:WG:OAUTH:2.0:OOB:AUTO", "oob", "OOB", "o\u{301}ob", "${scheme}://cb", "$(PRODUCT_BUNDLE_IDENTIFIER):/cb",
        "{{host}}", "{{}}", "${}", "$()", "##KEY##", "@@KEY@@", "##KEY#", "@@K\u{301}@@", "${a", "${a}}", "{{a}", "x{{a}}${b}",
        "http://host/a b", "http://host/\t", "http://host/\u{7F}", "http://host/\u{0}", "http://host/<>", "http://host/é",
        "http://hé.com/", "http://host/😀", "http://host/\r\n", "http://host/a#b#c", "http://host/[x]", "http://h[o]st/",
        "http://host:80:90/", "http://host:-1/", "http://host/*", "http://*.example.com/", "https://example.com/cb?x=*",
        "  http://host/", "http://host/ ", "\u{FEFF}http://host/", "e\u{301}://x", "x:\u{301}", "http://[\u{301}]/",
    ]

    @Test func trickyAndGeneratedInputs() {
        var generator = SplitMix64(seed: 7591)
        let pieces = ["https", "HTTP", "com.example.app", ":", "//", "/", "?", "#", "@", "[", "]", "::1", "127.0.0.1",
                      "0.0.0.0", "localhost", "%2", "8080", "*", " ", "é", "e\u{301}", "😀", "${", "}", "oob", "\u{7F}"]
        var inputs = Self.tricky + ["", "a", String(repeating: "x", count: 5000)]
        for _ in 0..<1000 {
            inputs.append((0..<Int(generator.next() % 9)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        for text in inputs { expectRoundTrip(RedirectURI(text)) }
    }

    private func expectRoundTrip(_ uri: RedirectURI) {
        var ints: [Int] = []
        var strings: [String] = []
        uri.store(int: { ints.append($0) }, string: { strings.append($0) })
        var nextInt = ints.makeIterator()
        var nextString = strings.makeIterator()
        let back = RedirectURI(restoring: { nextInt.next()! }, string: { nextString.next()! })
        #expect(nextInt.next() == nil && nextString.next() == nil, "everything stored is read back")
        let text = uri.text.debugDescription
        #expect(back.text.utf8.elementsEqual(uri.text.utf8), "\(text)")
        let pairs: [(Range<String.Index>?, Range<String.Index>?)] = [
            (back.schemeRange, uri.schemeRange), (back.doubleSlashRange, uri.doubleSlashRange),
            (back.authorityRange, uri.authorityRange), (back.userinfoRange, uri.userinfoRange),
            (back.hostRange, uri.hostRange), (back.portRange, uri.portRange), (back.pathRange, uri.pathRange),
            (back.queryRange, uri.queryRange), (back.fragmentRange, uri.fragmentRange), (back.templateRange, uri.templateRange),
        ]
        for (index, (a, b)) in pairs.enumerated() {
            #expect(offsets(a, in: back.text) == offsets(b, in: uri.text), "component \(index) of \(text)")
        }
        #expect(back.issues.map(\.kind) == uri.issues.map(\.kind), "\(text)")
        #expect(back.issues.map(\.message) == uri.issues.map(\.message), "\(text)")
        #expect(back.issues.map { offsets($0.range, in: back.text) } == uri.issues.map { offsets($0.range, in: uri.text) }, "\(text)")
        #expect(back.kind == uri.kind && back.schemeLowercased == uri.schemeLowercased, "\(text)")
        #expect(back.isLoopbackIP == uri.isLoopbackIP && back.isLocalhostName == uri.isLocalhostName
                && back.isUnspecifiedAddress == uri.isUnspecifiedAddress, "\(text)")
        #expect(back.host == uri.host && back.path == uri.path && back.loopbackKey == uri.loopbackKey, "\(text)")
    }

    private func offsets(_ range: Range<String.Index>?, in text: String) -> [Int]? {
        range.map { [text.utf8.distance(from: text.startIndex, to: $0.lowerBound),
                     text.utf8.distance(from: text.startIndex, to: $0.upperBound)] }
    }
}

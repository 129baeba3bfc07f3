import Testing
@testable import RedirectLintModel

/// The byte parser must split, diagnose and classify exactly as the String-based parser it
/// replaced (`LegacyRedirectURIParser.swift`): same ranges, same issues with the same
/// messages and positions, same kind.
@Suite("RedirectURI byte parser equals the String-based parser")
struct RedirectURIEquivalenceTests {
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

    @Test func trickyInputs() {
        for text in Self.tricky { expectEquivalent(text) }
    }

    /// Strings stitched from URI fragments and awkward characters, from a fixed seed.
    @Test func generatedInputs() {
        let pieces = ["http", "https", "HTTP", "com.example.app", "javascript", ":", "//", "/", "?", "#", "@", "[", "]",
                      "::", "1", "127.0.0.1", "0.0.0.0", "::1", "v1.x", "localhost", ".", "%", "%2", "%zz", "41",
                      "ffff", "8080", "*", " ", "\t", "é", "e\u{301}", "\u{600}", "😀", "\r\n", "${", "}", "$(", ")",
                      "{{", "}}", "##", "@@", "KEY", "\"", "<", "|", "\u{7F}", "oob", "urn:ietf:wg:oauth:2.0:oob"]
        var generator = SplitMix64(seed: 8252)
        for _ in 0..<4000 {
            let count = Int(generator.next() % 9)
            var text = ""
            for _ in 0..<count { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            expectEquivalent(text)
        }
    }

    @Test func schemeSyntaxAndPlaceholders() {
        for text in Self.tricky + ["a", "A+-.9", "a_b", "9", "é", "ab\u{301}", "-"] {
            #expect(SchemeName.syntaxViolation(in: text) == LegacySchemeName.syntaxViolation(in: text), "\(text)")
            #expect(offsets(TemplateSyntax.firstPlaceholder(in: text), in: text)
                    == offsets(LegacyTemplateSyntax.firstPlaceholder(in: text), in: text), "\(text)")
        }
    }

    private func expectEquivalent(_ text: String) {
        let new = RedirectURI(text)
        let old = LegacyRedirectURI(text)
        let pairs: [(String, Range<String.Index>?, Range<String.Index>?)] = [
            ("scheme", new.schemeRange, old.schemeRange), ("//", new.doubleSlashRange, old.doubleSlashRange),
            ("authority", new.authorityRange, old.authorityRange), ("userinfo", new.userinfoRange, old.userinfoRange),
            ("host", new.hostRange, old.hostRange), ("port", new.portRange, old.portRange),
            ("path", new.pathRange, old.pathRange), ("query", new.queryRange, old.queryRange),
            ("fragment", new.fragmentRange, old.fragmentRange), ("template", new.templateRange, old.templateRange),
        ]
        for (name, a, b) in pairs {
            #expect(offsets(a, in: text) == offsets(b, in: text), "\(name) of \(text.debugDescription)")
        }
        #expect(new.issues.map(\.kind) == old.issues.map(\.kind), "issues of \(text.debugDescription)")
        #expect(new.issues.map(\.message) == old.issues.map(\.message), "messages of \(text.debugDescription)")
        #expect(new.issues.map { offsets($0.range, in: text) } == old.issues.map { offsets($0.range, in: text) },
                "issue ranges of \(text.debugDescription)")
        #expect(new.kind == old.kind, "kind of \(text.debugDescription)")
        #expect(new.schemeLowercased == old.schemeLowercased, "scheme of \(text.debugDescription)")
        #expect(new.isLoopbackIP == old.isLoopbackIP, "isLoopbackIP of \(text.debugDescription)")
        #expect(new.isLocalhostName == old.isLocalhostName, "isLocalhostName of \(text.debugDescription)")
        #expect(new.isUnspecifiedAddress == old.isUnspecifiedAddress, "isUnspecifiedAddress of \(text.debugDescription)")
        #expect(new.portNumber == old.portNumber, "port of \(text.debugDescription)")
        #expect(new.host == old.host && new.path == old.path && new.scheme == old.scheme, "\(text.debugDescription)")
    }

    private func offsets(_ range: Range<String.Index>?, in text: String) -> [Int]? {
        range.map { [text.utf8.distance(from: text.startIndex, to: $0.lowerBound),
                     text.utf8.distance(from: text.startIndex, to: $0.upperBound)] }
    }
}


/// `loopbackKey` and `wildcardRange`, rewritten over bytes, against their String-based forms.
@Suite("RedirectURI rule helpers over bytes")
struct RedirectURIRuleHelperEquivalenceTests {
    @Test func loopbackKeyAndWildcard() {
        for text in RedirectURIEquivalenceTests.tricky + ["HTTP://LocalHost:8080/Cb?Q#F", "http://U:P@127.0.0.1:0/x",
                                                          "HTTPS://[::1]:443", "Com.Example:/x", "http://*:*/*"] {
            let uri = RedirectURI(text)
            #expect(uri.loopbackKey == Self.referenceKey(uri), "\(text.debugDescription)")
            let star = text.unicodeScalars.firstIndex(of: "*").map { $0..<text.unicodeScalars.index(after: $0) }
            #expect(uri.wildcardRange == star, "\(text.debugDescription)")
        }
    }

    private static func referenceKey(_ uri: RedirectURI) -> String {
        guard let scheme = uri.schemeLowercased else { return uri.text }
        var key = scheme + ":"
        if uri.hasAuthority {
            key += "//"
            if let userinfo = uri.userinfo { key += userinfo + "@" }
            key += uri.host?.asciiLowercased ?? ""
            if let port = uri.port, uri.kind != .loopbackIP, uri.kind != .localhostName {
                key += ":" + port
            }
        }
        key += uri.path
        if let query = uri.query { key += "?" + query }
        if let fragment = uri.fragment { key += "#" + fragment }
        return key
    }
}

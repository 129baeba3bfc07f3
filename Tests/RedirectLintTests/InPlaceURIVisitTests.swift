@testable import RedirectLintRules
@testable import RedirectLintModel

import RedirectLintSource
import Testing

/// The rules read redirect URIs in place (`VisitedURI`) and count component ranges with
/// `String` known; both must give exactly what the copying, generic versions gave.
@Suite("In-place redirect URI visits")
struct InPlaceURIVisitTests {
    static let texts = [
        "com.example.app:/cb", "HTTP://LOCALHOST:*/cb", "http://127.0.0.1:8080/cb?x=1#frag", "",
        "myäpp://hö st/pä th#fräg", "e\u{301}x://h/\u{1F600}/*", "urn:ietf:wg:oauth:2.0:oob",
        "https://user:pw@example.com/a\tb/*?q=*", "*", String(repeating: "a", count: 5000) + "://x/*",
        "ja\u{212A}://cb", "my_app:cb", "\u{212A}elvin.App:/x",
    ]

    static func located(_ text: String, verbatim: Bool) -> Located<RedirectURI> {
        let start = SourcePosition(line: 3, column: 7, utf16Column: 9, offset: 40)
        let end = SourcePosition(line: 3, column: 30, utf16Column: 40, offset: 90)
        return Located(RedirectURI(text), range: SourceRange(start: start, end: end), isVerbatim: verbatim)
    }

    static func model(_ uris: [Located<RedirectURI>]) -> FileModel {
        var registration = ClientRegistration(format: "test", path: "a.json", server: ServerIdentity(name: "s", source: .file),
                                              anchor: uris.first?.range ?? SourceRange(at: SourcePosition(line: 1, column: 1, utf16Column: 1, offset: 0)))
        registration.redirectURIs = uris
        var empty = registration
        empty.redirectURIs = []
        return FileModel(path: "a.json", format: "test", registrations: [registration, empty, registration])
    }

    @Test func componentRangesMatchTheGenericCount() {
        for text in Self.texts {
            for verbatim in [true, false] {
                let uri = Self.located(text, verbatim: verbatim)
                let value = uri.value
                for component in [value.schemeRange, value.hostRange, value.portRange, value.pathRange, value.queryRange,
                                  value.fragmentRange, value.wildcardRange, value.fragmentWithHash, nil] {
                    let expected = component.map { uri.map(\.text).range(of: $0) } ?? uri.range
                    #expect(uri.range(of: component) == expected, "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func visitsEveryURIInFileOrderWithItsFields() {
        let uris = Self.texts.map { Self.located($0, verbatim: true) }
        let file = Self.model(uris)
        var seen: [Located<RedirectURI>] = []
        var ranges: [SourceRange?] = []
        file.forEachRedirectURI { registration, uri in
            #expect(registration.pointee.redirectURIs.count == uris.count)
            seen.append(uri.located)
            ranges.append(uri.value.schemeRange.map { uri.range(of: $0) })
        }
        #expect(seen == uris + uris)
        #expect(ranges == (uris + uris).map { uri in uri.value.schemeRange.map { uri.map(\.text).range(of: $0) } })
    }

    @Test func wildcardRangeIsTheFirstStar() {
        for text in Self.texts + ["**", "a*b*c", "é*", "\u{1F600}*x"] {
            let uri = RedirectURI(text)
            let expected = text.utf8.firstIndex(of: UInt8(ascii: "*")).map { $0..<text.utf8.index(after: $0) }
            #expect(uri.wildcardRange == expected, "\(text.debugDescription)")
            if let star = uri.wildcardRange { #expect(String(text.unicodeScalars[star]) == "*") }
        }
    }

    @Test func chosenWrittenSchemesAreTheFilteredOnes() {
        let file = Self.model(Self.texts.map { Self.located($0, verbatim: true) })
        let all = SchemeOccurrences.written(in: file)
        let invalid = SchemeOccurrences.written(in: file) { !SchemeName.isValidSyntax($0) }
        #expect(invalid.map(\.scheme) == all.filter { !SchemeName.isValidSyntax($0.scheme) }.map(\.scheme))
        #expect(invalid.map(\.range) == all.filter { !SchemeName.isValidSyntax($0.scheme) }.map(\.range))
        let upper = SchemeOccurrences.written(in: file) { $0.contains { $0 >= 65 && $0 <= 90 } }
        #expect(upper.map(\.scheme) == all.filter(\.scheme.hasASCIIUppercase).map(\.scheme))
        #expect(!invalid.isEmpty && !upper.isEmpty)
    }

    @Test func substringSyntaxCheckAgreesWithTheStringOne() {
        for scheme in ["", "a", "com.example", "my_app", "1abc", "Ab+-.9", "é", "a\u{212A}", "ab cd"] {
            let padded = "x" + scheme + "x"
            let part = padded.dropFirst().dropLast()
            #expect(SchemeName.isValidSyntax(part) == SchemeName.isValidSyntax(scheme), "\(scheme.debugDescription)")
        }
    }
}

/// `isReverseDomainShaped` judges ASCII schemes on their bytes; it must agree with the
/// character-based judgement it replaced.
@Suite("Reverse domain verdict on bytes")
struct ReverseDomainBytesTests {
    @Test func bytesAgreeWithCharacters() {
        let long = String(repeating: "a", count: 63)
        let schemes = [
            "", ".", "..", "myapp", "com.example.app", "COM.Example.App", "com..app", ".com.app", "com.app.", "com.-app",
            "com.app-", "com.a_b", "com.a+b", "example.com", "x.y", "io.\(long)", "io.\(long)a", "com.exa mple",
            "com.\r\n.app", "com.\t.app", "com\r.app", "c-om.app", "1com.app", "com.1app", "org.example.app.dev",
            "com.ex\u{E9}mple", "com.e\u{301}x", "com.\u{301}app", "\u{212A}.com", "com.app.\u{1F600}", "XN--P1AI.app",
        ]
        for scheme in schemes {
            #expect(SchemeName.isReverseDomainShaped(scheme)
                    == SchemeName.reverseDomainVerdictByCharacters(scheme, topLevelDomains: TopLevelDomains.icann),
                    "\(scheme.debugDescription)")
        }
    }

    @Test func fineSchemesAreNotCopiedButFindingsStay() {
        let texts = ["com.example.app:/cb", "myapp:/cb", "example.com:/cb", "com..x:/cb", "msauth.com.example:/cb",
                     "https://example.com/cb", "javascript:alert(1)", "com.ex\u{E9}mple:/cb"]
        let file = InPlaceURIVisitTests.model(texts.map { InPlaceURIVisitTests.located($0, verbatim: true) })
        let findings = PrivateSchemeNotReverseDomain().check(file, options: RuleOptions())
        // `com.exémple:` is no valid scheme, so no private-use one: another rule's business.
        #expect(findings.map(\.subjectKey) == ["myapp", "example.com", "com..x", "msauth.com.example",
                                               "myapp", "example.com", "com..x", "msauth.com.example"])
        let owned = PrivateSchemeNotReverseDomain().check(file, options: RuleOptions(ownedDomains: ["other.org"]))
        #expect(owned.contains { $0.subjectKey == "com.example.app" && $0.message.contains("owned-domains") })
    }
}

import Testing
@testable import RedirectLintModel

/// A URI brought back from `store` equals the parse of its text, field by field, on the
/// inputs the byte parser was checked against.
@Suite("RedirectURI stored and restored")
struct RedirectURIStoredTests {
    @Test func trickyAndGeneratedInputs() {
        var generator = SplitMix64(seed: 7591)
        let pieces = ["https", "HTTP", "com.example.app", ":", "//", "/", "?", "#", "@", "[", "]", "::1", "127.0.0.1",
                      "0.0.0.0", "localhost", "%2", "8080", "*", " ", "é", "e\u{301}", "😀", "${", "}", "oob", "\u{7F}"]
        var inputs = RedirectURIEquivalenceTests.tricky + ["", "a", String(repeating: "x", count: 5000)]
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

import Testing
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// Repeated paths and rules are written as marks; what comes back must be the same bytes.
@Suite("Finding coding")
struct FindingCodingTests {
    private func finding(_ rule: String, _ path: String, related: [String] = [], line: Int = 1) -> Finding {
        let range = SourceRange(start: SourcePosition(line: line, column: 2, utf16Column: 2, offset: line * 10),
                                end: SourcePosition(line: line, column: 9, utf16Column: 8, offset: line * 10 + 7))
        return Finding(ruleID: rule, severity: .warning, path: path, range: range, message: "m \(line)",
                       related: related.map { RelatedLocation(path: $0, range: range, message: "r") }, subjectKey: "s")
    }

    private func utf8(_ findings: [Finding]) -> [[[UInt8]]] {
        findings.map { f in [Array(f.ruleID.utf8), Array(f.path.utf8)] + f.related.map { Array($0.path.utf8) } }
    }

    @Test func repeatsComeBackByteForByte() {
        let long = "some/deep/" + String(repeating: "directory/", count: 10) + "client.json"
        let findings = [
            finding("a", long, related: [long, "b.yaml"]),
            finding("a", long, related: ["b.yaml", "b.yaml"], line: 2),
            // Canonically equal to the one before, but other bytes: not a repeat.
            finding("a", "caf\u{E9}.json", line: 3),
            finding("a", "cafe\u{301}.json", related: ["cafe\u{301}.json"], line: 4),
            finding("redirect-uri-shared-across-servers", "cafe\u{301}.json", line: 5),
            finding("redirect-uri-shared-across-servers", "", line: 6),
            finding("redirect-uri-shared-across-servers", "", related: [""], line: 7),
            finding("", "", line: 8),
            finding("a", long, line: 9),
        ]
        let decoded = FindingCoding.decode(FindingCoding.encode(findings))
        #expect(decoded == findings)
        #expect(utf8(decoded) == utf8(findings))
    }

    @Test func aRepeatIsShorterThanTheText() {
        let path = String(repeating: "p", count: 200)
        let once = FindingCoding.encode([finding("rule", path)]).count
        let twice = FindingCoding.encode([finding("rule", path), finding("rule", path)]).count
        #expect(twice - once < 100)
    }

    /// A project rule hands every finding about one host the same list of related locations;
    /// the list is written once and later findings name its slot, among lists of their own,
    /// empty ones, and more lists than there are slots.
    @Test func aSharedRelatedListComesBackWhereverItRepeats() {
        let range = SourceRange(start: SourcePosition(line: 3, column: 1, utf16Column: 1, offset: 40),
                                end: SourcePosition(line: 3, column: 5, utf16Column: 5, offset: 44))
        func list(_ name: String, _ count: Int) -> [RelatedLocation] {
            (0..<count).map { RelatedLocation(path: "app\($0).xml", range: range, message: "\(name) \($0)") }
        }
        let shared = list("shared", 5)
        let other = list("other", 2)
        var findings: [Finding] = []
        for line in 1...60 {
            var next = finding("https-redirect-not-claimed-by-app", "realm.json", line: line)
            switch line % 4 {
            case 0: next.related = shared
            case 1: next.related = []
            case 2: next.related = list("own \(line)", line % 3 + 1)
            default: next.related = line < 30 ? other : shared
            }
            findings.append(next)
        }
        let bytes = FindingCoding.encode(findings)
        let decoded = FindingCoding.decode(bytes)
        #expect(decoded == findings)
        #expect(utf8(decoded) == utf8(findings))
        let unshared = findings.map { finding -> Finding in
            var copy = finding
            copy.related = finding.related.map { $0 }
            copy.related.reserveCapacity(copy.related.count + 1)
            return copy
        }
        #expect(bytes.count < FindingCoding.encode(unshared).count)
    }
}

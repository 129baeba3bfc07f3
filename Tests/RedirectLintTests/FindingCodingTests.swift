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
}

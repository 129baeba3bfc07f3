import Testing
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// `sortedUnique()` sorts keys and moves findings in place; these tests hold it to the
/// plain definition: a stable sort by `Finding.outputOrder`, then each finding once.
@Suite("Output order")
struct OutputOrderTests {
    /// The definition, as `sortedUnique()` was first written.
    private func reference(_ findings: [Finding]) -> [Finding] {
        let sorted = findings.sorted(by: Finding.outputOrder)
        var unique: [Finding] = []
        var runStart = 0
        for finding in sorted {
            if let last = unique.last, Finding.outputOrder(last, finding) || Finding.outputOrder(finding, last) {
                runStart = unique.count
            }
            if !unique[runStart...].contains(finding) { unique.append(finding) }
        }
        return unique
    }

    /// A small deterministic generator, so a failure can be replayed.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func position(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column, utf16Column: column, offset: line * 100 + column)
    }

    /// Findings that tie on every part of the order in many ways: few lines, columns, rules
    /// and messages; paths that differ, that are canonically equal but spelled differently
    /// (`é` composed and decomposed), non-ASCII and long; exact repeats; and findings equal
    /// in the order but not equal (severity, fix, pointer, related, subject).
    private func findings(seed: UInt64, count: Int) -> [Finding] {
        var random = Generator(state: seed)
        let paths = ["a.json", "b.yaml", "caf\u{E9}/x.json", "cafe\u{301}/x.json", "z/" + String(repeating: "long/", count: 20) + "f.json", "ünï.plist"]
        let rules = ["loopback-uses-localhost", "scheme-not-lowercase", "a", "redirect-uri-shared-across-servers"]
        let messages = ["", "m", "redirect URI 'x' — naïve", "M", "caf\u{E9}", "cafe\u{301}", String(repeating: "long ", count: 30)]
        var made: [Finding] = []
        for _ in 0..<count {
            if !made.isEmpty, random.next(5) == 0 {
                made.append(made[random.next(made.count)])
                continue
            }
            let line = random.next(4)
            let column = random.next(3) + 1
            let range = SourceRange(start: position(line, column), end: position(line, column + random.next(3)))
            var finding = Finding(ruleID: rules[random.next(rules.count)], severity: Severity.allCases[random.next(3)],
                                  path: paths[random.next(paths.count)], range: range,
                                  message: messages[random.next(messages.count)], subjectKey: ["", "s", "t"][random.next(3)])
            if random.next(4) == 0 { finding.fix = SuggestedFix(range: range, replacement: "r\(random.next(2))") }
            if random.next(3) == 0 { finding.pointer = "/p/\(random.next(2))" }
            if random.next(5) == 0 { finding.related = [RelatedLocation(path: paths[random.next(paths.count)], range: range, message: "r")] }
            made.append(finding)
        }
        return made
    }

    @Test(arguments: Array(UInt64(1)...UInt64(40)))
    func givesTheOrderAndTheRepeatsOfTheDefinition(seed: UInt64) {
        let input = findings(seed: seed, count: Int(seed) * 7)
        let expected = reference(input)
        let actual = input.sortedUnique()
        #expect(actual.count == expected.count)
        // Element by element, every field: `==` alone would let canonically equal spellings pass.
        for (a, b) in zip(actual, expected) {
            #expect(a == b)
            #expect(Array(a.path.utf8) == Array(b.path.utf8))
            #expect(Array(a.message.utf8) == Array(b.message.utf8))
        }
    }

    @Test func oneSharedPathAndSmallInputs() {
        #expect([Finding]().sortedUnique().isEmpty)
        let one = findings(seed: 99, count: 1)
        #expect(one.sortedUnique() == one)
        let samePath = findings(seed: 7, count: 200).map { finding -> Finding in
            var finding = finding
            finding.path = "same.json"
            return finding
        }
        #expect(samePath.sortedUnique() == reference(samePath))
    }

    @Test func exactRepeatsAreReportedOnce() {
        let input = findings(seed: 3, count: 30)
        let tripled = input + input.reversed() + input
        #expect(tripled.sortedUnique() == reference(input))
    }
}

@testable import RedirectLintEngine
import Testing

/// `Glob` matches as it did when it tried every split at every `**` and `*`, without the
/// exponential time that took on patterns with several of them.
@Suite("Glob matching")
struct GlobMatchingTests {
    /// The earlier matcher, kept as the reference: every split tried, recursively.
    enum Reference {
        static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
            guard let first = pattern.first else { return path.isEmpty }
            if first == "**" {
                var tail = path
                while true {
                    if match(pattern.dropFirst(), tail) { return true }
                    guard !tail.isEmpty else { return false }
                    tail = tail.dropFirst()
                }
            }
            guard let segment = path.first, segmentMatch(Array(first.unicodeScalars)[...], Array(segment.unicodeScalars)[...]) else {
                return false
            }
            return match(pattern.dropFirst(), path.dropFirst())
        }

        static func segmentMatch(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
            guard let c = p.first else { return s.isEmpty }
            switch c {
            case "*":
                var tail = s
                while true {
                    if segmentMatch(p.dropFirst(), tail) { return true }
                    guard !tail.isEmpty else { return false }
                    tail = tail.dropFirst()
                }
            case "?": return !s.isEmpty && segmentMatch(p.dropFirst(), s.dropFirst())
            default: return s.first == c && segmentMatch(p.dropFirst(), s.dropFirst())
            }
        }
    }

    @Test func agreesWithTryingEverySplit() {
        var random = SplitMix64(seed: 7)
        func count(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        let segmentPatterns: [Substring] = ["**", "a", "b", "*", "?", "a*", "*b", "a?b", "*a*", "??", "é*"]
        let segments: [Substring] = ["a", "b", "ab", "aab", "ba", "abb", "é", "éa", "c"]
        for _ in 0..<4_000 {
            let pattern = (0..<count(6)).map { _ in segmentPatterns[count(segmentPatterns.count)] }
            let path = (0..<count(7)).map { _ in segments[count(segments.count)] }
            #expect(Glob.match(pattern[...], path[...]) == Reference.match(pattern[...], path[...]),
                    "\(pattern.joined(separator: "/")) against \(path.joined(separator: "/"))")
        }
        let patternCharacters: [Unicode.Scalar] = ["a", "b", "*", "?", "é"]
        let textCharacters: [Unicode.Scalar] = ["a", "b", "é"]
        for _ in 0..<4_000 {
            let pattern = (0..<count(7)).map { _ in patternCharacters[count(patternCharacters.count)] }
            let text = (0..<count(8)).map { _ in textCharacters[count(textCharacters.count)] }
            #expect(Glob.matchSegment(pattern[...], text[...]) == Reference.segmentMatch(pattern[...], text[...]))
        }
    }

    /// Patterns that made the earlier matcher take minutes: many `**` against a deep path
    /// that does not match, and many `*` against a long name.
    @Test func manyStarsAgainstADeepPathAnswerAtOnce() {
        let deep = Array(repeating: "a", count: 40).joined(separator: "/") + "/c.json"
        #expect(!Glob("**/**/**/**/**/**/**/**/**/**/b").matches(deep))
        #expect(!Glob("**/a/**/a/**/a/**/a/**/a/**/a/**/b").matches(deep))
        #expect(Glob("**/a/**/a/**/*.json").matches(deep))
        #expect(!Glob("*a*a*a*a*a*a*a*a*a*a*a*a*b").matches(String(repeating: "a", count: 60)))
    }
}

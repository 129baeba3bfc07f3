@testable import RedirectLintSyntax
import Testing

/// The marker search over whole files (libc's `memmem`) must answer what the plain
/// byte-by-byte search (kept below) answers, at every position, ends and near misses.
@Suite("Byte scan equivalence")
struct ByteScanEquivalenceTests {
    /// Deterministic pseudo-random bytes from a small alphabet, so that markers and near
    /// misses occur often.
    static func noise(_ count: Int, alphabet: [UInt8], seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return alphabet[Int(state >> 33) % alphabet.count]
        }
    }

    static let needles: [[UInt8]] = ["redirectlint:", "r", "rr", "ab", "aba", "<plist", "é:"].map { Array($0.utf8) }

    @Test func subsequenceSearchMatchesTheNaiveSearch() {
        let alphabet = Array("redictln:ab é\n".utf8)
        for seed in 0..<300 as Range<UInt64> {
            let haystack = Self.noise(Int(seed % 70), alphabet: alphabet, seed: seed)
            for needle in Self.needles {
                #expect(haystack.contains(subsequence: needle) == Self.naiveContains(haystack, needle),
                        "\(String(decoding: haystack, as: UTF8.self)) / \(String(decoding: needle, as: UTF8.self))")
            }
        }
    }

    @Test func subsequenceAtEveryPositionIsFound() {
        let needle = Array("redirectlint:".utf8)
        for length in needle.count...(needle.count + 20) {
            for start in 0...(length - needle.count) {
                var haystack = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                haystack.replaceSubrange(start..<(start + needle.count), with: needle)
                #expect(haystack.contains(subsequence: needle))
                // One byte changed anywhere in the marker: no match.
                for k in 0..<needle.count {
                    var broken = haystack
                    broken[start + k] = UInt8(ascii: "y")
                    #expect(!broken.contains(subsequence: needle))
                }
            }
        }
        #expect(![UInt8]().contains(subsequence: needle))
        #expect(!needle.contains(subsequence: []))
        #expect(!Array("redirectlint".utf8).contains(subsequence: needle))
    }

    static func naiveContains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}

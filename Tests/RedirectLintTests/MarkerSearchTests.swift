@testable import RedirectLintEngine
import RedirectLintSyntax
import Testing

/// The one-pass search for a kind's marker words must answer what a search per word answers:
/// words of different lengths, sharing first bytes and pairs, at the ends and near misses.
@Suite("Marker search")
struct MarkerSearchTests {
    static let wordSets: [[String]] = [
        ["client", "redirect", "Redirect", "reply", "callback", "app_type", "\"expo\"", "deep-link"],
        ["rr", "ab", "aba"],
        ["abab", "baba", "aabb"],
        ["r", "client"],
        [],
    ]

    @Test func findsWhatASearchPerWordFinds() {
        let alphabet = Array("abrcliendpyt_\"Rx-\n".utf8)
        for words in Self.wordSets {
            let search = MarkerSearch(words.map { Array($0.utf8) })
            for seed in 0..<400 as Range<UInt64> {
                let haystack = ByteScanEquivalenceTests.noise(Int(seed % 90), alphabet: alphabet, seed: seed)
                let expected = words.contains { haystack.contains(subsequence: Array($0.utf8)) }
                #expect(search.occurs(in: haystack) == expected, "\(words) in \(String(decoding: haystack, as: UTF8.self))")
            }
        }
    }

    @Test func findsEachWordAtEveryPositionAndNoNearMiss() {
        let words = Self.wordSets[0]
        let search = MarkerSearch(words.map { Array($0.utf8) })
        for word in words.map({ Array($0.utf8) }) {
            for length in word.count...(word.count + 12) {
                for start in 0...(length - word.count) {
                    var haystack = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    haystack.replaceSubrange(start..<(start + word.count), with: word)
                    #expect(search.occurs(in: haystack))
                    var broken = haystack
                    broken[start + word.count - 1] = UInt8(ascii: "x")
                    #expect(!search.occurs(in: broken))
                }
            }
        }
        #expect(!search.occurs(in: []))
        #expect(!search.occurs(in: Array("clien".utf8)))
    }
}

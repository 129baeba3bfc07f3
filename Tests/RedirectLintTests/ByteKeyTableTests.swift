@testable import RedirectLintRules
import Testing

@Suite struct ByteKeyTableTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func findsWhatItAddedAndAddsOnlyOnce() {
        var table = ByteKeyTable<String>()
        let first = table.index(of: bytes("https://a.example/cb"), hash: 1) { "a" }
        let second = table.index(of: bytes("https://b.example/cb"), hash: 2) { "b" }
        let again = table.index(of: bytes("https://a.example/cb"), hash: 1) { "never" }
        #expect(first == (0, true))
        #expect(second == (1, true))
        #expect(again == (0, false))
        #expect(table[0] == "a")
        #expect(table[1] == "b")
        #expect(table.count == 2)
    }

    /// Keys with the same number stay apart: a collision never merges two URIs.
    @Test func keysWithTheSameNumberAreToldApartByTheirBytes() {
        var table = ByteKeyTable<Int>()
        let keys = ["x", "y", "z", "", "é", String(repeating: "w", count: 5_000)].map(bytes)
        for (number, key) in keys.enumerated() {
            #expect(table.index(of: key, hash: 42) { number } == (number, true))
        }
        for (number, key) in keys.enumerated().reversed() {
            #expect(table.index(of: key, hash: 42) { -1 } == (number, false))
            #expect(Array(table.key(at: number)) == key)
            #expect(table[number] == number)
        }
    }

    /// Thousands of keys, many sharing a number, against a dictionary.
    @Test func agreesWithADictionaryOnManyKeys() {
        var table = ByteKeyTable<Int>()
        var reference: [String: Int] = [:]
        for n in 0..<20_000 {
            let text = "https://app\(n % 7_000).example.com/callback"
            let (index, added) = table.index(of: bytes(text), hash: UInt64(n % 7_000) % 97) { n }
            if let known = reference[text] {
                #expect(!added && table[index] == known)
            } else {
                #expect(added)
                reference[text] = n
            }
        }
        #expect(table.count == reference.count)
    }
}

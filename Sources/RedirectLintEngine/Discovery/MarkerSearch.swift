/// Whether any of a few words occurs in a file's bytes, answered in one pass over the bytes.
///
/// A directory walk asks this of every candidate file with a dozen marker words, and most
/// files hold none of them: a search per word read each such file a dozen times, most of a
/// monorepo run. This is Wu and Manber's search for many words at once: it looks at the last
/// two bytes of a window as long as the shortest word; where no word's beginning has that pair
/// of bytes it moves the window on by up to its length less one, without reading the bytes it
/// passes, and only where one has does it compare the words.
struct MarkerSearch: Sendable {
    private let words: [[UInt8]]
    /// The words by their first byte.
    private let wordsStartingWith: [[[UInt8]]]
    /// The length of the shortest word: every word's first `window` bytes fit in it.
    private let window: Int
    /// How far the window may move when a pair of bytes ends it: the distance from that pair's
    /// last place in a word's first `window` bytes to the window's end. Pairs share a slot by
    /// `slot(_:_:)` (a shared slot only moves less far): a table of every pair took longer to
    /// fill than a one-file run takes to lint.
    private let shift: [UInt8]

    init(_ words: [[UInt8]]) {
        self.words = words
        var wordsStartingWith = [[[UInt8]]](repeating: [], count: 256)
        for word in words where !word.isEmpty { wordsStartingWith[Int(word[0])].append(word) }
        self.wordsStartingWith = wordsStartingWith
        window = words.map(\.count).min() ?? 0
        var shift = [UInt8](repeating: UInt8(clamping: window - 1), count: 1 << 12)
        for word in words where window >= 2 {
            for end in 1..<window {
                let pair = Self.slot(word[end - 1], word[end])
                shift[pair] = min(shift[pair], UInt8(clamping: window - 1 - end))
            }
        }
        self.shift = shift
    }

    func occurs(in bytes: [UInt8]) -> Bool {
        guard window >= 2 else { return words.contains { bytes.contains(subsequence: $0) } }
        // Buffer pointers: the loop reads three bytes a step over whole files, and checking each
        // read against the arrays' bounds was half its time (the loop condition bounds them).
        return bytes.withUnsafeBufferPointer { bytes in
            shift.withUnsafeBufferPointer { shift in
                var end = window - 1
                while end < bytes.count {
                    let skip = Int(shift[Self.slot(bytes[end - 1], bytes[end])])
                    if skip > 0 {
                        end += skip
                        continue
                    }
                    // The pair ends some word's first bytes: compare the words that start where the window does.
                    let start = end - (window - 1)
                    for word in wordsStartingWith[Int(bytes[start])] where bytes[start...].starts(with: word) { return true }
                    end += 1
                }
                return false
            }
        }
    }

    private static func slot(_ first: UInt8, _ second: UInt8) -> Int {
        (Int(first) << 4 ^ Int(second)) & 0xFFF
    }
}

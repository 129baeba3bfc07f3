extension String {
    /// Some UTF-8 byte of the text is `a` or `b` (or `c`).
    func containsByte(_ a: UInt8, _ b: UInt8, _ c: UInt8? = nil) -> Bool {
        withBytes { bytes in bytes.contains { $0 == a || $0 == b || $0 == c } }
    }

    /// The text is ASCII, and this string is made from its bytes by `transform`, which maps
    /// each byte to at most one byte (nil drops it); nil for non-ASCII text.
    func mappingASCIIBytes(_ transform: (UInt8) -> UInt8?) -> String? {
        withBytes { bytes -> String? in
            var allASCII = true
            for byte in bytes where byte >= 0x80 {
                allASCII = false
                break
            }
            guard allASCII else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                var written = 0
                for byte in bytes {
                    if let mapped = transform(byte) {
                        out[written] = mapped
                        written += 1
                    }
                }
                return written
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// Where `word` first occurs within `range`, a byte at a time (the ranges searched are
    /// a line or a few hundred bytes; `contains(subsequence:)` searches whole files).
    func firstIndex(of word: [UInt8], in range: Range<Int>) -> Int? {
        guard !word.isEmpty, range.count >= word.count else { return nil }
        var index = range.lowerBound
        while index <= range.upperBound - word.count {
            if self[index] == word[0], self[index..<(index + word.count)].elementsEqual(word) { return index }
            index += 1
        }
        return nil
    }
}

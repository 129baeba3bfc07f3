/// JSON writes a character beyond U+FFFF as two `\u` escapes, a UTF-16 surrogate pair
/// (`"\ud83d\udcf7"`, as Python's `json.dumps` writes every emoji), which libyaml rejects: a
/// surrogate is no character in YAML. Each such pair becomes the one escape YAML has for the
/// character (`\U0001F4F7`), two bytes shorter, and offsets in the rewritten bytes are mapped
/// back to the file's, so every position after a pair stays exact.
///
/// The rewrite is blind to context: a pair in a plain or single-quoted scalar is text, not an
/// escape. It changes nothing else there (both spellings are letters, digits and a backslash),
/// so the loader rewrites every pair, then loads again without those it found outside a
/// double-quoted scalar (`misplaced`); a pair in a comment is harmless.
struct SurrogatePairEscapes {
    /// The bytes with the pairs rewritten.
    let bytes: [UInt8]
    /// Where each rewritten escape starts in `bytes`, in order, and where its pair was in the file.
    private var rewritten: [Int] = []
    private var written: [Int] = []

    /// What a pair (12 bytes) is rewritten as: `\U` and eight hex digits.
    static let rewrittenLength = 10
    static let pairLength = 12

    /// Nil when the bytes hold no pair to rewrite; pairs at `keeping` (offsets in the file)
    /// stay as written.
    init?(_ original: [UInt8], keeping: Set<Int> = []) {
        // Nearly every file has no `\ud8..`: two byte searches say so without a scan.
        guard original.contains(subsequence: Array("\\ud".utf8)) || original.contains(subsequence: Array("\\uD".utf8)) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(original.count)
        var copied = 0
        var i = 0
        while i < original.count {
            guard original[i] == UInt8(ascii: "\\") else { i += 1; continue }
            // In a run of backslashes each two are one escaped backslash; an odd one out
            // starts an escape.
            var end = i
            while end < original.count, original[end] == UInt8(ascii: "\\") { end += 1 }
            let escape = end - 1
            let startsEscape = (end - i) % 2 == 1
            i = end
            guard startsEscape, !keeping.contains(escape), let scalar = Self.pair(in: original, at: escape) else { continue }
            out += original[copied..<escape]
            rewritten.append(out.count)
            written.append(escape)
            out += Array("\\U".utf8) + Self.hexDigits(scalar, count: 8)
            copied = escape + Self.pairLength
            i = copied
        }
        guard !written.isEmpty else { return nil }
        out += original[copied...]
        bytes = out
    }

    /// The character of the pair `\uHHHH\uLLLL` at `offset`, a high surrogate then a low one.
    static func pair(in bytes: [UInt8], at offset: Int) -> UInt32? {
        guard let high = unit(in: bytes, at: offset), (0xD800...0xDBFF).contains(high),
              let low = unit(in: bytes, at: offset + 6), (0xDC00...0xDFFF).contains(low) else { return nil }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    /// The value of the escape `\uXXXX` at `offset`.
    static func unit<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at offset: Int) -> UInt32? where Bytes.Index == Int {
        guard offset >= 0, offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { return nil }
        var value: UInt32 = 0
        for byte in bytes[(offset + 2)..<(offset + 6)] {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func hexDigits(_ value: UInt32, count: Int) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return (0..<count).reversed().map { digits[Int(value >> (4 * UInt32($0)) & 0xF)] }
    }

    /// How many rewritten escapes end at or before `offset` in `bytes`.
    private func endedBefore(_ offset: Int) -> Int {
        var low = 0
        var high = rewritten.count
        while low < high {
            let mid = (low + high) / 2
            if rewritten[mid] + Self.rewrittenLength <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The file offset of an offset in `bytes`: each pair before it was two bytes longer.
    func fileOffset(_ offset: Int) -> Int {
        offset + (Self.pairLength - Self.rewrittenLength) * endedBefore(offset)
    }

    /// The file offsets of the pairs rewritten inside `range` (offsets in `bytes`).
    func pairs(in range: Range<Int>) -> [Int] {
        var index = endedBefore(range.lowerBound)
        var found: [Int] = []
        while index < rewritten.count, rewritten[index] < range.upperBound {
            if rewritten[index] >= range.lowerBound { found.append(written[index]) }
            index += 1
        }
        return found
    }
}

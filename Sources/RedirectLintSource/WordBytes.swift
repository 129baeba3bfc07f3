/// Tests on eight bytes at once (a `UInt64` loaded from a byte buffer), for scans that look
/// for rare bytes in long runs of ordinary text. Inlinable: the loaders and the model's URI
/// scans call these once per eight bytes of every file.
public enum WordBytes {
    @inlinable public static var highBits: UInt64 { 0x8080_8080_8080_8080 }
    @inlinable public static var lowBits: UInt64 { 0x0101_0101_0101_0101 }

    /// Some byte of `word` is below `limit` (at most 0x80). Exact, not an estimate: the
    /// borrow that could make it wrong only starts at a byte that is below `limit` itself.
    @inlinable @inline(__always)
    public static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- lowBits &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Some byte of `word` equals `byte`.
    @inlinable @inline(__always)
    public static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (lowBits &* UInt64(byte)))
    }

    /// Where the first byte of `word` below `limit` (at most 0x80) lies, in memory order on
    /// little-endian machines, if any; exact, as `hasByte(below:in:)` is.
    @inlinable @inline(__always)
    public static func firstIndex(below limit: UInt8, in word: UInt64) -> Int? {
        let found = (word &- lowBits &* UInt64(limit)) & ~word & highBits
        return found == 0 ? nil : found.trailingZeroBitCount / 8
    }

    /// Where the first byte of `word` that is NUL or 0x80 and above lies (memory order on
    /// little-endian machines), if any; exact, as the tests it combines are at their lowest.
    @inlinable @inline(__always)
    public static func firstIndexOfNULOrNonASCII(in word: UInt64) -> Int? {
        let found = ((word &- lowBits) & ~word | word) & highBits
        return found == 0 ? nil : found.trailingZeroBitCount / 8
    }
}

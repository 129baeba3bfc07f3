/// Tests on eight bytes at once (a `UInt64` loaded from a byte buffer), for scans that look
/// for rare bytes in long runs of ordinary text. The same tests as RedirectLintSyntax's
/// `WordBytes`, which this module does not depend on.
enum WordBytes {
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Some byte of `word` equals `byte`. Exact: the borrow that could make the zero-byte
    /// test wrong only starts at a byte that is zero itself.
    @inline(__always)
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let x = word ^ (lowBits &* UInt64(byte))
        return (x &- lowBits) & ~x & highBits != 0
    }
}

/// A set of ASCII bytes as two 64-bit masks: membership is a shift and an AND, where a
/// `switch` over the members costs a compare each, for every byte of every URI.
struct ASCIIByteSet {
    /// Bytes 0–63, one bit each.
    private var low: UInt64 = 0
    /// Bytes 64–127.
    private var high: UInt64 = 0

    /// The ASCII bytes for which `isMember` holds (bytes 0x80 and up are never members).
    init(where isMember: (UInt8) -> Bool) {
        for byte in UInt8(0)..<0x80 where isMember(byte) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low >> UInt64(byte) & 1 != 0 }
        if byte < 128 { return high >> UInt64(byte - 64) & 1 != 0 }
        return false
    }
}

/// FNV-1a, 64-bit: a fast hash that is the same on every run and machine (Swift's `Hasher`
/// is seeded per process), for fingerprints and for comparing many values by number.
public enum FNV1a {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    @inlinable public static func hash(_ text: String, basis: UInt64 = offsetBasis) -> UInt64 {
        hash(bytes: text.utf8, basis: basis)
    }

    @inlinable public static func hash(bytes: some Sequence<UInt8>, basis: UInt64 = offsetBasis) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

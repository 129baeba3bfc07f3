import RedirectLintSource

/// A number that mapping keys are compared by before their text, to find repeated keys
/// cheaply: keys whose prints differ are different keys. ASCII text is hashed; other text
/// gets `unprinted` and is always compared as text, because `String` equality is Unicode
/// canonical equivalence, under which different bytes can be equal (the Kelvin sign `K`
/// equals the letter `K`).
enum KeyPrint {
    static let unprinted = UInt64.max

    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        // FNV-1a, with the top bit cleared so that no hash is `unprinted`.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            if byte >= 0x80 { return unprinted }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash & ~(1 << 63)
    }

    static func of(_ text: String) -> UInt64 {
        text.withBytes { of(UnsafeRawBufferPointer($0)) }
    }

    /// False only when the keys are surely different.
    static func mayBeEqual(_ a: UInt64, _ b: UInt64) -> Bool {
        a == b || a == unprinted || b == unprinted
    }
}

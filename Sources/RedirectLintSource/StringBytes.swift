extension String {
    /// The UTF-8 bytes, read in place: a native string holds them contiguously, a small one
    /// on the stack. Unlike `withUTF8`, which is `mutating`, this borrows the string, so it
    /// costs no copy of it (a retain and a release of its storage, atomic, on every call):
    /// the spill, the reporters and the loaders call it for every string they handle.
    @inlinable
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The bytes as a string with A–Z lower-cased and every other byte as it is; the same
    /// as mapping each byte and decoding, without a generic sequence in between.
    @inlinable
    public var asciiLowercasedString: String {
        String(unsafeUninitializedCapacity: count) { out in
            for (i, byte) in enumerated() {
                out[i] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            return count
        }
    }
}

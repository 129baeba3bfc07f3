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

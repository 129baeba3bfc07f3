/// Turns libyaml's mark index (a count of Unicode scalars from the start of the stream)
/// into a byte offset in UTF-8 text. Marks arrive almost always in increasing order, so a
/// cursor that only walks forward makes the whole load linear; in ASCII text the index is
/// the offset.
struct ScalarIndexCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let isASCII: Bool
    private var scalarIndex = 0
    private var byteOffset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        self.bytes = bytes
        self.isASCII = isASCII
    }

    mutating func byteOffset(forScalarIndex target: Int) -> Int {
        if isASCII { return max(0, min(target, bytes.count)) }
        if target < scalarIndex {
            scalarIndex = 0
            byteOffset = 0
        }
        let n = bytes.count
        while scalarIndex < target, byteOffset < n {
            byteOffset += 1
            while byteOffset < n, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset += 1 }
            scalarIndex += 1
        }
        return byteOffset
    }
}

/// One `String` per distinct mapping key of a file: the keys of a long list of clients are
/// the same few words over and over, and decoding each again (allocating it, past 15
/// bytes) only to free it later costs more than finding the one made before. Every entry
/// with that key then shares the storage of the same `String`.
///
/// A small direct-mapped table on the key's `KeyPrint`: a slot holds the last key that
/// landed there, and is checked byte for byte, so a collision costs a decode, never a
/// wrong key. Non-ASCII keys (`unprinted`) are decoded each time.
struct RepeatedKeyStrings {
    private static let slotCount = 128
    private var prints = [UInt64](repeating: KeyPrint.unprinted, count: slotCount)
    private var strings = [String](repeating: "", count: slotCount)

    mutating func string(_ bytes: UnsafeRawBufferPointer, print: UInt64) -> String {
        guard print != KeyPrint.unprinted else { return String(decoding: bytes, as: UTF8.self) }
        let slot = Int(truncatingIfNeeded: print) & (Self.slotCount - 1)
        if prints[slot] == print, Self.equals(strings[slot], bytes) { return strings[slot] }
        let text = String(decoding: bytes, as: UTF8.self)
        prints[slot] = print
        strings[slot] = text
        return text
    }

    private static func equals(_ text: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.count == bytes.count && sameBytes(UnsafeRawBufferPointer(utf8), bytes)
        } ?? false
    }

    /// Eight bytes at a time (`elementsEqual` goes through generic iterators, byte by byte).
    private static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard let x = a.baseAddress, let y = b.baseAddress else { return a.count == b.count }
        var i = 0
        while i + 8 <= a.count {
            guard x.loadUnaligned(fromByteOffset: i, as: UInt64.self) == y.loadUnaligned(fromByteOffset: i, as: UInt64.self) else {
                return false
            }
            i += 8
        }
        while i < a.count {
            guard x.load(fromByteOffset: i, as: UInt8.self) == y.load(fromByteOffset: i, as: UInt8.self) else { return false }
            i += 1
        }
        return true
    }
}

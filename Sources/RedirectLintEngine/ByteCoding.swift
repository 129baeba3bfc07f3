import RedirectLintSource

/// The primitives of the engine's compact forms (`FindingCoding`, `RegistrationCoding`):
/// numbers as variable-length integers, strings as length and UTF-8. The bytes never leave
/// a run, so there is no version and no validation: a reader trusts what its writer wrote.
///
/// Written into its own buffer rather than an array: an array checks that it is not shared
/// on every append, and a finding or registration is dozens of appends. Not copyable, so
/// that two writers never share (and free) one buffer.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// What has been written, as an array of its own.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Room for `extra` more bytes.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let grown = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    /// LEB128 of the zigzag form, so a negative number (a delta, say) stays as short as its
    /// magnitude. Shifts and the final bit pattern wrap, so every `Int` round-trips.
    @inline(__always) mutating func int(_ value: Int) {
        var rest = UInt(bitPattern: (value << 1) ^ (value >> (Int.bitWidth - 1)))
        reserve(10)
        while rest >= 0x80 {
            base[count] = UInt8(truncatingIfNeeded: rest) | 0x80
            count += 1
            rest >>= 7
        }
        base[count] = UInt8(rest)
        count += 1
    }

    /// As the number 0 or 1 (one byte).
    mutating func bool(_ value: Bool) {
        int(value ? 1 : 0)
    }

    /// Eight bytes, little-endian: for values such as hashes, which a varint would lengthen.
    mutating func fixed64(_ value: UInt64) {
        reserve(8)
        for shift in stride(from: 0, to: 64, by: 8) {
            base[count] = UInt8(truncatingIfNeeded: value >> UInt64(shift))
            count += 1
        }
    }

    mutating func string(_ text: String) {
        int(text.utf8.count)
        raw(text)
    }

    /// The text's bytes without their count, for forms that write their own.
    mutating func raw(_ text: String) {
        // `withBytes` hands a native string's bytes over in place (a small string's from the
        // stack); a `Substring` view of the same text takes a generic path per string.
        text.withBytes { source in
            reserve(source.count)
            if let from = source.baseAddress { (base + count).initialize(from: from, count: source.count) }
            count += source.count
        }
    }

    /// Every coordinate in full; `RegistrationCoding` has a shorter, relative form.
    mutating func range(_ range: SourceRange) {
        position(range.start)
        position(range.end)
    }

    private mutating func position(_ position: SourcePosition) {
        int(position.line)
        int(position.column)
        int(position.utf16Column)
        int(position.offset)
    }

    /// A presence flag, then the value when there is one.
    mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }
}

struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// Most numbers (lengths, small deltas, codes) take one byte: that case is inlined.
    @inline(__always) mutating func int() -> Int {
        let byte = bytes[index]
        guard byte < 0x80 else { return longInt() }
        index += 1
        return Int(bitPattern: UInt(byte) >> 1) ^ -Int(bitPattern: UInt(byte) & 1)
    }

    private mutating func longInt() -> Int {
        var zigzag: UInt = 0
        var shift: UInt = 0
        while true {
            let byte = bytes[index]
            index += 1
            zigzag |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(bitPattern: zigzag >> 1) ^ -Int(bitPattern: zigzag & 1)
    }

    mutating func bool() -> Bool {
        int() != 0
    }

    mutating func fixed64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(bytes[index]) << UInt64(shift)
            index += 1
        }
        return value
    }

    mutating func string() -> String {
        string(count: int())
    }

    /// `count` bytes as a string, for forms that write their own length.
    mutating func string(count: Int) -> String {
        defer { index += count }
        // From a buffer pointer, not an array slice: the slice takes a generic path per string.
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[index..<index + count]), as: UTF8.self) }
    }

    mutating func range() -> SourceRange {
        let start = position()
        return SourceRange(start: start, end: position())
    }

    private mutating func position() -> SourcePosition {
        SourcePosition(line: int(), column: int(), utf16Column: int(), offset: int())
    }

    mutating func optional<T>(_ read: (inout ByteReader) -> T) -> T? {
        bool() ? read(&self) : nil
    }
}

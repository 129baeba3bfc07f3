/// The bytes a report is written into. A report appends millions of short pieces (keys,
/// strings, digits), and `[UInt8].append(contentsOf:)` costs a uniqueness check and a
/// generic copy each time; here an append compares the capacity and copies. Not copyable,
/// so that two writers can never share one buffer.
struct OutputBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// What was written, as an array.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        (base + count).initialize(from: start, count: bytes.count)
        count += bytes.count
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// `count` copies of `byte` (indentation).
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if capacity - count < repeats { grow(toHold: repeats) }
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    private mutating func grow(toHold extra: Int) {
        let grown = max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}

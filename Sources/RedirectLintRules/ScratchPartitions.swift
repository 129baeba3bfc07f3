import RedirectLintModel
import RedirectLintSource

/// Records spread over a fixed number of partitions and set aside in a `ScratchSpace` a chunk
/// at a time, so that a check can later take one partition at a time: what it holds then is
/// a partition's share of the project, not the whole of it.
struct ScratchPartitions {
    /// Bytes a partition gathers before they are set aside.
    static let chunkSize = 8 * 1024

    private let scratch: any ScratchSpace
    private var pending: [[UInt8]]
    private var setAside: [[Int]]

    init(count: Int, scratch: any ScratchSpace) {
        self.scratch = scratch
        pending = Array(repeating: [], count: count)
        setAside = Array(repeating: [], count: count)
    }

    var count: Int { pending.count }

    /// Adds a record to `partition`: `write` appends its bytes.
    mutating func append(to partition: Int, _ write: (inout [UInt8]) -> Void) {
        // Room for a chunk and a record past it, so that crossing the limit does not double it.
        if pending[partition].capacity == 0 { pending[partition].reserveCapacity(Self.chunkSize + 1024) }
        write(&pending[partition])
        if pending[partition].count >= Self.chunkSize {
            setAside[partition].append(scratch.setAside(pending[partition]))
            pending[partition].removeAll(keepingCapacity: true)
        }
    }

    /// Sets aside what every partition still holds, so that `chunks(of:)` is the whole of it.
    mutating func setAsidePending() {
        for partition in pending.indices where !pending[partition].isEmpty {
            setAside[partition].append(scratch.setAside(pending[partition]))
            pending[partition] = []
        }
    }

    /// The numbers of the chunks of `partition`, in the order their records were appended
    /// (after `setAsidePending`).
    func chunks(of partition: Int) -> [Int] { setAside[partition] }
}

/// Fixed-width little-endian numbers and length-prefixed bytes: all a scratch record needs.
enum RecordBytes {
    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    static func append(counted contents: some Collection<UInt8>, to bytes: inout [UInt8]) {
        append(UInt32(contents.count), to: &bytes)
        bytes.append(contentsOf: contents)
    }

    static func read<T: FixedWidthInteger>(_: T.Type, from bytes: [UInt8], at offset: inout Int) -> T {
        let value = bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
        offset += MemoryLayout<T>.size
        return value
    }

    static func append(counted text: String, to bytes: inout [UInt8]) {
        // A native string copies in one go; the view itself would go byte by byte.
        if text.utf8.withContiguousStorageIfAvailable({ append(counted: $0, to: &bytes) }) == nil {
            append(counted: Array(text.utf8), to: &bytes)
        }
    }

    /// A range as eight 32-bit numbers (line, column, UTF-16 column and offset of each end).
    static func append(_ range: SourceRange, to bytes: inout [UInt8]) {
        // One append of all 32 bytes: eight appends of four cost more than the copying.
        func word(_ value: Int) -> Int32 { Int32(truncatingIfNeeded: value).littleEndian }
        let (start, end) = (range.start, range.end)
        let words = (word(start.line), word(start.column), word(start.utf16Column), word(start.offset),
                     word(end.line), word(end.column), word(end.utf16Column), word(end.offset))
        withUnsafeBytes(of: words) { bytes.append(contentsOf: $0) }
    }

    static func readRange(from bytes: [UInt8], at offset: inout Int) -> SourceRange {
        func position() -> SourcePosition {
            let line = read(Int32.self, from: bytes, at: &offset)
            let column = read(Int32.self, from: bytes, at: &offset)
            let utf16Column = read(Int32.self, from: bytes, at: &offset)
            let at = read(Int32.self, from: bytes, at: &offset)
            return SourcePosition(line: Int(line), column: Int(column), utf16Column: Int(utf16Column), offset: Int(at))
        }
        let start = position()
        return SourceRange(start: start, end: position())
    }

    static func readCounted(from bytes: [UInt8], at offset: inout Int) -> ArraySlice<UInt8> {
        let count = Int(read(UInt32.self, from: bytes, at: &offset))
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}

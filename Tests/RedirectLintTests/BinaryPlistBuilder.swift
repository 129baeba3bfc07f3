/// Writes `bplist00` files for tests, object by object, so tests can build both honest
/// files and hostile ones (cycles, bad references) without binary fixtures in the repo.
struct BinaryPlistBuilder {
    enum Object {
        case null
        case bool(Bool)
        case int(Int64)
        case real(Double)
        case date(Double)
        case data([UInt8])
        case string(String)
        case uid(UInt8)
        case array([Int])
        case set([Int])
        case dict([(key: Int, value: Int)])
        /// Bytes written as they are, for objects no honest writer would produce.
        case raw([UInt8])
    }

    /// A tree for round trips; its strings become ASCII or UTF-16 objects as needed.
    indirect enum Value {
        case string(String)
        case int(Int64)
        case bool(Bool)
        case real(Double)
        case data([UInt8])
        case array([Value])
        case dict([(String, Value)])
    }

    private(set) var objects: [Object] = []

    @discardableResult
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// Adds a tree, children before parents; returns the reference of its root.
    @discardableResult
    mutating func addTree(_ value: Value) -> Int {
        switch value {
        case .string(let s): return add(Object.string(s))
        case .int(let n): return add(Object.int(n))
        case .bool(let b): return add(Object.bool(b))
        case .real(let r): return add(Object.real(r))
        case .data(let d): return add(Object.data(d))
        case .array(let items): return add(.array(items.map { addTree($0) }))
        case .dict(let entries):
            let pairs = entries.map { (key: add(Object.string($0.0)), value: addTree($0.1)) }
            return add(.dict(pairs))
        }
    }

    func build(top: Int = 0, topOverride: UInt64? = nil) -> [UInt8] {
        let referenceSize = objects.count <= 256 ? 1 : 2
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += encode(object, referenceSize: referenceSize)
        }
        let tableStart = out.count
        let offsetSize = tableStart < 256 ? 1 : (tableStart < 65_536 ? 2 : 4)
        for offset in offsets { out += Self.bigEndian(UInt64(offset), size: offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        out += Self.bigEndian(UInt64(objects.count), size: 8)
        out += Self.bigEndian(topOverride ?? UInt64(top), size: 8)
        out += Self.bigEndian(UInt64(tableStart), size: 8)
        return out
    }

    private func encode(_ object: Object, referenceSize: Int) -> [UInt8] {
        func refs(_ list: [Int]) -> [UInt8] { list.flatMap { Self.bigEndian(UInt64($0), size: referenceSize) } }
        switch object {
        case .null: return [0x00]
        case .bool(let b): return [b ? 0x09 : 0x08]
        case .int(let n): return Self.integer(n)
        case .real(let r): return [0x23] + Self.bigEndian(r.bitPattern, size: 8)
        case .date(let d): return [0x33] + Self.bigEndian(d.bitPattern, size: 8)
        case .data(let d): return Self.header(0x40, d.count) + d
        case .string(let s):
            if s.unicodeScalars.allSatisfy(\.isASCII) { return Self.header(0x50, s.utf8.count) + Array(s.utf8) }
            let units = Array(s.utf16)
            return Self.header(0x60, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .uid(let u): return [0x80, u]
        case .array(let items): return Self.header(0xA0, items.count) + refs(items)
        case .set(let items): return Self.header(0xC0, items.count) + refs(items)
        case .dict(let pairs): return Self.header(0xD0, pairs.count) + refs(pairs.map(\.key)) + refs(pairs.map(\.value))
        case .raw(let bytes): return bytes
        }
    }

    static func header(_ marker: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [marker | UInt8(count)] : [marker | 0x0F] + integer(Int64(count))
    }

    static func integer(_ n: Int64) -> [UInt8] {
        switch n {
        case 0...0xFF: return [0x10] + bigEndian(UInt64(n), size: 1)
        case 0...0xFFFF: return [0x11] + bigEndian(UInt64(n), size: 2)
        case 0...0xFFFF_FFFF: return [0x12] + bigEndian(UInt64(n), size: 4)
        default: return [0x13] + bigEndian(UInt64(bitPattern: n), size: 8)
        }
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
    }
}

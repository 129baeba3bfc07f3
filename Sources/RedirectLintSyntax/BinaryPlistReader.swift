import RedirectLintSource

/// Reads a `bplist00` file into `Node`s, treating every number in it as hostile.
///
/// Every offset, count and reference is checked against the file before use. An object
/// that (indirectly) contains itself is an error, and nesting is limited like every other
/// format. An object referenced twice is read twice, so what it adds the second time is
/// charged to the budget YAML aliases have (`LoadLimits`): a small file that references one
/// big string or one big array many times cannot expand into an enormous tree.
///
/// A leaf referenced again is charged its text only: writers store each distinct string
/// once and reference it wherever it appears, so an honest file references its keys many
/// times, each reference costing the file a byte or more. A container read again is a copy
/// of a subtree, and its every object is charged.
struct BinaryPlistReader {
    private static let trailerSize = 32
    private static let headerSize = 8

    private let bytes: [UInt8]
    private let limits: LoadLimits
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let offsetTableStart: Int
    /// Objects may only lie between the header and the trailer.
    private let objectAreaEnd: Int
    private var onPath: [Bool]
    /// Objects read at least once: reading one again copies it.
    private var seen: [Bool]
    /// What copies may still add: objects, and bytes of text.
    private var copyBudget: Int
    private var copyTextBudget: Int
    /// The index in `open` of the outermost container being copied, if any.
    private var copyStart: Int?
    /// Containers whose children are being read, outermost first.
    private var open: [BinaryPlistContainer] = []

    init(bytes: [UInt8], limits: LoadLimits) throws(SyntaxError) {
        guard PlistLoader.isBinary(bytes) else { throw Self.failure("the file does not start with 'bplist00'") }
        guard bytes.count >= Self.headerSize + 2 + Self.trailerSize else {
            throw Self.failure("the file is too short (\(bytes.count) bytes) to hold an object and a trailer")
        }
        let trailer = bytes.count - Self.trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize) else { throw Self.failure("offset size \(offsetSize) is not between 1 and 8") }
        guard (1...8).contains(referenceSize) else {
            throw Self.failure("object reference size \(referenceSize) is not between 1 and 8")
        }
        let objectCount = Self.bigEndian(bytes, at: trailer + 8, size: 8)
        let topObject = Self.bigEndian(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.bigEndian(bytes, at: trailer + 24, size: 8)
        guard objectCount >= 1, objectCount <= UInt64(trailer) else {
            throw Self.failure("object count \(objectCount) does not fit in a file of \(bytes.count) bytes")
        }
        guard topObject < objectCount else {
            throw Self.failure("top object reference \(topObject) is out of range")
        }
        guard tableStart >= UInt64(Self.headerSize), tableStart < UInt64(trailer),
              objectCount * UInt64(offsetSize) <= UInt64(trailer) - tableStart else {
            throw Self.failure("the offset table at \(tableStart) does not fit between the header and the trailer")
        }
        self.bytes = bytes
        self.limits = limits
        self.copyBudget = limits.maxAliasExpansion
        self.copyTextBudget = limits.maxAliasText
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = Int(objectCount)
        self.topObject = Int(topObject)
        self.offsetTableStart = Int(tableStart)
        self.objectAreaEnd = trailer
        self.onPath = Array(repeating: false, count: Int(objectCount))
        self.seen = Array(repeating: false, count: Int(objectCount))
    }

    /// Walks the object graph with an explicit stack of open containers: a frame per
    /// level costs a few words here, where a recursive call would cost a stack frame.
    mutating func read() throws(SyntaxError) -> Node {
        if let leaf = try enter(topObject, depth: 1) { return leaf }
        // Never empty inside the loop: the top object's end returns.
        while true {
            let top = open.count - 1
            if open[top].requested < open[top].childCount {
                let offset = open[top].referenceOffset(ofChild: open[top].requested, referenceSize: referenceSize)
                open[top].requested += 1
                let child = try objectReference(at: offset)
                if let leaf = try enter(child, depth: open.count + 1) { try open[top].accept(leaf) }
            } else {
                let finished = open.removeLast()
                onPath[finished.reference] = false
                if copyStart == open.count { copyStart = nil }
                guard let parent = open.indices.last else { return finished.node }
                try open[parent].accept(finished.node)
            }
        }
    }

    // MARK: Objects

    /// Reads a leaf object, or opens a container (pushing it onto `open`) and returns nil;
    /// either way charges what reading it again adds.
    private mutating func enter(_ reference: Int, depth: Int) throws(SyntaxError) -> Node? {
        guard depth <= limits.maxDepth else {
            throw Self.failure("objects nested deeper than \(limits.maxDepth) levels")
        }
        guard !onPath[reference] else {
            throw Self.failure("object \(reference) contains itself")
        }
        // Inside a copy every object has been read before: its first reading finished
        // before the copy began, or the copied container would contain itself.
        let isCopy = seen[reference]
        seen[reference] = true
        let insideCopy = copyStart != nil
        let leaf = try object(reference)
        guard isCopy else { return leaf }
        if leaf == nil || insideCopy {
            copyBudget -= 1
            guard copyBudget >= 0 else {
                throw Self.failure("objects referenced again expand to more than \(limits.maxAliasExpansion) objects (a reference bomb?)")
            }
        }
        if let leaf {
            copyTextBudget -= leaf.scalar?.value.utf8.count ?? 0
            guard copyTextBudget >= 0 else {
                throw Self.failure("objects referenced again expand to more than \(limits.maxAliasText) bytes of text (a reference bomb?)")
            }
        } else if !insideCopy {
            copyStart = open.count - 1
        }
        return leaf
    }

    /// Reads a leaf object, or opens a container (pushing it onto `open`) and returns nil.
    private mutating func object(_ reference: Int) throws(SyntaxError) -> Node? {
        let offset = try objectOffset(reference)
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .scalar(Scalar(value: "null", range: .fileStart, style: .plain, isVerbatim: false))
            case 0x08: return Self.scalar("false", .bool)
            case 0x09: return Self.scalar("true", .bool)
            default: throw Self.failure("object \(reference) has the unknown marker \(Self.hex(marker))")
            }
        case 0x1:
            return Self.scalar(try integer(marker, at: offset), .integer)
        case 0x2:
            return Self.scalar(try real(marker, at: offset), .real)
        case 0x3:
            guard marker == 0x33 else { throw Self.failure("object \(reference) has the unknown marker \(Self.hex(marker))") }
            let seconds = Double(bitPattern: try unsigned(at: offset + 1, size: 8))
            guard let date = PlistValueFormat.iso8601(secondsSince2001: seconds) else {
                throw Self.failure("object \(reference) is a date out of range")
            }
            return Self.scalar(date, .date)
        case 0x4:
            let (count, start) = try length(marker, at: offset, unitSize: 1)
            return Self.scalar(PlistValueFormat.base64(bytes[start..<start + count]), .data)
        case 0x5:
            let (count, start) = try length(marker, at: offset, unitSize: 1)
            return Self.scalar(String(decoding: bytes[start..<start + count], as: UTF8.self), .string)
        case 0x6:
            let (count, start) = try length(marker, at: offset, unitSize: 2)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for k in 0..<count {
                units.append(UInt16(bytes[start + 2 * k]) << 8 | UInt16(bytes[start + 2 * k + 1]))
            }
            return Self.scalar(String(decoding: units, as: UTF16.self), .string)
        case 0x8:
            // A keyed archiver UID; XML property lists write it as this one-entry dict.
            let size = Int(marker & 0x0F) + 1
            guard size <= 8 else { throw Self.failure("object \(reference) is a UID wider than 8 bytes") }
            let value = try unsigned(at: offset + 1, size: size)
            let key = Scalar(value: "CF$UID", range: .fileStart, style: .plist(.string), isVerbatim: false)
            return .mapping([MappingEntry(key: key, value: Self.scalar(String(value), .integer))], .fileStart)
        case 0xA, 0xB, 0xC:
            let (count, start) = try length(marker, at: offset, unitSize: referenceSize)
            onPath[reference] = true
            open.append(BinaryPlistContainer(reference: reference, isDictionary: false, count: count, referencesStart: start))
            return nil
        case 0xD:
            let (count, start) = try length(marker, at: offset, unitSize: 2 * referenceSize)
            onPath[reference] = true
            open.append(BinaryPlistContainer(reference: reference, isDictionary: true, count: count, referencesStart: start))
            return nil
        default:
            throw Self.failure("object \(reference) has the unknown marker \(Self.hex(marker))")
        }
    }

    private func integer(_ marker: UInt8, at offset: Int) throws(SyntaxError) -> String {
        switch marker & 0x0F {
        case 0, 1, 2:
            return String(try unsigned(at: offset + 1, size: 1 << Int(marker & 0x0F)))
        case 3:
            return String(Int64(bitPattern: try unsigned(at: offset + 1, size: 8)))
        case 4:
            // 128-bit integers appear only for values beyond Int64; anything beyond 64 bits is refused.
            let high = try unsigned(at: offset + 1, size: 8)
            let low = try unsigned(at: offset + 9, size: 8)
            if high == 0 { return String(low) }
            if high == UInt64.max && low >> 63 == 1 { return String(Int64(bitPattern: low)) }
            throw Self.failure("an integer at offset \(offset) does not fit in 64 bits")
        default:
            throw Self.failure("an integer at offset \(offset) has an invalid size")
        }
    }

    private func real(_ marker: UInt8, at offset: Int) throws(SyntaxError) -> String {
        switch marker & 0x0F {
        case 2: return "\(Float(bitPattern: UInt32(try unsigned(at: offset + 1, size: 4))))"
        case 3: return "\(Double(bitPattern: try unsigned(at: offset + 1, size: 8)))"
        default: throw Self.failure("a real at offset \(offset) has an invalid size")
        }
    }

    // MARK: Bounds-checked reading

    private func objectOffset(_ reference: Int) throws(SyntaxError) -> Int {
        let offset = try unsigned(at: offsetTableStart + reference * offsetSize, size: offsetSize)
        guard offset >= UInt64(Self.headerSize), offset < UInt64(objectAreaEnd) else {
            throw Self.failure("object \(reference) has the offset \(offset), outside the file's objects")
        }
        return Int(offset)
    }

    private func objectReference(at offset: Int) throws(SyntaxError) -> Int {
        let reference = try unsigned(at: offset, size: referenceSize)
        guard reference < UInt64(objectCount) else {
            throw Self.failure("object reference \(reference) is out of range")
        }
        return Int(reference)
    }

    /// The element count of a data, string or collection object and where its content
    /// starts, checked so that `count * unitSize` bytes are in the file.
    private func length(_ marker: UInt8, at offset: Int, unitSize: Int) throws(SyntaxError) -> (count: Int, start: Int) {
        var count = UInt64(marker & 0x0F)
        var start = offset + 1
        if count == 0x0F {
            guard start < objectAreaEnd, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3 else {
                throw Self.failure("the object at offset \(offset) has a malformed length")
            }
            let size = 1 << Int(bytes[start] & 0x0F)
            count = try unsigned(at: start + 1, size: size)
            start += 1 + size
        }
        let available = UInt64(max(0, objectAreaEnd - start))
        guard count <= available / UInt64(unitSize) else {
            throw Self.failure("the object at offset \(offset) claims \(count) elements, more than the file holds")
        }
        return (Int(count), start)
    }

    private func unsigned(at offset: Int, size: Int) throws(SyntaxError) -> UInt64 {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else {
            throw Self.failure("the file is truncated: \(size) bytes at offset \(offset) are missing")
        }
        return Self.bigEndian(bytes, at: offset, size: size)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for k in 0..<size { value = value << 8 | UInt64(bytes[offset + k]) }
        return value
    }

    private static func scalar(_ value: String, _ type: PlistType) -> Node {
        .scalar(Scalar(value: value, range: .fileStart, style: .plist(type), isVerbatim: false))
    }

    private static func hex(_ byte: UInt8) -> String {
        "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    static func failure(_ message: String) -> SyntaxError {
        SyntaxError(message: "binary property list: " + message, range: .fileStart)
    }
}

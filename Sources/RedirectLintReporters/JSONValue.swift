import RedirectLintSource

/// A JSON document built in memory and written with keys in the order given, so the same
/// report always gives the same bytes.
public indirect enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// A value already written, at the nesting level where it is inserted (a finding
    /// rendered on a worker thread while the run went on).
    case raw([UInt8])

    public func rendered(indent: Int = 2) -> String {
        var writer = JSONWriter(indent: indent)
        writer.write(self, level: 0)
        writer.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes.array, as: UTF8.self)
    }
}

/// Writes UTF-8 bytes directly: reports of tens of megabytes are common on large trees,
/// and appending to a `String` scalar by scalar costs an order of magnitude more.
struct JSONWriter: ~Copyable {
    var bytes: OutputBytes
    let indent: Int

    init(indent: Int, capacity: Int = 1 << 16) {
        self.indent = indent
        bytes = OutputBytes(capacity: capacity)
    }

    mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .string(let s): writeString(s)
        case .int(let n): writeInt(n)
        case .bool(let b): append(b ? "true" : "false")
        case .null: append("null")
        case .raw(let written): bytes.append(contentsOf: written)
        case .array(let items):
            if items.isEmpty { append("[]"); return }
            bytes.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                write(item, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { append("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                writeString(key)
                bytes.append(UInt8(ascii: ":"))
                bytes.append(UInt8(ascii: " "))
                write(value, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `"key": value` as a member of an object at `level - 1`, after a comma unless first.
    mutating func writeMember(_ key: String, _ value: JSONValue, level: Int, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline(level)
        writeString(key)
        append(": ")
        write(value, level: level)
    }

    /// A value as it appears at `level`, on its own (the element of a streamed array).
    static func rendered(_ value: JSONValue, level: Int, indent: Int = 2) -> [UInt8] {
        var writer = JSONWriter(indent: indent, capacity: 512)
        writer.write(value, level: level)
        return writer.bytes.array
    }

    mutating func newline(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(repeating: UInt8(ascii: " "), count: level * indent)
    }

    /// Decimal digits written straight into the buffer (no `String` per number), in one append.
    mutating func writeInt(_ n: Int) {
        if n >= 0, n < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(n)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            // From the end backwards; the magnitude as unsigned, so `Int.min` needs no case of its own.
            var rest = n.magnitude
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if n < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    mutating func append(_ s: String) {
        s.withBytes { bytes.append($0) }
    }

    /// Text known when the program was built (keys, punctuation), in one append.
    mutating func appendLiteral(_ s: StaticString) {
        bytes.append(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    /// Escapes quotes, backslashes, control characters, DEL and U+2028/U+2029 (which break
    /// JavaScript consumers); everything else is copied as UTF-8, each run between two
    /// escapes in one append.
    mutating func writeString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        s.withBytes { utf8 in
            guard let base = utf8.baseAddress else { return }
            let count = utf8.count
            var runStart = 0
            var i = JSONEscaping.nextSpecial(base, count: count, from: 0)
            while i < count {
                let byte = base[i]
                var width = 1
                if byte == 0xE2 {
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other E2 sequence is copied.
                    guard i + 2 < count, base[i + 1] == 0x80, base[i + 2] == 0xA8 || base[i + 2] == 0xA9 else {
                        i = JSONEscaping.nextSpecial(base, count: count, from: i + 1)
                        continue
                    }
                    width = 3
                }
                bytes.append(UnsafeBufferPointer(start: base + runStart, count: i - runStart))
                if width == 3 {
                    appendLiteral(base[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                } else {
                    writeEscape(byte)
                }
                i += width
                runStart = i
                i = JSONEscaping.nextSpecial(base, count: count, from: i)
            }
            bytes.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape of one ASCII byte that may not appear as itself in a JSON string.
    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): appendLiteral("\\\"")
        case UInt8(ascii: "\\"): appendLiteral("\\\\")
        case UInt8(ascii: "\n"): appendLiteral("\\n")
        case UInt8(ascii: "\r"): appendLiteral("\\r")
        case UInt8(ascii: "\t"): appendLiteral("\\t")
        default:
            // `\u00XX`, lowercase hex: control characters and DEL.
            let hex: StaticString = "0123456789abcdef"
            appendLiteral("\\u00")
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 0xF)])
        }
    }
}

/// Finds the bytes of a string that JSON output must look at, eight at a time: most strings
/// (paths, rule ids, messages) have none, and are then copied whole.
enum JSONEscaping {
    /// Whether `byte` must be escaped or may start U+2028/U+2029 (E2).
    @inline(__always)
    static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xE2
    }

    /// The high bit of each byte of `word` that is below 0x20, a quote, a backslash, or 0x7F
    /// and above (a superset of `needsLook`: non-ASCII bytes are looked at one by one). Every
    /// such byte is flagged; a byte can be flagged wrongly only above a flagged one (borrows
    /// and carries run upward), so no byte below the lowest flag needs a look.
    @inline(__always)
    static func lookFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // The classic "has a byte less than n" (n <= 128) and "has a zero byte" tests.
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let quoteOrBackslash = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
        // 0x7F becomes 0x80; bytes from 0x80 have the bit already (a carry only comes from one).
        let high = ((word &+ ones) | word) & highs
        return control | quoteOrBackslash | high
    }

    /// The index of the first byte at or after `start` for which `needsLook` holds, or `count`.
    static func nextSpecial(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int {
        var i = start
        while i + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let flags = lookFlags(word)
            if flags != 0 {
                // Little-endian: the lowest flag is the first flagged byte in memory.
                for j in (i + flags.trailingZeroBitCount / 8)..<i + 8 where needsLook(base[j]) { return j }
            }
            i += 8
        }
        if i < count, count >= 8 {
            // The last bytes, as the word that ends the text: flags of the bytes before `i`,
            // looked at already, are masked off.
            let last = count - 8
            let word = UInt64(littleEndian: UnsafeRawPointer(base + last).loadUnaligned(as: UInt64.self))
            let flags = lookFlags(word) & (~0 << UInt64((i - last) * 8))
            guard flags != 0 else { return count }
            i = last + flags.trailingZeroBitCount / 8
        }
        while i < count {
            if needsLook(base[i]) { return i }
            i += 1
        }
        return count
    }
}

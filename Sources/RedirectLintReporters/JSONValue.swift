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
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// Writes UTF-8 bytes directly: reports of tens of megabytes are common on large trees,
/// and appending to a `String` scalar by scalar costs an order of magnitude more.
struct JSONWriter {
    var bytes: [UInt8] = []
    let indent: Int

    init(indent: Int, capacity: Int = 1 << 16) {
        self.indent = indent
        bytes.reserveCapacity(capacity)
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
        return writer.bytes
    }

    mutating func newline(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        let width = level * indent
        if width <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<width])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Decimal digits written straight into the buffer (no `String` per number).
    mutating func writeInt(_ n: Int) {
        if n < 0 {
            guard n != .min else { return append(String(n)) }
            bytes.append(UInt8(ascii: "-"))
            return writeInt(-n)
        }
        if n < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(n)) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = n
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
        }
    }

    mutating func append(_ s: String) {
        bytes.append(contentsOf: s.utf8)
    }

    /// Escapes quotes, backslashes, control characters, DEL and U+2028/U+2029 (which break
    /// JavaScript consumers); everything else is copied as UTF-8.
    mutating func writeString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var i = 0
            var runStart = 0
            while i < utf8.count {
                let byte = utf8[i]
                let escape: String?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0..<0x20, 0x7F: escape = Self.unicodeEscape(UInt32(byte))
                case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    escape = Self.unicodeEscape(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029)
                    width = 3
                default: escape = nil
                }
                if let escape {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                    bytes.append(contentsOf: escape.utf8)
                    i += width
                    runStart = i
                } else {
                    i += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

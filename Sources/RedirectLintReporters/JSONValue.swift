import RedirectLintSource

/// A JSON document built in memory and written with keys in the order given, so the same
/// report always gives the same bytes. Not `indirect`: arrays already hold their elements
/// apart, and a boxed case would cost an allocation per string and number written.
public enum JSONValue: Sendable {
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
        writer.append("\n")
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// Writes a `JSONValue` as UTF-8 bytes, keys in the order given, `indent` spaces a level.
struct JSONWriter {
    var bytes: [UInt8] = []
    let indent: Int
    /// Where a large document goes a block at a time, so that its text is not also held in
    /// one buffer beside the values it is written from (a monorepo's SARIF log is tens of
    /// megabytes); nil keeps everything in `bytes`.
    private let sink: (([UInt8]) -> Void)?

    init(indent: Int, sink: (([UInt8]) -> Void)? = nil) {
        self.indent = indent
        self.sink = sink
    }

    /// Hands what is written so far to the sink once it is a block.
    private mutating func flushIfLarge() {
        if let sink { handOver(to: sink) }
    }

    /// Hands what is written so far to `write` once it is a block (64 KiB), and starts a new one.
    mutating func handOver(to write: ([UInt8]) -> Void) {
        guard bytes.count >= 1 << 16 else { return }
        write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .string(let s): writeString(s)
        case .int(let n): append(String(n))
        case .bool(let b): append(b ? "true" : "false")
        case .null: append("null")
        case .raw(let written): bytes += written
        case .array(let items):
            if items.isEmpty { return append("[]") }
            append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { append(",") }
                newline(level + 1)
                write(item, level: level + 1)
                flushIfLarge()
            }
            newline(level)
            append("]")
        case .object(let members):
            if members.isEmpty { return append("{}") }
            append("{")
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { append(",") }
                newline(level + 1)
                writeString(key)
                append(": ")
                write(value, level: level + 1)
            }
            newline(level)
            append("}")
        }
    }

    /// `"key": value` as a member of an object at `level - 1`, after a comma unless first.
    mutating func writeMember(_ key: String, _ value: JSONValue, level: Int, first: Bool = false) {
        if !first { append(",") }
        newline(level)
        writeString(key)
        append(": ")
        write(value, level: level)
    }

    /// A value as it appears at `level`, on its own (an element of an array written apart).
    static func rendered(_ value: JSONValue, level: Int, indent: Int = 2) -> [UInt8] {
        var writer = JSONWriter(indent: indent)
        writer.write(value, level: level)
        return writer.bytes
    }

    mutating func newline(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<level * indent { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func append(_ s: String) {
        s.withBytes { bytes.append(contentsOf: $0) }
    }

    /// Escapes quotes, backslashes, control characters, DEL and U+2028/U+2029 (which break
    /// JavaScript consumers); everything else is copied as UTF-8. Reads bytes, not scalars:
    /// a report writes tens of thousands of strings, and all the escaped characters but
    /// U+2028/U+2029 (E2 80 A8/A9) are single bytes.
    mutating func writeString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        s.withBytes { utf8 in
            // Most strings need no escape: copied whole.
            if utf8.contains(where: Self.mayNeedEscape) {
                appendEscaping(utf8)
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A byte `appendEscaping` may change: 0xE2 starts U+2028 and U+2029.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xE2
    }

    private mutating func appendEscaping(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0..<0x20, 0x7F: appendEscaped(UInt32(byte))
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                appendEscaped(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
    }

    private mutating func appendEscaped(_ scalar: UInt32) {
        let hex = String(scalar, radix: 16)
        append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
    }
}

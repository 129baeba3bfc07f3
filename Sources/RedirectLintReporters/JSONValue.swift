/// A JSON document built in memory and written with keys in the order given, so the same
/// report always gives the same bytes.
public indirect enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public func rendered(indent: Int = 2) -> String {
        var out = ""
        write(into: &out, level: 0, indent: indent)
        out += "\n"
        return out
    }

    private func write(into out: inout String, level: Int, indent: Int) {
        switch self {
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .int(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                out += i == 0 ? "\n" : ",\n"
                out += String(repeating: " ", count: (level + 1) * indent)
                item.write(into: &out, level: level + 1, indent: indent)
            }
            out += "\n" + String(repeating: " ", count: level * indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                out += i == 0 ? "\n" : ",\n"
                out += String(repeating: " ", count: (level + 1) * indent)
                JSONValue.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, level: level + 1, indent: indent)
            }
            out += "\n" + String(repeating: " ", count: level * indent) + "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

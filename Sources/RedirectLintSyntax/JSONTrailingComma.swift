/// libyaml reads JSON as YAML 1.1 flow collections, which accept `{"a": 1,}`; JSON and
/// every server that reads these files do not. This finds the first such comma.
enum JSONTrailingComma {
    /// The byte offset of the first comma directly followed (after whitespace) by `}` or `]`,
    /// outside strings.
    static func firstOffset(in bytes: [UInt8]) -> Int? {
        var inString = false
        var escaped = false
        var pendingComma: Int?
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let comma = pendingComma { return comma }
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            pendingComma = byte == UInt8(ascii: ",") ? offset : nil
        }
        return nil
    }
}

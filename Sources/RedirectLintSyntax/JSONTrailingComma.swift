import RedirectLintSource

/// libyaml reads JSON as YAML 1.1 flow collections, which accept `{"a": 1,}`; JSON and
/// every server that reads these files do not. This finds the first such comma.
enum JSONTrailingComma {
    /// The byte offset of the first comma directly followed (after whitespace) by `}` or `]`,
    /// outside strings.
    static func firstOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = 0
            var pendingComma: Int?
            while i < n {
                let byte = raw[i]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D:
                    i += 1
                    // Indentation comes in runs: eight spaces are passed over at once.
                    while i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == Self.eightSpaces { i += 8 }
                    continue
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if let comma = pendingComma { return comma }
                case UInt8(ascii: "\""):
                    i = endOfString(raw, openingAt: i)
                default:
                    break
                }
                pendingComma = byte == UInt8(ascii: ",") ? i : nil
                i += 1
            }
            return nil
        }
    }

    private static let eightSpaces = WordBytes.lowBits &* 0x20

    /// The offset of the quote that closes the string opened at `start` (or the end of the
    /// text). Words of eight bytes without a quote or a backslash are passed over whole; in
    /// the word that has one, the scan goes straight to it.
    private static func endOfString(_ raw: UnsafeRawBufferPointer, openingAt start: Int) -> Int {
        let n = raw.count
        var i = start + 1
        while i < n {
            if i + 8 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                guard let first = WordBytes.firstIndex(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: word) else {
                    i += 8
                    continue
                }
                i += first
            }
            switch raw[i] {
            case UInt8(ascii: "\\"): i += 2
            case UInt8(ascii: "\""): return i
            default: i += 1
            }
        }
        return n
    }
}

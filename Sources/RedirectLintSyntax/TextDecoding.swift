import RedirectLintSource

/// Turns a file's raw bytes into UTF-8 text without a byte order mark: UTF-16 with a BOM is
/// transcoded, invalid UTF-8 is an error at the first bad byte (in Java properties, a sign of
/// ISO-8859-1, which is transcoded), and a NUL byte marks a binary file.
public enum TextDecoding {
    public enum Outcome: Sendable {
        case text([UInt8])
        case binary
        case invalid(SyntaxError, prefix: [UInt8])
    }

    public static func decode(_ bytes: [UInt8], path: String) -> Outcome {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return validate(Array(bytes[3...]), path: path)
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return utf16(bytes, bigEndian: bytes[0] == 0xFE, path: path)
        }
        return validate(bytes, path: path)
    }

    /// As `decode(_:path:)`, for a file read as `syntax`: Java properties that are not UTF-8
    /// are ISO-8859-1, the encoding `java.util.Properties.load(InputStream)` reads, and
    /// Spring Boot's too. Each of its bytes is one character, so columns count as an editor
    /// showing the file in that encoding counts them.
    public static func decode(_ bytes: [UInt8], path: String, as syntax: SourceSyntax) -> Outcome {
        let outcome = decode(bytes, path: path)
        guard syntax == .properties, case .invalid = outcome, !hasByteOrderMark(bytes) else { return outcome }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                text.append(byte)
            } else {
                text.append(0xC0 | byte >> 6)
                text.append(0x80 | byte & 0x3F)
            }
        }
        return .text(text)
    }

    private static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    private static func validate(_ bytes: [UInt8], path: String) -> Outcome {
        if let bad = firstInvalidUTF8(bytes) {
            if bytes[bad] == 0 { return .binary }
            let prefix = Array(bytes[..<bad])
            let file = SourceFile(path: path, bytes: prefix)
            let position = file.position(atOffset: bad)
            return .invalid(SyntaxError(message: "invalid UTF-8 byte 0x\(hex(bytes[bad]))", range: SourceRange(at: position)),
                            prefix: prefix)
        }
        return .text(bytes)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// The offset of the first byte that is not valid UTF-8, or of a NUL byte.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { firstInvalidUTF8($0) }
    }

    private static func firstInvalidUTF8(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            if i + 8 <= n {
                // Mostly ASCII text: eight bytes at a time while none is NUL or above 0x7F.
                let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                guard let first = WordBytes.firstIndexOfNULOrNonASCII(in: word) else {
                    i += 8
                    continue
                }
                // The ASCII bytes before it are valid as they are.
                i += first
            }
            let b = bytes[i]
            if b == 0 { return i }
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }

    private static func utf16(_ bytes: [UInt8], bigEndian: Bool, path: String) -> Outcome {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            let unit = bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
            units.append(unit)
            i += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 { return .binary }
                out.append(contentsOf: String(scalar).utf8)
            case .emptyInput:
                break loop
            case .error:
                let file = SourceFile(path: path, bytes: out)
                let error = SyntaxError(message: "invalid UTF-16 text", range: SourceRange(at: file.position(atOffset: out.count)))
                return .invalid(error, prefix: out)
            }
        }
        return .text(out)
    }
}

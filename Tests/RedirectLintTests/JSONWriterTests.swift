import Testing
@testable import RedirectLintReporters
import RedirectLintModel
import RedirectLintSource

/// The JSON writer's escaping, against a byte-by-byte definition.
@Suite("JSON writer")
struct JSONWriterTests {
    /// The escaping as first written: one byte at a time.
    private func reference(_ s: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        let utf8 = Array(s.utf8)
        func unicodeEscape(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case UInt8(ascii: "\n"): out += Array("\\n".utf8)
            case UInt8(ascii: "\r"): out += Array("\\r".utf8)
            case UInt8(ascii: "\t"): out += Array("\\t".utf8)
            case 0..<0x20, 0x7F: out += Array(unicodeEscape(UInt32(byte)).utf8)
            case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                out += Array(unicodeEscape(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029).utf8)
                i += 2
            default: out.append(byte)
            }
            i += 1
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    private func written(_ s: String) -> [UInt8] {
        var writer = JSONWriter(indent: 2)
        writer.writeString(s)
        return writer.bytes
    }

    @Test(arguments: [
        "", "a", "plain ascii text that is longer than eight bytes", "\"", "\\", "\u{7F}", "\u{0}", "\u{1F}",
        "tab\there", "crlf\r\nline", "quote \"in\" the middle", "é", "naïve façade — ünï 🙂",
        "\u{2028}", "\u{2029}", "a\u{2028}b\u{2029}c", "\u{2027}\u{202A}\u{2030}", "€ is E2 82 AC",
        "1234567\u{2028}", "12345678\"", "1234567\"", "abcdefgh\u{1}ijklmnop\\qrstuvwx\u{7F}",
        String(repeating: "long line ", count: 2_000), String(repeating: "é\u{2028}\t", count: 500),
    ])
    func escapesAsTheDefinition(_ s: String) {
        #expect(written(s) == reference(s))
    }

    /// Every special byte at every offset of a word, among ASCII and non-ASCII neighbours.
    @Test func everyPlaceInAWord() {
        let specials = ["\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{7F}", "\u{2028}", "\u{2029}", "\u{2026}", "é", "中"]
        for special in specials {
            for before in 0..<17 {
                for filler in ["x", "ü"] {
                    let s = String(repeating: filler, count: before) + special + String(repeating: "y", count: 9)
                    #expect(written(s) == reference(s), "\(Array(s.utf8))")
                }
            }
        }
    }

    /// Every byte value on its own and after seven ASCII bytes (the last place of a word).
    @Test func everyScalarBelow256() {
        for value in 0..<256 {
            let scalar = String(Unicode.Scalar(UInt8(value)))
            #expect(written(scalar) == reference(scalar))
            #expect(written("abcdefg" + scalar + "hij") == reference("abcdefg" + scalar + "hij"))
        }
    }

    @Test(arguments: [0, 1, 9, 10, 99, 100, 12345, -1, -10, -987654321, Int.max, Int.min])
    func integersAsDecimal(_ n: Int) {
        var writer = JSONWriter(indent: 2)
        writer.write(.int(n), level: 0)
        #expect(writer.bytes == Array(String(n).utf8))
    }
}

import RedirectLintSource

/// Placeholders that build tools and servers substitute before a URI is used:
/// `${var}` (Keycloak, shells, Gradle), `$(VAR)` (Xcode build settings), `{{var}}`
/// (Mustache-style deploy tools), `##KEY##` (Auth0 Deploy CLI), `@@KEY@@` (Auth0
/// keyword replacement). A rule cannot judge such a URI until it is resolved.
public enum TemplateSyntax {
    /// The first complete placeholder, delimiters included.
    public static func firstPlaceholder(in text: String) -> Range<String.Index>? {
        let utf8 = text.utf8
        let found = utf8.withContiguousStorageIfAvailable { firstPlaceholder(in: $0) }
            ?? Array(utf8).withUnsafeBufferPointer { firstPlaceholder(in: $0) }
        return found.map {
            utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)
        }
    }

    /// The first complete placeholder as UTF-8 offsets. Every delimiter and name character
    /// is ASCII, and no byte of a multi-byte sequence is, so scanning bytes finds what
    /// scanning Unicode scalars would.
    static func firstPlaceholder(in scalars: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        // Once a closing delimiter is known to be absent from the rest of the text,
        // no later opener can match it either; remembering that keeps the scan linear.
        var exhausted: (brace: Bool, parenthesis: Bool, braces: Bool) = (false, false, false)

        /// The end of a placeholder whose body starts at `bodyStart` and is closed by
        /// the first `close` (one or two equal bytes) after it; an empty body is no placeholder.
        func closing(_ close: UInt8, twice: Bool, bodyStart: Int, exhausted: inout Bool) -> Int? {
            guard !exhausted else { return nil }
            let length = twice ? 2 : 1
            var index = bodyStart
            while index <= scalars.count - length {
                if scalars[index] == close, !twice || scalars[index + 1] == close {
                    return index > bodyStart ? index + length : nil
                }
                index += 1
            }
            exhausted = true
            return nil
        }

        func isNameCharacter(_ byte: UInt8) -> Bool {
            byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-")
        }

        var index = 0
        while index + 1 < scalars.count {
            // Nearly all text has no opener: eight bytes without `$`, `{`, `#` or `@` start
            // no placeholder, whatever follows them.
            if index + 8 <= scalars.count, !mayOpen(UnsafeRawPointer(scalars.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let pair = (scalars[index], scalars[index + 1])
            var end: Int?
            switch pair {
            case (UInt8(ascii: "$"), UInt8(ascii: "{")):
                end = closing(UInt8(ascii: "}"), twice: false, bodyStart: index + 2, exhausted: &exhausted.brace)
            case (UInt8(ascii: "$"), UInt8(ascii: "(")):
                end = closing(UInt8(ascii: ")"), twice: false, bodyStart: index + 2, exhausted: &exhausted.parenthesis)
            case (UInt8(ascii: "{"), UInt8(ascii: "{")):
                end = closing(UInt8(ascii: "}"), twice: true, bodyStart: index + 2, exhausted: &exhausted.braces)
            case (UInt8(ascii: "#"), UInt8(ascii: "#")), (UInt8(ascii: "@"), UInt8(ascii: "@")):
                var nameEnd = index + 2
                while nameEnd < scalars.count, isNameCharacter(scalars[nameEnd]) { nameEnd += 1 }
                if nameEnd > index + 2, nameEnd + 1 < scalars.count,
                   scalars[nameEnd] == pair.0, scalars[nameEnd + 1] == pair.0 {
                    end = nameEnd + 2
                }
            default:
                break
            }
            if let end {
                return index..<end
            }
            index += 1
        }
        return nil
    }

    /// Some byte of `word` is a placeholder's first byte.
    @inline(__always)
    private static func mayOpen(_ word: UInt64) -> Bool {
        WordBytes.hasByte(UInt8(ascii: "$"), in: word) || WordBytes.hasByte(UInt8(ascii: "{"), in: word)
            || WordBytes.hasByte(UInt8(ascii: "#"), in: word) || WordBytes.hasByte(UInt8(ascii: "@"), in: word)
    }
}

import Testing
@testable import RedirectLintDialects

/// The ASCII fast paths of key folding and splitting give what the character-based code
/// they skip gives (kept here as the reference), on ASCII and on everything else.
@Suite("Key folding fast paths")
struct KeyFoldingEquivalenceTests {
    static let keys = [
        "", "redirectUris", "redirect-uris", "redirect_uris", "Client_Secret", "CLIENT-SECRET2", "a.b[0].c",
        "[my.client]", "a..b", ".", "[", "]", "a[b", "é", "Ünïcode_Key", "ǅ", "x\u{301}y", "a\r\nb", "tab\tkey",
        "a.\u{301}b", "¼half", "İstanbul", "ß", "~/a", "a~b/c", "/\u{301}", "~\u{301}", "😀-key",
    ]

    @Test func foldedKey() {
        for key in Self.keys {
            #expect(key.foldedKey == String(key.lowercased().filter { $0.isLetter || $0.isNumber }), "\(key.debugDescription)")
        }
    }

    @Test func springFold() {
        for key in Self.keys {
            let reference = key.hasPrefix("[") ? key : String(key.lowercased().filter { $0 != "-" && $0 != "_" })
            #expect(SpringPropertyTree.fold(key) == reference, "\(key.debugDescription)")
        }
    }

    @Test func springSplit() {
        for key in Self.keys {
            #expect(SpringPropertyTree.split(key) == Self.referenceSplit(key), "\(key.debugDescription)")
        }
    }

    @Test func pointerEscaping() {
        for key in Self.keys {
            for target: Character in ["~", "/"] {
                var reference = ""
                for c in key { if c == target { reference += "~x" } else { reference.append(c) } }
                #expect(key.replacingAll(target, with: "~x") == reference, "\(key.debugDescription)")
            }
        }
    }

    private static func referenceSplit(_ key: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inBrackets = false
        for c in key {
            switch c {
            case "[" where !inBrackets:
                if !current.isEmpty { parts.append(current) }
                current = "["
                inBrackets = true
            case "]" where inBrackets:
                parts.append(current + "]")
                current = ""
                inBrackets = false
            case "." where !inBrackets:
                if !current.isEmpty { parts.append(current) }
                current = ""
            default:
                current.append(c)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}

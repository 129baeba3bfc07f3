import RedirectLintSource
@testable import RedirectLintDialects
@testable import RedirectLintModel
@testable import RedirectLintSyntax
import Testing

/// The ASCII fast paths of key folding and splitting give what the character-based code
/// they skip gives (kept here as the reference), on ASCII and on everything else.
@Suite("Key folding fast paths")
struct KeyFoldingEquivalenceTests {
    static let keys = [
        "", "redirectUris", "redirect-uris", "redirect_uris", "Client_Secret", "CLIENT-SECRET2", "a.b[0].c",
        "[my.client]", "a..b", ".", "[", "]", "a[b", "é", "Ünïcode_Key", "ǅ", "x\u{301}y", "a\r\nb", "tab\tkey",
        "a.\u{301}b", "¼half", "İstanbul", "ß", "~/a", "a~b/c", "/\u{301}", "~\u{301}", "😀-key",
        "[0]", "[12]", "[+1]", "[007]", "[-0]", "[]", "[\u{301}1]", "[1]\u{301}", "[1", "1]", "[x]",
    ]

    @Test func segmentIndex() {
        for key in Self.keys {
            let segment = PropertySegment(folded: key, raw: key, keyRange: .fileStart)
            let reference = key.hasPrefix("[") && key.hasSuffix("]") ? Int(key.dropFirst().dropLast()) : nil
            #expect(segment.index == reference, "\(key.debugDescription)")
        }
    }

    /// Leaves are found by comparing each key's segments with the prefix before building a
    /// path: the same leaves as building every path and then comparing.
    @Test func springLeaves() throws {
        let prefix = ["spring", "security", "oauth2", "authorizationserver"]
        let texts = [
            "spring:\n  security.oauth2:\n    authorizationserver:\n      client:\n        a:\n          registration.redirect-uris: [x, y]\n",
            "Spring.Security:\n  OAuth2.Authorization-Server.client.b.registration:\n    client-id: c\n    Redirect_URIs:\n      - z\n",
            "spring.security.oauth2.authorizationserver.client[my.c].registration.client-id: d\nspring.other: e\n",
            "- spring:\n    security: x\n- a: b\n",
            "spring: [security, oauth2]\nspring.security: {oauth2: {authorizationserver: {issuer: i, client: {k: {a: [1, [2, 3]]}}}}}\n",
            "other: 1\nspring.security.oauth3.x: 2\n\u{17F}pring.security.oauth2.authorizationserver.client.a.b: 3\n",
        ]
        var found = 0
        for text in texts {
            for root in try YAMLLoader.load(SourceFile(path: "a.yml", text: text)).documents {
                let leaves = SpringPropertyTree.leaves(of: root, under: prefix)
                let reference = Self.referenceLeaves(of: root, under: prefix)
                #expect(leaves.map { $0.segments.map(\.folded) } == reference.map { $0.segments.map(\.folded) })
                #expect(leaves.map(\.value) == reference.map(\.value))
                found += leaves.count
            }
        }
        #expect(found >= 8)
    }

    @Test func schemeLowercasing() {
        for text in Self.keys + ["HTTP://x", "Com.Example.App:/cb", "É:x", "a\u{301}B:/", "ABCDEFGHIJKLMNOPQRSTUVWXYZ[]@`{:"] {
            let bytes = Array(text.utf8)
            let reference = String(decoding: bytes.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
            #expect(bytes.withUnsafeBufferPointer(\.asciiLowercasedString) == reference, "\(text.debugDescription)")
        }
    }

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

    /// `SpringPropertyTree.leaves` before it compared segments ahead of building paths.
    private static func referenceLeaves(of root: Node, under prefix: [String]) -> [PropertyLeaf] {
        var out: [PropertyLeaf] = []
        var pending: [(Node, [PropertySegment])] = [(root, [])]
        while let (node, path) = pending.popLast() {
            switch node {
            case .scalar(let scalar):
                if path.count > prefix.count { out.append(PropertyLeaf(segments: path, value: scalar)) }
            case .mapping(let entries, _):
                for entry in entries.reversed() {
                    let added = SpringPropertyTree.split(entry.key.value).map { raw in
                        PropertySegment(folded: SpringPropertyTree.fold(raw), raw: raw, keyRange: entry.key.range)
                    }
                    let next = path + added
                    if zip(next, prefix).allSatisfy({ $0.folded == $1 }) { pending.append((entry.value, next)) }
                }
            case .sequence(let items, _):
                for (i, item) in items.enumerated().reversed() {
                    pending.append((item, path + [PropertySegment(folded: "[\(i)]", raw: "[\(i)]", keyRange: item.range)]))
                }
            }
        }
        return out
    }
}

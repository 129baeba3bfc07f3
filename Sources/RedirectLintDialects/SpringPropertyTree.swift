import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// One segment of a Spring Boot property name (`redirect-uris`, `[0]`), with the key it was
/// written in, so a finding can point at a client's key however the file nests it.
struct PropertySegment {
    /// Relaxed-binding form: lower case without `-` and `_` (`redirectUris` = `redirect-uris`);
    /// an index keeps its brackets (`[0]`).
    let folded: String
    let raw: String
    let keyRange: SourceRange
    /// The number of an index segment (`[0]`), read once here: the dialect asks for it of
    /// every leaf of every client.
    let index: Int?

    init(folded: String, raw: String, keyRange: SourceRange) {
        self.init(folded: folded, raw: raw, keyRange: keyRange, index: Self.index(of: raw))
    }

    init(folded: String, raw: String, keyRange: SourceRange, index: Int?) {
        self.folded = folded
        self.raw = raw
        self.keyRange = keyRange
        self.index = index
    }

    private static func index(of raw: String) -> Int? {
        // Almost every segment is a name: its first byte says so without comparing characters.
        guard raw.withBytes({ $0.first == UInt8(ascii: "[") }) else { return nil }
        guard raw.hasPrefix("["), raw.hasSuffix("]") else { return nil }
        return Int(raw.dropFirst().dropLast())
    }
}

/// A property with a scalar value, under the prefix it was searched for.
struct PropertyLeaf {
    var segments: [PropertySegment]
    var value: Scalar
}

/// Spring Boot binds `a.b.c: x`, `a: {b: {c: x}}` and `a.b.c=x` to the same property and
/// lists from YAML sequences, indexed keys (`uris[0]`) or comma-separated values alike. This
/// flattens a YAML or properties tree into leaves, keeping only those under a prefix.
enum SpringPropertyTree {
    static func leaves(of root: Node, under prefix: [String]) -> [PropertyLeaf] {
        var out: [PropertyLeaf] = []
        walk(root, under: prefix) { leaf in
            out.append(leaf)
            return true
        }
        return out
    }

    /// Whether some leaf under `prefix` satisfies `predicate`: the walk stops at the first
    /// one, where `leaves` would go on to build every other leaf's path.
    static func containsLeaf(of root: Node, under prefix: [String], where predicate: (PropertyLeaf) -> Bool) -> Bool {
        var found = false
        walk(root, under: prefix) { leaf in
            found = predicate(leaf)
            return !found
        }
        return found
    }

    /// The default of a value that is one placeholder with a default, `${CLIENT_SECRET:{noop}s3cret}`:
    /// what Spring uses when the variable is unset, so what a deployment that forgets it
    /// registers, located within the value. Nil for any other value.
    static func defaultValue(_ scalar: Scalar) -> Scalar? {
        let text = scalar.value
        guard text.hasPrefix("${"), closingBrace(of: text) == text.index(before: text.endIndex), let colon = text.firstIndex(of: ":"),
              !text[text.index(text.startIndex, offsetBy: 2)..<colon].contains(where: { "${}".contains($0) }) else { return nil }
        let start = text.index(after: colon), end = text.index(before: text.endIndex)
        let value = text[start..<end]
        // A nested placeholder, or a default that is itself empty, says nothing.
        guard !value.isEmpty, !value.contains("${") else { return nil }
        let range = Located(text, range: scalar.range, isVerbatim: scalar.isVerbatim).range(of: start..<end)
        return Scalar(value: String(value), range: range, style: scalar.style, isVerbatim: scalar.isVerbatim)
    }

    /// The `}` that closes the `${` at the start of `text`, counting the braces between
    /// (`${SECRET:{noop}x}`); nil when none does.
    private static func closingBrace(of text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Hands the leaves under `prefix` to `visit` in document order, while it returns true.
    private static func walk(_ root: Node, under prefix: [String], _ visit: (PropertyLeaf) -> Bool) {
        var pending: [(Node, [PropertySegment])] = [(root, [])]
        // Iterative, so that deep nesting cannot exhaust the call stack.
        while let (node, path) = pending.popLast() {
            switch node {
            case .scalar(let scalar):
                if path.count > prefix.count, !visit(PropertyLeaf(segments: path, value: defaultValue(scalar) ?? scalar)) { return }
            case .mapping(let entries, _):
                // Whether the path agrees with the prefix so far; a key's own segments are then
                // compared before any path is built for it, since most keys are not under it.
                guard isUnder(path, prefix) else { continue }
                for entry in entries.reversed() {
                    let raws = split(entry.key.value)
                    let folds = raws.map(fold)
                    guard zip(folds, prefix.dropFirst(path.count)).allSatisfy({ $0 == $1 }) else { continue }
                    var next = path
                    next.reserveCapacity(path.count + raws.count)
                    for (raw, folded) in zip(raws, folds) {
                        next.append(PropertySegment(folded: folded, raw: raw, keyRange: entry.key.range))
                    }
                    pending.append((entry.value, next))
                }
            case .sequence(let items, _):
                for (i, item) in items.enumerated().reversed() {
                    let text = "[\(i)]"
                    var next = path
                    next.reserveCapacity(path.count + 1)
                    next.append(PropertySegment(folded: text, raw: text, keyRange: item.range, index: i))
                    pending.append((item, next))
                }
            }
        }
    }

    /// True while the path agrees with the prefix as far as both go.
    private static func isUnder(_ path: [PropertySegment], _ prefix: [String]) -> Bool {
        zip(path, prefix).allSatisfy { $0.folded == $1 }
    }

    /// `a.b[0].c` → `a`, `b`, `[0]`, `c`; a bracketed map key may hold dots (`[my.client]`).
    static func split(_ key: String) -> [String] {
        // A key without brackets or dots is one segment, whatever its characters.
        if !key.containsByte(UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "]")) {
            return key.isEmpty ? [] : [key]
        }
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

    static func fold(_ raw: String) -> String {
        if raw.withBytes({ $0.first == UInt8(ascii: "[") }), raw.hasPrefix("[") { return raw }
        // ASCII lower-cases byte by byte, as `lowercased()` would.
        if let folded = raw.mappingASCIIBytes({ byte in
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") ? nil : (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }) {
            return folded
        }
        return String(raw.lowercased().filter { $0 != "-" && $0 != "_" })
    }

    /// The values of a list property, in index order: sequence items and indexed keys as
    /// they are, an unindexed value split at commas (each part located where it is written).
    static func list(_ leaves: [PropertyLeaf], depth: Int) -> [Located<String>] {
        var items: [(Int, Int, Located<String>)] = []
        for (order, leaf) in leaves.enumerated() {
            let located = Located(leaf.value.value, range: leaf.value.range, isVerbatim: leaf.value.isVerbatim)
            if leaf.segments.count > depth, let index = leaf.segments[depth].index {
                items.append((index, order, located))
                continue
            }
            for (part, range) in commaSeparated(located) {
                let inner = trimmed(range, in: located.value)
                items.append((part, order, Located(String(located.value[inner]), range: located.range(of: inner),
                                                    isVerbatim: located.isVerbatim)))
            }
        }
        return items.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2).filter { !$0.value.isEmpty }
    }

    private static func commaSeparated(_ value: Located<String>) -> [(Int, Range<String.Index>)] {
        var parts: [(Int, Range<String.Index>)] = []
        var start = value.value.startIndex
        var index = 0
        while true {
            let end = value.value[start...].firstIndex(of: ",") ?? value.value.endIndex
            parts.append((index, start..<end))
            index += 1
            guard end < value.value.endIndex else { break }
            start = value.value.index(after: end)
        }
        return parts
    }

    private static func trimmed(_ range: Range<String.Index>, in text: String) -> Range<String.Index> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, text[lower] == " " || text[lower] == "\t" { lower = text.index(after: lower) }
        while upper > lower, text[text.index(before: upper)] == " " || text[text.index(before: upper)] == "\t" {
            upper = text.index(before: upper)
        }
        return lower..<upper
    }
}

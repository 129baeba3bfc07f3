import RedirectLintSource

/// Auth0's Deploy CLI replaces `@@KEY@@` with a JSON value before it parses `tenant.yaml`,
/// so `callbacks: @@APP_CALLBACKS@@` is fine for the CLI, but `@` cannot start a plain YAML
/// scalar and libyaml stops there. Quoting such a token in place (`"@KEY@"`, the same number
/// of bytes) lets the file load with every position unchanged; the scalars are then put back
/// as the placeholder that was written, for the `unresolved-template` note.
struct KeywordPlaceholders {
    /// Byte ranges of the quoted tokens in the file.
    private(set) var tokens: [Range<Int>] = []
    private(set) var bytes: [UInt8]

    /// Nil unless the parse failed at such a token.
    init?(_ original: [UInt8], failingAt offset: Int) {
        guard Self.tokenLength(original, at: offset) != nil else { return nil }
        bytes = original
        var i = 0
        while i < original.count {
            if let length = Self.tokenLength(original, at: i), Self.startsPlainScalar(original, at: i) {
                bytes[i] = UInt8(ascii: "\"")
                bytes[i + length - 1] = UInt8(ascii: "\"")
                tokens.append(i..<i + length)
                i += length
            } else {
                i += 1
            }
        }
        if !tokens.contains(where: { $0.lowerBound == offset }) { return nil }
    }

    /// The length of `@@NAME@@` at an offset.
    static func tokenLength(_ bytes: [UInt8], at offset: Int) -> Int? {
        let at = UInt8(ascii: "@")
        guard offset >= 0, offset + 1 < bytes.count, bytes[offset] == at, bytes[offset + 1] == at else { return nil }
        var end = offset + 2
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > offset + 2, end + 1 < bytes.count, bytes[end] == at, bytes[end + 1] == at else { return nil }
        return end + 2 - offset
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")
    }

    /// Only where a token would begin a value (after `:`, `-`, `[`, `{`, `,`, `?` or at the
    /// start of a line): inside a longer scalar or a quoted string it is already fine.
    private static func startsPlainScalar(_ bytes: [UInt8], at offset: Int) -> Bool {
        var i = offset - 1
        while i >= 0, bytes[i] == 0x20 || bytes[i] == 0x09 { i -= 1 }
        guard i >= 0 else { return true }
        switch bytes[i] {
        case 0x0A, 0x0D: return true
        case UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "?"):
            return i < offset - 1
                || bytes[i] == UInt8(ascii: "[") || bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: ",")
        default: return false
        }
    }

    /// Puts the written placeholders back into the tree loaded from the quoted bytes.
    func restore(_ node: Node, in file: SourceFile) -> Node {
        switch node {
        case .scalar(let scalar):
            return .scalar(restore(scalar, in: file))
        case .mapping(let entries, let range):
            return .mapping(entries.map { MappingEntry(key: restore($0.key, in: file), value: restore($0.value, in: file)) }, range)
        case .sequence(let items, let range):
            return .sequence(items.map { restore($0, in: file) }, range)
        }
    }

    private func restore(_ scalar: Scalar, in file: SourceFile) -> Scalar {
        guard scalar.style == .doubleQuoted,
              let token = tokens.first(where: { $0.lowerBound + 1 == scalar.range.start.offset && $0.upperBound - 1 == scalar.range.end.offset })
        else { return scalar }
        return Scalar(value: file.text(from: token.lowerBound, to: token.upperBound),
                      range: file.range(from: token.lowerBound, to: token.upperBound), style: .plain, isVerbatim: true)
    }
}

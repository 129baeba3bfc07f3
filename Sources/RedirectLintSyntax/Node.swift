import RedirectLintSource

/// How a scalar was written. Dialects need it to tell `true` from `"true"`.
public enum ScalarStyle: Sendable, Equatable {
    case plain, singleQuoted, doubleQuoted, literal, folded
    /// A typed value of a property list (`<true/>`, `<integer>`); `.string` is a `<string>`.
    case plist(PlistType)
}

public enum PlistType: String, Sendable, Equatable {
    case string, integer, real, bool, date, data
}

public struct Scalar: Sendable, Equatable {
    public var value: String
    public var range: SourceRange
    public var style: ScalarStyle
    /// True when the source text at `range` is exactly `value` on one line.
    public var isVerbatim: Bool

    public init(value: String, range: SourceRange, style: ScalarStyle, isVerbatim: Bool) {
        self.value = value
        self.range = range
        self.style = style
        self.isVerbatim = isVerbatim
    }

    /// A JSON/YAML `null` or `~` or an empty plain scalar.
    public var isNull: Bool {
        style == .plain && (value.isEmpty || value == "null" || value == "Null" || value == "NULL" || value == "~")
    }

    /// What a YAML 1.2 core schema reader (and JSON) makes of a scalar: a plain `~`, `true`,
    /// `0x1F` or `1.5` is a null, a boolean, an integer or a float, never a string; quoted and
    /// block scalars are strings. Property list values are strings here.
    public enum CoreType: Sendable, Equatable {
        case null, bool, int, float, string
    }

    public var coreType: CoreType {
        guard style == .plain else { return .string }
        if isNull { return .null }
        if boolValue != nil { return .bool }
        if CoreNumbers.isInteger(value) { return .int }
        if CoreNumbers.isFloat(value) { return .float }
        return .string
    }

    /// Booleans as YAML 1.2 core schema, JSON and property lists write them.
    public var boolValue: Bool? {
        switch style {
        case .plain, .plist(.bool):
            switch value {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: return nil
            }
        default: return nil
        }
    }
}

public struct MappingEntry: Sendable, Equatable {
    public var key: Scalar
    public var value: Node

    public init(key: Scalar, value: Node) {
        self.key = key
        self.value = value
    }
}

/// The positioned tree that YAML, JSON and property lists load into.
public enum Node: Sendable, Equatable {
    case scalar(Scalar)
    case mapping([MappingEntry], SourceRange)
    case sequence([Node], SourceRange)

    public var range: SourceRange {
        switch self {
        case .scalar(let s): return s.range
        case .mapping(_, let r), .sequence(_, let r): return r
        }
    }

    public var scalar: Scalar? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    public var entries: [MappingEntry]? {
        if case .mapping(let e, _) = self { return e }
        return nil
    }

    public var items: [Node]? {
        if case .sequence(let i, _) = self { return i }
        return nil
    }

    /// The value of the last entry with this key (the one a parser would keep).
    public subscript(key: String) -> Node? {
        guard case .mapping(let entries, _) = self else { return nil }
        return entries.last(where: { $0.key.value.isSameKey(as: key) })?.value
    }

    /// The entry itself, for pointing at a key.
    public func entry(_ key: String) -> MappingEntry? {
        guard case .mapping(let entries, _) = self else { return nil }
        return entries.last(where: { $0.key.value.isSameKey(as: key) })
    }

    public var stringValue: String? { scalar?.value }
}

extension String {
    /// Keys of another length are passed over without comparing their text, so a key that
    /// only Unicode canonical equivalence would match (U+212A KELVIN SIGN for `K`) is another
    /// key, as it is to the server that reads the file.
    @inlinable public func isSameKey(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}

extension Node {
    /// This mapping with every key that equals one of `keys` but for case spelled as `keys`
    /// spells it (`RedirectURIs` read as `redirectURIs`): Go's readers, Dex's among them,
    /// match keys without regard to case. The key keeps its place in the file.
    public func withKeys(caseInsensitivelyMatching keys: [String]) -> Node {
        guard case .mapping(let entries, let range) = self else { return self }
        let spelling = Dictionary(keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        return .mapping(entries.map { entry in
            guard let canonical = spelling[entry.key.value.lowercased()], canonical != entry.key.value else { return entry }
            var key = entry.key
            key.value = canonical
            key.isVerbatim = false
            return MappingEntry(key: key, value: entry.value)
        }, range)
    }
}

extension Node {
    /// This mapping with the key `old` spelled `new`, unless it already has `new`: a format's
    /// older spelling of a field (Keycloak's legacy `applications[].name` for `clientId`).
    public func renamingKey(_ old: String, to new: String) -> Node {
        guard case .mapping(let entries, let range) = self, self[new] == nil else { return self }
        return .mapping(entries.map { entry in
            guard entry.key.value == old else { return entry }
            var key = entry.key
            key.value = new
            key.isVerbatim = false
            return MappingEntry(key: key, value: entry.value)
        }, range)
    }
}

extension Node {
    /// This tree with keys renamed wherever they occur (`redirect_uris` as `redirectUris`):
    /// a format that spells another's fields its own way (Terraform's snake case). Each
    /// value keeps its place in the file.
    public func renamingKeys(_ names: [String: String]) -> Node {
        switch self {
        case .scalar:
            return self
        case .sequence(let items, let range):
            return .sequence(items.map { $0.renamingKeys(names) }, range)
        case .mapping(let entries, let range):
            return .mapping(entries.map { entry in
                var key = entry.key
                if let name = names[key.value] {
                    key.value = name
                    key.isVerbatim = false
                }
                return MappingEntry(key: key, value: entry.value.renamingKeys(names))
            }, range)
        }
    }
}

extension Node {
    /// This tree with every range counted again in `file`, whose bytes are at the same
    /// offsets as those the tree was loaded from (a template's stand-in).
    public func repositioned(in file: SourceFile) -> Node {
        func moved(_ range: SourceRange) -> SourceRange { file.range(from: range.start.offset, to: range.end.offset) }
        func moved(_ scalar: Scalar) -> Scalar {
            var scalar = scalar
            scalar.range = moved(scalar.range)
            return scalar
        }
        switch self {
        case .scalar(let scalar):
            return .scalar(moved(scalar))
        case .sequence(let items, let range):
            return .sequence(items.map { $0.repositioned(in: file) }, moved(range))
        case .mapping(let entries, let range):
            return .mapping(entries.map { MappingEntry(key: moved($0.key), value: $0.value.repositioned(in: file)) }, moved(range))
        }
    }
}

import RedirectLintSource

/// A property list loaded into the JSON/YAML tree, with the comments of its XML form.
public struct PlistDocument: Sendable {
    public var root: Node
    /// Comments of an XML property list (always empty for a binary one).
    public var comments: [SourceComment]

    public init(root: Node, comments: [SourceComment] = []) {
        self.root = root
        self.comments = comments
    }
}

/// Loads property lists (Info.plist, entitlements) into `Node`s, so dialects read them
/// like JSON: `<dict>` is a mapping, `<array>` a sequence, every leaf a scalar whose
/// style says which plist type it was.
public enum PlistLoader {
    private static let binaryMagic: [UInt8] = Array("bplist00".utf8)

    /// Whether the bytes are a binary property list (they start with `bplist00`).
    public static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.hasBytes(binaryMagic, at: 0)
    }

    /// Loads an XML property list. The root is `<plist>` holding one value; a bare value
    /// element as the root is accepted too, as Core Foundation does.
    public static func loadXML(_ file: SourceFile, limits: LoadLimits = .default) throws(SyntaxError) -> PlistDocument {
        let (root, comments) = try XMLLoader.load(file, limits: limits, trimsTextWhitespace: false)
        let reader = XMLPlistReader(file: file)
        return PlistDocument(root: try reader.document(root), comments: comments)
    }

    /// Loads a `bplist00` binary property list. Binary files have no positions, so every
    /// range in the tree is `SourceRange.fileStart` and no scalar is verbatim. What objects
    /// referenced more than once add is charged to the alias budgets of `limits`.
    public static func loadBinary(_ bytes: [UInt8], limits: LoadLimits = .default) throws(SyntaxError) -> Node {
        var reader = try BinaryPlistReader(bytes: bytes, limits: limits)
        return try reader.read()
    }
}

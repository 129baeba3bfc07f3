import RedirectLintSource

/// Chooses the loader for a file from its first bytes: `bplist00` is a binary property list,
/// `<` an XML document (a property list when its root is `<plist>`), anything else YAML/JSON.
public enum DocumentLoader {
    public struct Loaded: Sendable {
        public var document: Document
        public var warnings: [SyntaxWarning]
    }

    public static func load(_ file: SourceFile, limits: LoadLimits = .default) throws(SyntaxError) -> Loaded {
        if PlistLoader.isBinary(file.bytes) {
            let root = try PlistLoader.loadBinary(file.bytes, limits: limits)
            return Loaded(document: Document(file: file, content: .plist(root)), warnings: [])
        }
        if firstSignificantByte(file.bytes) == UInt8(ascii: "<") {
            let (root, comments) = try XMLLoader.load(file, limits: limits)
            if root.name == "plist" {
                let plist = try PlistLoader.loadXML(root, limits: limits)
                return Loaded(document: Document(file: file, content: .plist(plist), comments: comments), warnings: [])
            }
            return Loaded(document: Document(file: file, content: .xml(root), comments: comments), warnings: [])
        }
        let tree = try YAMLLoader.load(file, limits: limits)
        return Loaded(document: Document(file: file, content: .tree(tree.documents)), warnings: tree.warnings)
    }

    static func firstSignificantByte(_ bytes: [UInt8]) -> UInt8? {
        bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }
}

import CYAML
import RedirectLintSource

/// Loads a file in the syntax its name gives it. Build scripts, desktop entries and Java
/// properties are plain text that no content sniffing can tell apart; for the rest the first
/// bytes decide: `bplist00` is a binary property list, `<` an XML document (a property list
/// when its root is `<plist>`), anything else YAML/JSON.
public enum DocumentLoader {
    public struct Loaded: Sendable {
        public var document: Document
        public var warnings: [SyntaxWarning]
    }

    public static func load(_ file: SourceFile, as syntax: SourceSyntax, limits: LoadLimits = .default) throws(SyntaxError) -> Loaded {
        switch syntax {
        case .properties:
            let tree = try PropertiesLoader.load(file)
            return Loaded(document: Document(file: file, content: .tree(tree.documents)), warnings: tree.warnings)
        case .gradle:
            return Loaded(document: Document(file: file, content: .gradle(GradleScanner.scan(file))), warnings: [])
        case .desktopEntry:
            return Loaded(document: Document(file: file, content: .desktopEntry(DesktopEntryReader.read(file))), warnings: [])
        case .code:
            return Loaded(document: Document(file: file, content: .code), warnings: [])
        case .hcl:
            return Loaded(document: try HCLLoader.load(file, limits: limits), warnings: [])
        case .structured, .json:
            break
        }
        if PlistLoader.isBinary(file.bytes) {
            let root = try PlistLoader.loadBinary(file.bytes, limits: limits)
            return Loaded(document: Document(file: file, content: .plist(root)), warnings: [])
        }
        if firstSignificantByte(file.bytes) == UInt8(ascii: "<") {
            if looksLikePropertyList(file.bytes) {
                let plist = try PlistLoader.loadXML(file, limits: limits)
                return Loaded(document: Document(file: file, content: .plist(plist.root), comments: plist.comments), warnings: [])
            }
            let (root, comments) = try XMLLoader.load(file, limits: limits)
            return Loaded(document: Document(file: file, content: .xml(root), comments: comments), warnings: [])
        }
        let tree: LoadedTree
        do {
            tree = try YAMLLoader.load(file, limits: limits)
        } catch where syntax == .json {
            throw SyntaxError(message: Self.inJSONTerms(error.message), range: error.range)
        }
        if syntax == .json, let first = firstSignificantByte(file.bytes),
           first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
           let comma = tree.firstTrailingComma {
            throw SyntaxError(message: "trailing comma before the closing bracket (JSON does not allow one)",
                              range: SourceRange(at: file.position(atOffset: comma)))
        }
        return Loaded(document: Document(file: file, content: .tree(tree.documents)), warnings: tree.warnings)
    }

    /// libyaml reads JSON as YAML and says so in its messages; a JSON author knows objects
    /// and arrays (`did not find expected ',' or '}' (while parsing an object)`).
    static func inJSONTerms(_ message: String) -> String {
        message.replacing("a flow mapping", with: "an object")
            .replacing("a flow sequence", with: "an array")
            .replacing("flow mapping", with: "object")
            .replacing("flow sequence", with: "array")
    }

    /// Property lists keep the whitespace of their strings, so they load through their own
    /// reader: tell them apart by the `<plist` root (or DOCTYPE) near the start.
    static func looksLikePropertyList(_ bytes: [UInt8]) -> Bool {
        let head = Array(bytes.prefix(1024))
        return head.contains(subsequence: Array("<plist".utf8)) || head.contains(subsequence: Array("DOCTYPE plist".utf8))
    }

    static func firstSignificantByte(_ bytes: [UInt8]) -> UInt8? {
        bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes. Callers look for markers in whole files that
    /// mostly lack them, so this is libc's `memmem`, which skips ahead by up to the needle's
    /// length where a byte-at-a-time search would look at every position.
    public func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return false }
        return withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                memmem(haystack.baseAddress!, haystack.count, needle.baseAddress!, needle.count) != nil
            }
        }
    }
}

import RedirectLintDialects
import RedirectLintModel
import RedirectLintSyntax

/// Kubernetes deploys a server's configuration file inside a ConfigMap (`data`) or a Secret
/// (`stringData`), as a literal block: Dex's `config.yaml`, a Keycloak realm's `realm.json`.
/// Such a block is read as the file it carries. Every byte outside the block is blanked (line
/// breaks kept), so the carried file is parsed in place: each value keeps the line and
/// column it has in the manifest, and a literal block has no escapes to shift them.
enum EmbeddedDocuments {
    /// The model of the first carried file a dialect recognises, if any.
    static func read(_ document: Document) -> FileModel? {
        guard case .tree(let roots) = document.content else { return nil }
        // Each block costs a parse of a file as long as the manifest: a hostile one with
        // thousands of blocks must not cost thousands of parses. Real ones carry one or two.
        for block in roots.lazy.flatMap(carriedFiles).prefix(maxBlocks) {
            let file = SourceFile(path: document.file.path, bytes: blankingAllBut(block, of: document.file.bytes))
            guard let loaded = try? DocumentLoader.load(file, as: .structured),
                  let model = Dialects.read(loaded.document) else { continue }
            return model
        }
        return nil
    }

    static let maxBlocks = 8

    /// The literal blocks of a ConfigMap's `data` or a Secret's `stringData` whose key names a
    /// YAML or JSON file. A Secret's `data` is base64, which holds no positions.
    private static func carriedFiles(in root: Node) -> [Scalar] {
        let field: String
        switch root["kind"]?.stringValue {
        case "ConfigMap": field = "data"
        case "Secret": field = "stringData"
        default: return []
        }
        return (root[field]?.entries ?? []).compactMap { entry in
            guard let block = entry.value.scalar, block.style == .literal,
                  [".yaml", ".yml", ".json"].contains(where: { entry.key.value.lowercased().hasSuffix($0) }) else { return nil }
            return block
        }
    }

    /// The file's bytes with every byte that is not on the block's lines made a space.
    private static func blankingAllBut(_ block: Scalar, of bytes: [UInt8]) -> [UInt8] {
        let start = bytes[..<block.range.start.offset].lastIndex(where: isLineBreak).map { $0 + 1 } ?? 0
        let end = block.range.end.offset
        return bytes.enumerated().map { offset, byte in
            (start..<end).contains(offset) || isLineBreak(byte) ? byte : UInt8(ascii: " ")
        }
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
}

import CYAML
import RedirectLintSource

/// Something suspicious in a file that still loaded: reported by the engine as a finding.
public struct SyntaxWarning: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A key written twice in one mapping; `firstRange` is the earlier one, which is lost.
        case duplicateKey(name: String, firstRange: SourceRange)
    }
    public var kind: Kind
    public var range: SourceRange
}

public struct LoadedTree: Sendable {
    /// One root per document of the stream; JSON always has one.
    public var documents: [Node]
    public var warnings: [SyntaxWarning]
    /// The byte offset of the first comma written just before a closing bracket (`{"a": 1,}`),
    /// which libyaml accepts in flow collections and JSON does not.
    public var firstTrailingComma: Int? = nil
}

/// Loads YAML and JSON (JSON is read as YAML flow style) through libyaml's event API into
/// the positioned `Node` tree. The tree is built with an explicit stack, so nesting depth
/// is bounded by `limits.maxDepth`, not by the call stack.
public enum YAMLLoader {
    public static func load(_ file: SourceFile, limits: LoadLimits = .default) throws(SyntaxError) -> LoadedTree {
        let result = parse(file, bytes: file.bytes, limits: limits)
        guard case .failure(let error) = result else { return try result.get() }
        // A second try only for Auth0 `@@KEY@@` tokens, and only if they are what failed.
        guard let placeholders = KeywordPlaceholders(file.bytes, failingAt: error.range.start.offset),
              case .success(var tree) = parse(file, bytes: placeholders.bytes, limits: limits) else { throw error }
        tree.documents = tree.documents.map { placeholders.restore($0, in: file) }
        return tree
    }

    /// As `load`, but each element of the list that is the value of `key` in the first
    /// document's root mapping goes to `element` as soon as it ends, and is not kept (the list
    /// is empty in the tree): a list of a million entries never becomes a tree of a million
    /// nodes. `element` stops the load by returning an error. An alias as the value is not a
    /// list being parsed, so it stays in the tree. No second try for `@@KEY@@` tokens, which
    /// would hand the same elements over again.
    public static func load(_ file: SourceFile, limits: LoadLimits = .default, streamingListOf key: String,
                            to element: (Node) -> SyntaxError?) throws(SyntaxError) -> LoadedTree {
        try withoutActuallyEscaping(element) { element in
            parse(file, bytes: file.bytes, limits: limits, streaming: (key, element))
        }.get()
    }

    /// Parses `bytes` (the file's, or a same-length copy) with positions in `file`. Surrogate
    /// pair escapes are rewritten first (`SurrogatePairEscapes`), except while streaming,
    /// which cannot hand elements over twice.
    private static func parse(_ file: SourceFile, bytes: [UInt8], limits: LoadLimits,
                              streaming: (key: String, element: (Node) -> SyntaxError?)? = nil) -> Result<LoadedTree, SyntaxError> {
        guard streaming == nil, let pairs = SurrogatePairEscapes(bytes) else {
            return parse(file, bytes: bytes, pairs: nil, limits: limits, streaming: streaming).result
        }
        let (result, misplaced) = parse(file, bytes: pairs.bytes, pairs: pairs, limits: limits, streaming: nil)
        guard !misplaced.isEmpty else { return result }
        let kept = SurrogatePairEscapes(bytes, keeping: misplaced)
        return parse(file, bytes: kept?.bytes ?? bytes, pairs: kept, limits: limits, streaming: nil).result
    }

    /// One libyaml pass over `bytes`, and the rewritten pairs it found where they were text.
    private static func parse(_ file: SourceFile, bytes: [UInt8], pairs: SurrogatePairEscapes?, limits: LoadLimits,
                              streaming: (key: String, element: (Node) -> SyntaxError?)?) -> (result: Result<LoadedTree, SyntaxError>, misplaced: Set<Int>) {
        var result: Result<LoadedTree, SyntaxError> = .failure(SyntaxError(message: "empty input", range: .fileStart))
        var misplaced: Set<Int> = []
        bytes.withUnsafeBufferPointer { buffer in
            var builder = YAMLTreeBuilder(file: file, buffer: buffer, limits: limits)
            builder.streaming = streaming
            builder.surrogatePairs = pairs
            result = builder.run()
            misplaced = builder.misplacedPairs
        }
        return (result, misplaced)
    }
}

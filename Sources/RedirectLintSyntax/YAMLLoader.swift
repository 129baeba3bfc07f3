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

    /// Parses `bytes` (the file's, or a same-length copy) with positions in `file`.
    private static func parse(_ file: SourceFile, bytes: [UInt8], limits: LoadLimits) -> Result<LoadedTree, SyntaxError> {
        var result: Result<LoadedTree, SyntaxError> = .failure(SyntaxError(message: "empty input", range: .fileStart))
        bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(file: file, buffer: buffer, limits: limits)
            result = builder.run()
        }
        return result
    }
}

private struct TreeBuilder {
    let file: SourceFile
    let buffer: UnsafeBufferPointer<UInt8>
    let limits: LoadLimits
    var cursor: ScalarIndexCursor
    /// Byte offsets to positions, walking forward: per-line counting from the line start
    /// would be quadratic on minified one-line JSON.
    var positions: SourcePositionCursor

    /// A collection under construction.
    enum Frame {
        case mapping(entries: [MappingEntry], pendingKey: Scalar?, start: SourcePosition, anchor: String?, keys: [String: SourceRange], size: Int)
        case sequence(items: [Node], start: SourcePosition, anchor: String?, size: Int)
    }
    var stack: [Frame] = []
    var documents: [Node] = []
    var warnings: [SyntaxWarning] = []
    /// Anchored nodes with their size in nodes, so aliases can be charged for what they add.
    var anchors: [String: (node: Node, size: Int)] = [:]
    var aliasBudget: Int

    init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>, limits: LoadLimits) {
        self.file = file
        self.buffer = buffer
        self.limits = limits
        self.cursor = ScalarIndexCursor(buffer)
        self.positions = SourcePositionCursor(file: file)
        self.aliasBudget = limits.maxAliasExpansion
    }

    mutating func offset(_ mark: yaml_mark_t) -> Int {
        cursor.byteOffset(forScalarIndex: Int(mark.index))
    }

    mutating func run() -> Result<LoadedTree, SyntaxError> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failure(SyntaxError(message: "the YAML parser could not start (out of memory)", range: .fileStart))
        }
        defer { yaml_parser_delete(&parser) }
        if let base = buffer.baseAddress {
            yaml_parser_set_input_string(&parser, base, buffer.count)
        } else {
            return .success(LoadedTree(documents: [], warnings: []))
        }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(parserError(parser))
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            if let error = handle(event) { return .failure(error) }
        }
        return .success(LoadedTree(documents: documents, warnings: warnings))
    }

    mutating func parserError(_ parser: yaml_parser_t) -> SyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed input"
        let context = parser.context.map { String(cString: $0) }
        let position: SourcePosition
        if parser.error == YAML_READER_ERROR {
            // Reader errors (bad encoding) carry a byte offset, not a mark.
            position = file.position(atOffset: Int(parser.problem_offset))
        } else {
            position = file.position(atOffset: offset(parser.problem_mark))
        }
        var message = problem
        if let context { message = "\(problem) (\(context))" }
        return SyntaxError(message: message, range: SourceRange(at: position))
    }

    mutating func handle(_ event: yaml_event_t) -> SyntaxError? {
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value = string(data.value, length: data.length)
            let style = scalarStyle(data.style)
            var start = offset(event.start_mark)
            var end = offset(event.end_mark)
            if style == .doubleQuoted || style == .singleQuoted, end - start >= 2 {
                start += 1
                end -= 1
            }
            let verbatim = (style == .plain || style == .doubleQuoted || style == .singleQuoted)
                && isVerbatim(value, start: start, end: end)
            let scalar = Scalar(value: value, range: positions.range(from: start, to: end), style: style, isVerbatim: verbatim)
            return add(.scalar(scalar), size: 1, anchor: anchorName(data.anchor))
        case YAML_MAPPING_START_EVENT:
            if stack.count >= limits.maxDepth { return depthError(event) }
            stack.append(.mapping(entries: [], pendingKey: nil, start: positions.position(at: offset(event.start_mark)),
                                  anchor: anchorName(event.data.mapping_start.anchor), keys: [:], size: 1))
        case YAML_SEQUENCE_START_EVENT:
            if stack.count >= limits.maxDepth { return depthError(event) }
            stack.append(.sequence(items: [], start: positions.position(at: offset(event.start_mark)),
                                   anchor: anchorName(event.data.sequence_start.anchor), size: 1))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            guard let frame = stack.popLast() else { return nil }
            let end = positions.position(at: offset(event.end_mark))
            switch frame {
            case let .mapping(entries, _, start, anchor, _, size):
                return add(.mapping(entries, SourceRange(start: start, end: end)), size: size, anchor: anchor)
            case let .sequence(items, start, anchor, size):
                return add(.sequence(items, SourceRange(start: start, end: end)), size: size, anchor: anchor)
            }
        case YAML_ALIAS_EVENT:
            let name = anchorName(event.data.alias.anchor) ?? ""
            let position = file.position(atOffset: offset(event.start_mark))
            guard let target = anchors[name] else {
                return SyntaxError(message: "alias *\(name) refers to no anchor", range: SourceRange(at: position))
            }
            aliasBudget -= target.size
            if aliasBudget < 0 {
                return SyntaxError(
                    message: "aliases expand to more than \(limits.maxAliasExpansion) nodes (an alias bomb?)",
                    range: SourceRange(at: position))
            }
            return add(target.node, size: target.size, anchor: nil)
        case YAML_DOCUMENT_START_EVENT:
            anchors.removeAll()
        default:
            break
        }
        return nil
    }

    func depthError(_ event: yaml_event_t) -> SyntaxError {
        var copy = self
        let position = file.position(atOffset: copy.offset(event.start_mark))
        return SyntaxError(message: "collections nested deeper than \(limits.maxDepth) levels", range: SourceRange(at: position))
    }

    /// Attaches a finished node to its parent (or makes it a document root).
    mutating func add(_ node: Node, size: Int, anchor: String?) -> SyntaxError? {
        if let anchor { anchors[anchor] = (node, size) }
        guard let top = stack.popLast() else {
            documents.append(node)
            return nil
        }
        switch top {
        case .mapping(var entries, let pendingKey, let start, let anchor, var keys, let total):
            if let key = pendingKey {
                entries.append(MappingEntry(key: key, value: node))
                stack.append(.mapping(entries: entries, pendingKey: nil, start: start, anchor: anchor, keys: keys, size: total + size))
            } else {
                // Complex keys (a mapping as a key) never name anything we read: keep them as text.
                let key = node.scalar ?? Scalar(value: "", range: node.range, style: .plain, isVerbatim: false)
                if let first = keys[key.value] {
                    warnings.append(SyntaxWarning(kind: .duplicateKey(name: key.value, firstRange: first), range: key.range))
                } else {
                    keys[key.value] = key.range
                }
                stack.append(.mapping(entries: entries, pendingKey: key, start: start, anchor: anchor, keys: keys, size: total + size))
            }
        case .sequence(var items, let start, let anchor, let total):
            items.append(node)
            stack.append(.sequence(items: items, start: start, anchor: anchor, size: total + size))
        }
        return nil
    }

    func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    func scalarStyle(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    /// The value equals its source bytes exactly (no escapes, no folded line breaks).
    func isVerbatim(_ value: String, start: Int, end: Int) -> Bool {
        guard start <= end, end <= buffer.count else { return false }
        let utf8 = value.utf8
        guard utf8.count == end - start else { return false }
        var i = start
        for byte in utf8 {
            if buffer[i] != byte || byte == 0x0A || byte == 0x0D { return false }
            i += 1
        }
        return true
    }
}

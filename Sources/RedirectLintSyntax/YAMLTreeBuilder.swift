import CYAML
import RedirectLintSource

/// Builds the `Node` tree from libyaml's events with an explicit stack, so nesting depth is
/// bounded by `limits.maxDepth`, not by the call stack.
///
/// The children of every open collection wait in two buffers shared by the whole load
/// (`openEntries`, `openItems`), innermost collection last; a collection that ends takes its
/// own tail as one exactly sized array. Per event this allocates nothing but the strings.
struct YAMLTreeBuilder {
    let file: SourceFile
    let buffer: UnsafeBufferPointer<UInt8>
    let limits: LoadLimits
    var cursor: ScalarIndexCursor
    /// Byte offsets to positions, walking forward: per-line counting from the line start
    /// would be quadratic on minified one-line JSON.
    var positions: SourcePositionCursor

    /// A collection under construction; its children are `openEntries` or `openItems` from
    /// `firstChild` on.
    struct Frame {
        var isMapping: Bool
        var start: SourcePosition
        var anchor: String?
        /// Nodes in the collection so far, itself included (what an alias to it would add).
        var size: Int
        /// Bytes of the keys and scalars in it so far (what an alias to it would add as text).
        var textBytes = 0
        var firstChild: Int
        /// A mapping whose next node is a key, not a value.
        var awaitsKey: Bool
        /// A mapping's key whose value has not ended yet, and its print.
        var pendingKey: Scalar?
        var pendingKeyPrint = KeyPrint.unprinted
        /// The first range of each key, once the mapping is too long to scan for duplicates.
        var keyIndex: [String: SourceRange]?
        /// A mapping with a `<<` key, whose merged mappings are added when it ends.
        var hasMergeKey = false
    }
    var stack: [Frame] = []
    let openEntries = MovingStack<MappingEntry>()
    /// The `KeyPrint` of each entry in `openEntries`.
    var openKeyPrints: [UInt64] = []
    let openItems = MovingStack<Node>()
    var documents: [Node] = []
    var warnings: [SyntaxWarning] = []
    /// Anchored nodes with their size in nodes, so aliases can be charged for what they add.
    var anchors: [String: (node: Node, size: Int, textBytes: Int)] = [:]
    var aliasBudget: Int
    /// The text aliases may still add: a node budget alone lets one large anchored string,
    /// repeated by a thousand aliases, become gigabytes of findings downstream.
    var aliasTextBudget: Int
    var keyStrings = RepeatedKeyStrings()
    /// The mark index where the last event ended: between it and a closing bracket there is
    /// only whitespace, and perhaps a trailing comma.
    var lastEventEnd = 0
    /// The byte offset of the first comma that is the last thing before a closing bracket.
    var firstTrailingComma: Int?
    /// The key of the first document's root mapping whose list is handed to `element`
    /// element by element (`YAMLLoader.load(_:streamingListOf:to:)`).
    var streaming: (key: String, element: (Node) -> SyntaxError?)?
    /// The surrogate pairs rewritten in `buffer`, if any: offsets in `buffer` are then mapped
    /// back to the file's before they become positions (`fileOffset`).
    var surrogatePairs: SurrogatePairEscapes?
    /// File offsets of rewritten pairs found in a scalar that is not double-quoted, where
    /// they were text and must be loaded again as written.
    var misplacedPairs: Set<Int> = []

    /// Up to this many entries, a new key's print is compared with each earlier one; past it,
    /// hashing every key costs less.
    static let scannedKeys = 48

    init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>, limits: LoadLimits) {
        self.file = file
        self.buffer = buffer
        self.limits = limits
        self.cursor = ScalarIndexCursor(buffer, isASCII: file.isASCII)
        self.positions = SourcePositionCursor(file: file)
        self.aliasBudget = limits.maxAliasExpansion
        self.aliasTextBudget = limits.maxAliasText
    }

    /// The offset in `buffer` of a libyaml mark.
    mutating func offset(_ mark: yaml_mark_t) -> Int {
        cursor.byteOffset(forScalarIndex: Int(mark.index))
    }

    /// The offset in the file of an offset in `buffer`.
    func fileOffset(_ offset: Int) -> Int {
        surrogatePairs?.fileOffset(offset) ?? offset
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
            lastEventEnd = Int(event.end_mark.index)
        }
        return .success(LoadedTree(documents: documents, warnings: warnings, firstTrailingComma: firstTrailingComma))
    }

    mutating func parserError(_ parser: yaml_parser_t) -> SyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed input"
        let context = parser.context.map { String(cString: $0) }
        let position: SourcePosition
        if parser.error == YAML_READER_ERROR {
            // Reader errors (bad encoding) carry a byte offset, not a mark.
            position = file.position(atOffset: fileOffset(Int(parser.problem_offset)))
        } else {
            let at = offset(parser.problem_mark)
            // libyaml stops an escape it rejects after `\u`: a lone surrogate is named as written.
            if let unit = SurrogatePairEscapes.unit(in: buffer, at: at - 2), (0xD800...0xDFFF).contains(unit) {
                let written = String(decoding: buffer[(at - 2)..<(at + 4)], as: UTF8.self)
                return SyntaxError(message: "unpaired UTF-16 surrogate escape \(written) (a character beyond U+FFFF is written as a high surrogate escape followed by a low one, such as \\ud83d\\udcf7)",
                                   range: SourceRange(at: file.position(atOffset: fileOffset(at - 2))))
            }
            position = file.position(atOffset: fileOffset(at))
        }
        var message = problem
        if let context { message = "\(problem) (\(context))" }
        return SyntaxError(message: message, range: SourceRange(at: position))
    }

    mutating func handle(_ event: yaml_event_t) -> SyntaxError? {
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let isKey = isAwaitingKey
            if isKey, data.anchor == nil {
                // A key goes straight to its mapping as a `Scalar`: no `Node` around it to
                // take apart again, and its text shared with the same key before.
                let print = KeyPrint.of(valueBytes(data))
                stack[stack.count - 1].size += 1
                stack[stack.count - 1].textBytes += data.value == nil ? 0 : data.length
                pend(key: scalar(event, keyPrint: print), print: print, inFrame: stack.count - 1)
                return nil
            }
            let keyPrint = isKey && data.value != nil ? KeyPrint.of(valueBytes(data)) : nil
            return add(.scalar(scalar(event)), size: 1, textBytes: data.value == nil ? 0 : data.length,
                       anchor: anchorName(data.anchor), keyPrint: keyPrint)
        case YAML_MAPPING_START_EVENT:
            if stack.count >= limits.maxDepth { return depthError(event) }
            let properties = event.data.mapping_start.anchor != nil || event.data.mapping_start.tag != nil
            stack.append(Frame(isMapping: true, start: positions.position(at: fileOffset(collectionStart(event, anchored: properties))),
                               anchor: anchorName(event.data.mapping_start.anchor), size: 1,
                               firstChild: openEntries.count, awaitsKey: true))
        case YAML_SEQUENCE_START_EVENT:
            if stack.count >= limits.maxDepth { return depthError(event) }
            let properties = event.data.sequence_start.anchor != nil || event.data.sequence_start.tag != nil
            stack.append(Frame(isMapping: false, start: positions.position(at: fileOffset(collectionStart(event, anchored: properties))),
                               anchor: anchorName(event.data.sequence_start.anchor), size: 1,
                               firstChild: openItems.count, awaitsKey: false))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            guard let frame = stack.popLast() else { return nil }
            if firstTrailingComma == nil { noteTrailingComma(before: event) }
            let range = SourceRange(start: frame.start, end: positions.position(at: fileOffset(offset(event.end_mark))))
            let node: Node
            if frame.isMapping {
                let entries = openEntries.removeAll(from: frame.firstChild)
                node = .mapping(frame.hasMergeKey ? YAMLMergeKeys.merge(entries) : entries, range)
                openKeyPrints.removeSubrange(frame.firstChild...)
            } else {
                node = .sequence(openItems.removeAll(from: frame.firstChild), range)
            }
            return add(node, size: frame.size, textBytes: frame.textBytes, anchor: frame.anchor)
        case YAML_ALIAS_EVENT:
            let name = anchorName(event.data.alias.anchor) ?? ""
            let position = file.position(atOffset: fileOffset(offset(event.start_mark)))
            guard let target = anchors[name] else {
                return SyntaxError(message: "alias *\(name) refers to no anchor", range: SourceRange(at: position))
            }
            aliasBudget -= target.size
            aliasTextBudget -= target.textBytes
            if aliasTextBudget < 0 {
                return SyntaxError(
                    message: "aliases expand to more than \(limits.maxAliasText) bytes of text (an alias bomb?)",
                    range: SourceRange(at: position))
            }
            if aliasBudget < 0 {
                return SyntaxError(
                    message: "aliases expand to more than \(limits.maxAliasExpansion) nodes (an alias bomb?)",
                    range: SourceRange(at: position))
            }
            return add(target.node, size: target.size, textBytes: target.textBytes, anchor: nil)
        case YAML_DOCUMENT_START_EVENT:
            anchors.removeAll()
        default:
            break
        }
        return nil
    }

    /// The bytes of a scalar event's value (none for a null value pointer).
    func valueBytes(_ data: yaml_event_s.__Unnamed_union_data.__Unnamed_struct_scalar) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
    }

    /// A scalar event's scalar: quoted scalars are positioned inside their quotes. A key
    /// (given with its print) takes its text from `keyStrings`.
    mutating func scalar(_ event: yaml_event_t, keyPrint: UInt64? = nil) -> Scalar {
        let data = event.data.scalar
        let style = scalarStyle(data.style)
        var start = offset(event.start_mark)
        var end = offset(event.end_mark)
        if let surrogatePairs, style != .doubleQuoted {
            misplacedPairs.formUnion(surrogatePairs.pairs(in: start..<end))
        }
        // libyaml starts a scalar at its anchor or tag, and a block scalar at its `|` or `>`:
        // the value is what follows them.
        if data.anchor != nil || data.tag != nil { start = afterProperties(from: start, to: end) }
        if style == .literal || style == .folded { (start, end) = blockContent(from: start, to: end) }
        let quoted = style == .doubleQuoted || style == .singleQuoted
        if quoted, end - start >= 2 {
            start += 1
            end -= 1
        }
        let length = data.value == nil ? 0 : data.length
        let verbatim = (style == .plain || quoted) && isVerbatim(data.value, length: length, start: start, end: end)
        let value = keyPrint.map { keyStrings.string(valueBytes(data), print: $0) } ?? string(data.value, length: length)
        return Scalar(value: value, range: positions.range(from: fileOffset(start), to: fileOffset(end)), style: style, isVerbatim: verbatim)
    }

    /// Where a collection starts: after its anchor and tag, if it has them (libyaml's event
    /// ends with them, before the content, so the search may go on to the end of the file).
    mutating func collectionStart(_ event: yaml_event_t, anchored: Bool) -> Int {
        let start = offset(event.start_mark)
        return anchored ? afterProperties(from: start, to: buffer.count) : start
    }

    /// The offset of the node after the anchors and tags (`&a`, `!!str`, `!<tag:x>`) that
    /// start at `start`, and the spaces, line breaks and comments after them; `start` when
    /// there are none. Neither an anchor nor a tag holds a space, so each ends at one.
    func afterProperties(from start: Int, to end: Int) -> Int {
        var i = start
        while i < end, buffer[i] == UInt8(ascii: "&") || buffer[i] == UInt8(ascii: "!") {
            while i < end, !Self.isBlank(buffer[i]) { i += 1 }
            i = afterBlanksAndComments(from: i, to: end)
        }
        return i < end ? i : start
    }

    /// A block scalar's content: from the first character of its first line that is not
    /// blank (its header line, with `|`, `>`, indicators and a comment, left out) to the
    /// end of its last line that is not; the header itself for an empty one.
    func blockContent(from start: Int, to end: Int) -> (Int, Int) {
        var i = start
        while i < end, buffer[i] != 0x0A, buffer[i] != 0x0D { i += 1 }
        while i < end, Self.isBlank(buffer[i]) { i += 1 }
        var last = min(end, buffer.count)
        while last > i, Self.isBlank(buffer[last - 1]) { last -= 1 }
        return i < last ? (i, last) : (start, start + 1 <= end ? start + 1 : start)
    }

    private func afterBlanksAndComments(from start: Int, to end: Int) -> Int {
        var i = start
        while i < end {
            if Self.isBlank(buffer[i]) {
                i += 1
            } else if buffer[i] == UInt8(ascii: "#") {
                while i < end, buffer[i] != 0x0A, buffer[i] != 0x0D { i += 1 }
            } else {
                break
            }
        }
        return i
    }

    /// Space, tab or line break.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Notes the comma, if any, that is the last thing before the closing bracket that
    /// `event` ends a collection at. Collections close in the order of their brackets, so
    /// the first one noted is the first in the file.
    mutating func noteTrailingComma(before event: yaml_event_t) {
        let after = offset(yaml_mark_t(index: lastEventEnd, line: 0, column: 0))
        var i = offset(event.start_mark)
        guard i < buffer.count, buffer[i] == UInt8(ascii: "}") || buffer[i] == UInt8(ascii: "]") else { return }
        while i > after {
            i -= 1
            switch buffer[i] {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: ","): firstTrailingComma = fileOffset(i)
            default: break
            }
            return
        }
    }

    func depthError(_ event: yaml_event_t) -> SyntaxError {
        var copy = self
        let position = file.position(atOffset: fileOffset(copy.offset(event.start_mark)))
        return SyntaxError(message: "collections nested deeper than \(limits.maxDepth) levels", range: SourceRange(at: position))
    }

    /// The next node is a key of the innermost open mapping.
    var isAwaitingKey: Bool {
        let top = stack.count - 1
        return top >= 0 && stack[top].awaitsKey
    }

    /// Attaches a finished node to its parent (or makes it a document root). `keyPrint` is
    /// the node's `KeyPrint` when the caller had its bytes at hand.
    mutating func add(_ node: consuming Node, size: Int, textBytes: Int, anchor: String?, keyPrint: UInt64? = nil) -> SyntaxError? {
        if let anchor { anchors[anchor] = (node, size, textBytes) }
        let top = stack.count - 1
        guard top >= 0 else {
            documents.append(node)
            return nil
        }
        stack[top].size += size
        stack[top].textBytes += textBytes
        guard stack[top].isMapping else {
            if top == 1, let streaming, documents.isEmpty, stack[0].pendingKey?.value.isSameKey(as: streaming.key) == true {
                return streaming.element(node)
            }
            openItems.append(node)
            return nil
        }
        if let key = stack[top].pendingKey.take() {
            openEntries.append(MappingEntry(key: key, value: node))
            openKeyPrints.append(stack[top].pendingKeyPrint)
            stack[top].awaitsKey = true
        } else {
            // Complex keys (a mapping as a key) never name anything we read: keep them as text.
            let key = node.scalar ?? Scalar(value: "", range: node.range, style: .plain, isVerbatim: false)
            pend(key: key, print: keyPrint ?? KeyPrint.of(key.value), inFrame: top)
        }
        return nil
    }

    /// Makes `key` the key of the next entry of the open mapping at `top`, warning when an
    /// earlier entry has the same key.
    /// The key is consumed: it moves into the frame instead of being copied there.
    mutating func pend(key: consuming Scalar, print: UInt64, inFrame top: Int) {
        if let first = firstRange(of: key, print: print, inFrame: top) {
            warnings.append(SyntaxWarning(kind: .duplicateKey(name: key.value, firstRange: first), range: key.range))
        }
        if YAMLMergeKeys.isMergeKey(key) { stack[top].hasMergeKey = true }
        stack[top].pendingKey = consume key
        stack[top].pendingKeyPrint = print
        stack[top].awaitsKey = false
    }

    /// The range where an earlier entry of the open mapping at `index` wrote the same key;
    /// otherwise nil, and the key is remembered as written here.
    mutating func firstRange(of key: Scalar, print: UInt64, inFrame index: Int) -> SourceRange? {
        let first = stack[index].firstChild
        let count = openEntries.count - first
        if count <= Self.scannedKeys {
            // The prints are read in place, and the end once: `openEntries` is a class, so its
            // count would be loaded again on every step.
            let end = openEntries.count
            return openKeyPrints.withUnsafeBufferPointer { prints -> SourceRange? in
                for i in first..<end where KeyPrint.mayBeEqual(prints[i], print) {
                    if let range = openEntries.withElement(at: i, { $0.key.value == key.value ? $0.key.range : nil }) {
                        return range
                    }
                }
                return nil
            }
        }
        if stack[index].keyIndex == nil {
            var keys: [String: SourceRange] = [:]
            keys.reserveCapacity(count * 2)
            for i in first..<openEntries.count {
                openEntries.withElement(at: i) { entry in
                    if keys[entry.key.value] == nil { keys[entry.key.value] = entry.key.range }
                }
            }
            stack[index].keyIndex = keys
        }
        if let earlier = stack[index].keyIndex?[key.value] { return earlier }
        stack[index].keyIndex?[key.value] = key.range
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

    /// The value equals its source bytes exactly (no escapes, no folded line breaks). The
    /// bytes are compared as libyaml gave them, before they become a `String`. Kept inline:
    /// it runs for every scalar, and as a call it was passed a copy of the whole builder.
    @inline(__always)
    func isVerbatim(_ value: UnsafeMutablePointer<yaml_char_t>?, length: Int, start: Int, end: Int) -> Bool {
        guard start <= end, end <= buffer.count, length == end - start else { return false }
        guard let value, length > 0, let base = buffer.baseAddress else { return true }
        let written = UnsafeRawPointer(base + start)
        let parsed = UnsafeRawPointer(value)
        var i = 0
        // Eight bytes at a time: equal words without a line break need no closer look.
        while i + 8 <= length {
            let word = parsed.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            guard word == written.loadUnaligned(fromByteOffset: i, as: UInt64.self),
                  !WordBytes.hasByte(0x0A, in: word), !WordBytes.hasByte(0x0D, in: word) else { return false }
            i += 8
        }
        if i < length, length >= 8 {
            // The rest, as the last eight bytes: those it shares with the words before passed already.
            let last = length - 8
            let word = parsed.loadUnaligned(fromByteOffset: last, as: UInt64.self)
            return word == written.loadUnaligned(fromByteOffset: last, as: UInt64.self)
                && !WordBytes.hasByte(0x0A, in: word) && !WordBytes.hasByte(0x0D, in: word)
        }
        while i < length {
            let byte = parsed.load(fromByteOffset: i, as: UInt8.self)
            if written.load(fromByteOffset: i, as: UInt8.self) != byte || byte == 0x0A || byte == 0x0D { return false }
            i += 1
        }
        return true
    }
}

import RedirectLintSource

/// A non-validating XML 1.0 parser over UTF-8 bytes that keeps exact positions.
///
/// It is a loop over an explicit stack of open elements, never a recursion, so nesting
/// depth cannot exhaust the call stack. Document type declarations are skipped unread:
/// entities they declare are never expanded, and a reference to one is an error.
struct XMLDocumentParser {
    let file: SourceFile
    let bytes: [UInt8]
    let limits: LoadLimits
    /// XML manifests want text without surrounding indentation; property lists keep
    /// it, because whitespace inside `<string>` is part of the value.
    let trimsTextWhitespace: Bool

    var i = 0
    var cursor: SourcePositionCursor
    var open: [XMLOpenElement] = []
    var namespaces = XMLNamespaceScope()
    var comments: [SourceComment] = []
    var root: XMLElement?
    var sawDoctype = false

    init(file: SourceFile, limits: LoadLimits, trimsTextWhitespace: Bool) {
        self.file = file
        self.bytes = file.bytes
        self.limits = limits
        self.trimsTextWhitespace = trimsTextWhitespace
        self.cursor = SourcePositionCursor(file: file)
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let xmlDeclarationOpen: [UInt8] = Array("<?xml".utf8)
    static let commentOpen: [UInt8] = Array("<!--".utf8)
    static let commentClose: [UInt8] = Array("-->".utf8)
    static let cdataOpen: [UInt8] = Array("<![CDATA[".utf8)
    static let cdataClose: [UInt8] = Array("]]>".utf8)
    static let doctypeOpen: [UInt8] = Array("<!DOCTYPE".utf8)
    static let processingInstructionClose: [UInt8] = Array("?>".utf8)

    mutating func parse() throws(SyntaxError) -> (root: XMLElement, comments: [SourceComment]) {
        if bytes.hasBytes(Self.byteOrderMark, at: 0) { i = 3 }
        if startsXMLDeclaration(at: i) { try skipXMLDeclaration() }
        let n = bytes.count
        while i < n {
            if bytes[i] == ASCII.lessThan {
                try readMarkup()
            } else if open.isEmpty {
                try skipWhitespaceOutsideRoot()
            } else {
                try readCharacterData()
            }
        }
        if let innermost = open.last {
            throw SyntaxError(
                message: "element <\(innermost.name)> opened at line \(innermost.start.line), column \(innermost.start.column) is not closed before the end of the file",
                range: innermost.nameRange)
        }
        guard let root else {
            throw error("the file has no root element", from: n, to: n)
        }
        return (root, comments)
    }

    // MARK: Markup other than tags

    private mutating func readMarkup() throws(SyntaxError) {
        guard i + 1 < bytes.count else {
            throw error("'<' at the end of the file", from: i, to: i + 1)
        }
        switch bytes[i + 1] {
        case ASCII.slash:
            try readEndTag()
        case ASCII.question:
            try skipProcessingInstruction()
        case ASCII.exclamation:
            if bytes.hasBytes(Self.commentOpen, at: i) {
                try readComment()
            } else if bytes.hasBytes(Self.cdataOpen, at: i) {
                guard !open.isEmpty else {
                    throw error("a CDATA section is allowed only inside the root element", from: i, to: i + 9)
                }
                try readCDATA()
            } else if bytes.hasBytes(Self.doctypeOpen, at: i) {
                guard open.isEmpty, root == nil, !sawDoctype else {
                    throw error("a DOCTYPE declaration is allowed only once, before the root element", from: i, to: i + 9)
                }
                try skipDoctype()
            } else {
                throw error("'<!' must start a comment, a CDATA section or a DOCTYPE declaration", from: i, to: i + 2)
            }
        default:
            try readStartTag()
        }
    }

    private mutating func readComment() throws(SyntaxError) {
        let start = i
        let contentStart = i + Self.commentOpen.count
        guard let end = bytes.firstOffset(of: Self.commentClose, from: contentStart) else {
            throw error("comment is not closed with '-->'", from: start, to: contentStart)
        }
        let text = String(decoding: bytes[contentStart..<end], as: UTF8.self)
        i = end + Self.commentClose.count
        comments.append(SourceComment(text: text, range: cursor.range(from: start, to: i), textOffset: contentStart, kind: .xml))
    }

    private func startsXMLDeclaration(at offset: Int) -> Bool {
        guard bytes.hasBytes(Self.xmlDeclarationOpen, at: offset) else { return false }
        let next = offset + Self.xmlDeclarationOpen.count
        return next < bytes.count && (XMLCharacterClass.isWhitespace(bytes[next]) || bytes[next] == ASCII.question)
    }

    private mutating func skipXMLDeclaration() throws(SyntaxError) {
        let start = i
        guard let end = bytes.firstOffset(of: Self.processingInstructionClose, from: start + 5) else {
            throw error("the XML declaration is not closed with '?>'", from: start, to: start + 5)
        }
        i = end + 2
    }

    private mutating func skipProcessingInstruction() throws(SyntaxError) {
        let start = i
        i += 2
        let target = try readName(after: "'<?'")
        if isReservedXMLTarget(target) {
            throw error("an XML declaration is allowed only at the very start of the file", from: start, to: target.upperBound)
        }
        guard let end = bytes.firstOffset(of: Self.processingInstructionClose, from: target.upperBound) else {
            throw error("processing instruction is not closed with '?>'", from: start, to: target.upperBound)
        }
        i = end + 2
    }

    private func isReservedXMLTarget(_ name: Range<Int>) -> Bool {
        guard name.count == 3 else { return false }
        let lower = name.map { bytes[$0] | 0x20 }
        return lower == [0x78, 0x6D, 0x6C]  // "xml" in any case
    }

    /// Skips `<!DOCTYPE …>` including an internal subset. Quoted literals, comments and
    /// processing instructions are stepped over whole, since they may contain `>` or `]`.
    private mutating func skipDoctype() throws(SyntaxError) {
        let start = i
        let n = bytes.count
        var inSubset = false
        i += Self.doctypeOpen.count
        while i < n {
            let b = bytes[i]
            if b == ASCII.quote || b == ASCII.apostrophe {
                var k = i + 1
                while k < n && bytes[k] != b { k += 1 }
                guard k < n else { break }
                i = k + 1
                continue
            }
            if inSubset {
                if bytes.hasBytes(Self.commentOpen, at: i) {
                    guard let end = bytes.firstOffset(of: Self.commentClose, from: i + 4) else { break }
                    i = end + 3
                    continue
                }
                if b == ASCII.lessThan, i + 1 < n, bytes[i + 1] == ASCII.question {
                    guard let end = bytes.firstOffset(of: Self.processingInstructionClose, from: i + 2) else { break }
                    i = end + 2
                    continue
                }
                if b == ASCII.closeBracket { inSubset = false }
            } else if b == ASCII.openBracket {
                inSubset = true
            } else if b == ASCII.greaterThan {
                i += 1
                sawDoctype = true
                return
            }
            i += 1
        }
        throw error("the DOCTYPE declaration is not closed", from: start, to: start + Self.doctypeOpen.count)
    }

    private mutating func skipWhitespaceOutsideRoot() throws(SyntaxError) {
        let n = bytes.count
        while i < n && XMLCharacterClass.isWhitespace(bytes[i]) { i += 1 }
        guard i < n, bytes[i] != ASCII.lessThan else { return }
        let place = root == nil ? "before" : "after"
        throw error("text is not allowed \(place) the root element", from: i, to: i + 1)
    }

    // MARK: Shared helpers

    /// Reads a name at `i`; `context` says what came before it, for the error message.
    /// `context` names what came before, for the error; it is built only when one is thrown.
    mutating func readName(after context: @autoclosure () -> String) throws(SyntaxError) -> Range<Int> {
        let start = i
        guard i < bytes.count, XMLCharacterClass.isNameStart(bytes[i]) else {
            throw error("invalid name start character \(describeCharacter(at: i)) after \(context())", from: i, to: i + 1)
        }
        i += 1
        while i < bytes.count && XMLCharacterClass.isName(bytes[i]) { i += 1 }
        return start..<i
    }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = i
        while i < bytes.count && XMLCharacterClass.isWhitespace(bytes[i]) { i += 1 }
        return i > start
    }

    func string(_ offsets: Range<Int>) -> String {
        String(decoding: bytes[offsets], as: UTF8.self)
    }

    func error(_ message: String, from start: Int, to end: Int) -> SyntaxError {
        SyntaxError(message: message, range: file.range(from: start, to: min(end, bytes.count)))
    }

    /// The character at an offset in words, for messages about unexpected input.
    func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "(the end of the file)" }
        let b = bytes[offset]
        switch b {
        case ASCII.space: return "(a space)"
        case ASCII.tab: return "(a tab)"
        case ASCII.lineFeed, ASCII.carriageReturn: return "(a line break)"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(b)))'"
        default:
            var iterator = bytes[offset..<min(offset + 4, bytes.count)].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) { return "'\(scalar)'" }
            return "(byte 0x\(String(b, radix: 16, uppercase: true)))"
        }
    }
}

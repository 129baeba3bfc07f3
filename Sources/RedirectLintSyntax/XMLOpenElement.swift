import RedirectLintSource

/// The character data gathered directly inside one element, with where it starts and ends.
///
/// Positions are taken while scanning (the position cursor only moves forward), so the
/// text range is known without going back over the children that came after the text.
struct XMLTextAccumulator {
    /// The text so far, decoded; empty while `written` stands for it.
    var bytes: [UInt8] = []
    /// The text so far when it is one stretch of the source as written (the text of most
    /// elements): kept as offsets, and never copied but into its `String`.
    var written: Range<Int>?
    var firstOffset = 0
    var firstPosition: SourcePosition?
    var endOffset = 0
    var endPosition = SourcePosition.start
    var hasReferenceOrCDATA = false

    var isEmpty: Bool { bytes.isEmpty && written == nil }

    /// Adds a run: its decoded part, then its `tail` as written in `source`.
    mutating func append(_ decoded: [UInt8], tail: Range<Int>, of source: [UInt8]) {
        if isEmpty, decoded.isEmpty {
            written = tail
            return
        }
        source.withUnsafeBufferPointer { text in
            if let earlier = written {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[earlier]))
                written = nil
            }
            bytes.append(contentsOf: decoded)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[tail]))
        }
    }

    func finish(source: [UInt8], trimsWhitespace: Bool) -> (text: String, range: SourceRange?, isVerbatim: Bool) {
        if let written {
            return source.withUnsafeBufferPointer { finish(UnsafeBufferPointer(rebasing: $0[written]), source: source, trimsWhitespace: trimsWhitespace) }
        }
        return bytes.withUnsafeBufferPointer { finish($0, source: source, trimsWhitespace: trimsWhitespace) }
    }

    private func finish(_ text: UnsafeBufferPointer<UInt8>, source: [UInt8],
                        trimsWhitespace: Bool) -> (text: String, range: SourceRange?, isVerbatim: Bool) {
        var low = 0
        var high = text.count
        if trimsWhitespace {
            while low < high && XMLCharacterClass.isWhitespace(text[low]) { low += 1 }
            while high > low && XMLCharacterClass.isWhitespace(text[high - 1]) { high -= 1 }
        }
        // Through buffer pointers: array slices would take generic paths, per element.
        let decoded = UnsafeBufferPointer(rebasing: text[low..<high])
        let string = String(decoding: decoded, as: UTF8.self)
        guard let firstPosition, firstOffset <= endOffset, endOffset <= source.count else {
            return (string, nil, false)
        }
        let isVerbatim = !hasReferenceOrCDATA && source.withUnsafeBufferPointer { whole in
            let written = UnsafeBufferPointer(rebasing: whole[firstOffset..<endOffset])
            // Equal bytes also rule out text split by a child element or a comment.
            return written.elementsEqual(decoded) && !written.contains(where: XMLCharacterClass.isLineBreak)
        }
        return (string, SourceRange(start: firstPosition, end: endPosition), isVerbatim)
    }
}

/// An element whose start tag has been read and whose end tag has not.
struct XMLOpenElement {
    let name: String
    let localName: String
    let namespaceURI: String?
    /// Where the qualified name sits in the bytes, to match the end tag without a String.
    let nameOffsets: Range<Int>
    let nameRange: SourceRange
    let start: SourcePosition
    let attributes: [XMLAttribute]
    /// The namespace scope length before this element's own declarations.
    let scopeCountBefore: Int
    var children: [XMLElement] = []
    var text = XMLTextAccumulator()

    func close(at end: SourcePosition, source: [UInt8], trimsWhitespace: Bool) -> XMLElement {
        let finished = text.finish(source: source, trimsWhitespace: trimsWhitespace)
        return XMLElement(
            name: name, localName: localName, namespaceURI: namespaceURI, nameRange: nameRange,
            range: SourceRange(start: start, end: end), attributes: attributes, children: children,
            text: finished.text, textRange: finished.range, textIsVerbatim: finished.isVerbatim)
    }
}

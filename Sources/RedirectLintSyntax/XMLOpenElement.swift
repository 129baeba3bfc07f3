import RedirectLintSource

/// The character data gathered directly inside one element, with where it starts and ends.
///
/// Positions are taken while scanning (the position cursor only moves forward), so the
/// text range is known without going back over the children that came after the text.
struct XMLTextAccumulator {
    var bytes: [UInt8] = []
    var firstOffset = 0
    var firstPosition: SourcePosition?
    var endOffset = 0
    var endPosition = SourcePosition.start
    var hasReferenceOrCDATA = false

    func finish(source: [UInt8], trimsWhitespace: Bool) -> (text: String, range: SourceRange?, isVerbatim: Bool) {
        var low = 0
        var high = bytes.count
        if trimsWhitespace {
            while low < high && XMLCharacterClass.isWhitespace(bytes[low]) { low += 1 }
            while high > low && XMLCharacterClass.isWhitespace(bytes[high - 1]) { high -= 1 }
        }
        // Through buffer pointers: array slices would take generic paths, per element.
        return bytes.withUnsafeBufferPointer { all in
            let decoded = UnsafeBufferPointer(rebasing: all[low..<high])
            let text = String(decoding: decoded, as: UTF8.self)
            guard let firstPosition, firstOffset <= endOffset, endOffset <= source.count else {
                return (text, nil, false)
            }
            let isVerbatim = !hasReferenceOrCDATA && source.withUnsafeBufferPointer { whole in
                let written = UnsafeBufferPointer(rebasing: whole[firstOffset..<endOffset])
                // Equal bytes also rule out text split by a child element or a comment.
                return written.elementsEqual(decoded) && !written.contains(where: XMLCharacterClass.isLineBreak)
            }
            return (text, SourceRange(start: firstPosition, end: endPosition), isVerbatim)
        }
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

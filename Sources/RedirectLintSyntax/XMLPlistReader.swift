import RedirectLintSource

/// Turns the elements of an XML property list into `Node`s.
struct XMLPlistReader {
    let file: SourceFile

    func document(_ root: XMLElement) throws(SyntaxError) -> Node {
        guard root.name == "plist" else { return try value(root) }
        try requireOnlyWhitespace(in: root)
        guard let first = root.children.first else {
            throw SyntaxError(message: "<plist> is empty: it must hold one value", range: root.range)
        }
        if root.children.count > 1 {
            throw SyntaxError(message: "<plist> must hold exactly one value; <\(root.children[1].name)> is a second one",
                              range: root.children[1].nameRange)
        }
        return try value(first)
    }

    /// Converts a value element. Nested dicts and arrays are kept on an explicit stack
    /// rather than the call stack, so the depth the XML loader allows is always safe.
    private func value(_ element: XMLElement) throws(SyntaxError) -> Node {
        if let leaf = try leafOrOpen(element) { return leaf }
        var open = [XMLPlistContainer(element)]
        // Never empty inside the loop: the outermost container's end returns.
        while true {
            let top = open.count - 1
            let children = open[top].element.children
            let index = open[top].nextChild
            guard index < children.count else {
                let finished = open.removeLast().node
                guard let parent = open.indices.last else { return finished }
                open[parent].accept(finished)
                continue
            }
            open[top].nextChild += 1
            let child = children[index]
            if open[top].isDictionary && !open[top].expectsValue {
                open[top].pendingKey = try key(child, followedBy: index + 1 < children.count ? children[index + 1] : nil)
                continue
            }
            if let leaf = try leafOrOpen(child) {
                open[top].accept(leaf)
            } else {
                open.append(XMLPlistContainer(child))
            }
        }
    }

    /// The scalar of a leaf element, or nil after checking that a dict or array may be opened.
    private func leafOrOpen(_ element: XMLElement) throws(SyntaxError) -> Node? {
        switch element.name {
        case "dict", "array":
            try requireOnlyWhitespace(in: element)
            return nil
        case "string":
            try requireNoChildren(element)
            return .scalar(textScalar(element, type: .string))
        case "integer", "real", "date":
            try requireNoChildren(element)
            return .scalar(trimmedScalar(element, type: PlistType(rawValue: element.name) ?? .string))
        case "data":
            try requireNoChildren(element)
            return .scalar(dataScalar(element))
        case "true", "false":
            try requireNoChildren(element)
            guard element.text.utf8.allSatisfy(XMLCharacterClass.isWhitespace) else {
                throw SyntaxError(message: "<\(element.name)/> cannot contain text", range: element.range)
            }
            return .scalar(Scalar(value: element.name, range: element.range, style: .plist(.bool), isVerbatim: false))
        case "key":
            throw SyntaxError(message: "<key> is allowed only inside <dict>", range: element.nameRange)
        default:
            throw SyntaxError(message: "unknown property list element <\(element.name)>", range: element.nameRange)
        }
    }

    private func key(_ element: XMLElement, followedBy next: XMLElement?) throws(SyntaxError) -> Scalar {
        guard element.name == "key" else {
            throw SyntaxError(message: "expected <key> in <dict>, found <\(element.name)>", range: element.nameRange)
        }
        try requireNoChildren(element)
        guard let next, next.name != "key" else {
            throw SyntaxError(message: "key '\(element.text)' has no value: a <key> must be followed by a value element",
                              range: element.range)
        }
        return textScalar(element, type: .string)
    }

    /// The element's text as written; an empty element gets an empty range where its
    /// text would begin.
    private func textScalar(_ element: XMLElement, type: PlistType) -> Scalar {
        guard let range = element.textRange else {
            return Scalar(value: element.text, range: SourceRange(at: contentStart(of: element)),
                          style: .plist(type), isVerbatim: element.text.isEmpty)
        }
        return Scalar(value: element.text, range: range, style: .plist(type), isVerbatim: element.textIsVerbatim)
    }

    /// Numbers and dates may be indented inside their element; the value and its range
    /// leave that whitespace out.
    private func trimmedScalar(_ element: XMLElement, type: PlistType) -> Scalar {
        let untrimmed = textScalar(element, type: type)
        let utf8 = Array(untrimmed.value.utf8)
        var low = 0
        var high = utf8.count
        while low < high && XMLCharacterClass.isWhitespace(utf8[low]) { low += 1 }
        while high > low && XMLCharacterClass.isWhitespace(utf8[high - 1]) { high -= 1 }
        guard low > 0 || high < utf8.count else { return untrimmed }
        let trimmed = utf8[low..<high]
        let value = String(decoding: trimmed, as: UTF8.self)
        let start = untrimmed.range.start.offset
        let end = untrimmed.range.end.offset
        // Offsets map one to one only when the source is the decoded text byte for byte.
        guard start <= end, end <= file.bytes.count, file.bytes[start..<end].elementsEqual(utf8) else {
            return Scalar(value: value, range: untrimmed.range, style: untrimmed.style, isVerbatim: false)
        }
        return Scalar(value: value, range: file.range(from: start + low, to: start + high), style: untrimmed.style,
                      isVerbatim: !trimmed.contains(where: XMLCharacterClass.isLineBreak))
    }

    /// Base64 in `<data>` is usually wrapped over several lines; the value is the
    /// base64 without any whitespace.
    private func dataScalar(_ element: XMLElement) -> Scalar {
        var scalar = trimmedScalar(element, type: .data)
        let compact = scalar.value.utf8.filter { !XMLCharacterClass.isWhitespace($0) }
        if compact.count != scalar.value.utf8.count {
            scalar.value = String(decoding: compact, as: UTF8.self)
            scalar.isVerbatim = false
        }
        return scalar
    }

    /// Just after the `>` of the start tag. The document is well-formed by now, so the
    /// first `>` outside a quoted attribute value ends the tag.
    private func contentStart(of element: XMLElement) -> SourcePosition {
        let bytes = file.bytes
        var k = element.nameRange.end.offset
        var quote: UInt8?
        while k < bytes.count {
            let b = bytes[k]
            if let open = quote {
                if b == open { quote = nil }
            } else if b == ASCII.quote || b == ASCII.apostrophe {
                quote = b
            } else if b == ASCII.greaterThan {
                return file.position(atOffset: k + 1)
            }
            k += 1
        }
        return element.range.end
    }

    private func requireNoChildren(_ element: XMLElement) throws(SyntaxError) {
        if let child = element.children.first {
            throw SyntaxError(message: "<\(element.name)> cannot contain elements, found <\(child.name)>",
                              range: child.nameRange)
        }
    }

    /// Whitespace, or the C preprocessor's lines: Xcode can run an Info.plist through it
    /// (`INFOPLIST_PREPROCESS`), so `#ifndef DISABLE_PLAIN_HTTP` may stand between elements.
    /// Every branch is read.
    private func requireOnlyWhitespace(in element: XMLElement) throws(SyntaxError) {
        let isDirective = { (line: Substring) in
            let text = line.drop { $0 == " " || $0 == "\t" }
            return text.isEmpty || text.hasPrefix("#")
        }
        guard element.text.utf8.allSatisfy(XMLCharacterClass.isWhitespace)
            || element.text.split(whereSeparator: \.isNewline).allSatisfy(isDirective) else {
            throw SyntaxError(message: "text is not allowed directly inside <\(element.name)>",
                              range: element.textRange ?? element.nameRange)
        }
    }
}

/// A `<dict>` or `<array>` whose children are being converted.
private struct XMLPlistContainer {
    let element: XMLElement
    let isDictionary: Bool
    var nextChild = 0
    /// The key read last in a dict, waiting for its value.
    var pendingKey: Scalar?
    private var items: [Node] = []
    private var entries: [MappingEntry] = []

    init(_ element: XMLElement) {
        self.element = element
        self.isDictionary = element.name == "dict"
    }

    var expectsValue: Bool { pendingKey != nil }

    mutating func accept(_ node: Node) {
        if isDictionary, let key = pendingKey {
            entries.append(MappingEntry(key: key, value: node))
            pendingKey = nil
        } else {
            items.append(node)
        }
    }

    var node: Node {
        isDictionary ? .mapping(entries, element.range) : .sequence(items, element.range)
    }
}

import RedirectLintSource

/// Whether an attribute repeats the name of one before it in its tag. The attributes read
/// so far are scanned while a tag is small, so a usual tag allocates nothing for the check;
/// past that they go into a set, so a hostile tag with thousands of attributes stays linear.
private struct RepeatCheck<Key: Hashable> {
    private static var scannedAttributes: Int { 16 }
    private var set: Set<Key>?

    /// Whether `key` is the key of one of `earlier` (`keyOf` is nil for an attribute that
    /// has none); the caller appends the attribute to `earlier` when it is not.
    mutating func repeats<Earlier: Collection>(_ key: Key, among earlier: Earlier, keyOf: (Earlier.Element) -> Key?) -> Bool {
        if set == nil {
            guard earlier.count > Self.scannedAttributes else { return earlier.contains { keyOf($0) == key } }
            set = Set(earlier.compactMap(keyOf))
        }
        return !set!.insert(key).inserted
    }
}

/// An attribute's name as namespaces define it: two prefixes bound to one namespace make
/// the same expanded name.
private struct ExpandedName: Hashable {
    let namespaceURI: String
    let localName: String
}

extension XMLDocumentParser {
    mutating func readStartTag() throws(SyntaxError) {
        let tagStart = i
        i += 1
        let nameOffsets = try readName(after: "'<'")
        let name = string(nameOffsets)
        if open.isEmpty && root != nil {
            throw error("a document has exactly one root element; <\(name)> is a second one",
                        from: tagStart, to: nameOffsets.upperBound)
        }
        if open.count >= limits.maxDepth {
            throw error("elements nested deeper than \(limits.maxDepth) levels",
                        from: tagStart, to: nameOffsets.upperBound)
        }
        let start = cursor.position(at: tagStart)
        let nameRange = cursor.range(from: nameOffsets.lowerBound, to: nameOffsets.upperBound)

        // Read with no namespace yet: declarations later in the same tag may bind a prefix
        // used before them. Each attribute's prefix waits beside it until `resolve`.
        var attributes: [XMLAttribute] = []
        var prefixes: [String?] = []
        var seen = RepeatCheck<String>()
        var selfClosing = false
        while true {
            let hadSpace = skipWhitespace()
            guard i < bytes.count else {
                throw error("start tag <\(name)> is not closed with '>'", from: tagStart, to: nameOffsets.upperBound)
            }
            let b = bytes[i]
            if b == ASCII.greaterThan {
                i += 1
                break
            }
            if b == ASCII.slash {
                guard i + 1 < bytes.count, bytes[i + 1] == ASCII.greaterThan else {
                    throw error("expected '>' after '/' in start tag <\(name)>", from: i, to: i + 1)
                }
                i += 2
                selfClosing = true
                break
            }
            guard XMLCharacterClass.isNameStart(b) else {
                throw error("invalid name start character \(describeCharacter(at: i)) in start tag <\(name)>",
                            from: i, to: i + 1)
            }
            guard hadSpace else {
                throw error("attributes in start tag <\(name)> must be separated by whitespace", from: i, to: i + 1)
            }
            let (attribute, prefix) = try readAttribute(in: name)
            guard !seen.repeats(attribute.name, among: attributes, keyOf: { $0.name }) else {
                throw SyntaxError(message: "duplicate attribute '\(attribute.name)' in <\(name)>", range: attribute.nameRange)
            }
            attributes.append(attribute)
            prefixes.append(prefix)
        }

        let scopeCountBefore = namespaces.count
        for (attribute, prefix) in zip(attributes, prefixes) {
            if prefix == nil && attribute.name == "xmlns" {
                namespaces.bind(prefix: "", to: attribute.value.isEmpty ? nil : attribute.value)
            } else if prefix == "xmlns" {
                // `xmlns:p=""` is not allowed in XML 1.0; treating it as unbinding is the lenient reading.
                namespaces.bind(prefix: attribute.localName, to: attribute.value.isEmpty ? nil : attribute.value)
            }
        }
        let (prefix, localName) = splitQualifiedName(nameOffsets, name: name)
        try resolve(&attributes, prefixes: prefixes, in: name)
        let element = XMLOpenElement(
            name: name, localName: localName, namespaceURI: namespaces.uri(forPrefix: prefix ?? ""),
            nameOffsets: nameOffsets, nameRange: nameRange, start: start,
            attributes: attributes, scopeCountBefore: scopeCountBefore)
        if selfClosing {
            close(element, endOffset: i)
        } else {
            open.append(element)
        }
    }

    mutating func readEndTag() throws(SyntaxError) {
        let tagStart = i
        i += 2
        let nameOffsets = try readName(after: "'</'")
        skipWhitespace()
        guard i < bytes.count, bytes[i] == ASCII.greaterThan else {
            throw error("expected '>' to close end tag </\(string(nameOffsets))>", from: i, to: i + 1)
        }
        i += 1
        guard let openName = open.last?.nameOffsets else {
            throw error("end tag </\(string(nameOffsets))> has no matching start tag", from: tagStart, to: i)
        }
        guard sameBytes(nameOffsets, openName) else {
            let element = open[open.count - 1]
            throw error(
                "end tag </\(string(nameOffsets))> does not match start tag <\(element.name)> opened at line \(element.start.line), column \(element.start.column)",
                from: tagStart, to: i)
        }
        // Taken out of the stack rather than copied and then removed: an open element holds
        // its children, and a copy would retain (and the removal release) each of its arrays.
        close(open.removeLast(), endOffset: i)
    }

    /// Whether two spans of the text hold the same bytes (an end tag's name and its start tag's).
    private func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        return bytes.withUnsafeBufferPointer { text in
            var k = 0
            while k < a.count, text[a.lowerBound + k] == text[b.lowerBound + k] { k += 1 }
            return k == a.count
        }
    }

    private mutating func close(_ element: consuming XMLOpenElement, endOffset: Int) {
        let closed = element.close(at: cursor.position(at: endOffset), source: bytes,
                                   trimsWhitespace: trimsTextWhitespace)
        namespaces.unwind(to: element.scopeCountBefore)
        if open.isEmpty {
            root = closed
        } else {
            open[open.count - 1].children.append(closed)
        }
    }

    /// An attribute with no namespace yet, and its prefix.
    private mutating func readAttribute(in elementName: String) throws(SyntaxError) -> (XMLAttribute, prefix: String?) {
        let nameOffsets = try readName(after: "'<\(elementName)'")
        let name = string(nameOffsets)
        let nameRange = cursor.range(from: nameOffsets.lowerBound, to: nameOffsets.upperBound)
        skipWhitespace()
        guard i < bytes.count, bytes[i] == ASCII.equals else {
            throw error("attribute '\(name)' in <\(elementName)> has no value: expected '=' after its name",
                        from: i, to: i + 1)
        }
        i += 1
        skipWhitespace()
        guard i < bytes.count, bytes[i] == ASCII.quote || bytes[i] == ASCII.apostrophe else {
            throw error("the value of attribute '\(name)' in <\(elementName)> must be in quotes",
                        from: i, to: i + 1)
        }
        let value = try readAttributeValue(of: name)
        let (prefix, localName) = splitQualifiedName(nameOffsets, name: name)
        return (XMLAttribute(name: name, localName: localName, namespaceURI: nil, nameRange: nameRange,
                             value: value.text, valueRange: value.range, isVerbatim: value.isVerbatim), prefix)
    }

    /// Reads a quoted value at `i`. References are decoded and literal tabs and line breaks
    /// become spaces, as XML 1.0 normalizes attribute values.
    private mutating func readAttributeValue(of name: String) throws(SyntaxError) -> (text: String, range: SourceRange, isVerbatim: Bool) {
        let quote = bytes[i]
        let valueStart = i + 1
        let n = bytes.count
        var k = valueStart
        while k < n {
            let b = bytes[k]
            if b == quote || b == ASCII.lessThan || b == ASCII.ampersand
                || b == ASCII.tab || b == ASCII.lineFeed || b == ASCII.carriageReturn { break }
            k += 1
        }
        if k < n && bytes[k] == quote {
            i = k + 1
            return (string(valueStart..<k), cursor.range(from: valueStart, to: k), true)
        }
        var decoded = Array(bytes[valueStart..<k])
        while true {
            guard k < n else {
                throw error("the value of attribute '\(name)' has no closing quote", from: valueStart - 1, to: valueStart)
            }
            let b = bytes[k]
            if b == quote { break }
            switch b {
            case ASCII.lessThan:
                throw error("'<' is not allowed in the value of attribute '\(name)' (write &lt;, or add the missing closing quote)",
                            from: k, to: k + 1)
            case ASCII.ampersand:
                let reference = try decodeReference(at: k)
                decoded.appendUTF8(reference.scalar)
                k = reference.end
            case ASCII.carriageReturn:
                decoded.append(ASCII.space)
                k += (k + 1 < n && bytes[k + 1] == ASCII.lineFeed) ? 2 : 1
            case ASCII.tab, ASCII.lineFeed:
                decoded.append(ASCII.space)
                k += 1
            default:
                decoded.append(b)
                k += 1
            }
        }
        i = k + 1
        return (String(decoding: decoded, as: UTF8.self), cursor.range(from: valueStart, to: k), false)
    }

    /// Gives each attribute the namespace its prefix is bound to, in place.
    private func resolve(_ attributes: inout [XMLAttribute], prefixes: [String?], in elementName: String) throws(SyntaxError) {
        var expandedNames = RepeatCheck<ExpandedName>()
        for index in attributes.indices {
            let prefix = prefixes[index]
            let namespaceURI: String?
            if prefix == "xmlns" || (prefix == nil && attributes[index].name == "xmlns") {
                namespaceURI = XMLNamespaceScope.xmlnsNamespace
            } else if let prefix {
                namespaceURI = namespaces.uri(forPrefix: prefix)
            } else {
                namespaceURI = nil
            }
            // Two prefixes bound to one namespace name the same attribute; a consumer keeps
            // only one of them, so the linter must not silently pick the other.
            if let namespaceURI,
               expandedNames.repeats(ExpandedName(namespaceURI: namespaceURI, localName: attributes[index].localName),
                                     among: attributes[..<index],
                                     keyOf: { earlier in earlier.namespaceURI.map { ExpandedName(namespaceURI: $0, localName: earlier.localName) } }) {
                let attribute = attributes[index]
                throw SyntaxError(
                    message: "duplicate attribute '\(attribute.name)' in <\(elementName)>: another prefix already names '\(attribute.localName)' in namespace \(namespaceURI)",
                    range: attribute.nameRange)
            }
            attributes[index].namespaceURI = namespaceURI
        }
    }

    /// Splits `p:local` at its first colon; a name that starts or ends with a colon has no
    /// prefix, and is its own local name (`name`, the string already made of `offsets`).
    private func splitQualifiedName(_ offsets: Range<Int>, name: String) -> (prefix: String?, localName: String) {
        guard let colon = bytes[offsets].firstIndex(of: ASCII.colon),
              colon > offsets.lowerBound, colon + 1 < offsets.upperBound else {
            return (nil, name)
        }
        return (string(offsets.lowerBound..<colon), string(colon + 1..<offsets.upperBound))
    }
}

import RedirectLintSource

/// An attribute as read from a start tag, before its prefix is resolved: declarations in
/// the same tag may come after it.
private struct RawXMLAttribute {
    let name: String
    let prefix: String?
    let localName: String
    let nameRange: SourceRange
    let value: String
    let valueRange: SourceRange
    let isVerbatim: Bool
}

/// Whether an attribute repeats the name of one before it in its tag. The attributes read
/// so far are scanned while a tag is small, so a usual tag allocates nothing for the check;
/// past that they go into a set, so a hostile tag with thousands of attributes stays linear.
private struct RepeatCheck<Key: Hashable> {
    private static var scannedAttributes: Int { 16 }
    private var set: Set<Key>?

    /// Whether `key` is the key of one of `earlier` (`keyOf` is nil for an attribute that
    /// has none); the caller appends the attribute to `earlier` when it is not.
    mutating func repeats<Attribute>(_ key: Key, among earlier: [Attribute], keyOf: (Attribute) -> Key?) -> Bool {
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

        var rawAttributes: [RawXMLAttribute] = []
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
            let attribute = try readAttribute(in: name)
            guard !seen.repeats(attribute.name, among: rawAttributes, keyOf: { $0.name }) else {
                throw SyntaxError(message: "duplicate attribute '\(attribute.name)' in <\(name)>", range: attribute.nameRange)
            }
            rawAttributes.append(attribute)
        }

        let scopeCountBefore = namespaces.count
        for attribute in rawAttributes {
            if attribute.prefix == nil && attribute.name == "xmlns" {
                namespaces.bind(prefix: "", to: attribute.value.isEmpty ? nil : attribute.value)
            } else if attribute.prefix == "xmlns" {
                // `xmlns:p=""` is not allowed in XML 1.0; treating it as unbinding is the lenient reading.
                namespaces.bind(prefix: attribute.localName, to: attribute.value.isEmpty ? nil : attribute.value)
            }
        }
        let (prefix, localName) = splitQualifiedName(nameOffsets)
        let element = XMLOpenElement(
            name: name, localName: localName, namespaceURI: namespaces.uri(forPrefix: prefix ?? ""),
            nameOffsets: nameOffsets, nameRange: nameRange, start: start,
            attributes: try resolve(rawAttributes, in: name), scopeCountBefore: scopeCountBefore)
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

    private mutating func readAttribute(in elementName: String) throws(SyntaxError) -> RawXMLAttribute {
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
        let (prefix, localName) = splitQualifiedName(nameOffsets)
        return RawXMLAttribute(name: name, prefix: prefix, localName: localName, nameRange: nameRange,
                               value: value.text, valueRange: value.range, isVerbatim: value.isVerbatim)
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

    private func resolve(_ raw: [RawXMLAttribute], in elementName: String) throws(SyntaxError) -> [XMLAttribute] {
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(raw.count)
        var expandedNames = RepeatCheck<ExpandedName>()
        for attribute in raw {
            let namespaceURI: String?
            if attribute.prefix == "xmlns" || (attribute.prefix == nil && attribute.name == "xmlns") {
                namespaceURI = XMLNamespaceScope.xmlnsNamespace
            } else if let prefix = attribute.prefix {
                namespaceURI = namespaces.uri(forPrefix: prefix)
            } else {
                namespaceURI = nil
            }
            // Two prefixes bound to one namespace name the same attribute; a consumer keeps
            // only one of them, so the linter must not silently pick the other.
            if let namespaceURI,
               expandedNames.repeats(ExpandedName(namespaceURI: namespaceURI, localName: attribute.localName), among: attributes,
                                     keyOf: { earlier in earlier.namespaceURI.map { ExpandedName(namespaceURI: $0, localName: earlier.localName) } }) {
                throw SyntaxError(
                    message: "duplicate attribute '\(attribute.name)' in <\(elementName)>: another prefix already names '\(attribute.localName)' in namespace \(namespaceURI)",
                    range: attribute.nameRange)
            }
            attributes.append(XMLAttribute(
                name: attribute.name, localName: attribute.localName, namespaceURI: namespaceURI,
                nameRange: attribute.nameRange, value: attribute.value, valueRange: attribute.valueRange,
                isVerbatim: attribute.isVerbatim))
        }
        return attributes
    }

    /// Splits `p:local` at its first colon; a name that starts or ends with a colon has no prefix.
    private func splitQualifiedName(_ offsets: Range<Int>) -> (prefix: String?, localName: String) {
        guard let colon = bytes[offsets].firstIndex(of: ASCII.colon),
              colon > offsets.lowerBound, colon + 1 < offsets.upperBound else {
            return (nil, string(offsets))
        }
        return (string(offsets.lowerBound..<colon), string(colon + 1..<offsets.upperBound))
    }
}

import RedirectLintSource

/// Character data read in one go, between two pieces of markup.
struct XMLTextRun {
    /// The run's text up to its last reference or line break, decoded; the rest is `tail`.
    var decoded: [UInt8] = []
    /// The last stretch of the run, as it is written (most runs are nothing else, and are
    /// then never copied but into their element's text).
    var tail = 0..<0
    /// Offset of the first character that counts as content, nil when there is none.
    var firstContent: Int?
    var contentEnd = 0
    var hasReferences = false
}

extension XMLDocumentParser {
    private static let predefinedEntities: [(name: [UInt8], scalar: Unicode.Scalar)] = [
        (Array("lt".utf8), "<"), (Array("gt".utf8), ">"), (Array("amp".utf8), "&"),
        (Array("apos".utf8), "'"), (Array("quot".utf8), "\""),
    ]

    mutating func readCharacterData() throws(SyntaxError) {
        let run = try scanText(from: i, to: bytes.count, isCharacterData: true)
        record(run, isCDATA: false)
    }

    mutating func readCDATA() throws(SyntaxError) {
        let start = i
        let contentStart = i + Self.cdataOpen.count
        guard let end = bytes.firstOffset(of: Self.cdataClose, from: contentStart) else {
            throw error("CDATA section is not closed with ']]>'", from: start, to: contentStart)
        }
        let run = try scanText(from: contentStart, to: end, isCharacterData: false)
        i = end + Self.cdataClose.count
        record(run, isCDATA: true)
    }

    /// Scans text from `start`, normalizing line breaks to `\n` as XML 1.0 requires.
    /// Character data stops at `<` and decodes references; CDATA content is taken as is.
    private mutating func scanText(from start: Int, to limit: Int, isCharacterData: Bool) throws(SyntaxError) -> XMLTextRun {
        var run = XMLTextRun()
        let everythingCounts = !trimsTextWhitespace
        var k = start
        var plainStart = start

        func noteContent(_ from: Int, _ to: Int, _ run: inout XMLTextRun) {
            if run.firstContent == nil { run.firstContent = from }
            run.contentEnd = to
        }

        while k < limit {
            let b = bytes[k]
            if isCharacterData {
                if b == ASCII.lessThan { break }
                if b == ASCII.ampersand {
                    run.decoded.append(contentsOf: bytes[plainStart..<k])
                    let reference = try decodeReference(at: k)
                    run.decoded.appendUTF8(reference.scalar)
                    run.hasReferences = true
                    if everythingCounts || !reference.scalar.isXMLWhitespace { noteContent(k, reference.end, &run) }
                    k = reference.end
                    plainStart = k
                    continue
                }
                if b == ASCII.closeBracket && bytes.hasBytes(Self.cdataClose, at: k) {
                    throw error("']]>' is not allowed in text (write ]]&gt;)", from: k, to: k + 3)
                }
            }
            if b == ASCII.carriageReturn {
                run.decoded.append(contentsOf: bytes[plainStart..<k])
                run.decoded.append(ASCII.lineFeed)
                let end = (k + 1 < limit && bytes[k + 1] == ASCII.lineFeed) ? k + 2 : k + 1
                if everythingCounts { noteContent(k, end, &run) }
                k = end
                plainStart = k
                continue
            }
            if everythingCounts || !XMLCharacterClass.isWhitespace(b) { noteContent(k, k + 1, &run) }
            k += 1
        }
        run.tail = plainStart..<k
        if isCharacterData { i = k }
        return run
    }

    /// Adds a run to the innermost open element, taking the positions of its content now,
    /// while the cursor has not yet moved past it.
    private mutating func record(_ run: XMLTextRun, isCDATA: Bool) {
        guard let top = open.indices.last else { return }
        if run.hasReferences || isCDATA { open[top].text.hasReferenceOrCDATA = true }
        guard !run.decoded.isEmpty || !run.tail.isEmpty else { return }
        // Whitespace before an element's first content would be trimmed when it closes: the
        // runs between a container's children (indentation) are not kept at all.
        if run.firstContent == nil, trimsTextWhitespace, open[top].text.isEmpty { return }
        open[top].text.append(run.decoded, tail: run.tail, of: bytes)
        guard let first = run.firstContent else { return }
        if open[top].text.firstPosition == nil {
            open[top].text.firstOffset = first
            open[top].text.firstPosition = cursor.position(at: first)
        }
        open[top].text.endOffset = run.contentEnd
        open[top].text.endPosition = cursor.position(at: run.contentEnd)
    }

    /// Decodes the entity or character reference whose `&` is at `start`. Only the five
    /// predefined entities exist: anything declared in a DTD is refused, never expanded.
    func decodeReference(at start: Int) throws(SyntaxError) -> (scalar: Unicode.Scalar, end: Int) {
        let n = bytes.count
        var k = start + 1
        if k < n && bytes[k] == ASCII.hash {
            k += 1
            var radix: UInt32 = 10
            if k < n && bytes[k] == ASCII.lowercaseX {
                radix = 16
                k += 1
            }
            let digitsStart = k
            var value: UInt32 = 0
            while k < n, let digit = digitValue(bytes[k], radix: radix) {
                // Past the Unicode range the value is illegal anyway; stop growing it.
                if value <= 0x10_FFFF { value = value * radix + digit }
                k += 1
            }
            guard k > digitsStart, k < n, bytes[k] == ASCII.semicolon else {
                throw error("malformed character reference: expected \(radix == 16 ? "hexadecimal" : "decimal") digits and ';'",
                            from: start, to: k)
            }
            guard XMLCharacterClass.isLegalCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw error("character reference \(string(start..<k + 1)) is not a legal XML character",
                            from: start, to: k + 1)
            }
            return (scalar, k + 1)
        }
        let nameStart = k
        while k < n && XMLCharacterClass.isName(bytes[k]) { k += 1 }
        guard k > nameStart, XMLCharacterClass.isNameStart(bytes[nameStart]), k < n, bytes[k] == ASCII.semicolon else {
            throw error("'&' must start an entity or character reference (write &amp; for a literal '&')",
                        from: start, to: start + 1)
        }
        let name = bytes[nameStart..<k]
        for entity in Self.predefinedEntities where name.elementsEqual(entity.name) {
            return (entity.scalar, k + 1)
        }
        throw error("undefined entity '\(string(start..<k + 1))'", from: start, to: k + 1)
    }

    private func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x61...0x66 where radix == 16: return UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where radix == 16: return UInt32(byte - 0x41 + 10)
        default: return nil
        }
    }
}

extension Unicode.Scalar {
    var isXMLWhitespace: Bool {
        value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
    }
}

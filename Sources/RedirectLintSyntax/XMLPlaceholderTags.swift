import RedirectLintSource

/// A sample's fill-in placeholder written as a tag: `<string>msal<REPLACE_WITH_YOUR_CLIENT_ID></string>`,
/// `android:scheme="<your_custom_scheme>"`, `android:path="/<paste your signature hash>"`.
/// No XML parser reads it, yet the file is a template to fill in, not a broken one (reviews
/// 69, 76, 85). When a parse fails, such tags are read as text: a same-length copy writes
/// them `{…}`, and the values read from the copy are given their `<…>` back, for the
/// `unresolved-template` note. A tag is a placeholder when it holds a name with `_` or words a
/// space joins, no `=`, `/` or quote, and the file never closes it.
struct XMLPlaceholderTags {
    private(set) var bytes: [UInt8]
    /// The placeholders as written (`<your_custom_scheme>`) and as the copy writes them.
    private var written: [(original: String, standIn: String)] = []

    /// Nil when the file holds no such tag.
    init?(_ original: [UInt8]) {
        bytes = original
        var index = 0
        while index < original.count {
            guard original[index] == UInt8(ascii: "<"), let close = Self.placeholderEnd(original, from: index) else {
                index += 1
                continue
            }
            let content = String(decoding: original[(index + 1)..<close], as: UTF8.self)
            bytes[index] = UInt8(ascii: "{")
            bytes[close] = UInt8(ascii: "}")
            written.append(("<\(content)>", "{\(content)}"))
            index = close + 1
        }
        guard !written.isEmpty else { return nil }
    }

    /// The index of the `>` that ends a placeholder tag opened at `open`.
    private static func placeholderEnd(_ bytes: [UInt8], from open: Int) -> Int? {
        var index = open + 1
        var hasUnderscoreOrSpace = false
        while index < bytes.count, index - open <= 80 {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { break }
            let isWordByte = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if byte == UInt8(ascii: "_") || (byte == UInt8(ascii: " ") && index > open + 1 && bytes[index - 1] != UInt8(ascii: " ")) {
                hasUnderscoreOrSpace = true
            } else if !isWordByte {
                return nil
            }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">"), hasUnderscoreOrSpace, index - open > 1,
              bytes[open + 1] != UInt8(ascii: " "), bytes[index - 1] != UInt8(ascii: " ") else { return nil }
        // A real element of that name is closed somewhere (`</my_element>`).
        let closing = Array("</".utf8) + bytes[(open + 1)..<index].prefix { $0 != UInt8(ascii: " ") }
        let isClosed = bytes.indices.contains { start in
            bytes[start] == UInt8(ascii: "<") && bytes[start...].starts(with: closing)
        }
        return isClosed ? nil : index
    }

    /// The element read from the copy, with the placeholders as the file writes them.
    func restore(_ element: XMLElement) -> XMLElement {
        XMLElement(name: element.name, localName: element.localName, namespaceURI: element.namespaceURI,
                   nameRange: element.nameRange, range: element.range,
                   attributes: element.attributes.map { attribute in
                       var attribute = attribute
                       attribute.value = restore(attribute.value)
                       return attribute
                   },
                   children: element.children.map(restore), text: restore(element.text), textRange: element.textRange,
                   textIsVerbatim: element.textIsVerbatim)
    }

    private func restore(_ value: String) -> String {
        guard value.contains("{") else { return value }
        return written.reduce(value) { $0.replacing($1.standIn, with: $1.original) }
    }
}

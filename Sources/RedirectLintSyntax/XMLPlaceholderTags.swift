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
    /// The placeholders' names (`your_custom_scheme`), which the copy writes `{…}`.
    private var names: Set<String> = []

    /// Nil when the file holds no such tag.
    init?(_ original: [UInt8]) {
        bytes = original
        let closed = Self.closedNames(original)
        var index = 0
        while index < original.count {
            guard original[index] == UInt8(ascii: "<"), let close = Self.placeholderEnd(original, from: index, closed: closed) else {
                index += 1
                continue
            }
            names.insert(String(decoding: original[(index + 1)..<close], as: UTF8.self))
            bytes[index] = UInt8(ascii: "{")
            bytes[close] = UInt8(ascii: "}")
            index = close + 1
        }
        guard !names.isEmpty else { return nil }
    }

    /// The names the file closes (`</my_element>`), gathered once: a real element of such a
    /// name is no placeholder.
    private static func closedNames(_ bytes: [UInt8]) -> Set<ArraySlice<UInt8>> {
        var names: Set<ArraySlice<UInt8>> = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") {
                var end = index + 2
                while end < bytes.count, end - index < 90, ![UInt8(ascii: ">"), UInt8(ascii: " ")].contains(bytes[end]) { end += 1 }
                names.insert(bytes[(index + 2)..<end])
                index = end
            } else {
                index += 1
            }
        }
        return names
    }

    /// The index of the `>` that ends a placeholder tag opened at `open`.
    private static func placeholderEnd(_ bytes: [UInt8], from open: Int, closed: Set<ArraySlice<UInt8>>) -> Int? {
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
        let name = bytes[(open + 1)..<index].prefix { $0 != UInt8(ascii: " ") }
        return closed.contains(name) ? nil : index
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

    /// Each `{name}` of a placeholder's back as `<name>`, in one pass.
    private func restore(_ value: String) -> String {
        guard value.contains("{") else { return value }
        var out = ""
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), names.contains(String(rest[rest.index(after: open)..<close])) else {
                out.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            out += "<" + rest[rest.index(after: open)..<close] + ">"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}

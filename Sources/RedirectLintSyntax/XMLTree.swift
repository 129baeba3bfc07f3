import RedirectLintSource

/// An attribute exactly as written, with the namespace its prefix is bound to.
public struct XMLAttribute: Sendable, Equatable {
    /// The qualified name as written (`android:scheme`).
    public var name: String
    public var localName: String
    /// The namespace URI the prefix resolves to, nil for an unprefixed attribute.
    public var namespaceURI: String?
    public var nameRange: SourceRange
    /// The value with entity and character references decoded.
    public var value: String
    /// The range of the value between the quotes.
    public var valueRange: SourceRange
    /// True when the text between the quotes is exactly `value` on one line.
    public var isVerbatim: Bool

    public init(name: String, localName: String, namespaceURI: String?, nameRange: SourceRange,
                value: String, valueRange: SourceRange, isVerbatim: Bool) {
        self.name = name
        self.localName = localName
        self.namespaceURI = namespaceURI
        self.nameRange = nameRange
        self.value = value
        self.valueRange = valueRange
        self.isVerbatim = isVerbatim
    }
}

/// An element with its attributes, children and text, each positioned.
public final class XMLElement: Sendable {
    public let name: String
    public let localName: String
    public let namespaceURI: String?
    /// The range of the name in the start tag (`intent-filter` in `<intent-filter>`).
    public let nameRange: SourceRange
    /// From `<` of the start tag to `>` of the end tag.
    public let range: SourceRange
    public let attributes: [XMLAttribute]
    public let children: [XMLElement]
    /// The concatenated character data directly inside this element, decoded.
    public let text: String
    /// The range of that text (from its first to its last character), when there is text.
    public let textRange: SourceRange?
    /// True when the source text at `textRange` is exactly `text` on one line.
    public let textIsVerbatim: Bool

    public init(name: String, localName: String, namespaceURI: String?, nameRange: SourceRange,
                range: SourceRange, attributes: [XMLAttribute], children: [XMLElement],
                text: String, textRange: SourceRange?, textIsVerbatim: Bool) {
        self.name = name
        self.localName = localName
        self.namespaceURI = namespaceURI
        self.nameRange = nameRange
        self.range = range
        self.attributes = attributes
        self.children = children
        self.text = text
        self.textRange = textRange
        self.textIsVerbatim = textIsVerbatim
    }

    public func attribute(_ localName: String, namespace: String? = nil) -> XMLAttribute? {
        attributes.first { $0.localName == localName && $0.namespaceURI == namespace }
    }

    public func children(named localName: String) -> [XMLElement] {
        children.filter { $0.localName == localName }
    }
}

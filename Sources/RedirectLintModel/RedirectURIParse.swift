import RedirectLintSource

/// One pass over a redirect URI's UTF-8 bytes: components, syntax issues, placeholder,
/// and the classification, all as byte offsets until `range(_:)` turns them into
/// indices of `text`.
struct RedirectURIParse {
    let text: String
    let components: URIComponents
    let issues: [URISyntaxIssue]
    let template: Range<Int>?
    let schemeLowercased: String?
    let host: LoopbackHost
    let kind: RedirectURIKind

    init(_ text: String, bytes: some Collection<UInt8>) {
        // `Array` only for strings without contiguous UTF-8, which Linux does not make.
        let copy = Array(bytes)
        self = copy.withUnsafeBufferPointer { RedirectURIParse(text, bytes: $0) }
    }

    init(_ text: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        components = URIComponents(splitting: bytes)
        issues = URISyntaxValidator(text: text, bytes: bytes, components: components).issues()
        template = TemplateSyntax.firstPlaceholder(in: bytes)
        let scheme = components.scheme.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
        schemeLowercased = scheme.map(\.asciiLowercasedString)
        let hostBytes = components.host.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
        host = LoopbackHost(scheme: scheme, host: hostBytes)
        kind = RedirectURIKind.classify(bytes: bytes, hasTemplate: template != nil, issues: issues,
                                        schemeLowercased: schemeLowercased, host: host)
    }

    func range(_ bytes: Range<Int>) -> Range<String.Index> {
        let utf8 = text.utf8
        return utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
    }

    func range(_ bytes: Range<Int>?) -> Range<String.Index>? {
        bytes.map(range)
    }
}

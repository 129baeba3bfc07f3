/// Placeholders that a build or deploy tool replaces later: `${var}`, `$(VAR)`, `{{var}}`,
/// `##KEY##` (Auth0 Deploy CLI), `@@KEY@@` (Auth0 JSON-encoded). A value holding one is
/// not what the server or the app will see, so it is never judged as written.
public enum TemplateSyntax {
    public static func firstPlaceholder<S: StringProtocol>(in text: S) -> Range<S.Index>? {
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            if next < text.endIndex {
                let d = text[next]
                let closer: String?
                switch (c, d) {
                case ("$", "{"): closer = "}"
                case ("$", "("): closer = ")"
                case ("{", "{"): closer = "}}"
                case ("#", "#"): closer = "##"
                case ("@", "@"): closer = "@@"
                default: closer = nil
                }
                if let closer, let end = closingIndex(of: closer, in: text, after: text.index(after: next)) {
                    return i..<end
                }
            }
            i = next
        }
        return nil
    }

    /// The end (exclusive) of the placeholder whose body starts at `from`; the body must
    /// be non-empty and on one line.
    private static func closingIndex<S: StringProtocol>(of closer: String, in text: S, after from: S.Index) -> S.Index? {
        var i = from
        while i < text.endIndex {
            if text[i] == "\n" { return nil }
            if text[i...].hasPrefix(closer) {
                guard i > from else { return nil }
                return text.index(i, offsetBy: closer.count)
            }
            i = text.index(after: i)
        }
        return nil
    }
}

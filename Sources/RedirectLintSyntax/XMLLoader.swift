import RedirectLintSource

/// Loads an XML document (Android manifest, appxmanifest, XML property list) into
/// positioned elements, without Foundation and without ever loading a DTD or expanding
/// a declared entity.
public enum XMLLoader {
    /// Parses `file` as XML 1.0 with namespaces. Text of elements is trimmed of leading
    /// and trailing XML whitespace. Comments are returned in document order; a comment's
    /// range covers it from `<!--` to `-->`, its text is what lies between.
    public static func load(_ file: SourceFile, limits: LoadLimits = .default)
        throws(SyntaxError) -> (root: XMLElement, comments: [SourceComment]) {
        try load(file, limits: limits, trimsTextWhitespace: true)
    }

    /// Property lists need untrimmed text: whitespace inside `<string>` is part of the value.
    static func load(_ file: SourceFile, limits: LoadLimits, trimsTextWhitespace: Bool)
        throws(SyntaxError) -> (root: XMLElement, comments: [SourceComment]) {
        var parser = XMLDocumentParser(file: file, limits: limits, trimsTextWhitespace: trimsTextWhitespace)
        do {
            return try parser.parse()
        } catch {
            // A second try only for a sample's `<fill_this_in>` tags.
            guard let tags = XMLPlaceholderTags(file.bytes) else { throw error }
            var again = XMLDocumentParser(file: SourceFile(path: file.path, bytes: tags.bytes), limits: limits,
                                          trimsTextWhitespace: trimsTextWhitespace)
            guard let (root, comments) = try? again.parse() else { throw error }
            return (tags.restore(root), comments)
        }
    }
}

import RedirectLintSource

/// A comment as written in a file, kept for inline suppressions.
public struct SourceComment: Sendable, Equatable {
    /// How the comment is delimited: what may appear inside it depends on it (XML forbids
    /// `--` in a comment; a line comment ends at the line break).
    public enum Kind: Sendable, Equatable {
        /// `# …` (YAML, properties, desktop entries), `! …` (properties), `// …` (Gradle).
        case line
        /// `/* … */` (Gradle).
        case block
        /// `<!-- … -->`.
        case xml
    }

    /// What lies between the delimiters.
    public var text: String
    /// From the opening delimiter to the end of the comment (the closing delimiter, or the
    /// end of the line for line comments, without the line break).
    public var range: SourceRange
    /// The byte offset of the first character of `text` in the file.
    public var textOffset: Int
    public var kind: Kind

    public init(text: String, range: SourceRange, textOffset: Int, kind: Kind) {
        self.text = text
        self.range = range
        self.textOffset = textOffset
        self.kind = kind
    }
}

import RedirectLintSource

/// Why a file could not be loaded, and where.
public struct SyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var range: SourceRange
    public init(message: String, range: SourceRange) {
        self.message = message
        self.range = range
    }
}

/// The positioned tree of one file.
public enum DocumentContent: Sendable {
    /// YAML or JSON: one node per document of the stream (JSON has one).
    case tree([Node])
    /// An XML document other than a property list (Android manifest, appxmanifest).
    case xml(XMLElement)
    /// A property list (XML or binary) loaded into the same tree as JSON.
    case plist(Node)
    /// A Gradle build script, read as text: the settings found in it.
    case gradle(GradleScript)
    /// A freedesktop.org desktop entry (`.desktop`): its keys and values.
    case desktopEntry(DesktopEntry)
    /// Program source: the file's text is all there is (`Document.file`).
    case code
}

public struct Document: Sendable {
    public var file: SourceFile
    public var content: DocumentContent
    public var comments: [SourceComment]

    public init(file: SourceFile, content: DocumentContent, comments: [SourceComment] = []) {
        self.file = file
        self.content = content
        self.comments = comments
    }
}

/// Resource limits that keep hostile input from exhausting time or memory.
public struct LoadLimits: Sendable {
    public var maxDepth: Int
    /// How many nodes alias references may add to a tree in total (in a binary property
    /// list: objects read again through another reference).
    public var maxAliasExpansion: Int
    /// How many bytes of keys and scalars alias references (or a binary property list's
    /// repeated references) may add in total: as much as the largest file a run reads by
    /// default (`max-file-size`).
    public var maxAliasText: Int
    public init(maxDepth: Int = 512, maxAliasExpansion: Int = 100_000, maxAliasText: Int = 8 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxAliasText = maxAliasText
    }
    public static let `default` = LoadLimits()
}

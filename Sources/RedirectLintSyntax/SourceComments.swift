/// The comments of a file in its syntax, where `DocumentLoader` would look for them. JSON has
/// no comments (libyaml would accept `#` in a `.json` file, but no JSON reader does), nor do
/// binary property lists.
public enum SourceComments {
    public static func collect(in file: SourceFile, syntax: SourceSyntax) -> [SourceComment] {
        switch syntax {
        case .properties: return PropertiesComments.collect(in: file)
        case .gradle: return GradleComments.collect(in: file)
        case .desktopEntry: return DesktopEntryComments.collect(in: file)
        case .hcl: return HCLLoader.comments(in: file)
        // Source code gets findings too (an app's secret, a .NET app's `[IntentFilter]`): its
        // comments as Groovy writes them (`//`, `/* */`), Python's whole-line `#` ones.
        case .code: return usesHashComments(file.path) ? PropertiesComments.collect(in: file) : GradleComments.collect(in: file)
        case .structured, .json:
            if PlistLoader.isBinary(file.bytes) { return [] }
            if DocumentLoader.firstSignificantByte(file.bytes) == UInt8(ascii: "<") { return XMLComments.collect(in: file) }
            return syntax == .json ? [] : YAMLComments.collect(in: file)
        }
    }

    /// Source whose comments are whole-line `#` ones: Python, and environment files (`.env`,
    /// `.env.production`).
    public static func usesHashComments(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".py") || EnvironmentFile.isNamed(path)
    }
}

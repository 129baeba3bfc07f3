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
        // Of the source code read, only C# declares apps and gets findings (a .NET app's
        // `[IntentFilter]`), with comments as Groovy writes them (`//`, `/* */`); a directive
        // in other code could suppress nothing.
        case .code: return file.path.lowercased().hasSuffix(".cs") ? GradleComments.collect(in: file) : []
        case .structured, .json:
            if PlistLoader.isBinary(file.bytes) { return [] }
            if DocumentLoader.firstSignificantByte(file.bytes) == UInt8(ascii: "<") { return XMLComments.collect(in: file) }
            return syntax == .json ? [] : YAMLComments.collect(in: file)
        }
    }
}

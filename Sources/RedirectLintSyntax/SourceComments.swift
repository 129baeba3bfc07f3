/// The comments of a file in whatever syntax its format has, chosen the way
/// `DocumentLoader` chooses a loader. JSON has no comments (libyaml would accept `#` in a
/// `.json` file, but no JSON reader does), nor do binary property lists.
public enum SourceComments {
    public static func collect(in file: SourceFile) -> [SourceComment] {
        if file.path.hasSuffix(".properties") { return PropertiesComments.collect(in: file) }
        if DocumentLoader.isGradleScript(file.path) { return GradleComments.collect(in: file) }
        if file.path.hasSuffix(".desktop") { return DesktopEntryComments.collect(in: file) }
        if PlistLoader.isBinary(file.bytes) { return [] }
        if DocumentLoader.firstSignificantByte(file.bytes) == UInt8(ascii: "<") { return XMLComments.collect(in: file) }
        if file.path.lowercased().hasSuffix(".json") { return [] }
        return YAMLComments.collect(in: file)
    }
}

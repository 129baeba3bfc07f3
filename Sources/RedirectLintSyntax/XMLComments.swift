/// The comments of an XML document (manifests, XML property lists), also when it does not
/// parse: those before the error are kept.
public enum XMLComments {
    public static func collect(in file: SourceFile) -> [SourceComment] {
        var parser = XMLDocumentParser(file: file, limits: .default, trimsTextWhitespace: false)
        do {
            return try parser.parse().comments
        } catch {
            return parser.comments
        }
    }
}

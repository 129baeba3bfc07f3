/// The `//` and `/* */` comments of a Gradle build script; `//` inside a string
/// (`"https://…"`) is not one.
public enum GradleComments {
    public static func collect(in file: SourceFile) -> [SourceComment] {
        var tokenizer = GradleTokenizer(file: file)
        _ = tokenizer.tokens()
        return tokenizer.comments
    }
}

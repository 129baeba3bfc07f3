/// How a file's bytes become a `Document`, and which comments it has. Dialects name it for
/// each kind of file they read; the engine looks it up by the file's name.
public enum SourceSyntax: Sendable, Equatable {
    /// YAML, XML or a property list: the first bytes tell which (`bplist00` is a binary
    /// property list, `<` XML, a property list when its root is `<plist>`, anything else YAML).
    case structured
    /// JSON, which loads as `structured` does (libyaml reads it as YAML) but strictly: a
    /// trailing comma is an error, and `#` starts no comment.
    case json
    /// Java properties, which have no signature of their own.
    case properties
    /// A Gradle build script, read as text.
    case gradle
    /// A freedesktop.org desktop entry.
    case desktopEntry
    /// HashiCorp configuration language (Terraform's `.tf`), loaded into the tree of
    /// Terraform's JSON syntax.
    case hcl
    /// Program source (Kotlin, Swift, TypeScript, ...), kept as lines of text: only its
    /// string literals are read, never its grammar.
    case code
}

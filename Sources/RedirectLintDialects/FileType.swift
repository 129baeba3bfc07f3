import RedirectLintSyntax

/// A kind of file a dialect reads. The engine reads these declarations, and nothing else, to
/// know which files a directory walk picks up and which a user may name, the syntax that loads
/// a file and holds its suppression comments, and which files found by a walk are worth
/// parsing at all: a cheap search of the bytes drops the many files of a project (every
/// `package.json`, layout XML, CI YAML) that cannot hold OAuth content.
public struct FileType: Sendable {
    /// Lower-case extensions, without the leading dot (`yaml`, `gradle.kts`).
    public let extensions: [String]
    /// Whole file names (`package.json`). A file so named is of the types that name it, not
    /// of those declared for its extension.
    public let names: [String]
    public let syntax: SourceSyntax
    /// Words one of which a file found by a walk must hold to be read as this format.
    public let markers: [String]
    /// What words cannot say (the file's path and bytes); a file passes on it or on a marker.
    /// With neither, every file of this type is read.
    public let mayHold: (@Sendable (_ path: String, _ bytes: [UInt8]) -> Bool)?
    /// For source code, which is otherwise read only as evidence about the apps other files
    /// declare: the paths at which a file is read on its own, with the manifests, because it
    /// may declare an app itself (a .NET Android app's activities) or hold what a rule reports
    /// in any project (an environment file's secrets).
    public let readOnItsOwnAt: (@Sendable (_ path: String) -> Bool)?

    public init(extensions: [String] = [], names: [String] = [], syntax: SourceSyntax, markers: [String] = [],
                mayHold: (@Sendable (_ path: String, _ bytes: [UInt8]) -> Bool)? = nil,
                readOnItsOwnAt: (@Sendable (_ path: String) -> Bool)? = nil) {
        self.extensions = extensions
        self.names = names
        self.syntax = syntax
        self.markers = markers
        self.mayHold = mayHold
        self.readOnItsOwnAt = readOnItsOwnAt
    }

    /// JSON and YAML, in which registrations and app configurations alike are written; the
    /// same markers for both. JSON templates (`realm.json.tpl`, Ansible's `realm.json.j2`) are
    /// JSON too: they load through `TemplateStandIn`.
    public static func jsonOrYAML(markers: [String]) -> [FileType] {
        [FileType(extensions: ["json"] + jsonTemplateExtensions, syntax: .json, markers: markers),
         FileType(extensions: ["yaml", "yml"], syntax: .structured, markers: markers)]
    }

    /// The names of JSON files a template engine renders before use.
    public static let jsonTemplateExtensions = ["json.tpl", "json.tmpl", "json.template", "json.j2"]
}

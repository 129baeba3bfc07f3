import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Android string resources (`res/values*/strings.xml`): nothing in them is checked on its
/// own, but they define the `@string/name` values a manifest refers to, which the engine
/// fills in before the rules run.
public struct AndroidResourcesDialect: Dialect {
    public let id = "android-resources"
    public let fileTypes = [
        // String resources matter only where a manifest can refer to them.
        FileType(extensions: ["xml"], syntax: .structured) { path, bytes in
            path.split(separator: "/").dropLast().last?.hasPrefix("values") == true && bytes.contains(subsequence: Array("<resources".utf8))
        },
    ]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .xml(let root) = document.content else { return false }
        return root.name == "resources"
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .xml(let root) = document.content else { return model }
        for string in root.children(named: "string") {
            guard let name = string.attribute("name"), let range = string.textRange else { continue }
            let value = Located(string.text, range: range, isVerbatim: string.textIsVerbatim)
            model.placeholders["@string/" + name.value, default: []].append(value)
        }
        return model
    }
}

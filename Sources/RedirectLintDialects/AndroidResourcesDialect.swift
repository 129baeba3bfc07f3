import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Android string resources (`res/values*/strings.xml`): they define the `@string/name` values
/// a manifest refers to, which the engine fills in before the rules run, and a string named
/// like a client secret (`oauth2_client_secret`) is a secret shipped in the app.
public struct AndroidResourcesDialect: Dialect {
    public let id = "android-resources"
    public let fileTypes = [
        // String resources matter only where a manifest can refer to them; a values file of
        // colours or dimensions holds none. The folder is found by bytes: every XML file of a
        // walk is asked, and splitting by `Character` cost more than the search of its bytes.
        FileType(extensions: ["xml"], syntax: .structured) { path, bytes in
            path.utf8.split(separator: UInt8(ascii: "/")).dropLast().last?.starts(with: "values".utf8) == true
                && bytes.contains(subsequence: Array("<string".utf8))
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
        var secrets: [SecretOccurrence] = []
        let isTranslation = document.file.path.split(separator: "/").dropLast().last != "values"
        for string in root.children(named: "string") {
            guard let name = string.attribute("name"), let range = string.textRange else { continue }
            // A manifest takes only schemes and hosts from string resources, and neither holds
            // a space: the app's user-interface text (most of every strings.xml) is not kept.
            // By scalar: a strings.xml holds thousands of values, and a whitespace scalar is
            // a space wherever it sits. ASCII is judged without the Unicode property tables
            // (tab to carriage return, and space, are its White_Space scalars).
            let hasWhitespace = string.text.unicodeScalars.contains {
                $0.isASCII ? $0 == " " || (0x09...0x0D).contains($0.value) : $0.properties.isWhitespace
            }
            if !hasWhitespace {
                let value = Located(string.text, range: range, isVerbatim: string.textIsVerbatim)
                model.placeholders["@string/" + name.value, default: []].append(value)
            }
            // A string named like a client secret ships in every copy of the app. Translations
            // (`values-de/`) and values that read as words (`Secret`, a field's label) are
            // the app's user-interface text.
            if SecretKeys.isSecretName(name.value), !isTranslation, !SecretHasher.isPlaceholder(string.text),
               !SecretHasher.looksLikePlaceholder(string.text) {
                secrets.append(SecretOccurrence(key: name.value, range: range, value: string.text))
            }
        }
        if !secrets.isEmpty {
            var app = AppManifest(format: id, path: document.file.path, platform: .android)
            app.secrets = secrets
            model.manifests = [app]
        }
        return model
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Expo's `app.json` / `app.config.json`: `expo.scheme` (one or several), the iOS bundle
/// identifier and Android package (which Expo's prebuild also registers as schemes),
/// `ios.associatedDomains`, and `android.intentFilters`. `app.config.js`/`.ts` are code and
/// are not read.
public struct ExpoDialect: Dialect {
    public let id = "expo"
    public init() {}

    private static let expoKeys = ["slug", "scheme", "ios", "android", "sdkVersion"]

    /// The config object: under `expo`, or the whole file for a bare `app.config.json`.
    private func config(_ document: Document) -> (Node, String)? {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first else { return nil }
        if let expo = root["expo"], expo.entries != nil { return (expo, "/expo") }
        let name = document.file.path.split(separator: "/").last.map(String.init) ?? document.file.path
        if name == "app.config.json", root["slug"] != nil { return (root, "") }
        return nil
    }

    public func recognizes(_ document: Document) -> Bool {
        guard let (node, _) = config(document) else { return false }
        return Self.expoKeys.contains { node[$0] != nil }
    }

    public func extract(_ document: Document) -> FileModel {
        let path = document.file.path
        var model = FileModel(path: path, format: id)
        guard let (expo, base) = config(document) else { return model }
        var app = AppManifest(format: id, path: path, platform: .expo)
        let ios = expo["ios"]
        let android = expo["android"]
        let iosBase = pointer(base, "ios")
        let androidBase = pointer(base, "android")
        app.declare(expo["scheme"]?.stringItems(at: pointer(base, "scheme")) ?? [], templates: &model.unresolvedTemplates)
        app.declare(ios?["scheme"]?.stringItems(at: pointer(iosBase, "scheme")) ?? [], templates: &model.unresolvedTemplates)
        app.declare(android?["scheme"]?.stringItems(at: pointer(androidBase, "scheme")) ?? [], templates: &model.unresolvedTemplates)

        let bundleID = ios?.locatedString("bundleIdentifier", under: iosBase)
        let package = android?.locatedString("package", under: androidBase)
        app.identity = bundleID ?? package
        for (identifier, key) in [(bundleID, "ios.bundleIdentifier"), (package, "android.package")] {
            guard let identifier else { continue }
            let origin = ValueOrigin(description: "Expo also registers \(key) as a URL scheme", path: path, range: identifier.range)
            app.declare([identifier], origin: origin, templates: &model.unresolvedTemplates)
        }

        app.associate(ios?["associatedDomains"]?.stringItems(at: pointer(iosBase, "associatedDomains")) ?? [],
                      templates: &model.unresolvedTemplates)
        for (index, filter) in (android?["intentFilters"]?.items ?? []).enumerated() {
            read(filter, at: pointer(pointer(androidBase, "intentFilters"), index), into: &app, templates: &model.unresolvedTemplates)
        }
        model.manifests = [app]
        return model
    }

    /// `{action: "VIEW", autoVerify: true, data: [{scheme, host, pathPrefix}], category: ["BROWSABLE", "DEFAULT"]}`,
    /// which prebuild turns into an Android `<intent-filter>`.
    private func read(_ filter: Node, at base: String, into app: inout AppManifest, templates: inout [Located<String>]) {
        let actions = filter["action"]?.stringItems(at: pointer(base, "action")).map(\.value) ?? []
        let categories = filter["category"]?.stringItems(at: pointer(base, "category")).map(\.value) ?? []
        let reachable = actions.contains { $0 == "VIEW" || $0 == "android.intent.action.VIEW" }
            && categories.contains { $0 == "BROWSABLE" || $0 == "android.intent.category.BROWSABLE" }
        let verified = filter["autoVerify"]?.scalar?.boolValue == true
        let dataBase = pointer(base, "data")
        let data: [(Node, String)] = filter["data"]?.items.map { $0.enumerated().map { ($1, pointer(dataBase, $0)) } }
            ?? filter["data"].map { [($0, dataBase)] } ?? []
        let hosts = data.compactMap { $0.0.locatedString("host", under: $0.1) }
        for (item, itemBase) in data {
            guard let scheme = item.locatedString("scheme", under: itemBase) else { continue }
            if scheme.value == "https" || scheme.value == "http" {
                app.claimedHosts += hosts.filter { TemplateSyntax.firstPlaceholder(in: $0.value) == nil }
                    .map { ClaimedHost(host: $0, verified: verified && reachable) }
            } else {
                app.declare([scheme], host: hosts.first, reachable: reachable, templates: &templates)
            }
        }
    }
}

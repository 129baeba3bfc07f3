import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Expo's `app.json` / `app.config.json`: `expo.scheme` (one or several), the iOS bundle
/// identifier and Android package (which Expo's prebuild also registers as schemes),
/// `ios.associatedDomains`, and `android.intentFilters`. `app.config.js`/`.ts` are code and
/// are not read.
public struct ExpoDialect: Dialect {
    public let id = "expo"
    public let fileTypes = FileType.jsonOrYAML(markers: ["\"expo\""])
    public init() {}

    private static let expoKeys = ["slug", "scheme", "ios", "android", "sdkVersion"]

    /// The config object: under `expo`, or the whole file for a bare `app.config.json`.
    private func config(_ document: Document) -> Node? {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first else { return nil }
        if let expo = root["expo"], expo.entries != nil { return expo }
        let name = document.file.path.split(separator: "/").last.map(String.init) ?? document.file.path
        if name == "app.config.json", root["slug"] != nil { return root }
        return nil
    }

    public func recognizes(_ document: Document) -> Bool {
        guard let node = config(document) else { return false }
        return Self.expoKeys.contains { node[$0] != nil }
    }

    public func extract(_ document: Document) -> FileModel {
        let path = document.file.path
        var model = FileModel(path: path, format: id)
        guard let expo = config(document) else { return model }
        var app = AppManifest(format: id, path: path, platform: .expo)
        let ios = expo["ios"]
        let android = expo["android"]
        app.declare(expo["scheme"]?.stringItems ?? [], templates: &model.unresolvedTemplates)
        app.declare(ios?["scheme"]?.stringItems ?? [], templates: &model.unresolvedTemplates)
        app.declare(android?["scheme"]?.stringItems ?? [], templates: &model.unresolvedTemplates)

        let bundleID = ios?.locatedString("bundleIdentifier")
        let package = android?.locatedString("package")
        app.identity = bundleID ?? package
        for (identifier, key) in [(bundleID, "ios.bundleIdentifier"), (package, "android.package")] {
            // The same name written as `scheme` too is one scheme, declared there.
            guard let identifier, !app.schemes.contains(where: { $0.scheme.value.lowercased() == identifier.value.lowercased() }) else { continue }
            let origin = ValueOrigin(description: "Expo also registers \(key) as a URL scheme", path: path, range: identifier.range)
            app.declare([identifier], origin: origin, templates: &model.unresolvedTemplates)
        }

        app.associate(ios?["associatedDomains"]?.stringItems ?? [],
                      templates: &model.unresolvedTemplates)
        for filter in android?["intentFilters"]?.items ?? [] {
            read(filter, into: &app, templates: &model.unresolvedTemplates)
        }
        model.manifests = [app]
        return model
    }

    /// `{action: "VIEW", autoVerify: true, data: [{scheme, host, pathPrefix}], category: ["BROWSABLE", "DEFAULT"]}`,
    /// which prebuild turns into an Android `<intent-filter>`.
    private func read(_ filter: Node, into app: inout AppManifest, templates: inout [Located<String>]) {
        let actions = filter["action"]?.stringItems.map(\.value) ?? []
        let categories = filter["category"]?.stringItems.map(\.value) ?? []
        let reachable = actions.contains { $0 == "VIEW" || $0 == "android.intent.action.VIEW" }
            && categories.contains { $0 == "BROWSABLE" || $0 == "android.intent.category.BROWSABLE" }
        let verified = filter["autoVerify"]?.scalar?.boolValue == true
        let data: [Node] = filter["data"]?.items ?? filter["data"].map { [$0] } ?? []
        let hosts = data.compactMap { $0.locatedString("host") }
        for item in data {
            guard let scheme = item.locatedString("scheme") else { continue }
            if scheme.value == "https" || scheme.value == "http" {
                app.claimedHosts += hosts.filter { TemplateSyntax.firstPlaceholder(in: $0.value) == nil }
                    .map { ClaimedHost(host: $0, verified: verified && reachable) }
            } else {
                app.declare([scheme], host: hosts.first, reachable: reachable, templates: &templates)
            }
        }
    }
}

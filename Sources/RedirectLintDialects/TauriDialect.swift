import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Tauri's `tauri.conf.json`: the deep-link plugin's `plugins.deep-link.desktop` schemes (an
/// object or a list of objects) and `plugins.deep-link.mobile` entries (early v2: `{host,
/// pathPrefix}`, https App Links; later: `{scheme: [...], host, appLink}`), or `schemes` right
/// under `deep-link` as the plugin's betas and the community plugin take them (review 93); the
/// bundle identifier from `identifier` (v2) or `tauri.bundle.identifier` (v1).
public struct TauriDialect: Dialect {
    public let id = "tauri"
    public let fileTypes = FileType.jsonOrYAML(markers: ["deep-link"])
    public init() {}

    private func root(_ document: Document) -> Node? {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first, root.entries != nil else { return nil }
        return root
    }

    public func recognizes(_ document: Document) -> Bool {
        guard let root = root(document) else { return false }
        if root["plugins"]?["deep-link"] != nil { return true }
        if root["tauri"]?["bundle"] != nil { return true }
        return root["$schema"]?.stringValue?.contains("tauri") == true
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard let root = root(document) else { return model }
        var app = AppManifest(format: id, path: document.file.path, platform: .tauri)
        app.identity = root.locatedString("identifier")
            ?? root["tauri"]?["bundle"]?.locatedString("identifier")
        guard let deepLink = root["plugins"]?["deep-link"] else {
            model.manifests = [app]
            return model
        }
        for desktop in objects(deepLink["desktop"]) + [deepLink].filter({ $0["schemes"] != nil }) {
            app.declare(desktop["schemes"]?.stringItems ?? [], templates: &model.unresolvedTemplates)
        }
        for entry in objects(deepLink["mobile"]) {
            let host = entry.locatedString("host")
            let schemes = entry["scheme"]?.stringItems
            // The plugin defaults to https and http, and to verified App Links for them.
            let appLink = entry["appLink"]?.scalar?.boolValue ?? true
            if let host, schemes == nil || schemes?.contains(where: { $0.value == "https" || $0.value == "http" }) == true {
                if TemplateSyntax.firstPlaceholder(in: host.value) == nil {
                    app.claimedHosts.append(ClaimedHost(host: host, verified: appLink))
                } else {
                    model.unresolvedTemplates.append(host)
                }
            }
            let custom = (schemes ?? []).filter { $0.value != "https" && $0.value != "http" }
            let declaredBefore = app.schemes.count
            app.declare(custom, host: host, templates: &model.unresolvedTemplates)
            for index in declaredBefore..<app.schemes.count { app.schemes[index].isMobileOnly = true }
        }
        model.manifests = [app]
        return model
    }

    private func objects(_ node: Node?) -> [Node] {
        guard let node else { return [] }
        return node.items ?? [node]
    }
}

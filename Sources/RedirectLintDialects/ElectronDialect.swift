import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Electron packaging configuration: electron-builder's `protocols` (in `package.json` under
/// `build`, or in `electron-builder.yml` / `.json`), and Electron Forge's
/// `config.forge.packagerConfig.protocols` in `package.json`. Each protocol lists `schemes`.
/// Windows registers schemes at run time (`app.setAsDefaultProtocolClient`), out of sight.
public struct ElectronDialect: Dialect {
    public let id = "electron"
    public init() {}

    /// The objects that may hold `protocols`, with their pointers.
    private func configurations(_ document: Document) -> [(Node, String)] {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first, root.entries != nil else { return [] }
        let name = document.file.path.split(separator: "/").last.map(String.init) ?? document.file.path
        if name == "package.json" {
            var found: [(Node, String)] = []
            if let build = root["build"] { found.append((build, "/build")) }
            if let packager = root["config"]?["forge"]?["packagerConfig"] { found.append((packager, "/config/forge/packagerConfig")) }
            return found
        }
        if name.hasPrefix("electron-builder") || root["appId"] != nil && root["protocols"] != nil { return [(root, "")] }
        return []
    }

    /// `protocols` itself, and under `mac` / `linux`, where electron-builder also reads it.
    private func protocolLists(_ configuration: Node, at base: String) -> [(Node, String)] {
        var lists: [(Node, String)] = []
        if let p = configuration["protocols"] { lists.append((p, pointer(base, "protocols"))) }
        for platform in ["mac", "linux"] {
            if let p = configuration[platform]?["protocols"] { lists.append((p, pointer(pointer(base, platform), "protocols"))) }
        }
        return lists
    }

    public func recognizes(_ document: Document) -> Bool {
        configurations(document).contains { !protocolLists($0.0, at: $0.1).isEmpty }
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        var app = AppManifest(format: id, path: document.file.path, platform: .electron)
        for (configuration, base) in configurations(document) {
            app.identity = app.identity ?? configuration.locatedString("appId", under: base)
            for (list, listBase) in protocolLists(configuration, at: base) {
                // One protocol object or a list of them.
                let protocols = list.items.map { $0.enumerated().map { ($1, pointer(listBase, $0)) } } ?? [(list, listBase)]
                for (item, itemBase) in protocols {
                    let schemes = item["schemes"]?.stringItems(at: pointer(itemBase, "schemes")) ?? []
                    app.declare(schemes, templates: &model.unresolvedTemplates)
                }
            }
        }
        model.manifests = [app]
        return model
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Electron packaging configuration: electron-builder's `protocols` (in `package.json` under
/// `build`, or in `electron-builder.yml` / `.json`), and Electron Forge's
/// `config.forge.packagerConfig.protocols` in `package.json`. Each protocol lists `schemes`.
/// On Linux a scheme is the MIME type `x-scheme-handler/<scheme>`: electron-builder's
/// `linux.mimeTypes`, Forge's makers' `mimeType`.
/// Windows registers schemes at run time (`app.setAsDefaultProtocolClient`), out of sight.
/// A `package.json` that depends on `electron` declares an Electron app even without
/// protocols: its folder holds the app's code (review 90: a client secret in its main
/// process's code), which the `*InApp` rules read.
public struct ElectronDialect: Dialect {
    public let id = "electron"
    public let fileTypes = FileType.jsonOrYAML(markers: ["protocols", "x-scheme-handler"])
        // Every Node project has a package.json; only Electron's protocol settings matter.
        + [FileType(names: ["package.json"], syntax: .json, markers: ["protocols", "x-scheme-handler", "\"electron\""])]
    public init() {}

    /// The objects that may hold `protocols`.
    private func configurations(_ document: Document) -> [Node] {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first, root.entries != nil else { return [] }
        let name = document.file.path.split(separator: "/").last.map(String.init) ?? document.file.path
        if name == "package.json" {
            return [root["build"], root["config"]?["forge"]?["packagerConfig"]].compactMap { $0 }
        }
        if name.hasPrefix("electron-builder") || root["appId"] != nil && root["protocols"] != nil { return [root] }
        return []
    }

    /// `protocols` itself, and under `mac` / `linux`, where electron-builder also reads it.
    private func protocolLists(_ configuration: Node) -> [Node] {
        [configuration["protocols"], configuration["mac"]?["protocols"], configuration["linux"]?["protocols"]].compactMap { $0 }
    }

    /// The schemes Forge's makers register on Linux.
    private func makerSchemes(_ document: Document) -> [Located<String>] {
        guard case .tree(let roots) = document.content, let root = roots.first,
              document.file.path.split(separator: "/").last == "package.json" else { return [] }
        return Self.schemes(ofMIMETypes: (root["config"]?["forge"]?["makers"]?.items ?? []).flatMap { $0["config"]?["mimeType"]?.stringItems ?? [] })
    }

    /// The schemes electron-builder registers on Linux (`linux.mimeTypes`).
    private func linuxSchemes(_ configuration: Node) -> [Located<String>] {
        Self.schemes(ofMIMETypes: configuration["linux"]?["mimeTypes"]?.stringItems ?? [])
    }

    /// The scheme of each `x-scheme-handler/<scheme>`, located within its MIME type.
    private static func schemes(ofMIMETypes mimeTypes: [Located<String>]) -> [Located<String>] {
        let prefix = "x-scheme-handler/"
        return mimeTypes.compactMap { type in
            guard type.value.hasPrefix(prefix), type.value.count > prefix.count else { return nil }
            let scheme = type.value.index(type.value.startIndex, offsetBy: prefix.count)..<type.value.endIndex
            return Located(String(type.value[scheme]), range: type.range(of: scheme), isVerbatim: type.isVerbatim)
        }
    }

    public func recognizes(_ document: Document) -> Bool {
        configurations(document).contains { !protocolLists($0).isEmpty || !linuxSchemes($0).isEmpty } || !makerSchemes(document).isEmpty
            || dependsOnElectron(document)
    }

    /// `"electron"` among a `package.json`'s dependencies: the package is an Electron app.
    private func dependsOnElectron(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, let root = roots.first,
              document.file.path.split(separator: "/").last == "package.json" else { return false }
        return root["devDependencies"]?["electron"] != nil || root["dependencies"]?["electron"] != nil
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        var app = AppManifest(format: id, path: document.file.path, platform: .electron)
        for configuration in configurations(document) {
            app.identity = app.identity ?? configuration.locatedString("appId")
            for list in protocolLists(configuration) {
                // One protocol object or a list of them.
                for item in list.items ?? [list] {
                    let schemes = item["schemes"]?.stringItems ?? []
                    app.declare(schemes, templates: &model.unresolvedTemplates)
                }
            }
            app.declare(linuxSchemes(configuration), templates: &model.unresolvedTemplates)
        }
        app.declare(makerSchemes(document), templates: &model.unresolvedTemplates)
        model.manifests = [app]
        if case .tree(let roots) = document.content, let root = roots.first {
            model.signInLibraries = NpmPackageDialect.signInLibraries(root)
        }
        return model
    }
}

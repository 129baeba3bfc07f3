import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A Windows `Package.appxmanifest` (MSIX/UWP): the package identity, the URI schemes of
/// `windows.protocol` extensions, and the hosts of `windows.appUriHandler` extensions (Windows
/// verifies those against the site's `windows-app-web-link` file).
public struct AppxManifestDialect: Dialect {
    public let id = "appxmanifest"
    public let fileTypes = [FileType(extensions: ["appxmanifest"], syntax: .structured)]
    public init() {}

    static let namespacePrefix = "http://schemas.microsoft.com/appx/manifest/"

    public func recognizes(_ document: Document) -> Bool {
        guard case .xml(let root) = document.content else { return false }
        return root.localName == "Package" && (root.namespaceURI?.hasPrefix(Self.namespacePrefix) ?? false)
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .xml(let root) = document.content else { return model }
        var app = AppManifest(format: id, path: document.file.path, platform: .windows)
        app.identity = root.children(named: "Identity").first?.attribute("Name").map(located)
        var stack: [XMLElement] = [root]
        while let element = stack.popLast() {
            stack.append(contentsOf: element.children.reversed())
            guard element.localName == "Extension", let category = element.attribute("Category")?.value else { continue }
            switch category {
            case "windows.protocol":
                for name in element.children(named: "Protocol").compactMap({ $0.attribute("Name").map(located) }) {
                    if TemplateSyntax.firstPlaceholder(in: name.value) != nil {
                        model.unresolvedTemplates.append(name)
                    } else {
                        app.schemes.append(DeclaredScheme(scheme: name))
                    }
                }
            case "windows.appUriHandler":
                let hosts = element.children(named: "AppUriHandler").flatMap { $0.children(named: "Host") }
                for host in hosts.compactMap({ $0.attribute("Name").map(located) }) {
                    app.claimedHosts.append(ClaimedHost(host: host, verified: true))
                }
            default:
                continue
            }
        }
        model.manifests = [app]
        return model
    }

    private func located(_ attribute: XMLAttribute) -> Located<String> {
        Located(attribute.value, range: attribute.valueRange, isVerbatim: attribute.isVerbatim)
    }
}

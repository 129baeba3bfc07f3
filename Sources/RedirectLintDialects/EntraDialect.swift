import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Microsoft Entra ID (Azure AD) application manifests, in the Microsoft Graph format
/// (`web`, `spa`, `publicClient` sections) and the older Azure AD Graph format
/// (`replyUrlsWithType`, `replyUrls`). Entra treats each platform differently, so each
/// section with redirect URIs becomes its own registration sharing the app's id.
public struct EntraDialect: Dialect {
    public let id = "entra"
    public let fileTypes = FileType.jsonOrYAML(markers: ["redirect", "Redirect", "reply"])
    public init() {}

    private static let markers = [
        "signInAudience", "replyUrlsWithType", "replyUrls", "oauth2AllowImplicitFlow", "allowPublicClient",
        "requiredResourceAccess",
    ]

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first,
              root["appId"]?.scalar != nil else { return false }
        let sections = ["web", "spa", "publicClient"].contains { root[$0]?.entries != nil }
        return sections || Self.markers.contains { root[$0] != nil }
    }

    /// A platform as Entra defines it: which URIs belong to it and what kind of client it is.
    private struct Platform {
        var kind: ApplicationKind
        var type: ClientType
        var anchor: SourceRange
        var pointer: String
        var uris: [Located<String>] = []
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        model.registrations = Self.registrations(root, format: id, path: document.file.path, pointer: "")
        model.unresolvedTemplates = templatedURIs(model.registrations)
        return model
    }

    /// One registration per platform with redirect URIs, in Microsoft Graph's names, which
    /// Terraform's `azuread_application` spells in snake case.
    static func registrations(_ root: Node, format: String, path: String, pointer base: String) -> [ClientRegistration] {
        var platforms = graphPlatforms(root, pointer: base)
        for (name, platform) in legacyPlatforms(root) {
            if platforms[name] == nil { platforms[name] = platform } else { platforms[name]?.uris += platform.uris }
        }
        let server = serverIdentity(root, path: path)
        var registrations: [String: ClientRegistration] = [:]
        for name in ["web", "spa", "publicClient"] {
            guard let platform = platforms[name], !platform.uris.isEmpty else { continue }
            var r = ClientRegistration(format: format, path: path, server: server,
                                       anchor: platform.anchor, pointer: platform.pointer)
            r.serverIsHostedService = true
            r.clientID = root.locatedString("appId")
            r.name = root.locatedString("displayName") ?? root.locatedString("name")
            r.declaredKind = Located(platform.kind, range: platform.anchor)
            r.declaredType = Located(platform.type, range: platform.anchor)
            r.redirectURIs = platform.uris.map(\.redirectURI)
            registrations[name] = r
        }
        if let (implicit, implicitPointer) = implicitSetting(root, pointer: base) {
            // The setting is app-wide; it is reported once, on the section that uses it.
            let target = ["web", "spa"].first { registrations[$0] != nil } ?? "web"
            var r = registrations[target] ?? ClientRegistration(
                format: format, path: path, server: server, anchor: implicit.range, pointer: implicitPointer)
            if r.clientID == nil { r.clientID = root.locatedString("appId") }
            if r.name == nil { r.name = root.locatedString("displayName") }
            r.grantTypes.append(implicit)
            r.grantTypesAreDefault = false
            registrations[target] = r
        }
        return ["web", "spa", "publicClient"].compactMap { registrations[$0] }
    }

    private static func graphPlatforms(_ root: Node, pointer base: String) -> [String: Platform] {
        let kinds: [(String, ApplicationKind, ClientType)] = [
            ("web", .web, .confidential), ("spa", .browser, .public), ("publicClient", .native, .public),
        ]
        var platforms: [String: Platform] = [:]
        for (name, kind, type) in kinds {
            guard let section = root[name], section.entries != nil, let key = root.keyRange(name) else { continue }
            var platform = Platform(kind: kind, type: type, anchor: key, pointer: pointer(base, name))
            platform.uris = section["redirectUris"]?.stringItems ?? []
            platforms[name] = platform
        }
        return platforms
    }

    /// `replyUrlsWithType[]` (`Web`, `Spa`, `InstalledClient`) and the oldest `replyUrls[]` (web).
    private static func legacyPlatforms(_ root: Node) -> [(String, Platform)] {
        var platforms: [String: Platform] = [:]
        var order: [String] = []
        func add(_ name: String, _ kind: ApplicationKind, _ type: ClientType, _ uri: Located<String>, at uriPointer: String,
                 anchor: SourceRange) {
            if platforms[name] == nil {
                order.append(name)
                platforms[name] = Platform(kind: kind, type: type, anchor: anchor, pointer: uriPointer)
            }
            platforms[name]?.uris.append(uri)
        }
        for (index, item) in (root["replyUrlsWithType"]?.items ?? []).enumerated() {
            let base = pointer("/replyUrlsWithType", index)
            guard let url = item.locatedString("url") else { continue }
            let anchor = item.keyRange("type") ?? url.range
            let at = pointer(base, "url")
            switch item["type"]?.stringValue {
            case "Spa": add("spa", .browser, .public, url, at: at, anchor: anchor)
            case "InstalledClient": add("publicClient", .native, .public, url, at: at, anchor: anchor)
            default: add("web", .web, .confidential, url, at: at, anchor: anchor)
            }
        }
        if let replyURLs = root["replyUrls"] {
            let anchor = root.keyRange("replyUrls")
            let urls = replyURLs.items.map { items in
                items.enumerated().compactMap { index, item in item.scalar.map { ($0.located, pointer("/replyUrls", index)) } }
            } ?? replyURLs.stringItems.map { ($0, "/replyUrls") }
            for (url, at) in urls { add("web", .web, .confidential, url, at: at, anchor: anchor ?? url.range) }
        }
        return order.compactMap { name in platforms[name].map { (name, $0) } }
    }

    /// `web.implicitGrantSettings.enableAccessTokenIssuance` (Graph) or
    /// `oauth2AllowImplicitFlow` (Azure AD Graph), located at the key that enables it.
    private static func implicitSetting(_ root: Node, pointer base: String) -> (Located<String>, pointer: String)? {
        let settings = root["web"]?["implicitGrantSettings"]
        if settings?["enableAccessTokenIssuance"]?.scalar?.looseBool == true,
           let range = settings?.keyRange("enableAccessTokenIssuance") {
            return (Located("implicit", range: range), base + "/web/implicitGrantSettings/enableAccessTokenIssuance")
        }
        if root["oauth2AllowImplicitFlow"]?.scalar?.looseBool == true, let range = root.keyRange("oauth2AllowImplicitFlow") {
            return (Located("implicit", range: range), base + "/oauth2AllowImplicitFlow")
        }
        return nil
    }

    /// The publisher's domain names the tenant; without it every manifest stands alone.
    private static func serverIdentity(_ root: Node, path: String) -> ServerIdentity {
        if let domain = root["publisherDomain"]?.stringValue, !domain.isEmpty,
           TemplateSyntax.firstPlaceholder(in: domain) == nil {
            return ServerIdentity(name: "entra tenant \(domain)", source: .declared)
        }
        return ServerIdentity(name: path, source: .file)
    }
}

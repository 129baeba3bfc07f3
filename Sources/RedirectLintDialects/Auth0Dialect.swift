import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Auth0 Deploy CLI configuration: `clients:` in `tenant.yaml`, or one client per JSON file
/// in the directory format (`clients/<name>.json`). The CLI identifies clients by `name`.
public struct Auth0Dialect: Dialect {
    public let id = "auth0"
    public let fileTypes = FileType.jsonOrYAML(markers: ["client", "callback", "app_type"])
    public init() {}

    /// Keys that sit beside `clients:` only in a Deploy CLI tenant file.
    private static let tenantKeys = [
        "tenant", "connections", "databases", "resourceServers", "clientGrants", "rules", "actions", "pages",
        "emailProvider", "emailTemplates", "prompts", "branding", "roles", "guardianFactors",
    ]
    /// Keys only an Auth0 client has.
    private static let clientKeys = ["app_type", "callbacks", "allowed_logout_urls", "is_first_party", "oidc_conformant"]

    static func isClient(_ node: Node) -> Bool {
        node["name"]?.scalar != nil && clientKeys.contains { node[$0] != nil }
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first else { return false }
        if let clients = root["clients"]?.items {
            guard clients.allSatisfy({ $0["name"]?.scalar != nil }) else { return false }
            return Self.tenantKeys.contains { root[$0] != nil } || (!clients.isEmpty && clients.contains(where: Self.isClient))
        }
        return Self.isClient(root) && root["redirect_uris"] == nil
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        let clients: [(Node, String)]
        if let items = root["clients"]?.items {
            clients = items.enumerated().map { ($1, pointer("/clients", $0)) }
        } else {
            clients = [(root, "")]
        }
        for (node, base) in clients where node.entries != nil {
            model.registrations.append(Self.client(node, at: base, format: id, path: document.file.path))
        }
        model.unresolvedTemplates = templatedURIs(model.registrations)
        return model
    }

    /// One client, in the Management API's names, which Terraform's `auth0_client` shares.
    static func client(_ node: Node, at base: String, format: String, path: String) -> ClientRegistration {
        let anchor = node.keyRange("name") ?? node.firstKeyRange ?? node.range
        var r = ClientRegistration(format: format, path: path, server: ServerIdentity(name: path, source: .file),
                                   anchor: anchor, pointer: base)
        r.serverIsHostedService = true
        r.name = node.locatedString("name")
        r.clientID = node.locatedString("client_id")
        let appType = node.locatedString("app_type")
        if let appType, let kind = Self.kind(appType.value) {
            r.declaredKind = appType.map { _ in kind }
        }
        r.redirectURIs = (node["callbacks"]?.stringItems ?? []).map(\.redirectURI)
        r.refusesRequestsWithoutRedirects = true
        // Auth0 lets a callback match any subdomain with `*`.
        r.redirectPatternMatching = r.redirectURIs.first { $0.value.text.contains("*") }
            .map { Located(true, range: $0.range) }
        if let grants = node["grant_types"] {
            r.grantTypes = grants.stringItems
            r.grantTypesAreDefault = false
        }
        r.authMethod = node.locatedString("token_endpoint_auth_method")
        // Auth0 creates native apps and SPAs without a secret, other apps with `client_secret_post`.
        r.defaultAuthMethod = appType.map { $0.value == "native" || $0.value == "spa" } == true ? "none" : "client_secret_post"
        if let method = r.authMethod {
            r.declaredType = method.map { $0 == "none" ? .public : .confidential }
        }
        if let secret = secretOccurrence(node["client_secret"]?.scalar, key: "client_secret") {
            r.secrets.append(secret)
        }
        if let rotation = node["refresh_token"]?.locatedString("rotation_type") {
            switch rotation.value {
            case "rotating": r.refreshTokenRotation = rotation.map { _ in true }
            case "non-rotating": r.refreshTokenRotation = rotation.map { _ in false }
            default: break
            }
        }
        return r
    }

    static func kind(_ appType: String) -> ApplicationKind? {
        switch appType {
        case "native": return .native
        case "spa": return .browser
        case "regular_web": return .web
        case "non_interactive": return .service
        default: return nil
        }
    }
}

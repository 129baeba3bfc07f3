import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Okta OpenID Connect applications as the Apps API returns them (`GET /api/v1/apps/{id}`,
/// or a list of them): client settings under `settings.oauthClient`, credentials under
/// `credentials.oauthClient`.
public struct OktaDialect: Dialect {
    public let id = "okta"
    public let fileTypes = FileType.jsonOrYAML(markers: ["client", "redirect"])
    public init() {}

    static func isApp(_ node: Node) -> Bool {
        guard node["settings"]?["oauthClient"]?.entries != nil || node["credentials"]?["oauthClient"]?.entries != nil
        else { return false }
        return node["signOnMode"]?.stringValue == "OPENID_CONNECT" || node["name"]?.stringValue == "oidc_client"
            || node["settings"]?["oauthClient"]?["redirect_uris"] != nil
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first else { return false }
        if let items = root.items { return !items.isEmpty && items.allSatisfy(Self.isApp) }
        return Self.isApp(root)
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        let apps: [(Node, String)] = root.items.map { $0.enumerated().map { ($1, pointer("", $0)) } } ?? [(root, "")]
        for (node, base) in apps {
            model.registrations.append(app(node, at: base, path: document.file.path))
        }
        model.unresolvedTemplates = templatedURIs(model.registrations)
        return model
    }

    private func app(_ node: Node, at base: String, path: String) -> ClientRegistration {
        let anchor = node.keyRange("label") ?? node.firstKeyRange ?? node.range
        return Self.app(label: node.locatedString("label"), settings: node["settings"]?["oauthClient"],
                        credentials: node["credentials"]?["oauthClient"], anchor: anchor, format: id, path: path, pointer: base)
    }

    /// One app from its client settings and credentials, in the Apps API's names; Terraform's
    /// `okta_app_oauth` has both in one flat object.
    static func app(label: Located<String>?, settings: Node?, credentials: Node?, anchor: SourceRange, format: String,
                    path: String, pointer base: String) -> ClientRegistration {
        var r = ClientRegistration(format: format, path: path, server: ServerIdentity(name: path, source: .file),
                                   anchor: anchor, pointer: base)
        r.serverIsHostedService = true
        r.name = label
        r.clientID = credentials?.locatedString("client_id")
        r.redirectURIs = (settings?["redirect_uris"]?.stringItems ?? []).map(\.redirectURI)

        let applicationType = settings?.locatedString("application_type")
        if let applicationType, let kind = Self.kind(applicationType.value) {
            r.declaredKind = applicationType.map { _ in kind }
        }
        if let grants = settings?["grant_types"] {
            r.grantTypes = grants.stringItems
            r.grantTypesAreDefault = false
        }
        r.responseTypes = settings?["response_types"]?.stringItems ?? []
        r.authMethod = credentials?.locatedString("token_endpoint_auth_method")
        r.defaultAuthMethod = "client_secret_basic"
        if let method = r.authMethod {
            r.declaredType = method.map { $0 == "none" ? .public : .confidential }
        }
        if let secret = secretOccurrence(credentials?["client_secret"]?.scalar, key: "client_secret") {
            r.secrets.append(secret)
        }
        // Okta accepts only S256; `pkce_required` defaults to true for browser and native apps.
        if let required = credentials?.locatedBool("pkce_required") {
            r.pkce = required.map { PKCEPolicy(required: $0, allowsPlain: false) }
        } else if let applicationType, applicationType.value == "native" || applicationType.value == "browser" {
            r.pkce = applicationType.map { _ in PKCEPolicy(required: true, allowsPlain: false) }
        }
        if let wildcard = settings?.locatedString("wildcard_redirect"), wildcard.value != "DISABLED" {
            r.redirectPatternMatching = wildcard.map { _ in true }
        }
        if let consent = settings?.locatedString("consent_method") {
            r.consentSkipped = consent.map { $0 == "TRUSTED" }
        }
        r.accessTokenBinding = settings?.accessTokenBinding(certificate: "tls_client_certificate_bound_access_tokens",
                                                            dpop: "dpop_bound_access_tokens")
        if let rotation = settings?["refresh_token"]?.locatedString("rotation_type") ?? settings?.locatedString("refresh_token_rotation") {
            r.refreshTokenRotation = rotation.map { $0 == "ROTATE" }
        }
        return r
    }

    static func kind(_ applicationType: String) -> ApplicationKind? {
        switch applicationType {
        case "native": return .native
        case "browser": return .browser
        case "web": return .web
        case "service": return .service
        default: return nil
        }
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// RFC 7591 / OpenID Connect Dynamic Client Registration metadata: a request, a response,
/// or a list of them (one object per client), in JSON or YAML. Ory Hydra's client JSON
/// (`hydra create/import client`) is the same format plus Hydra's own keys (`skip_consent`).
public struct RFC7591Dialect: Dialect {
    public let id = "rfc7591"
    public let fileTypes = FileType.jsonOrYAML(markers: ["redirect", "client"])
    public init() {}

    private static let metadataKeys: Set<String> = [
        "redirect_uris", "grant_types", "response_types", "token_endpoint_auth_method",
        "application_type", "client_name", "client_secret", "registration_access_token",
        "skip_consent", "allowed_cors_origins",
    ]

    static func isClientObject(_ node: Node) -> Bool {
        guard let entries = node.entries else { return false }
        if node["redirect_uris"]?.items != nil { return true }
        let keys = entries.map(\.key.value)
        return keys.contains("client_id") && keys.contains { metadataKeys.contains($0) }
    }

    private static let googleCredentialTypes: Set<String> = ["authorized_user", "impersonated_service_account"]

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first else { return false }
        if let items = root.items {
            return !items.isEmpty && items.allSatisfy(Self.isClientObject)
        }
        return Self.isClientObject(root)
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        let clients: [(Node, String)]
        if let items = root.items {
            clients = items.enumerated().map { ($1, pointer("", $0)) }
        } else {
            clients = [(root, "")]
        }
        for (node, base) in clients {
            let registration = client(node, at: base, path: document.file.path)
            model.unresolvedTemplates += templatedURIs(registration.redirectURIs)
            model.registrations.append(registration)
        }
        return model
    }

    private func client(_ node: Node, at base: String, path: String) -> ClientRegistration {
        var r = ClientRegistration(format: id, path: path, server: ServerIdentity(name: path, source: .file),
                                   anchor: node.range, pointer: base)
        r.clientID = node.locatedString("client_id")
        r.name = node.locatedString("client_name")
        if let anchor = node.entry("client_id")?.key.range ?? node.entries?.first?.key.range { r.anchor = anchor }
        r.redirectURIs = (node["redirect_uris"]?.stringItems ?? []).map(\.redirectURI)
        if let kind = node.locatedString("application_type") {
            r.declaredKind = kind.map { $0 == "native" ? .native : .web }
        }
        r.defaultKind = .web
        r.authMethod = node.locatedString("token_endpoint_auth_method")
        r.defaultAuthMethod = "client_secret_basic"
        if let method = r.authMethod {
            r.declaredType = method.map { $0 == "none" ? .public : .confidential }
        }
        if let grants = node["grant_types"] {
            r.grantTypes = grants.stringItems
            r.grantTypesAreDefault = false
        } else if let type = node.locatedString("type"), Self.googleCredentialTypes.contains(type.value) {
            // A Google credential file (`gcloud auth application-default login` writes an
            // `authorized_user`): its client only refreshes tokens, never redirects; its
            // secret and refresh token are still secrets.
            r.grantTypes = [type.map { _ in "refresh_token" }]
            r.grantTypesAreDefault = false
        } else if node["redirect_uris"] == nil, let token = node.entry("refresh_token") ?? node.entry("access_token") {
            // Tokens a client library stored after a sign-in (oauth2client's `Storage` file,
            // beside the client's own `client_secret.json`): the client stored with them only
            // refreshes, and registers nothing here.
            r.grantTypes = [Located("refresh_token", range: token.key.range)]
            r.grantTypesAreDefault = false
        }
        r.responseTypes = node["response_types"]?.stringItems ?? []
        if let secret = node.entry("client_secret")?.value.scalar, !SecretHasher.isPlaceholder(secret.value) {
            r.secrets.append(SecretOccurrence(key: "client_secret", range: secret.range, value: secret.value))
        }
        r.consentSkipped = node.locatedBool("skip_consent")
        // RFC 8705 §3.4 and RFC 9449 §5.2 client metadata.
        r.accessTokenBinding = node.accessTokenBinding(certificate: "tls_client_certificate_bound_access_tokens",
                                                       dpop: "dpop_bound_access_tokens")
        for key in ["redirect_uris", "grant_types", "response_types"] {
            if let value = node[key]?.scalar, !value.isNull {
                r.wrongTypeFields.append(Located(key, range: value.range))
            }
        }
        return r
    }
}

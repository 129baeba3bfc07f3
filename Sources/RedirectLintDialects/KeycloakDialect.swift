import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Keycloak client representations: a realm export (`realm` + `clients[]`, also the YAML of
/// keycloak-config-cli), a partial import (`clients[]` without `realm`, which the admin
/// console's Partial import reads into a realm chosen there), a single exported client, or a
/// list of clients from the admin API.
public struct KeycloakDialect: Dialect {
    public let id = "keycloak"
    public let fileTypes = FileType.jsonOrYAML(markers: ["client", "redirect"])
    public init() {}

    /// Clients Keycloak creates in every realm and maintains itself. Their redirect URIs are
    /// relative to the server's own URL (`${authBaseUrl}`) and their secrets are masked in
    /// exports, so they say nothing about the project's clients: they are not read.
    static let builtInClients: Set<String> = [
        "account", "account-console", "admin-cli", "broker", "realm-management", "security-admin-console",
    ]

    /// Keys one of which makes an object a Keycloak client.
    private static let recognizingKeys = [
        "redirectUris", "publicClient", "standardFlowEnabled", "bearerOnly", "rootUrl", "clientAuthenticatorType",
    ]

    /// The keys of Keycloak's client representation, which its import matches exactly.
    private static let clientKeys = ExactKeys([
        "id", "clientId", "name", "description", "type", "rootUrl", "adminUrl", "baseUrl", "surrogateAuthRequired",
        "enabled", "alwaysDisplayInConsole", "clientAuthenticatorType", "secret", "registrationAccessToken",
        "defaultRoles", "redirectUris", "webOrigins", "notBefore", "bearerOnly", "consentRequired",
        "standardFlowEnabled", "implicitFlowEnabled", "directAccessGrantsEnabled", "serviceAccountsEnabled",
        "authorizationServicesEnabled", "directGrantsOnly", "publicClient", "frontchannelLogout", "protocol",
        "attributes", "authenticationFlowBindingOverrides", "fullScopeAllowed", "nodeReRegistrationTimeout",
        "registeredNodes", "protocolMappers", "clientTemplate", "useTemplateConfig", "useTemplateScope",
        "useTemplateMappers", "defaultClientScopes", "optionalClientScopes", "authorizationSettings", "access",
        "origin",
    ])

    static func isClient(_ node: Node) -> Bool {
        guard node["clientId"]?.scalar != nil else { return false }
        if node["protocol"]?.stringValue == "openid-connect" { return true }
        return recognizingKeys.contains { node[$0] != nil }
    }

    static func isRealm(_ node: Node) -> Bool {
        guard node["realm"]?.scalar != nil, node["clients"] != nil || node["applications"] != nil else { return false }
        return (node["clients"]?.items ?? []).allSatisfy { $0["clientId"]?.scalar != nil }
    }

    /// A partial import's clients: Keycloak clients, and no realm of their own.
    static func isPartialImport(_ node: Node) -> Bool {
        guard node["realm"] == nil, let clients = node["clients"]?.items, !clients.isEmpty else { return false }
        return clients.allSatisfy(isClient)
    }

    /// A realm's clients, and those of the `applications` list older exports have, which
    /// Keycloak still imports as clients (each `name` its client id), with their pointers.
    private static func realmClients(_ realm: Node, prefix: String) -> [(Node, String)] {
        let clients = (realm["clients"]?.items ?? []).enumerated().map { ($1, pointer(prefix + "/clients", $0)) }
        let applications = (realm["applications"]?.items ?? []).enumerated().map {
            ($1.renamingKey("name", to: "clientId"), pointer(prefix + "/applications", $0))
        }
        return clients + applications
    }

    /// The Keycloak Operator's `KeycloakRealmImport` (and the older `KeycloakRealm`) holds a
    /// realm export under `spec.realm`: the realm, and the pointer prefix of its values.
    private static func unwrapped(_ root: Node) -> (Node, String) {
        guard ["KeycloakRealmImport", "KeycloakRealm"].contains(root["kind"]?.stringValue ?? ""),
              let realm = root["spec"]?["realm"], realm.entries != nil else { return (root, "") }
        return (realm, "/spec/realm")
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, roots.count == 1, let first = roots.first else { return false }
        let root = Self.unwrapped(first).0
        if let items = root.items { return !items.isEmpty && (items.allSatisfy(Self.isClient) || items.allSatisfy(Self.isRealm)) }
        return Self.isRealm(root) || Self.isPartialImport(root) || Self.isClient(root)
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let first = roots.first else { return model }
        let (root, prefix) = Self.unwrapped(first)
        let fileServer = ServerIdentity(name: document.file.path, source: .file)
        var clients: [(node: Node, pointer: String, server: ServerIdentity, realm: Node?)]
        if let items = root.items, items.allSatisfy(Self.isRealm) {
            // An export of several realms at once (`kc.sh export --file`), each its own server.
            clients = items.enumerated().flatMap { index, realm in
                Self.realmClients(realm, prefix: pointer("", index)).map { ($0.0, $0.1, Self.server(of: realm) ?? fileServer, realm) }
            }
        } else if let items = root.items {
            clients = items.enumerated().map { ($1, pointer("", $0), fileServer, nil) }
        } else if Self.isRealm(root) || Self.isPartialImport(root) {
            let server = Self.server(of: root) ?? fileServer
            clients = Self.realmClients(root, prefix: prefix).map { ($0.0, $0.1, server, root) }
        } else {
            clients = [(root, "", fileServer, nil)]
        }
        for (node, base, server, realm) in clients where isReadable(node) {
            var registration = client(node, at: base, path: document.file.path, server: server)
            if let realm { Self.readRefreshTokens(node, realm: realm, into: &registration) }
            model.registrations.append(registration)
            model.misspeltKeys += Self.clientKeys.misspelt(in: node)
        }
        model.unresolvedTemplates = templatedURIs(model.registrations)
        return model
    }

    private static func server(of realm: Node) -> ServerIdentity? {
        guard let name = realm["realm"]?.stringValue, !name.isEmpty else { return nil }
        return .keycloakRealm(name)
    }

    /// Bearer-only clients never take part in a login, SAML clients are not OAuth, and
    /// built-in clients belong to Keycloak.
    private func isReadable(_ node: Node) -> Bool {
        guard let clientID = node["clientId"]?.stringValue else { return false }
        if Self.builtInClients.contains(clientID) { return false }
        if node["bearerOnly"]?.scalar?.looseBool == true { return false }
        if let proto = node["protocol"]?.stringValue, proto != "openid-connect" { return false }
        return true
    }

    private func client(_ node: Node, at base: String, path: String, server: ServerIdentity) -> ClientRegistration {
        let anchor = node.keyRange("clientId") ?? node.range
        var r = ClientRegistration(format: id, path: path, server: server, anchor: anchor, pointer: base)
        // Keycloak matches the request's redirect_uri against the registered ones only: with none,
        // it refuses every authorization request ("Invalid parameter: redirect_uri").
        r.refusesRequestsWithoutRedirects = true
        r.clientID = node.locatedString("clientId")
        r.name = node.locatedString("name")
        r.redirectURIs = Self.redirectURIs(node["redirectUris"]?.stringItems ?? [],
                                           rootURL: node["rootUrl"]?.scalar)
        r.ownOrigins = Self.ownOrigins(rootURL: node.locatedString("rootUrl"), webOrigins: node["webOrigins"]?.stringItems ?? [],
                                       redirects: r.redirectURIs)
        r.redirectPatternMatching = r.redirectURIs.first { $0.value.text.hasSuffix("*") }
            .map { Located(true, range: $0.range) }
        r.matchesWildcardOnlyAtEnd = true
        r.resolvesRelativeRedirectsAgainstItself = true
        readPostLogoutRedirects(node, into: &r)

        if let isPublic = node.locatedBool("publicClient") {
            r.declaredType = isPublic.map { $0 ? .public : .confidential }
        }
        r.authMethod = node.locatedString("clientAuthenticatorType")
        r.defaultAuthMethod = "client-secret"
        // A public client's `secret` is a leftover Keycloak never asks for (often the client
        // id again): no secret.
        if r.declaredType?.value != .public, let secret = node["secret"]?.scalar, !Self.isMasked(secret.value),
           let occurrence = secretOccurrence(secret, key: "secret") {
            r.secrets.append(occurrence)
        }
        readFlows(node, at: base, into: &r)
        r.pkce = Self.pkce(method: node["attributes"]?["pkce.code.challenge.method"]?.scalar, anchor: anchor)
        r.accessTokenBinding = node["attributes"]?.accessTokenBinding(
            certificate: "tls.client.certificate.bound.access.tokens", dpop: "dpop.bound.access.tokens")
        return r
    }

    /// Keycloak issues refresh tokens with the code and password grants, unless the client's
    /// `use.refresh.tokens` is off; the realm's `revokeRefreshToken` (written in every export)
    /// says whether using one rotates it. One setting for the realm's every client, so one
    /// finding names them all (reviews 50 and 52, and three before, listed it as a miss).
    /// The `refresh_token` grant is the client's as Keycloak grants it, at the realm's
    /// setting: the rules about other grants (password, implicit, code) do not read it.
    private static func readRefreshTokens(_ node: Node, realm: Node, into r: inout ClientRegistration) {
        guard let revoke = revokeRefreshToken(of: realm),
              r.grantTypes.contains(where: { ["authorization_code", "password"].contains($0.value) }),
              node["attributes"]?["use.refresh.tokens"]?.scalar?.looseBool != false else { return }
        r.grantTypes.append(Located("refresh_token", range: revoke.setting.range))
        r.refreshTokenRotation = revoke.setting
        r.refreshTokenRotationIsDefault = revoke.isDefault
    }

    /// The realm's `revokeRefreshToken` as written; a value the deployment fills in
    /// (`${REVOKE_REFRESH_TOKEN}`) is none. A whole realm that leaves the key out (one written
    /// by hand) gets Keycloak's default, off, at its name (review 58); a file with only the
    /// realm's name and clients may be one of keycloak-config-cli's files for a realm whose
    /// settings another holds, as a partial import changes another realm's clients.
    private static func revokeRefreshToken(of realm: Node) -> (setting: Located<Bool>, isDefault: Bool)? {
        if realm["revokeRefreshToken"] != nil { return realm.locatedBool("revokeRefreshToken").map { ($0, false) } }
        guard let name = realm["realm"]?.scalar,
              realm.entries?.contains(where: { !clientsAndNames.contains($0.key.value) }) == true else { return nil }
        return (Located(false, range: name.range), true)
    }

    /// Keys of a realm file that holds no setting of the realm's own.
    private static let clientsAndNames: Set<String> = ["realm", "id", "enabled", "displayName", "displayNameHtml", "clients", "applications"]

    /// Redirect URIs as Keycloak matches them: an entry starting with `/` is relative to the
    /// client's root URL (Keycloak concatenates the two); without one it is relative to the
    /// server itself and stays relative here. Empty entries, which the admin console leaves
    /// behind, match no request and are skipped. Shared with Terraform's `keycloak_openid_client`.
    static func redirectURIs(_ items: [Located<String>], rootURL: Scalar?) -> [Located<RedirectURI>] {
        let root = rootURL.flatMap { $0.isNull ? nil : $0.value }
        return items.filter { !$0.value.allSatisfy(\.isWhitespace) }.map { item in
            guard let root, item.value.hasPrefix("/") else { return item.redirectURI }
            return Located(RedirectURI(root + item.value), range: item.range, isVerbatim: false)
        }
    }

    /// The origins of the client's own pages: its root URL and web origins, where `+` stands
    /// for the origins of the redirect URIs. Only a page pattern's (`http://localhost:5000/*`)
    /// counts: `+` is only a CORS setting, and says nothing of a loopback listener's
    /// `http://localhost:8250/oidc/callback` (review 39: one client for a web admin's
    /// development server and a mobile app). Shared with Terraform's `keycloak_openid_client`.
    static func ownOrigins(rootURL: Located<String>?, webOrigins: [Located<String>],
                           redirects: [Located<RedirectURI>]) -> [Located<String>] {
        var origins = [rootURL].compactMap { $0 }
        for origin in webOrigins {
            guard origin.value == "+" else {
                origins.append(origin)
                continue
            }
            for uri in redirects where ["http", "https"].contains(uri.value.schemeLowercased) && uri.value.text.hasSuffix("/*") {
                guard let host = uri.value.host else { continue }
                let port = uri.value.port.map { ":" + $0 } ?? ""
                origins.append(Located("\(uri.value.schemeLowercased ?? "http")://\(host)\(port)", range: origin.range))
            }
        }
        return origins
    }

    /// `attributes."post.logout.redirect.uris"`: URIs joined by `##`, where `+` stands for the
    /// redirect URIs.
    private func readPostLogoutRedirects(_ node: Node, into r: inout ClientRegistration) {
        guard let list = node["attributes"]?.locatedString("post.logout.redirect.uris") else { return }
        for part in list.value.split(separator: "##") {
            let item = Located(String(part), range: list.range(of: part.startIndex..<part.endIndex), isVerbatim: list.isVerbatim)
            if item.value == "+" {
                r.postLogoutInheritsRedirects = item
            } else {
                r.postLogoutRedirectURIs.append(item.redirectURI)
            }
        }
    }

    /// Each enabled flow becomes the grant it stands for, located at its key; a missing
    /// `standardFlowEnabled` means enabled (Keycloak's default).
    private func readFlows(_ node: Node, at base: String, into r: inout ClientRegistration) {
        // Each flag's entry is looked up once (a lookup scans the client's keys), for
        // whether it is written, its value and its key's range alike.
        var anyFlagWritten = false
        for (key, grant) in Self.flows {
            let entry = node.entry(key)
            anyFlagWritten = anyFlagWritten || entry != nil
            if let entry, let flag = entry.value.scalar?.looseBool {
                if flag {
                    r.grantTypes.append(Located(grant, range: entry.key.range))
                }
            } else if key == "standardFlowEnabled" {
                r.grantTypes.append(Located(grant, range: r.anchor))
            }
        }
        r.grantTypesAreDefault = !anyFlagWritten
    }

    /// Keycloak's flow flags and the grants they stand for.
    private static let flows = flowGrants.map { ($0.flag, $0.grant) }

    /// Each flow flag, as an import and as Terraform's provider name it, and its grant.
    static let flowGrants: [(flag: String, terraform: String, grant: String)] = [
        ("standardFlowEnabled", "standard_flow_enabled", "authorization_code"),
        ("implicitFlowEnabled", "implicit_flow_enabled", "implicit"),
        ("directAccessGrantsEnabled", "direct_access_grants_enabled", "password"),
        ("serviceAccountsEnabled", "service_accounts_enabled", "client_credentials"),
    ]

    /// The client's PKCE method (`attributes."pkce.code.challenge.method"`, Terraform's
    /// `pkce_code_challenge_method`): `S256` or `plain` makes a challenge mandatory with that
    /// method; absent or empty, Keycloak accepts requests without one and lets the client pick
    /// either method. A placeholder may be either, so nothing is said.
    static func pkce(method: Scalar?, anchor: SourceRange) -> Located<PKCEPolicy>? {
        guard let method, !method.isNull, !method.value.isEmpty else {
            return Located(PKCEPolicy(required: false, allowsPlain: true), range: anchor)
        }
        if TemplateSyntax.firstPlaceholder(in: method.value) != nil { return nil }
        return Located(PKCEPolicy(required: true, allowsPlain: method.value == "plain"), range: method.range)
    }

    /// Exports written by the admin console replace secrets with asterisks.
    static func isMasked(_ value: String) -> Bool {
        !value.isEmpty && value.allSatisfy { $0 == "*" }
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Dex `config.yaml`: `staticClients[]`, plus the server-wide `oauth2:` settings that hold
/// for every client (grant types, response types, PKCE, the approval screen). The Dex Helm
/// chart's `values.yaml` holds the same configuration under `config:`.
public struct DexDialect: Dialect {
    public let id = "dex"
    public let fileTypes = FileType.jsonOrYAML(markers: ["redirect", "client", "staticClients"])
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        configuration(document) != nil
    }

    /// The Dex configuration in the document and the JSON Pointer of where it starts.
    private func configuration(_ document: Document) -> (root: Node, pointer: String)? {
        guard case .tree(let roots) = document.content, roots.count == 1,
              let top = roots.first?.withKeys(caseInsensitivelyMatching: Self.serverKeys) else { return nil }
        func isDex(_ node: Node) -> Bool {
            node["issuer"]?.scalar != nil && (node["storage"]?.entries != nil || node["staticClients"]?.items != nil)
        }
        if isDex(top) { return (top, "") }
        let serverKeys = Self.serverKeys
        if let helmValues = top["config"]?.withKeys(caseInsensitivelyMatching: serverKeys), isDex(helmValues) {
            return (helmValues, "/config")
        }
        // An umbrella chart's values hold the Dex chart's under its name (`dex: config: …`).
        for entry in top.entries ?? [] {
            if let subchart = entry.value["config"]?.withKeys(caseInsensitivelyMatching: serverKeys), isDex(subchart) {
                return (subchart, pointer(pointer("", entry.key.value), "config"))
            }
        }
        return nil
    }

    /// A chart's `values.yaml`, holding Dex's configuration under `config:`.
    private static func isChartBase(_ path: String, pointer: String) -> Bool {
        !pointer.isEmpty && ["values.yaml", "values.yml"].contains(path.split(separator: "/").last?.lowercased() ?? "")
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard let (root, base) = configuration(document) else { return model }
        let server: ServerIdentity
        let issuer = root.locatedString("issuer").map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        if let issuer = root.locatedString("issuer"), !issuer.value.isEmpty {
            model.issuers.append(issuer)
            // A Helm chart's base values name a default issuer that each environment's overlay
            // (`values-acceptance.yaml`) replaces: the file stands for no server of its own, so
            // its clients are the overlays' (review 103).
            server = Self.isChartBase(document.file.path, pointer: base) ? ServerIdentity(name: document.file.path, source: .file)
                : ServerIdentity(name: issuer.value, source: .declared)
        } else {
            server = ServerIdentity(name: document.file.path, source: .file)
        }
        let policy = ServerPolicy(root)
        for (index, written) in (root["staticClients"]?.items ?? []).enumerated() where written.entries != nil {
            let node = written.withKeys(caseInsensitivelyMatching: Self.clientKeys)
            var r = client(node, at: pointer(base + "/staticClients", index), path: document.file.path, server: server, issuer: issuer)
            policy.apply(to: &r)
            model.registrations.append(r)
        }
        for (index, node) in (root["connectors"]?.items ?? []).enumerated() {
            if let r = connector(node, at: pointer(base + "/connectors", index), path: document.file.path) {
                model.registrations.append(r)
            }
        }
        model.unresolvedTemplates = templatedURIs(model.registrations)
        return model
    }

    /// A connector makes Dex itself a web client of an upstream provider (GitHub, Google, an
    /// OIDC issuer) with `config.clientID` and `config.clientSecret`: a literal secret there is
    /// Dex's confidential credential, committed. Only the credential is read: the connector's
    /// redirect URI is Dex's own callback, registered at the upstream, not here.
    private func connector(_ node: Node, at base: String, path: String) -> ClientRegistration? {
        guard let config = node["config"], let secret = config["clientSecret"]?.scalar, !secret.value.hasPrefix("$"),
              let occurrence = secretOccurrence(secret, key: "clientSecret") else { return nil }
        let name = node.locatedString("id") ?? node.locatedString("name")
        let upstream = config["issuer"]?.stringValue.map(ServerIdentity.issuer)
            ?? ServerIdentity(name: node["type"]?.stringValue ?? "upstream", source: .declared)
        var r = ClientRegistration(format: id, path: path, server: upstream,
                                   anchor: node.keyRange("type") ?? node.firstKeyRange ?? node.range, pointer: base)
        r.clientID = config.locatedString("clientID")
        r.name = name.map { $0.map { "Dex connector '\($0)'" } }
        r.declaredKind = Located(.web, range: r.anchor)
        r.serverAddress = config["issuer"]?.stringValue.map(RedirectURI.init)
        r.secrets = [occurrence]
        // Nothing here redirects: redirect-URI rules have nothing to judge.
        r.grantTypesAreDefault = false
        return r
    }

    private func client(_ node: Node, at base: String, path: String, server: ServerIdentity, issuer: String?) -> ClientRegistration {
        let anchor = node.keyRange("id") ?? node.keyRange("idEnv") ?? node.firstKeyRange ?? node.range
        var r = ClientRegistration(format: id, path: path, server: server, anchor: anchor, pointer: base)
        r.fileConfiguresWholeServer = true
        r.serverAddress = issuer.map(RedirectURI.init)
        if let clientID = node.locatedString("id") {
            r.clientID = clientID
        } else if let variable = node.locatedString("idEnv") {
            // The id comes from the environment at start-up: name the variable, never guess it.
            r.clientID = variable.map { "$" + $0 }
        }
        r.name = node.locatedString("name")
        r.redirectURIs = (node["redirectURIs"]?.stringItems ?? []).map { item in
            guard let issuer, [Self.deviceCallbackPath(of: issuer), "/device/callback"].contains(item.value) else { return item.redirectURI }
            return Located(RedirectURI(Self.withoutTrailingSlash(issuer) + "/device/callback"), range: item.range, isVerbatim: false)
        }
        if let isPublic = node.locatedBool("public") {
            r.declaredType = isPublic.map { $0 ? .public : .confidential }
        }
        r.defaultAuthMethod = "client_secret_basic"
        if r.declaredType?.value == .public, r.redirectURIs.isEmpty {
            r.missingRedirectsMeaning = "Dex accepts any http redirect to localhost or a loopback IP on any port, and the out-of-band URN"
        }
        // Dex redirects a confidential client only to a URI it lists: with none, every
        // authorization request is refused (a client that only checks tokens, an audience).
        r.refusesRequestsWithoutRedirects = r.declaredType?.value != .public
        // A client's own `grantTypes` narrows the server's (Dex 2.42).
        if let grants = node["grantTypes"]?.stringItems, !grants.isEmpty {
            r.grantTypes = grants
            r.grantTypesAreDefault = false
        }
        // `secretEnv` names an environment variable; a `$VAR` value is expanded by Dex.
        if let secret = node["secret"]?.scalar, !secret.value.hasPrefix("$"),
           let occurrence = secretOccurrence(secret, key: "secret") {
            r.secrets.append(occurrence)
        }
        return r
    }

    /// The keys Dex reads, as its documentation spells them; Go matches them in any case.
    static let serverKeys = ["issuer", "storage", "staticClients", "connectors", "oauth2", "expiry", "enablePasswordDB"]
    static let clientKeys = ["id", "idEnv", "name", "redirectURIs", "public", "secret", "secretEnv", "grantTypes"]

    /// Dex's own device-flow callback, which its guide registers by path (`/device/callback`,
    /// or `/dex/device/callback` for the issuer `https://auth.contoso.com/dex`): it stands for
    /// the absolute URI under the issuer.
    static func deviceCallbackPath(of issuer: String) -> String {
        withoutTrailingSlash(RedirectURI(issuer).path) + "/device/callback"
    }

    private static func withoutTrailingSlash(_ text: String) -> String {
        text.hasSuffix("/") ? String(text.dropLast()) : text
    }
}

/// The `oauth2:` and `expiry:` settings of a Dex server, located where they are written so
/// that a rule reports each of them once, at that line.
private struct ServerPolicy {
    var grantTypes: [Located<String>]?
    /// Dex's default grants when they include the password grant, which is then located at
    /// `passwordConnector`.
    var defaultGrantsWithPassword: [Located<String>]?
    var responseTypes: [Located<String>]
    var pkce: Located<PKCEPolicy>
    var consentSkipped: Located<Bool>?
    var asksForPasswordEveryTime: Bool
    var refreshTokenRotation: Located<Bool>?

    init(_ root: Node) {
        let oauth2 = root["oauth2"]
        grantTypes = oauth2?["grantTypes"]?.stringItems
        // Without a `grantTypes` list Dex allows every grant it supports, and the password
        // grant is supported once `passwordConnector` names a connector.
        if grantTypes == nil, let connector = oauth2?.locatedString("passwordConnector"), !connector.value.isEmpty {
            defaultGrantsWithPassword = [connector.map { _ in "authorization_code" }, connector.map { _ in "password" }]
        }
        // Dex's default is `[code]`, which returns no token in the redirect.
        responseTypes = oauth2?["responseTypes"]?.stringItems ?? []

        let pkceNode = oauth2?["pkce"]
        let enforced = pkceNode?["enforce"]?.scalar?.looseBool ?? false
        // Dex supports both methods unless `codeChallengeMethodsSupported` narrows them.
        let methods = pkceNode?["codeChallengeMethodsSupported"]?.stringItems
        let allowsPlain = methods.map { $0.contains { $0.value == "plain" } } ?? true
        // Unset, the defaults hold for the whole server: point at the server's identity.
        let written = oauth2?.keyRange("pkce") ?? root.keyRange("oauth2") ?? root.keyRange("issuer")
        pkce = Located(PKCEPolicy(required: enforced, allowsPlain: allowsPlain),
                       range: written ?? root.range)

        // `alwaysShowLoginScreen` makes the user choose a connector at every request: the
        // user interaction RFC 8252 §8.6 asks for is there, whatever the approval screen does.
        let alwaysShowsLogin = oauth2?["alwaysShowLoginScreen"]?.scalar?.looseBool ?? false
        consentSkipped = alwaysShowsLogin ? nil : oauth2?.locatedBool("skipApprovalScreen")
        // Dex keeps no login session of its own: with only password connectors (LDAP, its
        // password database) the user types the password at every sign-in. An upstream
        // provider's session (GitHub, an OIDC issuer) can sign the user in without a word.
        let connectors = (root["connectors"]?.items ?? []).map { $0["type"]?.stringValue ?? "" }
        let passwordDB = root["enablePasswordDB"]?.scalar?.looseBool ?? false
        let signIns = connectors + (passwordDB ? ["local"] : [])
        asksForPasswordEveryTime = !signIns.isEmpty && signIns.allSatisfy(Self.passwordConnectors.contains)
        if let disabled = root["expiry"]?["refreshTokens"]?.locatedBool("disableRotation") {
            refreshTokenRotation = disabled.map { !$0 }
        }
    }

    static let passwordConnectors: Set<String> = ["local", "ldap", "keystone", "atlassian-crowd"]

    func apply(to r: inout ClientRegistration) {
        if !r.grantTypesAreDefault {
            // The client's own list, less what the server does not allow: its list, or without
            // one, the password grant unless a `passwordConnector` serves it.
            if let grantTypes {
                r.grantTypes.removeAll { grant in !grantTypes.contains { $0.value == grant.value } }
            } else if defaultGrantsWithPassword == nil {
                r.grantTypes.removeAll { $0.value == "password" }
            }
        } else if let grantTypes {
            r.grantTypes = grantTypes
            r.grantTypesAreDefault = false
        } else if let defaultGrantsWithPassword {
            r.grantTypes = defaultGrantsWithPassword
        }
        r.responseTypes = responseTypes
        r.pkce = pkce
        r.pkceScope = .server
        r.consentSkipped = consentSkipped
        r.asksForPasswordEveryTime = asksForPasswordEveryTime
        r.refreshTokenRotation = refreshTokenRotation
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The configuration file of AppAuth for Android's demo app (`res/raw/auth_config.json`),
/// which many apps copy with the demo's `Configuration` class: the redirect the app sends in
/// its authorization requests (`redirect_uri`), its client id and the server it signs in with
/// (`issuer_uri`, `discovery_uri`, `authorization_endpoint_uri`). It is the app's own side of its
/// registration, so a native public client (AppAuth sends PKCE); a `client_secret` written
/// here ships in every copy of the app. Review 48: six apps of one pool carried one.
public struct AppAuthConfigDialect: Dialect {
    public let id = "appauth-config"
    public let fileTypes = [FileType(extensions: ["json"], syntax: .json, markers: ["authorization_scope"])]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, let root = roots.first, root.entries != nil else { return false }
        return root["redirect_uri"]?.scalar != nil && root["authorization_scope"]?.scalar != nil
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        // A secret here ships in every copy of the app, whether or not the rest is filled in.
        if let secret = secretOccurrence(root["client_secret"]?.scalar, key: "client_secret") {
            var app = AppManifest(format: id, path: document.file.path, platform: .android)
            app.secrets = [secret]
            model.manifests = [app]
        }
        var r = ClientRegistration(format: id, path: document.file.path,
                                   server: ServerIdentity(name: document.file.path, source: .file),
                                   anchor: root.keyRange("redirect_uri") ?? root.range, pointer: "")
        // The demo ships its server empty, for whoever copies it to fill in, and its
        // `Configuration` refuses a file without one: a copy left so is not used.
        guard let redirect = root.locatedString("redirect_uri"), !redirect.value.isEmpty,
              let server = serverAddress(root) else { return model }
        r.clientID = root.locatedString("client_id").flatMap { $0.value.isEmpty ? nil : $0 }
        r.redirectURIs = [redirect.redirectURI]
        r.defaultKind = .native
        r.sendsRedirectAsWritten = true
        r.declaredType = Located(.public, range: redirect.range)
        r.serverAddress = RedirectURI(server)
        model.unresolvedTemplates = templatedURIs(r.redirectURIs)
        model.registrations = [r]
        return model
    }

    /// The issuer (`issuer_uri` in today's demo), the one its discovery document is fetched
    /// from (`discovery_uri`, older copies), else the authorization endpoint.
    private func serverAddress(_ root: Node) -> String? {
        if let issuer = root["issuer_uri"]?.stringValue, !issuer.isEmpty { return issuer }
        if let discovery = root["discovery_uri"]?.stringValue, !discovery.isEmpty {
            return discovery.firstRange(of: "/.well-known/").map { String(discovery[..<$0.lowerBound]) } ?? discovery
        }
        return root["authorization_endpoint_uri"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The `client_secret_*.json` / `credentials.json` file downloaded from the Google Cloud
/// console: `{"installed": {...}}` for desktop and mobile clients, `{"web": {...}}` for web.
public struct GoogleClientSecretDialect: Dialect {
    public let id = "google-client-secret"
    public let fileTypes = FileType.jsonOrYAML(markers: ["installed", "client", "redirect"])
    public init() {}

    /// The keys of a client in the file, as the Google Cloud console writes them.
    static let keys = ExactKeys([
        "client_id", "project_id", "auth_uri", "token_uri", "auth_provider_x509_cert_url", "client_secret",
        "redirect_uris", "javascript_origins", "client_email", "client_x509_cert_url",
    ])

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, roots.count == 1,
              let entries = roots[0].entries, entries.count == 1,
              let key = entries.first?.key.value, key == "installed" || key == "web",
              let body = entries.first?.value, body.entries != nil else { return false }
        return body["client_id"] != nil || body["auth_uri"] != nil || body["redirect_uris"] != nil
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let entry = roots.first?.entries?.first else { return model }
        let body = entry.value
        let base = pointer("", entry.key.value)
        var r = ClientRegistration(format: id, path: document.file.path,
                                   server: ServerIdentity(name: "accounts.google.com", source: .declared),
                                   anchor: entry.key.range, pointer: base)
        r.serverIsHostedService = true
        let installed = entry.key.value == "installed"
        r.declaredKind = Located(installed ? .native : .web, range: entry.key.range)
        r.secretIsPublicByDesign = installed
        r.redirectsWrittenByProvider = installed
        r.clientID = body.locatedString("client_id")
        r.redirectURIs = (body["redirect_uris"]?.stringItems ?? []).map(\.redirectURI)
        r.webOrigins = body["javascript_origins"]?.stringItems ?? []
        // Google redirects a web client only to a URI it lists ("redirect_uri_mismatch"): with
        // none, the client only redeems codes an Android or iOS app obtained (server auth codes).
        r.refusesRequestsWithoutRedirects = !installed
        // An Android or iOS client's file: Google knows the app by its package or bundle id
        // and signing certificate, and the SDK receives the response; no redirect to register.
        if installed, body["redirect_uris"] == nil, body["client_secret"] == nil {
            r.grantTypesAreDefault = false
        }
        if let secret = body.entry("client_secret")?.value.scalar, !SecretHasher.isPlaceholder(secret.value) {
            r.secrets.append(SecretOccurrence(key: "client_secret", range: secret.range, value: secret.value))
        }
        model.unresolvedTemplates = templatedURIs(r.redirectURIs)
        model.misspeltKeys = Self.keys.misspelt(in: body)
        model.registrations = [r]
        return model
    }
}

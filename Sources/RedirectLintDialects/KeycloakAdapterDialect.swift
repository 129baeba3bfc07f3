import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A Keycloak OIDC adapter's `keycloak.json` (keycloak-connect, the Java adapters): the
/// configuration an application uses to sign in with a realm, `resource` its client id and
/// `credentials.secret` its client secret. The realm export masks that secret; this file is
/// where it is committed in the clear. Only the credential is read: the adapter names no
/// redirect URI, and its `auth-server-url` is often a development address.
public struct KeycloakAdapterDialect: Dialect {
    public let id = "keycloak-adapter"
    public let fileTypes = [FileType(extensions: ["json"], syntax: .json, markers: ["auth-server-url"])]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, let root = roots.first, root.entries != nil else { return false }
        return root["auth-server-url"]?.scalar != nil && root["resource"]?.scalar != nil
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        let realm = root["realm"]?.stringValue ?? ""
        let server = realm.isEmpty ? ServerIdentity(name: document.file.path, source: .file)
                                   : .keycloakRealm(realm)
        var r = ClientRegistration(format: id, path: document.file.path, server: server,
                                   anchor: root.keyRange("resource") ?? root.range, pointer: "")
        r.clientID = root.locatedString("resource")
        r.serverAddress = root["auth-server-url"]?.stringValue.map(RedirectURI.init)
        if let isPublic = root.locatedBool("public-client") {
            r.declaredType = isPublic.map { $0 ? .public : .confidential }
        }
        // A public client's adapter sends no secret, whatever the file holds.
        if r.declaredType?.value != .public, let secret = secretOccurrence(root["credentials"]?["secret"]?.scalar, key: "secret") {
            r.secrets.append(secret)
        }
        // Nothing here redirects: redirect-URI rules have nothing to judge.
        r.grantTypesAreDefault = false
        model.registrations = [r]
        return model
    }
}

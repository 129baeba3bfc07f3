import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A Spring Boot application's sign-in as a client (`spring.security.oauth2.client.registration.<id>`
/// in `application.yml` or `application.properties`, relaxed binding, each profile read on its
/// own): the web server's credentials at Keycloak, Google, GitHub, ... Only the credential is
/// read, as for a Keycloak adapter: the redirect URI is Spring's `{baseUrl}/login/oauth2/code/{registrationId}`
/// unless the file says otherwise, and the server registers it, not this file.
public struct SpringSecurityClientDialect: Dialect {
    public let id = "spring-security-client"
    public let readsEveryDocument = true
    public let fileTypes = [
        FileType(extensions: ["yaml", "yml"], syntax: .structured, markers: Self.secretKeys),
        FileType(extensions: ["properties"], syntax: .properties, markers: Self.secretKeys),
    ]
    public init() {}

    private static let secretKeys = ["client-secret", "clientSecret", "client_secret"]
    private static let prefix = ["spring", "security", "oauth2", "client"]

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content else { return false }
        return roots.contains { root in
            SpringPropertyTree.containsLeaf(of: root, under: Self.prefix) { Self.setting(of: $0) == "clientsecret" }
        }
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content else { return model }
        for root in roots {
            let leaves = SpringPropertyTree.leaves(of: root, under: Self.prefix)
            let settingsByRegistration = Dictionary(grouping: leaves.filter { Self.setting(of: $0) != nil }) { $0.segments[5].raw }
            for leaf in leaves where Self.setting(of: leaf) == "clientsecret" {
                let key = leaf.segments[5]
                let settings = settingsByRegistration[key.raw] ?? []
                func value(_ name: String) -> Located<String>? {
                    settings.last { Self.setting(of: $0) == name }.map { Located($0.value.value, range: $0.value.range, isVerbatim: $0.value.isVerbatim) }
                }
                let pointer = "/" + (Self.prefix + ["registration", key.raw]).joined(separator: "/")
                let provider = settings.last { Self.setting(of: $0) == "provider" }?.value.value ?? key.raw
                var r = ClientRegistration(format: id, path: document.file.path,
                                           server: server(of: provider, leaves: leaves, path: document.file.path),
                                           anchor: key.keyRange, pointer: pointer)
                r.serverAddress = Self.address(of: provider, leaves: leaves).map(RedirectURI.init)
                r.clientID = value("clientid")
                r.authMethod = value("clientauthenticationmethod")
                r.defaultAuthMethod = "client_secret_basic"
                if let method = r.authMethod {
                    r.declaredType = method.map { $0 == "none" ? .public : .confidential }
                }
                // A public client sends no secret, whatever the file holds.
                if r.declaredType?.value != .public, let secret = secretOccurrence(leaf.value, key: "client-secret") {
                    r.secrets.append(secret)
                }
                // Nothing here is registered at the server: redirect-URI rules have nothing to judge.
                r.grantTypesAreDefault = false
                model.registrations.append(r)
            }
        }
        return model
    }

    /// `client-secret` for `spring.security.oauth2.client.registration.<id>.client-secret`.
    private static func setting(of leaf: PropertyLeaf) -> String? {
        guard leaf.segments.count == 7, leaf.segments[4].folded == "registration" else { return nil }
        return leaf.segments[6].folded
    }

    /// A setting of `provider.<name>` (the provider the registration names or, by default, its id).
    private static func providerSetting(_ name: String, of provider: String, in leaves: [PropertyLeaf]) -> String? {
        leaves.last { leaf in
            leaf.segments.count == 7 && leaf.segments[4].folded == "provider" && leaf.segments[5].raw == provider
                && leaf.segments[6].folded == name
        }.map(\.value.value).flatMap { $0.isEmpty || $0.hasPrefix("${") ? nil : $0 }
    }

    /// Where the provider is: its issuer, else its authorization or token endpoint.
    /// The provider's address as Spring resolves it when its variables are unset: each
    /// `${NAME:default}` within it read as its default (`http://${KEYCLOAK_HOST:172.17.0.1}:8090`).
    private static func address(of provider: String, leaves: [PropertyLeaf]) -> String? {
        ["issueruri", "authorizationuri", "tokenuri"].lazy.compactMap { providerSetting($0, of: provider, in: leaves) }.first
            .map(withDefaults)
    }

    private static func withDefaults(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.indices.first(where: { rest[$0] == "$" && rest[rest.index(after: $0)...].first == "{" }) {
            result += rest[..<dollar]
            let open = dollar..<rest.index(dollar, offsetBy: 2)
            let body = rest[open.upperBound...]
            guard let close = body.firstIndex(of: "}"), let colon = body[..<close].firstIndex(of: ":"),
                  !body[..<close].contains("{") else {
                result += rest[open.lowerBound...]
                return result
            }
            result += body[body.index(after: colon)..<close]
            rest = body[body.index(after: close)...]
        }
        return result + rest
    }

    /// The provider's issuer, else the file.
    private func server(of provider: String, leaves: [PropertyLeaf], path: String) -> ServerIdentity {
        guard let issuer = Self.providerSetting("issueruri", of: provider, in: leaves) else {
            return ServerIdentity(name: path, source: .file)
        }
        return .issuer(issuer)
    }
}

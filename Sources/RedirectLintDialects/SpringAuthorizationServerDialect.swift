import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Spring Authorization Server clients in Spring Boot configuration (`application.yml`, one
/// registration per `spring.security.oauth2.authorizationserver.client.<key>`, or
/// `application.properties`), with relaxed binding. Each YAML document (profile) is read on
/// its own.
public struct SpringAuthorizationServerDialect: Dialect {
    public let id = "spring-authorization-server"
    public let readsEveryDocument = true
    public let fileTypes = [
        FileType(extensions: ["yaml", "yml"], syntax: .structured, markers: ["client"]),
        // Only Spring Authorization Server's properties are ours among Java properties files.
        FileType(extensions: ["properties"], syntax: .properties, markers: ["authorizationserver"]),
    ]
    public init() {}

    static let prefix = ["spring", "security", "oauth2", "authorizationserver"]

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content else { return false }
        return roots.contains { root in
            SpringPropertyTree.containsLeaf(of: root, under: Self.prefix) { $0.segments[Self.prefix.count].folded == "client" }
        }
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content else { return model }
        let documents = roots.map { SpringPropertyTree.leaves(of: $0, under: Self.prefix) }
        // A profile document inherits the issuer of the default document unless it sets its own.
        let defaultIssuer = documents.first.flatMap(issuer)
        for leaves in documents {
            let ownIssuer = issuer(leaves)
            if let ownIssuer { model.issuers.append(ownIssuer) }
            let server: ServerIdentity
            if let issuer = ownIssuer ?? defaultIssuer {
                server = ServerIdentity(name: issuer.value, source: .declared)
            } else {
                server = ServerIdentity(name: document.file.path, source: .file)
            }
            for (key, clientLeaves) in clients(leaves) {
                model.registrations.append(client(key, clientLeaves, path: document.file.path, server: server))
            }
        }
        model.unresolvedTemplates = templatedURIs(model.registrations)
        return model
    }

    private func issuer(_ leaves: [PropertyLeaf]) -> Located<String>? {
        leaves.last { $0.segments.count == Self.prefix.count + 1 && $0.segments[Self.prefix.count].folded == "issuer" }
            .map(\.value.located).flatMap { $0.value.isEmpty ? nil : $0 }
    }

    /// Leaves under `client.<key>`, grouped by key in order of first appearance.
    private func clients(_ leaves: [PropertyLeaf]) -> [(PropertySegment, [PropertyLeaf])] {
        let depth = Self.prefix.count
        var order: [String] = []
        var groups: [String: (PropertySegment, [PropertyLeaf])] = [:]
        for leaf in leaves where leaf.segments.count > depth + 2 && leaf.segments[depth].folded == "client" {
            let key = leaf.segments[depth + 1]
            if groups[key.raw] == nil {
                order.append(key.raw)
                groups[key.raw] = (key, [])
            }
            groups[key.raw]?.1.append(leaf)
        }
        return order.compactMap { groups[$0] }
    }

    private func client(_ key: PropertySegment, _ leaves: [PropertyLeaf], path: String,
                        server: ServerIdentity) -> ClientRegistration {
        let depth = Self.prefix.count + 2
        // Each leaf is sorted to the setting it names once, rather than every leaf compared
        // with every setting's name: a client has dozens of leaves and nine settings are read.
        var bySetting: [Setting: [(leaf: Int, isWhole: Bool)]] = [:]
        for (index, leaf) in leaves.enumerated() {
            guard let (setting, length) = Setting.named(by: leaf.segments, at: depth) else { continue }
            let isWhole = leaf.segments.count == depth + length
            // A list's items may follow the name as indexes (`redirect-uris[0]`).
            guard isWhole || leaf.segments[depth + length].index != nil else { continue }
            bySetting[setting, default: []].append((index, isWhole))
        }
        /// Leaves whose name after `client.<key>` is the setting's, with any index after it.
        func matching(_ setting: Setting) -> [PropertyLeaf] {
            (bySetting[setting] ?? []).map { leaves[$0.leaf] }
        }
        func single(_ setting: Setting) -> Located<String>? {
            (bySetting[setting] ?? []).last(where: \.isWhole).map { leaves[$0.leaf].value }
                .map { Located($0.value, range: $0.range, isVerbatim: $0.isVerbatim) }
        }
        let base = "/" + (Self.prefix + ["client", key.raw]).joined(separator: "/")
        var r = ClientRegistration(format: id, path: path, server: server, anchor: key.keyRange, pointer: base)
        r.fileConfiguresWholeServer = true
        if server.source == .declared { r.serverAddress = RedirectURI(server.name) }
        r.clientID = single(.clientID)
        r.name = single(.clientName)
        r.redirectURIs = SpringPropertyTree.list(matching(.redirectURIs), depth: depth + 2).map(\.redirectURI)

        let methods = SpringPropertyTree.list(matching(.authenticationMethods), depth: depth + 2)
        // With `none` among its methods the client may come without any secret.
        let none = methods.first { $0.value == "none" }
        r.authMethod = none ?? methods.first
        r.otherAuthMethods = methods.filter { $0.range != r.authMethod?.range }
        r.defaultAuthMethod = "client_secret_basic"
        if let method = r.authMethod {
            r.declaredType = method.map { $0 == "none" ? .public : .confidential }
        }
        let grants = matching(.grantTypes)
        if !grants.isEmpty {
            r.grantTypes = SpringPropertyTree.list(grants, depth: depth + 2)
            r.grantTypesAreDefault = false
        }
        if let secret = single(.clientSecret) { r.secrets += plainTextSecret(secret) }
        r.pkce = pkce(single(.requireProofKey), none: none, anchor: key.keyRange, base: base)
        if let consent = single(.requireAuthorizationConsent), let required = Self.bool(consent.value) {
            r.consentSkipped = consent.map { _ in !required }
        }
        if let reuse = single(.reuseRefreshTokens), let reused = Self.bool(reuse.value) {
            r.refreshTokenRotation = reuse.map { _ in !reused }
        }
        return r
    }

    /// The client settings read, by their relaxed-binding names after `client.<key>`.
    enum Setting: Hashable {
        case clientID, clientName, redirectURIs, authenticationMethods, grantTypes, clientSecret
        case requireProofKey, requireAuthorizationConsent, reuseRefreshTokens

        /// The setting whose name the segments spell from `depth` on, and how many segments
        /// the name takes.
        static func named(by segments: [PropertySegment], at depth: Int) -> (Setting, Int)? {
            guard segments.count > depth else { return nil }
            switch segments[depth].folded {
            case "requireproofkey": return (.requireProofKey, 1)
            case "requireauthorizationconsent": return (.requireAuthorizationConsent, 1)
            case "token":
                guard segments.count > depth + 1, segments[depth + 1].folded == "reuserefreshtokens" else { return nil }
                return (.reuseRefreshTokens, 2)
            case "registration":
                guard segments.count > depth + 1 else { return nil }
                switch segments[depth + 1].folded {
                case "clientid": return (.clientID, 2)
                case "clientname": return (.clientName, 2)
                case "redirecturis": return (.redirectURIs, 2)
                case "clientauthenticationmethods": return (.authenticationMethods, 2)
                case "authorizationgranttypes": return (.grantTypes, 2)
                case "clientsecret": return (.clientSecret, 2)
                default: return nil
                }
            default: return nil
            }
        }
    }

    /// Only `S256` is ever accepted. A challenge is required when `require-proof-key` is
    /// true, and always when the client authenticates with `none` (Spring demands a code
    /// verifier from every public client); otherwise it is optional.
    private func pkce(_ setting: Located<String>?, none: Located<String>?, anchor: SourceRange,
                      base: String) -> Located<PKCEPolicy> {
        let requested = setting.flatMap { Self.bool($0.value) } ?? false
        let policy = PKCEPolicy(required: requested || none != nil, allowsPlain: false)
        if let setting, requested || none == nil { return setting.map { _ in policy } }
        if let none { return none.map { _ in policy } }
        return Located(policy, range: anchor)
    }

    /// Secrets go through Spring Security's `DelegatingPasswordEncoder`: `{bcrypt}…` and the
    /// other encoders' prefixes hold a hash, `{noop}…` and an unprefixed value the secret itself.
    private func plainTextSecret(_ secret: Located<String>) -> [SecretOccurrence] {
        let value = secret.value
        guard !SecretHasher.isPlaceholder(value) else { return [] }
        if value.hasPrefix("{noop}") {
            let body = value.index(value.startIndex, offsetBy: 6)..<value.endIndex
            guard !value[body].isEmpty else { return [] }
            return [SecretOccurrence(key: "client-secret", range: secret.range(of: body), value: String(value[body]))]
        }
        if value.hasPrefix("{"), value.contains("}") { return [] }
        return [SecretOccurrence(key: "client-secret", range: secret.range, value: value)]
    }

    static func bool(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}

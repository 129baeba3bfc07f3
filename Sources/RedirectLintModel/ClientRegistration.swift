import RedirectLintSource

/// Which authorization server a registration belongs to, and how we know.
public struct ServerIdentity: Sendable, Hashable {
    public enum Source: String, Sendable {
        /// The file says (an issuer, a realm, a Google client file).
        case declared
        /// `.redirectlint.yml` `servers:` matched the file.
        case configured
        /// Nothing says: the file stands for its own server.
        case file
    }
    public var name: String
    public var source: Source
    public init(name: String, source: Source) {
        self.name = name
        self.source = source
    }

    /// A Keycloak realm, named alike by its export, an adapter's `keycloak.json` and a client's
    /// issuer (`…/realms/<name>`).
    public static func keycloakRealm(_ name: some StringProtocol) -> ServerIdentity {
        ServerIdentity(name: "keycloak realm \(name)", source: .declared)
    }

    /// The server an issuer URL names: a Keycloak realm's issuer (`…/realms/shop`) names the
    /// server its realm export does, so a client's settings and the realm's registration of it
    /// are one client.
    public static func issuer(_ issuer: String) -> ServerIdentity {
        let segments = RedirectURI(issuer).path.split(separator: "/")
        if segments.count >= 2, segments[segments.count - 2] == "realms" {
            return .keycloakRealm(segments[segments.count - 1])
        }
        return ServerIdentity(name: issuer, source: .declared)
    }

    /// What tells two servers apart: an issuer written with `http` in one file and `https`
    /// in another, or with a trailing slash, is one server described twice.
    public var key: String {
        var key = name.lowercased()
        for scheme in ["https://", "http://"] where key.hasPrefix(scheme) {
            key.removeFirst(scheme.count)
        }
        while key.hasSuffix("/") { key.removeLast() }
        return key
    }
}

/// What kind of application a registration is for (OIDC `application_type`, Google
/// `installed`/`web`, Auth0 `app_type`, ...).
public enum ApplicationKind: String, Sendable {
    case native, web, browser
    /// A machine-to-machine client (Auth0 `non_interactive`, Okta `service`): no user signs
    /// in, so nothing is redirected to it.
    case service
}

/// RFC 6749 §2.1 client types.
public enum ClientType: String, Sendable {
    case confidential, `public`
}

/// What the server demands of PKCE for a client, where the format can say (Keycloak's
/// `pkce.code.challenge.method`, Spring's `require-proof-key`, Okta's `pkce_required`, Dex's
/// `oauth2.pkce`).
public struct PKCEPolicy: Sendable, Hashable {
    /// The server refuses authorization requests without a code challenge.
    public var required: Bool
    /// The server accepts the `plain` challenge method.
    public var allowsPlain: Bool
    public init(required: Bool, allowsPlain: Bool) {
        self.required = required
        self.allowsPlain = allowsPlain
    }
}

/// A setting that holds for every client of a server (Dex's server-wide `oauth2:`), so a
/// finding about it belongs at that one line, naming the clients it affects.
public enum SettingScope: Sendable, Hashable {
    case client
    case server
}

/// The key the server binds a client's access tokens to at the token endpoint, so that a
/// leaked token cannot be replayed by whoever found it (RFC 9700 §2.2.1).
public enum AccessTokenBinding: Sendable {
    /// RFC 8705: the client's TLS certificate.
    case certificate
    /// RFC 9449: a key the client proves possession of with DPoP.
    case dpop

    /// `its TLS certificate (RFC 8705)`, for messages.
    public var phrase: String {
        switch self {
        case .certificate: return "its TLS certificate (RFC 8705)"
        case .dpop: return "a DPoP key (RFC 9449)"
        }
    }
}

/// One OAuth client as an authorization server will see it.
public struct ClientRegistration: Sendable {
    /// The dialect that read it (`rfc7591`, `google`, ...), for messages.
    public var format: String
    public var path: String
    public var server: ServerIdentity
    public var clientID: Located<String>?
    public var name: Located<String>?
    /// Where to point for a finding about the client as a whole.
    public var anchor: SourceRange
    /// Where the client sits in its document (`/clients/3`).
    public var pointer: String
    public var declaredKind: Located<ApplicationKind>?
    /// What an absent `declaredKind` means in this format (OpenID Connect Registration §2:
    /// `application_type` absent is `web`); nil when the format has no such default.
    public var defaultKind: ApplicationKind?
    /// What the file makes the server treat it as; nil when the file does not say.
    public var declaredType: Located<ClientType>?
    /// The token endpoint authentication method as written; the weakest one (`none`) when
    /// the format lists several.
    public var authMethod: Located<String>?
    /// The other methods the client accepts, where the format lists several (Spring's
    /// `client-authentication-methods`).
    public var otherAuthMethods: [Located<String>] = []
    /// What an absent `authMethod` means in this format (RFC 7591: `client_secret_basic`).
    public var defaultAuthMethod: String?
    public var secrets: [SecretOccurrence] = []
    /// The server itself publishes this kind of secret to every installation (Google
    /// `installed` clients), so it is no secret at all.
    public var secretIsPublicByDesign: Bool = false
    public var grantTypes: [Located<String>] = []
    /// True when the file names no grant types and the format's default applies.
    public var grantTypesAreDefault: Bool = true
    public var responseTypes: [Located<String>] = []
    public var redirectURIs: [Located<RedirectURI>] = []
    /// Where the server may send the user after logout (OpenID RP-Initiated Logout's
    /// `post_logout_redirect_uris`, Keycloak's attribute): matched like redirect URIs, so a
    /// pattern there makes the server an open redirector.
    public var postLogoutRedirectURIs: [Located<RedirectURI>] = []
    /// Where the file makes the post-logout redirects the redirect URIs (Keycloak's `+`).
    public var postLogoutInheritsRedirects: Located<String>?
    /// Metadata the file writes as the wrong JSON type (`"redirect_uris": "https://..."`
    /// where RFC 7591 §2 says an array), with what it should be: servers reject the
    /// registration or read something else than the author meant.
    public var wrongTypeFields: [Located<String>] = []
    /// Web origins the client's pages are served from (Google `javascript_origins`, Keycloak
    /// `webOrigins`): a browser app's, and where a popup sign-in posts the code back.
    public var webOrigins: [Located<String>] = []
    /// Where the client's own pages are served (Keycloak `rootUrl` and `webOrigins`): a client
    /// served from `http://localhost:8080` that registers `http://localhost:*` calls back to
    /// its pages.
    public var ownOrigins: [Located<String>] = []
    /// The format lets the server match redirect URIs as patterns (wildcards, regular
    /// expressions) instead of exactly; `Located` points at the setting or the pattern.
    public var redirectPatternMatching: Located<Bool>?
    /// The server treats `*` as a wildcard only at the end of a registered redirect URI
    /// (Keycloak); anywhere else it is a character, which no real URI holds.
    public var matchesWildcardOnlyAtEnd = false
    /// The file is the app's own side: the requests it sends (AppAuth's `auth_config.json`),
    /// not a registration at the server. A redirect is sent as written, never matched as a
    /// pattern.
    public var sendsRedirectAsWritten = false
    /// The server resolves a redirect URI that starts with `/` against its own URL (Keycloak,
    /// for a client without a root URL; the dialect has prefixed the others with theirs): the
    /// entry names the server's own pages, validly.
    public var resolvesRelativeRedirectsAgainstItself = false
    /// A client with no redirect URI at all, where the format gives it a special meaning
    /// (Dex: a public client without `redirectURIs` accepts any loopback URL).
    public var missingRedirectsMeaning: String?
    /// With no redirect URI registered, the server refuses every authorization request of the
    /// client (Auth0: "Callback URL mismatch"): the client signs nobody in, and nothing is
    /// sent anywhere.
    public var refusesRequestsWithoutRedirects = false
    /// The provider writes the redirect URIs into every such client's file and the app picks
    /// its own in the request (Google's desktop clients: `http://localhost`, any loopback
    /// address and port accepted): nothing in the file is the developer's choice.
    public var redirectsWrittenByProvider = false
    /// The file configures its whole server (a Dex configuration, a Spring Authorization
    /// Server's `application.yml`): two such files are two environments, used one at a time.
    /// Not a Keycloak realm export, whose folder is imported into one server, nor one client's
    /// metadata.
    public var fileConfiguresWholeServer = false
    /// Nil when the format cannot say.
    public var pkce: Located<PKCEPolicy>?
    public var pkceScope: SettingScope = .client
    /// The server skips the consent screen for this client (Keycloak `consentRequired: false`
    /// is the default, so only explicit auto-approval settings count).
    public var consentSkipped: Located<Bool>?
    /// The server asks for the user's password at every authorization request (Dex whose
    /// only sign-in is a password connector: it keeps no login session of its own).
    public var asksForPasswordEveryTime = false
    /// False when refresh tokens are reused rather than rotated.
    public var refreshTokenRotation: Located<Bool>?
    /// The file leaves `refreshTokenRotation` to the server's default.
    public var refreshTokenRotationIsDefault = false
    /// Where the file makes the server bind the client's access tokens to a key it holds.
    public var accessTokenBinding: Located<AccessTokenBinding>?
    /// The server's address as the file writes it (an issuer, Keycloak's `auth-server-url`,
    /// a provider's authorization endpoint), where it names one.
    public var serverAddress: RedirectURI?
    /// The server is a provider's hosted service (Google, Auth0, Okta, Entra ID): its secrets
    /// work from anywhere, whatever the file's redirects say of where the app runs.
    public var serverIsHostedService = false

    public init(format: String, path: String, server: ServerIdentity, anchor: SourceRange, pointer: String = "") {
        self.format = format
        self.path = path
        self.server = server
        self.anchor = anchor
        self.pointer = pointer
    }

    /// A name for messages: the client id, else its name, else where it is. A client id left
    /// to a template (`${var.client_id}`) gives way to a name written out.
    public var displayName: String {
        let id = clientID?.value ?? ""
        let name = name?.value ?? ""
        if !name.isEmpty, TemplateSyntax.firstPlaceholder(in: id) != nil, TemplateSyntax.firstPlaceholder(in: name) == nil {
            return name
        }
        if !id.isEmpty { return id }
        if !name.isEmpty { return name }
        return pointer.isEmpty ? path : "\(path)#\(pointer)"
    }

    /// The client id only stands for one (`-redacted-`, `${CLIENT_ID}`, `your-client-id`): the
    /// file is a template or a redacted copy, whose blanks are filled in elsewhere.
    public var hasPlaceholderClientID: Bool {
        guard let id = clientID?.value else { return false }
        let lower = id.lowercased()
        return SecretHasher.isPlaceholder(id) || ["redacted", "placeholder", "your-", "your_", "xxx"].contains { lower.contains($0) }
    }

    /// A native app or any other client that cannot keep a secret (RFC 8252 §8.4, §8.5).
    public var isNativeOrPublic: Bool {
        if declaredType?.value == .public { return true }
        switch kind?.kind {
        case .native?, .browser?: return true
        default: return false
        }
    }
}

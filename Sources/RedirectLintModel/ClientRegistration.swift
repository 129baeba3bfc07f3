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
}

/// What kind of application a registration is for (OIDC `application_type`, Google
/// `installed`/`web`, Auth0 `app_type`, ...).
public enum ApplicationKind: String, Sendable {
    case native, web, browser
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

/// One OAuth client as an authorization server will see it.
///
/// Its fields live in one copy-on-write box: rules, groupings and the project walk pass
/// registrations around by value, and a copy of thirteen strings and arrays was thirteen
/// retains (and as many releases when it went), where a copy of the box is one.
public struct ClientRegistration: Sendable {
    @usableFromInline struct Fields: Sendable {
        @usableFromInline var format: String
        @usableFromInline var path: String
        @usableFromInline var server: ServerIdentity
        @usableFromInline var clientID: Located<String>?
        @usableFromInline var name: Located<String>?
        @usableFromInline var anchor: SourceRange
        @usableFromInline var pointer: String
        @usableFromInline var declaredKind: Located<ApplicationKind>?
        @usableFromInline var defaultKind: ApplicationKind?
        @usableFromInline var declaredType: Located<ClientType>?
        @usableFromInline var authMethod: Located<String>?
        @usableFromInline var defaultAuthMethod: String?
        @usableFromInline var secrets: [SecretOccurrence]
        @usableFromInline var secretIsPublicByDesign: Bool
        @usableFromInline var grantTypes: [Located<String>]
        @usableFromInline var grantTypesAreDefault: Bool
        @usableFromInline var responseTypes: [Located<String>]
        @usableFromInline var redirectURIs: [Located<RedirectURI>]
        @usableFromInline var redirectPatternMatching: Located<Bool>?
        @usableFromInline var missingRedirectsMeaning: String?
        @usableFromInline var pkce: Located<PKCEPolicy>?
        @usableFromInline var pkceScope: SettingScope = .client
        @usableFromInline var consentSkipped: Located<Bool>?
        @usableFromInline var refreshTokenRotation: Located<Bool>?
    }

    @usableFromInline var box: CopyOnWrite<Fields>

    /// The dialect that read it (`rfc7591`, `google`, ...), for messages.
    @inlinable public var format: String {
        get { box.fields.pointee.format }
        _modify { yield &box.unique().pointee.format }
    }
    @inlinable public var path: String {
        get { box.fields.pointee.path }
        _modify { yield &box.unique().pointee.path }
    }
    @inlinable public var server: ServerIdentity {
        get { box.fields.pointee.server }
        _modify { yield &box.unique().pointee.server }
    }
    @inlinable public var clientID: Located<String>? {
        get { box.fields.pointee.clientID }
        _modify { yield &box.unique().pointee.clientID }
    }
    @inlinable public var name: Located<String>? {
        get { box.fields.pointee.name }
        _modify { yield &box.unique().pointee.name }
    }
    /// Where to point for a finding about the client as a whole.
    @inlinable public var anchor: SourceRange {
        get { box.fields.pointee.anchor }
        _modify { yield &box.unique().pointee.anchor }
    }
    /// Where the client sits in its document (`/clients/3`).
    @inlinable public var pointer: String {
        get { box.fields.pointee.pointer }
        _modify { yield &box.unique().pointee.pointer }
    }
    @inlinable public var declaredKind: Located<ApplicationKind>? {
        get { box.fields.pointee.declaredKind }
        _modify { yield &box.unique().pointee.declaredKind }
    }
    /// What an absent `declaredKind` means in this format (OpenID Connect Registration §2:
    /// `application_type` absent is `web`); nil when the format has no such default.
    @inlinable public var defaultKind: ApplicationKind? {
        get { box.fields.pointee.defaultKind }
        _modify { yield &box.unique().pointee.defaultKind }
    }
    /// What the file makes the server treat it as; nil when the file does not say.
    @inlinable public var declaredType: Located<ClientType>? {
        get { box.fields.pointee.declaredType }
        _modify { yield &box.unique().pointee.declaredType }
    }
    /// The token endpoint authentication method as written.
    @inlinable public var authMethod: Located<String>? {
        get { box.fields.pointee.authMethod }
        _modify { yield &box.unique().pointee.authMethod }
    }
    /// What an absent `authMethod` means in this format (RFC 7591: `client_secret_basic`).
    @inlinable public var defaultAuthMethod: String? {
        get { box.fields.pointee.defaultAuthMethod }
        _modify { yield &box.unique().pointee.defaultAuthMethod }
    }
    @inlinable public var secrets: [SecretOccurrence] {
        get { box.fields.pointee.secrets }
        _modify { yield &box.unique().pointee.secrets }
    }
    /// The server itself publishes this kind of secret to every installation (Google
    /// `installed` clients), so it is no secret at all.
    @inlinable public var secretIsPublicByDesign: Bool {
        get { box.fields.pointee.secretIsPublicByDesign }
        _modify { yield &box.unique().pointee.secretIsPublicByDesign }
    }
    @inlinable public var grantTypes: [Located<String>] {
        get { box.fields.pointee.grantTypes }
        _modify { yield &box.unique().pointee.grantTypes }
    }
    /// True when the file names no grant types and the format's default applies.
    @inlinable public var grantTypesAreDefault: Bool {
        get { box.fields.pointee.grantTypesAreDefault }
        _modify { yield &box.unique().pointee.grantTypesAreDefault }
    }
    @inlinable public var responseTypes: [Located<String>] {
        get { box.fields.pointee.responseTypes }
        _modify { yield &box.unique().pointee.responseTypes }
    }
    @inlinable public var redirectURIs: [Located<RedirectURI>] {
        get { box.fields.pointee.redirectURIs }
        _modify { yield &box.unique().pointee.redirectURIs }
    }
    /// The format lets the server match redirect URIs as patterns (wildcards, regular
    /// expressions) instead of exactly; `Located` points at the setting or the pattern.
    @inlinable public var redirectPatternMatching: Located<Bool>? {
        get { box.fields.pointee.redirectPatternMatching }
        _modify { yield &box.unique().pointee.redirectPatternMatching }
    }
    /// A client with no redirect URI at all, where the format gives it a special meaning
    /// (Dex: a public client without `redirectURIs` accepts any loopback URL).
    @inlinable public var missingRedirectsMeaning: String? {
        get { box.fields.pointee.missingRedirectsMeaning }
        _modify { yield &box.unique().pointee.missingRedirectsMeaning }
    }
    /// Nil when the format cannot say.
    @inlinable public var pkce: Located<PKCEPolicy>? {
        get { box.fields.pointee.pkce }
        _modify { yield &box.unique().pointee.pkce }
    }
    @inlinable public var pkceScope: SettingScope {
        get { box.fields.pointee.pkceScope }
        _modify { yield &box.unique().pointee.pkceScope }
    }
    /// The server skips the consent screen for this client (Keycloak `consentRequired: false`
    /// is the default, so only explicit auto-approval settings count).
    @inlinable public var consentSkipped: Located<Bool>? {
        get { box.fields.pointee.consentSkipped }
        _modify { yield &box.unique().pointee.consentSkipped }
    }
    /// False when refresh tokens are reused rather than rotated.
    @inlinable public var refreshTokenRotation: Located<Bool>? {
        get { box.fields.pointee.refreshTokenRotation }
        _modify { yield &box.unique().pointee.refreshTokenRotation }
    }

    public init(format: String, path: String, server: ServerIdentity, anchor: SourceRange, pointer: String = "") {
        box = CopyOnWrite(Fields(
            format: format, path: path, server: server, clientID: nil, name: nil, anchor: anchor, pointer: pointer,
            declaredKind: nil, defaultKind: nil, declaredType: nil, authMethod: nil, defaultAuthMethod: nil,
            secrets: [], secretIsPublicByDesign: false, grantTypes: [], grantTypesAreDefault: true, responseTypes: [],
            redirectURIs: [], redirectPatternMatching: nil, missingRedirectsMeaning: nil, pkce: nil,
            consentSkipped: nil, refreshTokenRotation: nil))
    }

    /// A name for messages: the client id, else its name, else where it is.
    public var displayName: String {
        if let id = clientID?.value, !id.isEmpty { return id }
        if let name = name?.value, !name.isEmpty { return name }
        return pointer.isEmpty ? path : "\(path)#\(pointer)"
    }

    /// What the redirect URIs say the client is: native when every judged URI is a
    /// private-use scheme or loopback, web when any is a remote http(s) URI.
    public var inferredKind: ApplicationKind? {
        // Read in place: a `for` loop would copy every located URI out of the array.
        redirectURIs.withUnsafeBufferPointer { uris in
            var sawNative = false
            for index in uris.indices {
                switch uris[index].value.kind {
                case .privateUse, .loopbackIP, .localhostName, .outOfBand: sawNative = true
                case .claimedHTTPS, .cleartextHTTP: return .web
                case .relative, .templated, .invalid: continue
                }
            }
            return sawNative ? .native : nil
        }
    }

    /// A native app or any other client that cannot keep a secret (RFC 8252 §8.4, §8.5).
    public var isNativeOrPublic: Bool {
        if let kind = declaredKind?.value, kind != .web { return true }
        if declaredType?.value == .public { return true }
        if declaredKind == nil, declaredType == nil, inferredKind == .native { return true }
        return false
    }
}

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
/// retains (and as many releases when it went), where a copy of the box is one. Sendable
/// although `ManagedBuffer` is not: the fields are `Sendable`, and a shared box is never
/// written to (every write goes through `makeUnique`).
public struct ClientRegistration: @unchecked Sendable {
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

    /// The box. Its fields are reached through a pointer rather than as a class's stored
    /// property, which would check exclusive access dynamically on every read.
    @usableFromInline typealias Storage = ManagedBuffer<Fields, UInt8>

    @usableFromInline var storage: Storage

    @inlinable static func box(_ fields: Fields) -> Storage {
        Storage.create(minimumCapacity: 0) { _ in fields }
    }

    @inlinable var fields: UnsafeMutablePointer<Fields> {
        storage.withUnsafeMutablePointerToHeader { $0 }
    }

    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Self.box(fields.pointee) }
    }

    /// The dialect that read it (`rfc7591`, `google`, ...), for messages.
    @inlinable public var format: String {
        get { fields.pointee.format }
        _modify { makeUnique(); yield &fields.pointee.format }
    }
    @inlinable public var path: String {
        get { fields.pointee.path }
        _modify { makeUnique(); yield &fields.pointee.path }
    }
    @inlinable public var server: ServerIdentity {
        get { fields.pointee.server }
        _modify { makeUnique(); yield &fields.pointee.server }
    }
    @inlinable public var clientID: Located<String>? {
        get { fields.pointee.clientID }
        _modify { makeUnique(); yield &fields.pointee.clientID }
    }
    @inlinable public var name: Located<String>? {
        get { fields.pointee.name }
        _modify { makeUnique(); yield &fields.pointee.name }
    }
    /// Where to point for a finding about the client as a whole.
    @inlinable public var anchor: SourceRange {
        get { fields.pointee.anchor }
        _modify { makeUnique(); yield &fields.pointee.anchor }
    }
    /// Where the client sits in its document (`/clients/3`).
    @inlinable public var pointer: String {
        get { fields.pointee.pointer }
        _modify { makeUnique(); yield &fields.pointee.pointer }
    }
    @inlinable public var declaredKind: Located<ApplicationKind>? {
        get { fields.pointee.declaredKind }
        _modify { makeUnique(); yield &fields.pointee.declaredKind }
    }
    /// What an absent `declaredKind` means in this format (OpenID Connect Registration §2:
    /// `application_type` absent is `web`); nil when the format has no such default.
    @inlinable public var defaultKind: ApplicationKind? {
        get { fields.pointee.defaultKind }
        _modify { makeUnique(); yield &fields.pointee.defaultKind }
    }
    /// What the file makes the server treat it as; nil when the file does not say.
    @inlinable public var declaredType: Located<ClientType>? {
        get { fields.pointee.declaredType }
        _modify { makeUnique(); yield &fields.pointee.declaredType }
    }
    /// The token endpoint authentication method as written.
    @inlinable public var authMethod: Located<String>? {
        get { fields.pointee.authMethod }
        _modify { makeUnique(); yield &fields.pointee.authMethod }
    }
    /// What an absent `authMethod` means in this format (RFC 7591: `client_secret_basic`).
    @inlinable public var defaultAuthMethod: String? {
        get { fields.pointee.defaultAuthMethod }
        _modify { makeUnique(); yield &fields.pointee.defaultAuthMethod }
    }
    @inlinable public var secrets: [SecretOccurrence] {
        get { fields.pointee.secrets }
        _modify { makeUnique(); yield &fields.pointee.secrets }
    }
    /// The server itself publishes this kind of secret to every installation (Google
    /// `installed` clients), so it is no secret at all.
    @inlinable public var secretIsPublicByDesign: Bool {
        get { fields.pointee.secretIsPublicByDesign }
        _modify { makeUnique(); yield &fields.pointee.secretIsPublicByDesign }
    }
    @inlinable public var grantTypes: [Located<String>] {
        get { fields.pointee.grantTypes }
        _modify { makeUnique(); yield &fields.pointee.grantTypes }
    }
    /// True when the file names no grant types and the format's default applies.
    @inlinable public var grantTypesAreDefault: Bool {
        get { fields.pointee.grantTypesAreDefault }
        _modify { makeUnique(); yield &fields.pointee.grantTypesAreDefault }
    }
    @inlinable public var responseTypes: [Located<String>] {
        get { fields.pointee.responseTypes }
        _modify { makeUnique(); yield &fields.pointee.responseTypes }
    }
    @inlinable public var redirectURIs: [Located<RedirectURI>] {
        get { fields.pointee.redirectURIs }
        _modify { makeUnique(); yield &fields.pointee.redirectURIs }
    }
    /// The format lets the server match redirect URIs as patterns (wildcards, regular
    /// expressions) instead of exactly; `Located` points at the setting or the pattern.
    @inlinable public var redirectPatternMatching: Located<Bool>? {
        get { fields.pointee.redirectPatternMatching }
        _modify { makeUnique(); yield &fields.pointee.redirectPatternMatching }
    }
    /// A client with no redirect URI at all, where the format gives it a special meaning
    /// (Dex: a public client without `redirectURIs` accepts any loopback URL).
    @inlinable public var missingRedirectsMeaning: String? {
        get { fields.pointee.missingRedirectsMeaning }
        _modify { makeUnique(); yield &fields.pointee.missingRedirectsMeaning }
    }
    /// Nil when the format cannot say.
    @inlinable public var pkce: Located<PKCEPolicy>? {
        get { fields.pointee.pkce }
        _modify { makeUnique(); yield &fields.pointee.pkce }
    }
    @inlinable public var pkceScope: SettingScope {
        get { fields.pointee.pkceScope }
        _modify { makeUnique(); yield &fields.pointee.pkceScope }
    }
    /// The server skips the consent screen for this client (Keycloak `consentRequired: false`
    /// is the default, so only explicit auto-approval settings count).
    @inlinable public var consentSkipped: Located<Bool>? {
        get { fields.pointee.consentSkipped }
        _modify { makeUnique(); yield &fields.pointee.consentSkipped }
    }
    /// False when refresh tokens are reused rather than rotated.
    @inlinable public var refreshTokenRotation: Located<Bool>? {
        get { fields.pointee.refreshTokenRotation }
        _modify { makeUnique(); yield &fields.pointee.refreshTokenRotation }
    }

    public init(format: String, path: String, server: ServerIdentity, anchor: SourceRange, pointer: String = "") {
        storage = Self.box(Fields(
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

import RedirectLintSource

public enum Platform: String, Sendable {
    case ios, macos, apple, android, windows, expo, electron, tauri, linux
}

/// A private-use URI scheme an app asks the OS to route to it.
public struct DeclaredScheme: Sendable {
    public var scheme: Located<String>
    /// The host and path the app restricts the scheme to, where the platform allows it.
    public var host: Located<String>?
    public var path: Located<String>?
    /// A browser can hand the redirect to the app (Android: VIEW + BROWSABLE, exported).
    public var reachableFromBrowser: Bool
    /// Where the value really comes from, when that is not the place it is declared: a Gradle
    /// placeholder filled into the Android manifest, or an identifier Expo turns into a scheme.
    public var origin: ValueOrigin?
    /// What in the declaring file shows that the scheme receives sign-in responses
    /// (`AppAuth's RedirectUriReceiverActivity receives it`); nil when the file does not say.
    public var signInEvidence: String?
    /// Received only by the app's Android and iOS builds (Tauri's `deep-link.mobile`), whatever
    /// the manifest's platform.
    public var isMobileOnly = false

    public init(scheme: Located<String>, host: Located<String>? = nil, path: Located<String>? = nil,
                reachableFromBrowser: Bool = true, origin: ValueOrigin? = nil, signInEvidence: String? = nil) {
        self.scheme = scheme
        self.host = host
        self.path = path
        self.reachableFromBrowser = reachableFromBrowser
        self.origin = origin
        self.signInEvidence = signInEvidence
    }
}

/// The definition behind a declared value. Findings about the value belong where it is
/// defined, since that is where it gets fixed; two declarations of one definition then give
/// the same finding, which the engine reports once.
public struct ValueOrigin: Sendable, Hashable {
    /// How messages name it: `manifestPlaceholders 'appAuthRedirectScheme'`.
    public var description: String
    public var path: String
    /// The defining value, when the declared value is exactly that value; nil when the
    /// declared value is built from it (`${applicationId}.auth`).
    public var range: SourceRange?

    public init(description: String, path: String, range: SourceRange?) {
        self.description = description
        self.path = path
        self.range = range
    }

    /// A Gradle `manifestPlaceholders` entry (or the built-in `applicationId`).
    public static func manifestPlaceholder(_ name: String, path: String, range: SourceRange?) -> ValueOrigin {
        let what = name == "applicationId" ? "the Gradle applicationId" : "manifestPlaceholders '\(name)'"
        return ValueOrigin(description: what, path: path, range: range)
    }
}

/// An https host an app claims (Android App Links, iOS associated domains).
public struct ClaimedHost: Sendable {
    public var host: Located<String>
    /// The OS verifies the claim against the domain (`autoVerify`, `applinks:`).
    public var verified: Bool
    /// What in the declaring file shows that links to the host carry sign-in responses
    /// (`AppAuth's RedirectUriReceiverActivity receives it`); nil when the file does not say.
    public var signInEvidence: String?
    public init(host: Located<String>, verified: Bool, signInEvidence: String? = nil) {
        self.host = host
        self.verified = verified
        self.signInEvidence = signInEvidence
    }
}

extension ClaimedHost {
    /// Whether the OS can verify the claim at all: it fetches the verification file
    /// (`assetlinks.json`) from a name in public DNS, so an IP address, `localhost`, a single
    /// label (`myserver`) or a private or reserved suffix (`.local`, `.test`) never verifies.
    public var isPublicDomainName: Bool {
        let labels = host.value.asciiLowercased.split(separator: ".")
        guard labels.count >= 2, let last = labels.last else { return false }
        return TopLevelDomains.icann.contains(String(last))
    }
}

public struct AppManifest: Sendable {
    public var format: String
    public var path: String
    public var platform: Platform
    /// Bundle identifier, package name, ...
    public var identity: Located<String>?
    /// The app this manifest belongs to by `apps:` in `.redirectlint.yml`; nil when the
    /// project rules infer it (from the identity, the Android module, the file).
    public var configuredApp: String?
    public var schemes: [DeclaredScheme]
    public var claimedHosts: [ClaimedHost]
    /// Secret-looking keys in the manifest (`client_secret`, `ClientSecret`).
    public var secrets: [SecretOccurrence]
    /// Values of secret-looking keys that name a definition made elsewhere (`${oauthValue}`
    /// from Gradle's `manifestPlaceholders`, `@string/oauth_value`), as written: what they
    /// resolve to is a secret wherever it is defined, whatever its name.
    public var secretReferences: [String] = []
    /// Apple associated-domain entries exactly as written (`applinks:example.com`), for the
    /// syntax check; the hosts they claim are also in `claimedHosts`.
    public var associatedDomains: [Located<String>]
    /// Schemes and hosts written with a placeholder (`${appAuthRedirectScheme}`,
    /// `@string/scheme`), exactly as written. Rules never see them here: the engine moves
    /// each one it can resolve into `schemes` or `claimedHosts`.
    public var templatedSchemes: [DeclaredScheme]
    /// Where the app tells its sign-in library to show the authorization page in an embedded
    /// web view (MSAL's `"authorization_user_agent": "WEBVIEW"`), as written.
    public var embeddedUserAgent: Located<String>?
    /// The sign-in libraries whose receiver activities the manifest declares (`MSAL` for its
    /// `BrowserTabActivity`): the app signs in with them.
    public var receiverLibraries: Set<String> = []
    public var templatedHosts: [ClaimedHost]
    /// The manifest leaves room for schemes a build step writes (an Info.plist URL type with
    /// no scheme, which a PlistBuddy script fills), so its schemes may not be all the app's.
    public var schemesAddedAtBuildTime = false

    public init(format: String, path: String, platform: Platform) {
        self.format = format
        self.path = path
        self.platform = platform
        self.schemes = []
        self.claimedHosts = []
        self.secrets = []
        self.associatedDomains = []
        self.templatedSchemes = []
        self.templatedHosts = []
    }
}

/// A key written where the format has `meant`, which its reader matches exactly.
public struct MisspeltKey: Sendable {
    public var written: Located<String>
    public var meant: String
    public init(written: Located<String>, meant: String) {
        self.written = written
        self.meant = meant
    }
}

/// Everything read from one file.
public struct FileModel: Sendable {
    public var path: String
    public var format: String
    public var registrations: [ClientRegistration]
    public var manifests: [AppManifest]
    /// Values the file leaves to a build or deploy tool (`${...}`), one per placeholder seen.
    public var unresolvedTemplates: [Located<String>]
    /// Values this file defines for placeholders in other files: Gradle `manifestPlaceholders`
    /// by name, Android string resources as `@string/name`. One name may have several values
    /// (one per build type or flavor); each value's `path` says where it is set.
    public var placeholders: [String: [Located<String>]]
    /// Sign-in SDKs the file's build declares as dependencies (`net.openid:appauth`,
    /// `expo-auth-session`), by the name messages use.
    public var signInLibraries: [Located<String>] = []
    /// Redirect URIs an app's source code writes (`"myapp://auth"`), or the bare scheme it
    /// waits for sign-in responses on (`callbackURLScheme: "myapp"`).
    public var redirectsInCode: [Located<String>] = []
    /// The scheme of a sign-in callback activity the code declares (.NET MAUI's
    /// `WebAuthenticatorCallbackActivity`): it receives sign-in responses only while the
    /// project's code starts that sign-in (`signInCalls`).
    public var callbackActivitySchemes: [Located<String>] = []
    /// Where the code starts a platform's sign-in session (`WebAuthenticator.AuthenticateAsync`,
    /// IdentityModel's `OidcClient`, expo-auth-session's own `makeRedirectUri`).
    public var signInCalls: [Located<String>] = []
    /// Where the code signs in through a library's provider whose native redirect is a scheme
    /// of its own (expo-auth-session's Google provider: the app's package), not the app's.
    public var providerSignIns: [Located<String>] = []
    /// Client secrets the source code assigns as literals (`CLIENT_SECRET = "…"`): an app
    /// built from that code carries them to every user.
    public var secretsInCode: [SecretOccurrence] = []
    /// Client secrets a committed environment file (`.env`) holds.
    public var secretsInEnvironmentFile: [SecretOccurrence] = []
    /// Client secrets the app's build puts into it by name (`buildConfigField`, `BuildConfig.…`).
    public var secretsBuiltIn: [BuiltInSecret] = []
    /// Loopback redirect URIs the code sends by the name `localhost`
    /// (`redirectUri = "http://localhost:8765/callback"`).
    public var localhostRedirectsInCode: [Located<String>] = []
    /// Where the code shows a sign-in page in a web view of the app's, with how
    /// (`MSAL.NET's WithUseEmbeddedWebView(true)`).
    public var embeddedSignInsInCode: [Located<String>] = []
    /// Where the code asks for the implicit grant (`response_type=token`), as written.
    public var implicitRequestsInCode: [Located<String>] = []
    /// Where the code asks for the password grant (`grant_type=password`), as written.
    public var passwordGrantsInCode: [Located<String>] = []
    /// Where the code turns PKCE off (`usePKCE: false`), as written.
    public var pkceTurnedOffInCode: [Located<String>] = []
    /// Where the code builds an authorization request for a code by hand, in a file that never
    /// names a challenge or a verifier (`response_type=code`), as written.
    public var codeRequestsWithoutPKCEInCode: [Located<String>] = []
    /// Where the code redeems an authorization code itself (`grant_type=authorization_code`):
    /// whether a request for a code without PKCE is the app's own.
    public var codeRedemptionsInCode: [Located<String>] = []
    /// Where the code signs in through a library whose default flow is the implicit grant
    /// (supabase-js's `signInWithOAuth`), in a file that does not set another.
    public var defaultImplicitSignInsInCode: [Located<String>] = []
    /// Where the code listens on a local port, or uses a library that does for its sign-in
    /// (`HttpServer.bind(`, `createServer(`, `HttpListener`, tauri-plugin-oauth): whether a
    /// loopback redirect has anything to go to.
    public var loopbackListenersInCode: [Located<String>] = []
    /// Where the code sends PKCE (`code_challenge`, a verifier, supabase-js's `flowType:
    /// 'pkce'`): an app with any is not judged to leave it out.
    public var pkceNamedInCode: [Located<String>] = []
    /// What an excerpt of this code masks besides its secrets: every other quoted value of a
    /// line a finding shows. Code has no keys that say which value is a secret, and a short
    /// `client_secret="…"` beside a reported redirect must not be printed.
    public var maskedInCode: [SourceRange] = []
    /// The URLs a server's configuration declares as its issuer (Dex, Spring Authorization
    /// Server): clients reach its authorization and token endpoints under them.
    public var issuers: [Located<String>] = []
    /// Keys the format does not have that differ from one it has only in case or separators
    /// (`redirect-uris` for `redirect_uris`): the server ignores them and their values.
    public var misspeltKeys: [MisspeltKey] = []
    public init(path: String, format: String, registrations: [ClientRegistration] = [],
                manifests: [AppManifest] = [], unresolvedTemplates: [Located<String>] = [],
                placeholders: [String: [Located<String>]] = [:]) {
        self.path = path
        self.format = format
        self.registrations = registrations
        self.manifests = manifests
        self.unresolvedTemplates = unresolvedTemplates
        self.placeholders = placeholders
    }
}

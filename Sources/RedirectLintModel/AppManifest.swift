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

    public init(scheme: Located<String>, host: Located<String>? = nil, path: Located<String>? = nil,
                reachableFromBrowser: Bool = true) {
        self.scheme = scheme
        self.host = host
        self.path = path
        self.reachableFromBrowser = reachableFromBrowser
    }
}

/// An https host an app claims (Android App Links, iOS associated domains).
public struct ClaimedHost: Sendable {
    public var host: Located<String>
    /// The OS verifies the claim against the domain (`autoVerify`, `applinks:`).
    public var verified: Bool
    public init(host: Located<String>, verified: Bool) {
        self.host = host
        self.verified = verified
    }
}

public struct AppManifest: Sendable {
    public var format: String
    public var path: String
    public var platform: Platform
    /// Bundle identifier, package name, ...
    public var identity: Located<String>?
    public var schemes: [DeclaredScheme]
    public var claimedHosts: [ClaimedHost]
    /// Secret-looking keys in the manifest (`client_secret`, `ClientSecret`).
    public var secrets: [SecretOccurrence]
    /// Apple associated-domain entries exactly as written (`applinks:example.com`), for the
    /// syntax check; the hosts they claim are also in `claimedHosts`.
    public var associatedDomains: [Located<String>]

    public init(format: String, path: String, platform: Platform) {
        self.format = format
        self.path = path
        self.platform = platform
        self.schemes = []
        self.claimedHosts = []
        self.secrets = []
        self.associatedDomains = []
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

    public init(path: String, format: String, registrations: [ClientRegistration] = [],
                manifests: [AppManifest] = [], unresolvedTemplates: [Located<String>] = []) {
        self.path = path
        self.format = format
        self.registrations = registrations
        self.manifests = manifests
        self.unresolvedTemplates = unresolvedTemplates
    }
}

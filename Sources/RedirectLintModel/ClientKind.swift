import RedirectLintSource

/// What kind of application a client is, and what in its registration showed it.
///
/// Rules that hold for one kind only (RFC 8252 is about native apps) run when the evidence
/// says so, and their messages name the evidence. A loopback redirect alone decides nothing:
/// `http://localhost:3000/callback` is as often a web app's dev server as a native app.
public struct ClientKindEvidence: Sendable, Hashable {
    public var kind: ApplicationKind
    /// Why, for messages: `it is declared a native application`, `it registers a redirect
    /// URI with the private-use scheme 'com.contoso.app'`.
    public var reason: String
}

extension ClientRegistration {
    /// The client's kind, from what the file declares first, then from evidence: a private-use
    /// or out-of-band redirect says native; a confidential registration or a secret says web
    /// server; only machine-to-machine grants say service; last, the format's default kind.
    /// Nil when nothing shows it.
    public var kind: ClientKindEvidence? {
        if let declared = declaredKind {
            return ClientKindEvidence(kind: declared.value, reason: "it is declared \(declared.value.phrase)")
        }
        if !usesRedirects, grantTypes.contains(where: { $0.value == "client_credentials" }) {
            return ClientKindEvidence(kind: .service, reason: "it uses only grants without a redirect")
        }
        if let scheme = redirectURIs.first(where: { $0.value.kind == .privateUse && !$0.value.hasBrowserHandledScheme })?.value.scheme {
            return ClientKindEvidence(kind: .native, reason: "it registers a redirect URI with the private-use scheme '\(scheme)', which only an installed app receives")
        }
        if redirectURIs.contains(where: { $0.value.kind == .outOfBand }) {
            return ClientKindEvidence(kind: .native, reason: "it registers the out-of-band redirect of native apps")
        }
        if let name = commandLineOrDesktopName {
            return ClientKindEvidence(kind: .native, reason: "it is named '\(name)' and redirects only to bare loopback addresses, where a command-line or desktop app's sign-in listens (kubelogin's, a CLI's, a sync client's)")
        }
        if declaredType?.value == .confidential {
            return ClientKindEvidence(kind: .web, reason: "it is registered as a confidential client")
        }
        if hasUsableSecret {
            return ClientKindEvidence(kind: .web, reason: "it has a client secret")
        }
        if let kind = defaultKind {
            return ClientKindEvidence(kind: kind, reason: "its format makes a client that declares no type \(kind.phrase)")
        }
        return nil
    }

    /// The client id or name of a command-line or desktop client (`kubelogin`, `k0s`,
    /// `netbird-cli`, `OpenCloudDesktop`) whose redirects are all bare `http` loopback addresses
    /// (`http://localhost:8000`): a local listener's, which a web app's dev callback (always
    /// with a path) is not. Both are needed: a single-page app may come back to
    /// `http://localhost:3000/`, and a client named `…-desktop` may be a web page; so may a
    /// confidential one.
    var commandLineOrDesktopName: String? {
        guard !redirectURIs.isEmpty, redirectURIs.allSatisfy({ uri in
            uri.value.isLoopback && uri.value.schemeLowercased == "http" && ["", "/"].contains(uri.value.path)
        }) else { return nil }
        // A confidential `remote-desktop` gateway is a web app; kubelogin's clients often carry
        // a secret (its documented setup), so Kubernetes names count either way.
        let mayBeApp = declaredType?.value != .confidential
        return [clientID?.value, name?.value].compactMap { $0 }.first { name in
            let lowered = name.lowercased()
            let words = lowered.split { !$0.isLetter && !$0.isNumber }
            return ["kube", "k8s", "k3s", "k0s"].contains { lowered.contains($0) }
                || (mayBeApp && (lowered.contains("desktop") || words.contains("cli")))
        }
    }

    /// The kind is native by declaration or evidence.
    public var isNative: Bool { kind?.kind == .native }

    /// Whether the server sends anything to the redirect URIs: false when the file names only
    /// grants without a redirect (a Keycloak service-account client with the standard and
    /// implicit flows off, an Auth0 machine-to-machine app). Such URIs are never used.
    public var usesRedirects: Bool {
        if declaredKind?.value == .service { return false }
        // The server refuses every authorization request of a client without a redirect URI
        // (Keycloak, Auth0): whatever its grants say, nothing is ever redirected to it.
        if refusesRequestsWithoutRedirects && redirectURIs.isEmpty { return false }
        if grantTypesAreDefault && grantTypes.isEmpty { return true }
        return grantTypes.contains { Self.redirectGrants.contains($0.value) }
    }

    /// A secret that protects something: not a value the server publishes to every copy of
    /// an app (Google `installed`), nor an obvious placeholder.
    public var hasUsableSecret: Bool {
        !secretIsPublicByDesign && secrets.contains { !isPlaceholder($0) }
    }

    /// A secret that is clearly not a real one: `secret`, `changeme`, the client id again.
    public func isPlaceholder(_ secret: SecretOccurrence) -> Bool {
        secret.looksLikePlaceholder || clientID.map { SecretHasher.fingerprint($0.value) == secret.fingerprint } == true
    }

    static let redirectGrants: Set<String> = ["authorization_code", "implicit"]
}

extension Array where Element == ClientRegistration {
    /// The registrations that use their redirect URIs. Nearly always all of them: then the
    /// array is shared, not copied (a registration is about a kilobyte, and rules ask often).
    public var redirecting: [ClientRegistration] {
        allSatisfy(\.usesRedirects) ? self : filter(\.usesRedirects)
    }
}

extension ApplicationKind {
    /// `a native application`, for messages.
    public var phrase: String {
        switch self {
        case .native: return "a native application"
        case .web: return "a web application"
        case .browser: return "a browser application"
        case .service: return "a machine-to-machine service"
        }
    }
}

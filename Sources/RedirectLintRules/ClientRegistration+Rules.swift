import RedirectLintModel

extension ClientRegistration {
    /// How messages name the client: `client 'abc' (google-client-secret)`.
    var label: String { Self.label(displayName: displayName) }

    /// The label of a client by its display name, for a check that keeps only the name.
    static func label(displayName: String) -> String { "client '\(displayName)'" }
}

extension FileModel {
    /// The registrations the server redirects to: a client with only grants without a
    /// redirect (service accounts) never uses its redirect URIs, so they are not judged.
    var redirectingRegistrations: [ClientRegistration] { registrations.redirecting }

    /// Every redirect URI of every redirecting registration, in file order.
    var redirectURIs: [Located<RedirectURI>] { redirectingRegistrations.flatMap(\.redirectURIs) }

    /// The file configures a server only a developer runs: every redirect of its clients
    /// goes back to the developer's own machine (`http://localhost:3000/*`, loopback, a name
    /// under `localtest.me` that resolves to it, `0.0.0.0`, which a browser there reaches too) or to a
    /// service of the same compose stack (`http://frontend:3001/*`, one label, which only the
    /// stack's network resolves), there is one at least, and no issuer names a deployed host.
    /// A compose stack's realm (reviews 28, 34 and 38), whatever its folder is called; not a
    /// native app's client, whose loopback redirects are its real ones (a CLI's), nor a file
    /// with `*` or a host an intranet names (`10.0.0.5`, `.internal`), which a deployment may
    /// well use, nor one whose other redirects go to a host a deployment fills in
    /// (`https://app.${CLUSTER_DOMAIN}/*`); a placeholder elsewhere (`http://localhost:${PORT}/cb`)
    /// changes nothing.
    var redirectsOnlyToDevelopmentStack: Bool {
        // A path the server resolves against itself goes wherever the server is: the other
        // redirects tell (review 72: a backend client's `/*` in a local realm).
        let all = redirectingRegistrations.flatMap { r in r.redirectURIs.filter { !r.resolvesAgainstServer($0.value) } }
        guard !all.contains(where: { $0.value.kind == .templated && !$0.value.isLoopback }) else { return false }
        let uris = all.filter { $0.value.kind != .templated }
        return !uris.isEmpty && uris.allSatisfy { uri in
            (uri.value.isLoopback || uri.value.namesLoopbackAddress || uri.value.isUnspecifiedAddress || uri.value.hasComposeServiceHost)
                && ["http", "https"].contains(uri.value.schemeLowercased)
        } && registrations.allSatisfy { registration in
            // An issuer at 0.0.0.0 is a server on the developer's machine, as a redirect there is
            // (review 78: chainloop's `devel/dex/config.dev.yaml`).
            !registration.isNative && (registration.serverAddress.map { $0.isDevelopmentAddress || $0.isUnspecifiedAddress } ?? true)
        }
    }

    /// What a finding lowered by `redirectsOnlyToDevelopmentStack` adds to its message.
    static let developmentStackNote =
        " (every redirect of this file goes to a developer's machine or its compose stack, as a development server's do, so this is a note)"
}

// MARK: - What kind of client a registration is

extension ClientRegistration {
    /// A redirect that starts with `/`, which the server resolves against its own URL.
    func resolvesAgainstServer(_ uri: RedirectURI) -> Bool {
        // `//host/cb` names another host, which Keycloak would not prefix.
        resolvesRelativeRedirectsAgainstItself && uri.kind == .relative && uri.text.hasPrefix("/") && !uri.text.hasPrefix("//")
    }

    /// The kind the file declares, or what the format says an absent declaration means.
    var effectiveKind: ApplicationKind? { declaredKind?.value ?? defaultKind }

    /// ` (a native app: it is declared a native application)`: the evidence a finding that
    /// depends on the client's kind rests on.
    var kindEvidence: String {
        guard let kind else { return "" }
        // A declaration names the kind itself; evidence is told with the kind it shows.
        if declaredKind != nil { return " (\(kind.reason))" }
        return " (\(kind.kind.phrase): \(kind.reason))"
    }

    /// Any redirect URI a web server or browser app receives (https or http to a host).
    var hasWebRedirect: Bool {
        redirectURIs.contains { $0.value.kind == .claimedHTTPS || $0.value.kind == .cleartextHTTP }
    }

    /// A client with web origins and no redirect URI: the sign-in popup posts the code back
    /// to the page (Google's `postmessage`), so there is nothing to redirect to.
    var redirectsToOriginsOnly: Bool { redirectURIs.isEmpty && !webOrigins.isEmpty }

    /// Whether the client may use the authorization code grant (named, or the default).
    var mayUseCodeGrant: Bool {
        (grantTypesAreDefault && grantTypes.isEmpty) || grantTypes.contains { $0.value == "authorization_code" }
    }

    /// The redirect URIs a client-kind rule can judge: not templated, relative or invalid,
    /// and without an unsafe scheme (reported on its own).
    var judgedRedirectURIs: [Located<RedirectURI>] {
        redirectURIs.filter { uri in
            switch uri.value.kind {
            case .templated, .relative, .invalid: return false
            default: return !uri.value.hasBrowserHandledScheme
            }
        }
    }

    /// `application-type-redirect-mismatch`: a web client (declared, or by the format's
    /// default) that registers private-use redirects and nothing a web app receives. A
    /// loopback redirect beside them decides nothing (web apps have dev callbacks too).
    var onlyNativeRedirectsForWebKind: Bool {
        guard effectiveKind == .web else { return false }
        let judged = judgedRedirectURIs
        return judged.contains { $0.value.kind == .privateUse } && judged.allSatisfy { uri in
            switch uri.value.kind {
            case .privateUse, .loopbackIP, .localhostName, .outOfBand: return true
            default: return false
            }
        }
    }

    /// `native-client-registered-confidential`: evidence other than the registration's own
    /// type says native (a declaration, or a private-use redirect).
    var isNativeRegisteredConfidential: Bool {
        declaredType?.value == .confidential && isNative
    }
}

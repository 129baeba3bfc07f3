import RedirectLintModel

/// RFC 6749 §3.1.2.2 and §10.6, RFC 7591 §5: a client using a redirect-based grant
/// (authorization code or implicit) must register its redirect URIs; without them the server
/// either rejects every request or, worse, redirects wherever the request says. The server
/// MUST require public clients and clients of the implicit grant to register them, and
/// SHOULD require other confidential ones to (§3.1.2.2): an error for the first, a warning
/// for the others. Machine-to-machine clients
/// and Google web clients that name JavaScript origins (the sign-in popup, which posts the
/// code back to the page) redirect nowhere. Neither does a client of a server that refuses
/// every request of a client without redirect URIs (Auth0, Keycloak: `usesRedirects`).
public struct RedirectURIMissing: FileRule {
    public let id = "redirect-uri-missing"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.registrations.compactMap { r in
            guard r.redirectURIs.isEmpty, r.usesRedirects, !r.wrongTypeFields.contains(where: { $0.value == "redirect_uris" }), r.kind?.kind != .service, !r.redirectsToOriginsOnly,
                  r.mayUseCodeGrant || r.grantTypes.contains(where: { $0.value == "implicit" }) else { return nil }
            let implicit = r.grantTypes.contains { $0.value == "implicit" }
            let grant = implicit ? "implicit" : r.grantTypes.first { $0.value == "authorization_code" }?.value
            let uses = grant.map { "uses the '\($0)' grant" } ?? "uses the authorization code grant by default"
            // A format that gives no redirect URIs a meaning (Dex: any loopback port, as RFC
            // 8252 §7.3 lets a native app listen) is not missing them: a note says what it means.
            if let meaning = r.missingRedirectsMeaning {
                return report(severity: .note, path: file.path, range: r.anchor,
                              message: "\(r.label) \(uses) but registers no redirect URI, so \(meaning); register the exact redirect URIs",
                              subjectKey: "\(r.displayName)/redirect-uris")
            }
            return report(severity: r.isNativeOrPublic || implicit ? nil : .warning, path: file.path, range: r.anchor,
                          message: "\(r.label) \(uses) but registers no redirect URI; register the exact redirect URIs it uses",
                          subjectKey: "\(r.displayName)/redirect-uris")
        }
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The Keycloak provider's `keycloak_openid_client` resource: Keycloak's client
/// representation with Terraform's names and Terraform's defaults. Unlike an import, where
/// the standard flow is on unless turned off, the provider turns every flow off unless the
/// configuration turns it on.
enum TerraformKeycloakClient {
    static func read(_ body: Node, format: String, path: String, server: ServerIdentity, anchor blockName: SourceRange,
                     pointer: String) -> ClientRegistration? {
        let accessType = body["access_type"]?.scalar
        // Bearer-only and disabled clients never take part in a login.
        if accessType?.value.uppercased() == "BEARER-ONLY" || body["enabled"]?.scalar?.looseBool == false { return nil }
        let anchor = body.keyRange("client_id") ?? blockName
        var r = ClientRegistration(format: format, path: path, server: server, anchor: anchor, pointer: pointer)
        // Keycloak refuses every authorization request of a client without a redirect URI.
        r.refusesRequestsWithoutRedirects = true
        r.clientID = body.locatedString("client_id")
        r.name = body.locatedString("name")
        readRedirects(body, into: &r)
        switch accessType?.value.uppercased() {
        case "PUBLIC": r.declaredType = accessType.map { Located(.public, range: $0.range) }
        case "CONFIDENTIAL": r.declaredType = accessType.map { Located(.confidential, range: $0.range) }
        default: break
        }
        r.authMethod = body.locatedString("client_authenticator_type")
        r.defaultAuthMethod = "client-secret"
        if r.declaredType?.value != .public {
            for key in ["client_secret", "client_secret_wo"] {
                if let secret = secretOccurrence(body[key]?.scalar, key: key) { r.secrets.append(secret) }
            }
        }
        readFlows(body, into: &r)
        r.pkce = KeycloakDialect.pkce(method: body["pkce_code_challenge_method"]?.scalar, anchor: anchor)
        r.accessTokenBinding = body.locatedBool("require_dpop_bound_tokens").flatMap { $0.value ? $0.map { _ in .dpop } : nil }
            ?? body["extra_config"]?.accessTokenBinding(
                certificate: "tls.client.certificate.bound.access.tokens", dpop: "dpop.bound.access.tokens")
        return r
    }

    /// `valid_redirect_uris`, relative to `root_url` where they start with `/` (as in
    /// Keycloak), and the post-logout ones, where `+` stands for the redirect URIs. A list
    /// Terraform computes (`var.redirect_uris`) is one placeholder URI: unknown, not none.
    private static func readRedirects(_ body: Node, into r: inout ClientRegistration) {
        r.redirectURIs = KeycloakDialect.redirectURIs(body["valid_redirect_uris"]?.stringItems ?? [],
                                                      rootURL: body["root_url"]?.scalar)
        r.redirectPatternMatching = r.redirectURIs.first { $0.value.text.hasSuffix("*") }.map { Located(true, range: $0.range) }
        r.matchesWildcardOnlyAtEnd = true
        r.resolvesRelativeRedirectsAgainstItself = true
        r.ownOrigins = KeycloakDialect.ownOrigins(rootURL: body.locatedString("root_url"),
                                                  webOrigins: (body["web_origins"]?.items ?? []).compactMap { $0.scalar?.located },
                                                  redirects: r.redirectURIs)
        for item in (body["valid_post_logout_redirect_uris"]?.items ?? []).compactMap(\.scalar) {
            if item.value == "+" {
                r.postLogoutInheritsRedirects = item.located
            } else {
                r.postLogoutRedirectURIs.append(item.located.redirectURI)
            }
        }
    }

    /// The flows a configuration turns on, at their keys. A flag Terraform computes
    /// (`var.implicit`) may be either: the flows are then left unknown, as a file that names
    /// none leaves them in other formats.
    private static func readFlows(_ body: Node, into r: inout ClientRegistration) {
        var unknown = false
        for (_, key, grant) in KeycloakDialect.flowGrants {
            guard let entry = body.entry(key), let scalar = entry.value.scalar, !scalar.isNull else { continue }
            switch scalar.looseBool {
            case true?: r.grantTypes.append(Located(grant, range: entry.key.range))
            case false?: break
            case nil: unknown = true
            }
        }
        r.grantTypesAreDefault = unknown && r.grantTypes.isEmpty
    }
}

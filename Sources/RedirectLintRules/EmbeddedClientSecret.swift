import RedirectLintModel

/// RFC 8252 §8.5: a secret shipped with or meant for a native app is known to everyone who
/// has the app, so it authenticates nothing. Messages say where the secret is, never what.
/// A web server's secret in the repository is `client-secret-committed`'s.
public struct EmbeddedClientSecret: FileRule {
    public let id = "embedded-client-secret"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        for registration in file.registrations where registration.secretIsPublicByDesign
            || (registration.isNativeOrPublic && !isOptionalSecretOfAServerClient(registration)) {
            for secret in registration.secrets {
                let (severity, message) = verdict(registration, secret)
                findings.append(report(severity: severity, path: file.path, range: secret.range,
                                       message: message, subjectKey: "\(registration.displayName)/\(secret.key)"))
            }
        }
        // Secrets in app manifests: `EmbeddedClientSecretInApp`, which can name the client.
        return findings
    }

    /// `none` beside a secret method (Spring's `client-authentication-methods`) makes the
    /// secret optional, not the client an app: one defect, `client-authentication-optional`'s,
    /// unless the redirects show an app.
    private func isOptionalSecretOfAServerClient(_ r: ClientRegistration) -> Bool {
        guard r.kind?.kind != .native, r.kind?.kind != .browser else { return false }
        return r.otherAuthMethods.contains { $0.value != "none" }
    }

    private func verdict(_ r: ClientRegistration, _ secret: SecretOccurrence) -> (Severity?, String) {
        let key = secret.key
        // The server documents this secret as public (Google `installed`): nothing to remove,
        // only nothing to rely on, so a warning.
        if r.secretIsPublicByDesign {
            if r.isPlaceholder(secret) {
                return (.note, "\(r.label) is an installed app whose '\(key)' looks like a placeholder; \(r.server.name) documents the real one as not confidential, so do not rely on it, and protect the code with PKCE")
            }
            return (.warning, "\(r.label) is an installed app whose '\(key)' \(r.server.name) documents as not confidential (it ships in every copy of the app), so it proves nothing; do not rely on it, and protect the code with PKCE")
        }
        let who: String
        let kind = r.kind
        switch kind?.kind {
        case .native?: who = "a native app (\(kind?.reason ?? ""))"
        case .browser?: who = "a browser app (\(kind?.reason ?? ""))"
        default:
            // A value that only fills the field of a public client (the client id again,
            // `changeme`) gives nothing away. In an app's registration it is where the real
            // secret would go, which is the defect.
            if r.isPlaceholder(secret) {
                return (.note, "\(r.label) is a public client but has a '\(key)' that looks like a placeholder; a public client needs no secret, so remove it")
            }
            who = "a public client"
        }
        return (nil, "\(r.label) is \(who) but has a '\(key)'; a secret in an app is public, use no secret and PKCE instead")
    }
}

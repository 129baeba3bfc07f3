import RedirectLintModel

/// RFC 8252 §8.5: a secret shipped with or meant for a native app is known to everyone who
/// has the app, so it authenticates nothing. Messages say where the secret is, never what.
public struct EmbeddedClientSecret: FileRule {
    public let id = "embedded-client-secret"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        for registration in file.registrations {
            for secret in registration.secrets {
                let (severity, message) = verdict(registration, key: secret.key)
                findings.append(report(severity: severity, path: file.path, range: secret.range,
                                       message: message, subjectKey: "\(registration.displayName)/\(secret.key)"))
            }
        }
        // Secrets in app manifests: `EmbeddedClientSecretInApp`, which can name the client.
        return findings
    }

    private func verdict(_ r: ClientRegistration, key: String) -> (Severity?, String) {
        if r.secretIsPublicByDesign {
            return (nil, "\(r.label) is a native client with a '\(key)'; \(r.server.name) does not treat this secret as confidential (it ships in every copy of the app), so it proves nothing and must not be relied on")
        }
        if r.isNativeOrPublic {
            return (nil, "\(r.label) is a native or public client but has a '\(key)'; a secret in an app is public, use no secret and PKCE instead")
        }
        // A confidential client's secret may be a development value: a warning.
        return (.warning, "\(r.label) has its '\(key)' in this file; keep client secrets in a secret store, not in configuration under version control")
    }
}

import RedirectLintModel

/// RFC 8252 §8.5, for the secrets apps carry. Part of `embedded-client-secret` but run over
/// the whole project, so that an app holding the secret of a registration in the project is
/// told which client it gives away (anyone with the app can then act as that client). Every
/// manifest secret is reported here, once, whether or not a registration matches; one that
/// is plainly a stand-in (`changeme`, `your-secret`) and matches none is only a note. So is
/// every secret the source code of an app assigns (`CLIENT_SECRET = "…"`, `AppCode`): the
/// code's folder is one a manifest of the project says an app is built from.
public struct EmbeddedClientSecretInApp: ProjectRule {
    public let id = "embedded-client-secret"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        // The first registration holding each secret some app holds.
        let inApps = AppCode.inApps(project.secretsInCode, of: project)
        let held = Set(project.manifests.flatMap { $0.secrets.map(\.fingerprint) } + inApps.map(\.value.fingerprint))
        var owners: [UInt64: (ClientRegistration, SecretOccurrence)] = [:]
        for registration in project.registrations {
            for secret in registration.secrets where held.contains(secret.fingerprint) && owners[secret.fingerprint] == nil {
                owners[secret.fingerprint] = (registration, secret)
            }
        }
        var findings: [Finding] = []
        reportSecrets(of: project.manifests, owners: owners) { findings.append($0) }
        for (secret, path, app) in inApps {
            findings.append(finding(secret, at: path, builtInto: app, owner: owners[secret.fingerprint]))
        }
        return findings
    }

    private func reportSecrets(of manifests: [AppManifest], owners: [UInt64: (ClientRegistration, SecretOccurrence)],
                               report: (Finding) -> Void) {
        for app in manifests {
            for secret in app.secrets {
                report(finding(secret, in: app, owner: owners[secret.fingerprint]))
            }
        }
    }

    private func finding(_ secret: SecretOccurrence, in app: AppManifest,
                         owner: (ClientRegistration, SecretOccurrence)?) -> Finding {
        guard let (registration, registered) = owner else {
            if secret.looksLikePlaceholder {
                return Finding(
                    ruleID: id, severity: .note, path: app.path, range: secret.range,
                    message: "app manifest has a '\(secret.key)' that looks like a placeholder; make sure no real client secret is ever supplied to the app",
                    subjectKey: secret.key)
            }
            return Finding(
                ruleID: id, severity: .error, path: app.path, range: secret.range,
                message: "app manifest holds a client secret under '\(secret.key)'; anyone with the app can read it, so it must not be there",
                subjectKey: secret.key)
        }
        let related = RelatedLocation(path: registration.path, range: registered.range,
                                      message: "\(registration.label)'s '\(registered.key)' is registered here")
        return Finding(
            ruleID: id, severity: .error, path: app.path, range: secret.range,
            message: "app manifest holds the '\(registered.key)' of \(registration.label) under '\(secret.key)'; anyone with the app can read it and act as that client",
            related: [related], subjectKey: secret.key)
    }

    private func finding(_ secret: SecretOccurrence, at path: String, builtInto app: AppManifest,
                         owner: (ClientRegistration, SecretOccurrence)?) -> Finding {
        let code = "the source code of the app that '\(app.path)' declares"
        guard let (registration, registered) = owner else {
            return report(
                path: path, range: secret.range,
                message: "\(code) assigns a client secret to '\(secret.key)'; anyone with the app can extract it, so it must not be there",
                subjectKey: secret.key)
        }
        return report(
            path: path, range: secret.range,
            message: "\(code) assigns the '\(registered.key)' of \(registration.label) to '\(secret.key)'; anyone with the app can extract it and act as that client",
            related: [RelatedLocation(path: registration.path, range: registered.range,
                                      message: "\(registration.label)'s '\(registered.key)' is registered here")],
            subjectKey: secret.key)
    }
}

import RedirectLintModel

/// RFC 6749 §2.3.1 and §10.1: a client secret authenticates one client. Shared by two
/// clients, a leak of either is a leak of both, and neither can be rotated alone. Secrets are
/// compared by their salted fingerprint; no message names one.
///
/// A client is its server and client id (the same id on two realms is two clients); the
/// same client written in two files is one client and not reported.
public struct ClientSecretReusedAcrossClients: ProjectRule {
    public let id = "client-secret-reused-across-clients"
    public init() {}

    private struct Holder {
        var registration: ClientRegistration
        var secret: SecretOccurrence
        var client: String
    }

    public func check(_ project: ProjectIndex, options: RuleOptions, report: (Finding) -> Void) {
        var firstByFingerprint: [UInt64: Holder] = [:]
        var reported: Set<String> = []
        for registration in project.registrations {
            for secret in registration.secrets {
                let holder = Holder(registration: registration, secret: secret, client: clientKey(registration))
                guard let first = firstByFingerprint[secret.fingerprint] else {
                    firstByFingerprint[secret.fingerprint] = holder
                    continue
                }
                guard first.client != holder.client, reported.insert(holder.client).inserted else { continue }
                report(finding(holder, sharing: first))
            }
        }
    }

    private func clientKey(_ registration: ClientRegistration) -> String {
        guard let id = registration.clientID?.value, !id.isEmpty else { return "\(registration.path)#\(registration.pointer)" }
        // A file that names no server may configure the same one as another file.
        let server = registration.server.source == .file ? "" : registration.server.name
        return "\(server)\u{0}\(id)"
    }

    private func finding(_ second: Holder, sharing first: Holder) -> Finding {
        let elsewhere = first.registration.path == second.registration.path ? "" : " in \(first.registration.path)"
        let related = RelatedLocation(path: first.registration.path, range: first.secret.range,
                                      message: "the same secret is \(first.registration.label)'s '\(first.secret.key)' here")
        return Finding(
            ruleID: id, severity: .error, path: second.registration.path, range: second.secret.range,
            message: "\(second.registration.label) has the same '\(second.secret.key)' as \(first.registration.label)\(elsewhere); give every client its own secret",
            related: [related], subjectKey: "\(second.registration.displayName)/\(second.secret.key)")
    }
}

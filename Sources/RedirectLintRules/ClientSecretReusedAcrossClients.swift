import RedirectLintModel
import RedirectLintSource

/// RFC 6749 §2.3.1 and §10.1: a client secret authenticates one client. Shared by two
/// clients, a leak of either is a leak of both, and neither can be rotated alone. Secrets are
/// compared by their salted fingerprint; no message names one.
///
/// A client is its server and client id (the same id on two realms is two clients); the
/// same client written in two files is one client and not reported.
public struct ClientSecretReusedAcrossClients: ProjectRule {
    public let id = "client-secret-reused-across-clients"
    public init() {}

    /// What a finding says about the client that held the secret first.
    private struct Holder {
        var path: String
        var label: String
        var secretKey: String
        var secretRange: SourceRange
        var client: String
    }

    public func makeCheck(_ project: ProjectIndex, options: RuleOptions) -> any ProjectCheck { Check(rule: self) }

    /// The first walk finds which secrets are held more than once, by fingerprint alone (a
    /// project can hold tens of thousands of secrets, and most are held once); the second
    /// compares the clients holding those, and reports.
    private struct Check: ProjectCheck {
        let rule: ClientSecretReusedAcrossClients
        var walk = 0
        /// Every fingerprint of the first walk, once per secret: eight bytes each, sorted
        /// afterwards to find the repeated ones (a table by fingerprint takes three times that).
        var fingerprints: [UInt64] = []
        var repeated: Set<UInt64> = []
        var firstByFingerprint: [UInt64: Holder] = [:]
        var reported: Set<String> = []

        mutating func nextWalk(report: (Finding) -> Void) -> Bool {
            walk += 1
            guard walk == 2 else { return walk == 1 }
            fingerprints.sort()
            for index in fingerprints.indices.dropFirst() where fingerprints[index] == fingerprints[index - 1] {
                repeated.insert(fingerprints[index])
            }
            fingerprints = []
            return !repeated.isEmpty
        }

        mutating func visit(_ registration: ClientRegistration, report: (Finding) -> Void) {
            guard !registration.secrets.isEmpty else { return }
            if walk == 1 {
                for secret in registration.secrets { fingerprints.append(secret.fingerprint) }
                return
            }
            let client = rule.clientKey(registration)
            for secret in registration.secrets where repeated.contains(secret.fingerprint) {
                let holder = Holder(path: registration.path, label: registration.label, secretKey: secret.key,
                                    secretRange: secret.range, client: client)
                guard let first = firstByFingerprint[secret.fingerprint] else {
                    firstByFingerprint[secret.fingerprint] = holder
                    continue
                }
                guard first.client != holder.client, reported.insert(holder.client).inserted else { continue }
                report(rule.finding(holder, displayName: registration.displayName, sharing: first))
            }
        }
    }

    private func clientKey(_ registration: ClientRegistration) -> String {
        guard let id = registration.clientID?.value, !id.isEmpty else { return "\(registration.path)#\(registration.pointer)" }
        // A file that names no server may configure the same one as another file.
        let server = registration.server.source == .file ? "" : registration.server.name
        return "\(server)\u{0}\(id)"
    }

    private func finding(_ second: Holder, displayName: String, sharing first: Holder) -> Finding {
        let elsewhere = first.path == second.path ? "" : " in \(first.path)"
        let related = RelatedLocation(path: first.path, range: first.secretRange,
                                      message: "the same secret is \(first.label)'s '\(first.secretKey)' here")
        return Finding(
            ruleID: id, severity: .error, path: second.path, range: second.secretRange,
            message: "\(second.label) has the same '\(second.secretKey)' as \(first.label)\(elsewhere); give every client its own secret",
            related: [related], subjectKey: "\(displayName)/\(second.secretKey)")
    }
}

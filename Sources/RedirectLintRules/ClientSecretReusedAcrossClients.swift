import RedirectLintModel
import RedirectLintSource

/// RFC 6749 §2.3.1 and §10.1: a client secret authenticates one client. Shared by two
/// clients, a leak of either is a leak of both, and neither can be rotated alone. Secrets are
/// compared by their salted fingerprint; no message names one.
///
/// A client is its server and client id (the same id on the Dex servers of two environments is
/// two clients); the same client written in two files is one client and not reported, and so
/// is one app's client copied into realms whose exports sit side by side, imported into one
/// server together. Placeholder values
/// (`changeme`, Dex's sample `example-app-secret`) stand for secrets supplied elsewhere, so
/// two of them being equal says nothing.
public struct ClientSecretReusedAcrossClients: ProjectRule {
    public let id = "client-secret-reused-across-clients"
    public init() {}

    /// What a finding says about the client that held the secret first.
    private struct Holder {
        var path: String
        var label: String
        var secretKey: String
        var secretRange: SourceRange
        var client: Client
    }

    /// A client is its server and client id. A file that names no server (`server` nil) may
    /// configure the same one as another file: a Spring application's client settings beside
    /// its authorization server's, a Keycloak adapter beside the realm.
    private struct Client: Hashable {
        var id: String
        var server: String?
        /// The format and folder of a file that describes part of a server (a realm export):
        /// such files side by side are imported into one server.
        var importedWith: String?

        func isSame(as other: Client) -> Bool {
            id == other.id && (server == nil || other.server == nil || server == other.server
                || (importedWith != nil && importedWith == other.importedWith))
        }
    }

    /// Secrets by fingerprint: every client holding each, and a finding for a holder that an
    /// earlier holder is another client than (once per client), reported against the first such.
    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        var holdersByFingerprint: [UInt64: [Holder]] = [:]
        var reported: Set<Client> = []
        var findings: [Finding] = []
        for registration in project.registrations {
            for secret in registration.secrets where !registration.isPlaceholder(secret) {
                let holder = Holder(path: registration.path, label: registration.label, secretKey: secret.key,
                                    secretRange: secret.range, client: clientKey(registration))
                defer { holdersByFingerprint[secret.fingerprint, default: []].append(holder) }
                // `isSame` is no equivalence (a client on no named server is the same as one on
                // any): every earlier holder is asked, so the order of the files does not matter.
                guard let other = holdersByFingerprint[secret.fingerprint]?.first(where: { !$0.client.isSame(as: holder.client) }),
                      reported.insert(holder.client).inserted else { continue }
                findings.append(finding(holder, displayName: registration.displayName, sharing: other))
            }
        }
        return findings
    }

    private func clientKey(_ registration: ClientRegistration) -> Client {
        guard let id = registration.clientID?.value, !id.isEmpty else {
            return Client(id: "\(registration.path)#\(registration.pointer)", server: nil, importedWith: nil)
        }
        let declared = registration.server.source != .file
        let importedWith = declared && !registration.fileConfiguresWholeServer
            ? "\(registration.format) \(SchemeOccurrences.folder(of: registration.path))" : nil
        return Client(id: id, server: declared ? registration.server.key : nil, importedWith: importedWith)
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

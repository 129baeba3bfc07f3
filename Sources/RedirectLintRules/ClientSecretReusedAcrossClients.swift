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
    fileprivate struct Holder {
        var path: String
        var label: String
        var secretKey: String
        var secretRange: SourceRange
        var client: String
    }

    public func makeCheck(_ project: ProjectIndex, options: RuleOptions) -> any ProjectCheck {
        Check(rule: self, holders: ScratchPartitions(count: 1, scratch: project.scratch), scratch: project.scratch)
    }

    /// The walk keeps every secret's fingerprint (a project can hold tens of thousands of
    /// secrets, and most are held once) and sets aside, in walk order, who holds each one;
    /// afterwards the fingerprints, sorted, tell which secrets are held more than once, and the
    /// holders set aside are read back once to compare the clients holding those, and report.
    /// No second walk reads every registration back for the few that matter.
    private struct Check: ProjectCheck {
        let rule: ClientSecretReusedAcrossClients
        var walked = false
        /// Every fingerprint of the walk, once per secret: eight bytes each.
        var fingerprints: [UInt64] = []
        var holders: ScratchPartitions
        let scratch: any ScratchSpace

        mutating func nextWalk(report: (Finding) -> Void) -> Bool {
            guard !walked else {
                holders.setAsidePending()
                return false
            }
            walked = true
            return true
        }

        mutating func visit(_ registration: ClientRegistration, report: (Finding) -> Void) {
            guard !registration.secrets.isEmpty else { return }
            let client = rule.clientKey(registration)
            let displayName = registration.displayName
            for secret in registration.secrets {
                fingerprints.append(secret.fingerprint)
                holders.append(to: 0) { bytes in
                    HolderRecord.append(fingerprint: secret.fingerprint, path: registration.path, displayName: displayName,
                                        secretKey: secret.key, range: secret.range, client: client, to: &bytes)
                }
            }
        }

        func remainingParts() -> [FinishingPart] {
            guard walked, fingerprints.count > 1 else { return [] }
            let (rule, fingerprints, chunks, scratch) = (rule, fingerprints, holders.chunks(of: 0), scratch)
            return [{ report in
                let repeated = Self.repeated(fingerprints)
                guard !repeated.isEmpty else { return }
                var firstByFingerprint: [UInt64: Holder] = [:]
                var reported: Set<String> = []
                for chunk in chunks.lazy.map({ scratch.bytes($0) }) {
                    var offset = 0
                    while offset < chunk.count {
                        let (fingerprint, holder, displayName) = HolderRecord.read(from: chunk, at: &offset)
                        guard repeated.contains(fingerprint) else { continue }
                        guard let first = firstByFingerprint[fingerprint] else {
                            firstByFingerprint[fingerprint] = holder
                            continue
                        }
                        guard first.client != holder.client, reported.insert(holder.client).inserted else { continue }
                        report(rule.finding(holder, displayName: displayName, sharing: first))
                    }
                }
            }]
        }

        private static func repeated(_ fingerprints: [UInt64]) -> Set<UInt64> {
            var sorted = fingerprints
            sorted.sort()
            var repeated: Set<UInt64> = []
            for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] { repeated.insert(sorted[index]) }
            return repeated
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

/// A secret's holder as the walk sets it aside: all that a finding about it, or about a later
/// holder of the same secret, says (the label is built from the display name).
private enum HolderRecord {
    static func append(fingerprint: UInt64, path: String, displayName: String, secretKey: String, range: SourceRange,
                       client: String, to bytes: inout [UInt8]) {
        RecordBytes.append(fingerprint, to: &bytes)
        for text in [path, displayName, secretKey, client] { RecordBytes.append(counted: text, to: &bytes) }
        RecordBytes.append(range, to: &bytes)
    }

    static func read(from bytes: [UInt8], at offset: inout Int) -> (UInt64, ClientSecretReusedAcrossClients.Holder, String) {
        let fingerprint = RecordBytes.read(UInt64.self, from: bytes, at: &offset)
        func text() -> String { String(decoding: RecordBytes.readCounted(from: bytes, at: &offset), as: UTF8.self) }
        let (path, displayName, secretKey, client) = (text(), text(), text(), text())
        let range = RecordBytes.readRange(from: bytes, at: &offset)
        let holder = ClientSecretReusedAcrossClients.Holder(path: path, label: ClientRegistration.label(displayName: displayName), secretKey: secretKey,
                                                            secretRange: range, client: client)
        return (fingerprint, holder, displayName)
    }
}

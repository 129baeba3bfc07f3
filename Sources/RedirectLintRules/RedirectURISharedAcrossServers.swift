import RedirectLintModel
import RedirectLintSource

/// RFC 8252 §8.10: an app talking to several authorization servers must use a distinct
/// redirect URI for each, or a response from one can be replayed to the other (mix-up).
/// Loopback URIs are compared without their port, which varies per request (§7.3).
public struct RedirectURISharedAcrossServers: ProjectRule {
    public let id = "redirect-uri-shared-across-servers"
    public init() {}

    /// Where a URI was registered first: what a finding about a later registration says of it.
    private struct First {
        var path: String
        var range: SourceRange
        var server: Int32
        /// The numbers of the server names reported so far: the first registration's, then
        /// the next one's (most URIs two servers share go no further); any more are in
        /// `Check.alsoReported`.
        var reportedServers: (Int32, Int32)
    }

    public func makeCheck(_ project: ProjectIndex, options: RuleOptions) -> any ProjectCheck { Check(rule: self) }

    /// A project can hold a million redirect URIs, so the first walk keeps a number per
    /// distinct URI, and only the URIs whose number more than one server has are remembered,
    /// by their text, in the second walk.
    private struct Check: ProjectCheck {
        let rule: RedirectURISharedAcrossServers
        var walk = 0
        var servers = ServerNumbers()
        var key: [UInt8] = []
        /// The server that registered each number first, times two, plus one once another has too.
        var firstServer: [UInt64: UInt32] = [:]
        /// In the second walk: the URIs whose number two servers have, admitted after the first.
        var firsts = ByteKeyTable<First>()
        /// A first registration's index and a server name's number, beyond the two in `First`.
        var alsoReported: Set<UInt64> = []

        mutating func nextWalk(report: (Finding) -> Void) -> Bool {
            walk += 1
            guard walk == 2 else { return walk == 1 }
            let shared = firstServer.lazy.filter { $0.value & 1 != 0 }
            firsts.reserveCapacity(shared.count)
            for (hash, _) in shared { firsts.admit(hash) }
            firstServer = [:]
            return firsts.hasAdmitted
        }

        mutating func visit(_ registration: ClientRegistration, report: (Finding) -> Void) {
            let server = servers.number(of: registration.server)
            for uri in registration.redirectURIs where rule.isCompared(uri.value) {
                key.removeAll(keepingCapacity: true)
                uri.value.appendLoopbackKey(to: &key)
                let hash = FNV1a.hash(bytes: key)
                if walk == 1 {
                    count(hash, server: UInt32(server.byName))
                    continue
                }
                guard let (index, added) = firsts.indexIfAdmitted(of: key, hash: hash, orAdd: {
                    First(path: registration.path, range: uri.range, server: server.identity, reportedServers: (server.byName, -1))
                }) else { continue }
                guard !added, markReported(server.byName, at: index) else { continue }
                report(rule.finding(uri, key: String(decoding: key, as: UTF8.self), of: registration, sharing: firsts[index],
                                    firstServer: servers.identity(firsts[index].server)))
            }
        }

        /// Whether server `name` is new for the URI at `index`, noting that it now is reported.
        private mutating func markReported(_ name: Int32, at index: Int) -> Bool {
            let (first, second) = firsts[index].reportedServers
            if name == first || name == second { return false }
            if second < 0 {
                firsts[index].reportedServers.1 = name
                return true
            }
            return alsoReported.insert(UInt64(index) << 32 | UInt64(name)).inserted
        }

        private mutating func count(_ hash: UInt64, server: UInt32) {
            if let first = firstServer[hash] {
                if first & 1 == 0, first >> 1 != server { firstServer[hash] = first | 1 }
            } else {
                firstServer[hash] = server << 1
            }
        }
    }

    private func isCompared(_ uri: RedirectURI) -> Bool {
        switch uri.kind {
        case .templated, .invalid, .relative, .outOfBand: return false
        default: return true
        }
    }

    private func finding(_ uri: Located<RedirectURI>, key: String, of registration: ClientRegistration,
                         sharing first: First, firstServer a: ServerIdentity) -> Finding {
        let b = registration.server
        let related = RelatedLocation(path: first.path, range: first.range, message: "also registered with \(describe(a)) here")
        if a.source == .file || b.source == .file {
            return Finding(
                ruleID: id, severity: .note, path: registration.path, range: uri.range,
                message: "redirect URI '\(uri.value.text)' is also registered in \(first.path); if the two files configure different authorization servers this is an error (RFC 8252 §8.10), so declare them under 'servers:' in .redirectlint.yml",
                related: [related], subjectKey: key)
        }
        return Finding(
            ruleID: id, severity: .error, path: registration.path, range: uri.range,
            message: "redirect URI '\(uri.value.text)' is registered with both \(describe(b)) and \(describe(a)); use a distinct redirect URI per authorization server",
            related: [related], subjectKey: key)
    }

    private func describe(_ server: ServerIdentity) -> String { "server '\(server.name)'" }
}

/// Servers by number: by name (what tells two servers apart) and by whole identity (what a
/// finding says about one).
private struct ServerNumbers {
    private var byName: [String: Int32] = [:]
    private var byIdentity: [ServerIdentity: Int32] = [:]
    private var identities: [ServerIdentity] = []

    mutating func number(of server: ServerIdentity) -> (byName: Int32, identity: Int32) {
        let name = byName[server.name] ?? {
            let number = Int32(byName.count)
            byName[server.name] = number
            return number
        }()
        let identity = byIdentity[server] ?? {
            let number = Int32(identities.count)
            byIdentity[server] = number
            identities.append(server)
            return number
        }()
        return (name, identity)
    }

    func identity(_ number: Int32) -> ServerIdentity { identities[Int(number)] }
}

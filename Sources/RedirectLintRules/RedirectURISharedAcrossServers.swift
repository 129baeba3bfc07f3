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
        var server: ServerIdentity
        var reportedServers: Set<String>
    }

    /// A project can hold a million redirect URIs, so the first walk keeps a number per
    /// distinct URI, and only the URIs that more than one server has are compared, in the
    /// second walk. Two URIs with the same number are told apart there by their text.
    public func check(_ project: ProjectIndex, options: RuleOptions, report: (Finding) -> Void) {
        var servers: [String: Int32] = [:]
        var firstServer: [UInt64: (server: Int32, shared: Bool)] = [:]
        project.forEachRegistration { registration in
            let server = servers[registration.server.name] ?? {
                let number = Int32(servers.count)
                servers[registration.server.name] = number
                return number
            }()
            for uri in registration.redirectURIs where isCompared(uri.value) {
                let hash = FNV1a.hash(uri.value.loopbackKey)
                if let first = firstServer[hash] {
                    if !first.shared, first.server != server { firstServer[hash]?.shared = true }
                } else {
                    firstServer[hash] = (server, false)
                }
            }
        }
        var firsts: [String: First] = [:]
        project.forEachRegistration { registration in
            let server = registration.server
            for uri in registration.redirectURIs where isCompared(uri.value) {
                let key = uri.value.loopbackKey
                guard firstServer[FNV1a.hash(key)]?.shared == true else { continue }
                guard var first = firsts[key] else {
                    firsts[key] = First(path: registration.path, range: uri.range, server: server, reportedServers: [server.name])
                    continue
                }
                guard first.reportedServers.insert(server.name).inserted else { continue }
                firsts[key] = first
                report(finding(uri, key: key, of: registration, sharing: first))
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
                         sharing first: First) -> Finding {
        let a = first.server
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

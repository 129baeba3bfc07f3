import RedirectLintModel

/// RFC 8252 §8.10: an app talking to several authorization servers must use a distinct
/// redirect URI for each, or a response from one can be replayed to the other (mix-up).
/// Loopback URIs are compared without their port, which varies per request (§7.3).
public struct RedirectURISharedAcrossServers: ProjectRule {
    public let id = "redirect-uri-shared-across-servers"
    public init() {}

    private struct Use {
        var registration: ClientRegistration
        var uri: Located<RedirectURI>
    }

    public func check(_ project: ProjectIndex, options: RuleOptions) -> [Finding] {
        var uses: [String: [Use]] = [:]
        var order: [String] = []
        for registration in project.registrations {
            for uri in registration.redirectURIs {
                switch uri.value.kind {
                case .templated, .invalid, .relative, .outOfBand: continue
                default: break
                }
                let key = uri.value.loopbackKey
                if uses[key] == nil { order.append(key) }
                uses[key, default: []].append(Use(registration: registration, uri: uri))
            }
        }
        var findings: [Finding] = []
        for key in order {
            guard let all = uses[key], let first = all.first else { continue }
            var reportedServers: Set<String> = [first.registration.server.name]
            for use in all.dropFirst() where !reportedServers.contains(use.registration.server.name) {
                reportedServers.insert(use.registration.server.name)
                findings.append(finding(first, use))
            }
        }
        return findings
    }

    private func finding(_ first: Use, _ second: Use) -> Finding {
        let a = first.registration.server
        let b = second.registration.server
        let related = RelatedLocation(path: first.registration.path, range: first.uri.range,
                                      message: "also registered with \(describe(a)) here")
        if a.source == .file || b.source == .file {
            return Finding(
                ruleID: id, severity: .note, path: second.registration.path, range: second.uri.range,
                message: "redirect URI '\(second.uri.value.text)' is also registered in \(first.registration.path); if the two files configure different authorization servers this is an error (RFC 8252 §8.10), so declare them under 'servers:' in .redirectlint.yml",
                related: [related], subjectKey: key(second))
        }
        return Finding(
            ruleID: id, severity: .error, path: second.registration.path, range: second.uri.range,
            message: "redirect URI '\(second.uri.value.text)' is registered with both \(describe(b)) and \(describe(a)); use a distinct redirect URI per authorization server",
            related: [related], subjectKey: key(second))
    }

    private func describe(_ server: ServerIdentity) -> String { "server '\(server.name)'" }

    private func key(_ use: Use) -> String { use.uri.value.loopbackKey }
}

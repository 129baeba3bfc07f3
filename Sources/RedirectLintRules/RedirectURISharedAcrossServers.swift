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

    /// Where a URI is registered, as indices: a project can hold a million redirect URIs, and
    /// copying each registration with each of them cost more than the comparison.
    private struct Position {
        var registration: Int
        var uri: Int
    }

    public func check(_ project: ProjectIndex, options: RuleOptions, report: (Finding) -> Void) {
        let registrations = project.registrations
        var positions: [String: [Position]] = [:]
        var order: [String] = []
        for (r, registration) in registrations.enumerated() {
            for (u, uri) in registration.redirectURIs.enumerated() {
                switch uri.value.kind {
                case .templated, .invalid, .relative, .outOfBand: continue
                default: break
                }
                let key = uri.value.loopbackKey
                if positions[key] == nil { order.append(key) }
                positions[key, default: []].append(Position(registration: r, uri: u))
            }
        }
        func use(_ position: Position) -> Use {
            let registration = registrations[position.registration]
            return Use(registration: registration, uri: registration.redirectURIs[position.uri])
        }
        for key in order {
            guard let all = positions[key], all.count > 1 else { continue }
            let first = use(all[0])
            var reportedServers: Set<String> = [first.registration.server.name]
            for position in all.dropFirst() {
                let server = registrations[position.registration].server.name
                guard !reportedServers.contains(server) else { continue }
                reportedServers.insert(server)
                report(finding(first, use(position)))
            }
        }
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

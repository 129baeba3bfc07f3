import RedirectLintModel
import RedirectLintSource

/// RFC 8252 §8.10: an app talking to several authorization servers must use a distinct
/// redirect URI for each, or a response from one can be replayed to the other (mix-up).
/// RFC 9700 §4.4.2 accepts a check of the response's issuer instead, which no file shows,
/// so this is a warning.
/// `http` loopback URIs are compared without their port, which varies per request (§7.3),
/// and only with a path: a bare loopback address is every installed app's. Only a native
/// app's port varies, though: two web clients' fixed ports are two programs, as a development
/// server's `localhost:8080/callback` and another project's `localhost:9876/callback` are.
/// Only servers the project names count (an issuer, a Keycloak realm, Google, an Entra or
/// Auth0 tenant, `servers:`): files that name none belong to one unnamed server together, so
/// two unrelated files of one repository are never "two servers". Nor is one client id on
/// two servers: every server issues its own ids, so that is one registration copied between
/// environments (a development and a production realm, sample configurations), not an app
/// that talks to both. Nor are two configurations of one server software (a compose stack
/// for development, one for a demo, a template): those are alternative deployments, used one
/// at a time; only Keycloak realm exports side by side in one folder are imported into one
/// server together.
public struct RedirectURISharedAcrossServers: ProjectRule {
    public let id = "redirect-uri-shared-across-servers"

    public init() {}

    /// One registration of a redirect URI.
    private struct Occurrence {
        var path: String
        var format: String
        var server: ServerIdentity
        var clientID: String?
        var uri: RedirectURI
        var range: SourceRange
        var isNative: Bool
        /// Two whole-server files (two Dex configurations) are two environments wherever
        /// they sit; realm exports side by side are imported into one server.
        var configuresWholeServer: Bool
    }

    /// Groups the URIs by key; a key registered with more than one server is reported at
    /// each server's first registration of it after the first.
    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        var keys: [String] = []
        var occurrences: [String: [Occurrence]] = [:]
        for registration in project.redirectingRegistrations where registration.server.source != .file {
            for uri in registration.redirectURIs where isCompared(uri.value) {
                let key = uri.value.loopbackKey
                if occurrences[key] == nil { keys.append(key) }
                occurrences[key, default: []].append(Occurrence(path: registration.path, format: registration.format, server: registration.server,
                                                                clientID: registration.clientID?.value, uri: uri.value, range: uri.range, isNative: registration.isNative,
                                                                configuresWholeServer: registration.fileConfiguresWholeServer))
            }
        }
        var findings: [Finding] = []
        for key in keys {
            let all = occurrences[key]!
            var reportedServers: Set<String> = [all[0].server.key]
            // The earlier registrations each one is compared with: the first, the first native
            // one (whose port varies) and the first on the same fixed port.
            var firstNative: Occurrence?
            var firstOnPort: [Int: Occurrence] = [:]
            for occurrence in all {
                defer {
                    if occurrence.isNative, firstNative == nil { firstNative = occurrence }
                    if let port = fixedPort(occurrence), firstOnPort[port] == nil { firstOnPort[port] = occurrence }
                }
                let earlier = [all[0], firstNative, fixedPort(occurrence).flatMap { firstOnPort[$0] }].compactMap { $0 }
                guard let first = earlier.first(where: { shares(occurrence, with: $0) }),
                      reportedServers.insert(occurrence.server.key).inserted else { continue }
                findings.append(finding(occurrence, key: key, sharing: first))
            }
        }
        return findings
    }

    /// Whether a registration shares its URI with an earlier one of another server.
    private func shares(_ occurrence: Occurrence, with first: Occurrence) -> Bool {
        occurrence.server.key != first.server.key && !isCopy(occurrence, of: first)
            && !isAlternativeDeployment(occurrence, of: first) && !portsDiffer(occurrence, first)
    }

    private func isCopy(_ occurrence: Occurrence, of first: Occurrence) -> Bool {
        guard let id = occurrence.clientID, !id.isEmpty else { return false }
        return id == first.clientID
    }

    private func isAlternativeDeployment(_ occurrence: Occurrence, of first: Occurrence) -> Bool {
        guard occurrence.server.source == .declared, first.server.source == .declared, occurrence.format == first.format else { return false }
        return SchemeOccurrences.folder(of: occurrence.path) != SchemeOccurrences.folder(of: first.path)
            || occurrence.configuresWholeServer
    }

    /// Two web clients' fixed loopback ports.
    private func portsDiffer(_ a: Occurrence, _ b: Occurrence) -> Bool {
        guard let portA = fixedPort(a), let portB = fixedPort(b) else { return false }
        return portA != portB
    }

    /// A web client's loopback port, the scheme's default when none is written; nil for a
    /// native app's, which varies per request, and for `*`.
    private func fixedPort(_ occurrence: Occurrence) -> Int? {
        guard !occurrence.isNative, occurrence.uri.isLoopback else { return nil }
        guard let written = occurrence.uri.port, !written.isEmpty else { return occurrence.uri.schemeLowercased == "https" ? 443 : 80 }
        return occurrence.uri.portNumber
    }

    private func isCompared(_ uri: RedirectURI) -> Bool {
        switch uri.kind {
        case .templated, .invalid, .relative, .outOfBand: return false
        case .loopbackIP, .localhostName: return !isBareLoopback(uri)
        // A tool's callback is the tool's: whether it checks the issuer is its business.
        default: return !uri.isDeveloperToolCallback
        }
    }

    /// `http://localhost`, `http://127.0.0.1:8000/` or a development server's
    /// `http://localhost:3000/*` names a port on the user's machine and no app: Google lists it
    /// for every installed-app client, kubelogin for every cluster, realms for every dev
    /// server. Two servers registering it is no evidence of one app talking to both.
    private func isBareLoopback(_ uri: RedirectURI) -> Bool {
        uri.path.allSatisfy { $0 == "/" || $0 == "*" }
    }

    private func finding(_ occurrence: Occurrence, key: String, sharing first: Occurrence) -> Finding {
        let (a, b) = (first.server, occurrence.server)
        let path = occurrence.path
        let text = occurrence.uri.displayText
        let key = URIText.masked(key)
        let related = RelatedLocation(path: first.path, range: first.range, message: "also registered with \(describe(a)) here")
        return report(
            path: path, range: occurrence.range,
            message: "redirect URI '\(text)' is registered with both \(describe(b)) and \(describe(a)); use a distinct redirect URI per authorization server",
            related: [related], subjectKey: key)
    }

    private func describe(_ server: ServerIdentity) -> String { "server '\(server.name)'" }
}

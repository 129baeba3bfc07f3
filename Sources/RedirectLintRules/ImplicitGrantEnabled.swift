import RedirectLintModel

/// RFC 8252 §8.2 and RFC 9700 §2.1.2: the implicit grant returns tokens in the redirect,
/// where other apps and logs can read them, and cannot be protected by PKCE.
public struct ImplicitGrantEnabled: FileRule {
    public let id = "implicit-grant-enabled"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        // Server-wide lists (Dex `oauth2.responseTypes`) put every client's finding at the
        // same place: one finding there, naming the clients.
        var grants: [(registration: ClientRegistration, range: SourceRange, serverScoped: Bool)] = []
        var idleGrants: [(registration: ClientRegistration, range: SourceRange, serverScoped: Bool)] = []
        var responses: [(registration: ClientRegistration, range: SourceRange, serverScoped: Bool)] = []
        var responseValues: [SourceRange: String] = [:]
        for registration in file.registrations {
            for grant in registration.grantTypes where grant.value == "implicit" {
                if registration.usesRedirects {
                    grants.append((registration, grant.range, false))
                } else {
                    idleGrants.append((registration, grant.range, false))
                }
            }
            // A response type of a client that never redirects is no grant it can use, and
            // `grant-response-types-inconsistent` reports the leftover.
            guard registration.usesRedirects else { continue }
            for responseType in registration.responseTypes {
                guard let token = tokenWord(in: responseType.value) else { continue }
                let range = responseType.range(of: token)
                responses.append((registration, range, false))
                responseValues[range] = responseType.value
            }
        }
        let grantFindings = AffectedClients.group(grants).map { group in
            report(path: file.path, range: group.range,
                   message: "\(group.who) \(group.verb("enables", "enable")) the implicit grant; use the authorization code grant with PKCE",
                   subjectKey: "\(group.subjectKey)/grant/implicit")
        }
        // A client the server never redirects to (Auth0's without callbacks, a machine-to-machine
        // app) receives no token in a redirect today: a grant left to remove, a note.
        let idleFindings = AffectedClients.group(idleGrants).map { group in
            report(severity: .note, path: file.path, range: group.range,
                   message: "\(group.who) \(group.verb("enables", "enable")) the implicit grant, though the server redirects nothing to \(group.verb("it", "them")) (no redirect URI, or a machine-to-machine app); remove the grant before a redirect URI is added",
                   subjectKey: "\(group.subjectKey)/grant/implicit")
        }
        let responseFindings = AffectedClients.group(responses).map { group in
            let value = responseValues[group.range] ?? "token"
            return report(path: file.path, range: group.range,
                          message: "\(group.who) \(group.verb("allows", "allow")) response type '\(value)', which returns an access token in the redirect; use 'code' with PKCE",
                          subjectKey: "\(group.subjectKey)/response/\(value)")
        }
        return grantFindings + idleFindings + responseFindings
    }

    /// The word `token` in a space-separated response type (`token`, `id_token token`).
    private func tokenWord(in value: String) -> Range<String.Index>? {
        // By `Character`: a space with a combining mark is no separator.
        var start = value.startIndex
        while start < value.endIndex {
            let end = value[start...].firstIndex(of: " ") ?? value.endIndex
            if value[start..<end] == "token" { return start..<end }
            start = end < value.endIndex ? value.index(after: end) : end
        }
        return nil
    }
}

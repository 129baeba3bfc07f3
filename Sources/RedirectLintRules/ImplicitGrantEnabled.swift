import RedirectLintModel

/// RFC 8252 §8.2 and RFC 9700 §2.1.2: the implicit grant returns tokens in the redirect,
/// where other apps and logs can read them, and cannot be protected by PKCE.
public struct ImplicitGrantEnabled: FileRule {
    public let id = "implicit-grant-enabled"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        // Server-wide lists (Dex `oauth2.responseTypes`) put every client's finding at the
        // same place: one finding there, naming the clients.
        typealias Item = (registration: ClientRegistration, range: SourceRange, serverScoped: Bool)
        var grants: [Item] = [], idleGrants: [Item] = [], boundGrants: [Item] = []
        var responses: [Item] = [], boundResponses: [Item] = []
        var responseValues: [SourceRange: String] = [:]
        for registration in file.registrations {
            let bound = registration.accessTokenBinding != nil
            for grant in registration.grantTypes where grant.value == "implicit" {
                let item = (registration, grant.range, false)
                if !registration.usesRedirects {
                    idleGrants.append(item)
                } else if bound {
                    boundGrants.append(item)
                } else {
                    grants.append(item)
                }
            }
            // A response type of a client that never redirects is no grant it can use, and
            // `grant-response-types-inconsistent` reports the leftover.
            guard registration.usesRedirects else { continue }
            for responseType in registration.responseTypes {
                guard let token = tokenWord(in: responseType.value) else { continue }
                let range = responseType.range(of: token)
                if bound { boundResponses.append((registration, range, false)) } else { responses.append((registration, range, false)) }
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
        // RFC 9700 §2.1.2 makes an exception where leaked tokens cannot be used and injected
        // ones are detected: a client whose tokens are bound to its own key (the FAPI profiles'
        // hybrid flow, `code id_token`, needs Keycloak's implicit flag) is half of it, a note.
        let boundFindings = AffectedClients.group(boundGrants).map { group in
            report(severity: .note, path: file.path, range: group.range,
                   message: "\(group.who) \(group.verb("enables", "enable")) the implicit grant; \(Self.boundTokens(group)) RFC 9700 §2.1.2 also asks that tokens injected into the redirect be detected; prefer the authorization code grant",
                   subjectKey: "\(group.subjectKey)/grant/implicit")
        } + AffectedClients.group(boundResponses).map { group in
            let value = responseValues[group.range] ?? "token"
            return report(severity: .note, path: file.path, range: group.range,
                          message: "\(group.who) \(group.verb("allows", "allow")) response type '\(value)', which returns an access token in the redirect; \(Self.boundTokens(group)) RFC 9700 §2.1.2 also asks that tokens injected into the redirect be detected; prefer 'code'",
                          subjectKey: "\(group.subjectKey)/response/\(value)")
        }
        return grantFindings + idleFindings + responseFindings + boundFindings
    }

    /// `its access tokens are bound to a DPoP key (RFC 9449), so one that leaks cannot be replayed;`
    private static func boundTokens(_ group: AffectedClients) -> String {
        let binding = group.registrations.first?.accessTokenBinding?.value.rawValue ?? ""
        return "\(group.verb("its", "their")) access tokens are bound to \(binding), so one that leaks cannot be replayed;"
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

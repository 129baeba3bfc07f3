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
        var responses: [(registration: ClientRegistration, range: SourceRange, serverScoped: Bool)] = []
        var responseValues: [SourceRange: String] = [:]
        // A client the server never redirects to (Auth0's without callbacks, a machine-to-machine
        // app) cannot receive a token in a redirect, whatever its grant list says.
        for registration in file.registrations where registration.usesRedirects {
            for grant in registration.grantTypes where grant.value == "implicit" {
                grants.append((registration, grant.range, false))
            }
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
        let responseFindings = AffectedClients.group(responses).map { group in
            let value = responseValues[group.range] ?? "token"
            return report(path: file.path, range: group.range,
                          message: "\(group.who) \(group.verb("allows", "allow")) response type '\(value)', which returns an access token in the redirect; use 'code' with PKCE",
                          subjectKey: "\(group.subjectKey)/response/\(value)")
        }
        return grantFindings + responseFindings
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

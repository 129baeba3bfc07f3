import RedirectLintModel

/// RFC 8252 §8.2 and RFC 9700 §2.1.2: the implicit grant returns tokens in the redirect,
/// where other apps and logs can read them, and cannot be protected by PKCE.
public struct ImplicitGrantEnabled: FileRule {
    public let id = "implicit-grant-enabled"
    public init() {}

    /// What a token returned in a redirect to the client exposes.
    private enum Exposure: CaseIterable {
        /// The client is redirected to: the RFCs' case, a warning.
        case redirected
        /// The server redirects nothing to the client (Auth0's without callbacks, a
        /// machine-to-machine app): a grant left to remove, a note.
        case idle
        /// The client's access tokens are bound to its key (RFC 8705, RFC 9449), as the FAPI
        /// profiles demand, whose hybrid flow (`code id_token`) needs the implicit grant for its
        /// ID token: the grant is a note that says what else it allows. Tokens returned in the
        /// redirect are never bound (binding happens at the token endpoint), so a response type
        /// with `token` stays a warning.
        case bound

        init(_ registration: ClientRegistration) {
            if !registration.usesRedirects {
                self = .idle
            } else if registration.accessTokenBinding != nil {
                self = .bound
            } else {
                self = .redirected
            }
        }
    }

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        typealias Item = (registration: ClientRegistration, range: SourceRange, serverScoped: Bool)
        var grants: [Exposure: [Item]] = [:]
        var responses: [Exposure: [Item]] = [:]
        var responseValues: [SourceRange: String] = [:]
        for registration in file.registrations {
            let exposure = Exposure(registration)
            for grant in registration.grantTypes where grant.value == "implicit" {
                grants[exposure, default: []].append((registration, grant.range, false))
            }
            // A response type of a client that never redirects is no grant it can use, and
            // `grant-response-types-inconsistent` reports the leftover.
            guard exposure != .idle else { continue }
            for responseType in registration.responseTypes {
                guard let token = tokenWord(in: responseType.value) else { continue }
                let range = responseType.range(of: token)
                responses[.redirected, default: []].append((registration, range, false))
                responseValues[range] = responseType.value
            }
        }
        // Server-wide lists (Dex `oauth2.responseTypes`) put every client's finding at the
        // same place: one finding there, naming the clients.
        return Exposure.allCases.flatMap { exposure in
            AffectedClients.group(grants[exposure] ?? []).map { group in
                report(severity: exposure == .redirected ? nil : .note, path: file.path, range: group.range,
                       message: "\(group.who) \(group.verb("enables", "enable")) the implicit grant\(advice(exposure, group, instead: "the authorization code grant"))",
                       subjectKey: "\(group.subjectKey)/grant/implicit")
            } + AffectedClients.group(responses[exposure] ?? []).map { group in
                let value = responseValues[group.range] ?? "token"
                return report(severity: exposure == .redirected ? nil : .note, path: file.path, range: group.range,
                              message: "\(group.who) \(group.verb("allows", "allow")) response type '\(value)', which returns an access token in the redirect\(advice(exposure, group, instead: "'code'"))",
                              subjectKey: "\(group.subjectKey)/response/\(value)")
            }
        }
    }

    private func advice(_ exposure: Exposure, _ group: AffectedClients, instead: String) -> String {
        switch exposure {
        case .redirected:
            return "; use \(instead) with PKCE"
        case .idle:
            return ", though the server redirects nothing to \(group.verb("it", "them")) (no redirect URI, or a machine-to-machine app); remove the grant before a redirect URI is added"
        case .bound:
            let binding = group.registrations.first?.accessTokenBinding?.value.phrase ?? ""
            return ", as the hybrid flow (code id_token) of a client whose access tokens are bound to \(binding) needs; the grant also lets a request ask for an access token in the redirect (response type 'token'), which no binding protects, so allow only the response types the client uses"
        }
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

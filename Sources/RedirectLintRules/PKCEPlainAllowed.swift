import RedirectLintModel

/// RFC 7636 §4.2 and §7.2, RFC 9700 §2.1.1: with the `plain` method the code challenge is
/// the verifier itself, so whoever sees the authorization request (logs, another app, the
/// browser history) can redeem the code. Clients able to use `S256` MUST use it; a server
/// that accepts `plain` lets an attacker downgrade. Where PKCE is not required at all,
/// `pkce-not-enforced` is the finding (an attacker would simply leave PKCE out).
public struct PKCEPlainAllowed: FileRule {
    public let id = "pkce-plain-allowed"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        let affected = file.redirectingRegistrations.compactMap { r -> (registration: ClientRegistration, range: SourceRange, serverScoped: Bool)? in
            guard let pkce = r.pkce, pkce.value.required, pkce.value.allowsPlain, r.mayUseCodeGrant else { return nil }
            return (r, pkce.range, r.pkceScope == .server)
        }
        return AffectedClients.group(affected).map { group in
            let message = group.serverScoped
                ? "the server requires PKCE but accepts the method 'plain' for its clients (\(group.names)), which sends the verifier itself in the authorization request; allow only S256"
                : "\(group.registrations[0].label) requires PKCE but accepts the method 'plain', which sends the verifier itself in the authorization request; allow only S256"
            return report(path: file.path, range: group.range, message: message,
                          subjectKey: "pkce-plain/\(group.subjectKey)")
        }
    }
}

import RedirectLintModel

/// RFC 8252 §8.1: the server SHOULD refuse a native app's authorization request without
/// PKCE (and RFC 9700 §2.1.1 makes every public client use it); otherwise an app that
/// intercepts the redirect (another app claiming the same scheme) can redeem the code. Reported only where the
/// format says what the server enforces; a server-wide setting is one finding at the
/// setting, naming the clients it affects.
public struct PKCENotEnforced: FileRule {
    public let id = "pkce-not-enforced"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        let affected = file.redirectingRegistrations.compactMap { r -> (registration: ClientRegistration, range: SourceRange, serverScoped: Bool)? in
            guard let pkce = r.pkce, !pkce.value.required, r.mayUseCodeGrant else { return nil }
            return (r, pkce.range, r.pkceScope == .server)
        }
        return AffectedClients.group(affected).map { group in
            // Confidential clients: RFC 9700 recommends PKCE to the client and asks nothing of
            // the server, so this is advice.
            let severity: Severity? = group.anyNativeOrPublic ? nil : .note
            // A confidential client's code is useless without its secret: PKCE there guards
            // against a stolen code injected into the client's own session.
            let risk = group.anyNativeOrPublic
                ? ", so an intercepted authorization code can be redeemed; require PKCE with the S256 method only"
                : "; RFC 9700 recommends PKCE for confidential clients too, against the injection of a stolen authorization code"
            let message = group.serverScoped
                ? "the server does not require PKCE for its clients (\(group.names))\(risk)"
                : "\(group.registrations[0].label) does not require PKCE\(risk)"
            return report(severity: severity, path: file.path, range: group.range, message: message,
                          subjectKey: "pkce-required/\(group.subjectKey)")
        }
    }
}

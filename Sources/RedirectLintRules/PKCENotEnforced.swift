import RedirectLintModel

/// RFC 8252 §6 and §8.1, RFC 9700 §2.1.1: public clients MUST use PKCE, and the server
/// should refuse their requests without it; otherwise an app that intercepts the redirect
/// (another app claiming the same scheme) can redeem the code. Reported only where the
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
            // Confidential clients: RFC 9700 only recommends PKCE, a warning.
            let severity: Severity? = group.anyNativeOrPublic ? nil : .warning
            let message = group.serverScoped
                ? "the server does not require PKCE for its clients (\(group.names)), so an intercepted authorization code can be redeemed; require PKCE with the S256 method only"
                : "\(group.registrations[0].label) does not require PKCE, so an intercepted authorization code can be redeemed; require PKCE with the S256 method only"
            return report(severity: severity, path: file.path, range: group.range, message: message,
                          subjectKey: "pkce-required/\(group.subjectKey)")
        }
    }
}

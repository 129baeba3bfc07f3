import RedirectLintModel

/// RFC 7591 §2 and OpenID Connect Registration §2: an absent token endpoint authentication
/// method means `client_secret_basic`, so a native app registered without one becomes a
/// confidential client with a secret it cannot keep (RFC 8252 §8.4, §8.5). A client that
/// already has a secret is `embedded-client-secret`'s.
public struct AuthMethodDefaultsConfidential: FileRule {
    public let id = "auth-method-defaults-confidential"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.registrations.compactMap { r in
            guard r.authMethod == nil, r.declaredType == nil, let method = r.defaultAuthMethod, method != "none",
                  r.secrets.isEmpty, let kind = r.kind, kind.kind == .native else { return nil }
            return report(path: file.path, range: r.anchor,
                          message: "\(r.label) is a native app (\(kind.reason)) but names no token endpoint authentication method, so the server applies the default '\(method)' and treats it as confidential; declare 'none'",
                          subjectKey: "\(r.displayName)/auth-method")
        }
    }
}

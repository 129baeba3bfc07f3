import RedirectLintModel

/// RFC 7591 §2 and OpenID Connect Registration §2: an absent token endpoint authentication
/// method means `client_secret_basic`, so a native app registered without one becomes a
/// confidential client with a secret it cannot keep (RFC 8252 §8.4, §8.5).
public struct AuthMethodDefaultsConfidential: FileRule {
    public let id = "auth-method-defaults-confidential"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.registrations.compactMap { r in
            guard r.authMethod == nil, r.declaredType == nil, let method = r.defaultAuthMethod, method != "none",
                  r.appearsNative else { return nil }
            let evidence = r.declaredKind != nil ? "is declared a \(r.appDescription)" : "has only native redirect URIs"
            return report(path: file.path, range: r.anchor,
                          message: "\(r.label) \(evidence) but names no token endpoint authentication method, so the server applies the default '\(method)' and treats it as confidential; declare 'none'",
                          subjectKey: "\(r.displayName)/auth-method")
        }
    }
}

import RedirectLintModel

/// RFC 9700 §2.5: the server SHOULD enforce client authentication where the client can keep
/// a credential. A client that accepts `none` beside a secret or key method may come without
/// it, so whoever holds a stolen code or refresh token needs no secret to redeem it. A native
/// or browser app cannot keep the secret anyway: `embedded-client-secret` speaks of that.
public struct ClientAuthenticationOptional: FileRule {
    public let id = "client-authentication-optional"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.registrations.compactMap { r in
            guard let none = r.authMethod, none.value == "none",
                  let method = r.otherAuthMethods.first(where: { $0.value != "none" }),
                  r.kind.map({ $0.kind != .native && $0.kind != .browser }) ?? true else { return nil }
            let kind = r.kind.map { " (\($0.kind.phrase): \($0.reason))" } ?? ""
            return report(path: file.path, range: none.range,
                          message: "\(r.label)\(kind) accepts 'none' beside '\(method.value)', so a token request without the credential is accepted too and it protects nothing; remove 'none', or, if the client cannot keep a secret, register it as public only",
                          subjectKey: "\(r.displayName)/none")
        }
    }
}

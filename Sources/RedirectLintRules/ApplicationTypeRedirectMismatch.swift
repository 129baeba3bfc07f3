import RedirectLintModel

/// OpenID Connect Registration §2: `application_type` is `web` unless it says `native`, and
/// the server MUST check every redirect URI against it: web clients use http(s) URLs, native
/// clients private-use schemes or loopback. A web client whose redirect URIs only a native
/// app can receive is the wrong type: servers refuse the private-use URIs (node-oidc-provider
/// allows web clients only http and https), or register a confidential client for an app.
public struct ApplicationTypeRedirectMismatch: FileRule {
    public let id = "application-type-redirect-mismatch"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.registrations.compactMap { r in
            guard r.onlyNativeRedirectsForWebKind else { return nil }
            let judged = r.judgedRedirectURIs
            let privateUse = judged.first { $0.value.kind == .privateUse }
            let example = privateUse ?? judged[0]
            let what = privateUse != nil ? "private-use scheme redirects such as" : "loopback redirects such as"
            let declaration = r.declaredKind != nil
                ? "is declared a web application"
                : "declares no application type, which means web"
            // Private-use redirects are an error: conforming servers refuse them for web clients.
            return report(severity: privateUse != nil ? .error : nil, path: file.path,
                          range: r.declaredKind?.range ?? r.anchor,
                          message: "\(r.label) \(declaration), but it registers only native redirect URIs (\(what) '\(example.value.displayText)'); declare it a native application",
                          subjectKey: "\(r.displayName)/application-type")
        }
    }
}

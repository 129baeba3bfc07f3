import RedirectLintModel

/// RFC 8252 §8.4: a native app MUST be registered as one (a public client). A client declared
/// web (or left to a format whose default is web) whose only redirects an app receives (a
/// private-use scheme, beside at most loopback ones) is a native app registered as a web
/// server. Loopback redirects alone prove nothing: web apps have dev callbacks too.
public struct ApplicationTypeRedirectMismatch: FileRule {
    public let id = "application-type-redirect-mismatch"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectingRegistrations.compactMap { r in
            guard r.onlyNativeRedirectsForWebKind else { return nil }
            guard let example = r.judgedRedirectURIs.first(where: { $0.value.kind == .privateUse }) else { return nil }
            let declaration = r.declaredKind != nil
                ? "is declared a web application"
                : "declares no application type, which means web"
            return report(path: file.path, range: r.declaredKind?.range ?? r.anchor,
                          message: "\(r.label) \(declaration), but only an installed app receives its redirects (private-use scheme redirects such as '\(example.value.displayText)'); declare it a native application",
                          subjectKey: "\(r.displayName)/application-type")
        }
    }
}

import RedirectLintModel

/// RFC 6749 §3.1.2: the redirection endpoint URI MUST be an absolute URI (RFC 3986 §4.3).
/// A relative one means whatever base the server resolves it against, if any. A value that
/// is nothing but a wildcard (`*`, `/*`) is `redirect-uri-wildcard`'s: "match anything" is
/// its problem, not a missing scheme. Nor is a path Keycloak resolves against its own URL
/// (review 74: `/apiman/*` of a client without a root URL), which it documents.
public struct RedirectURINotAbsolute: FileRule {
    public let id = "redirect-uri-not-absolute"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectingRegistrations.flatMap { registration in
            registration.redirectURIs.filter { !registration.resolvesAgainstServer($0.value) }
        }.compactMap { uri in
            let onlyWildcard = uri.value.text.contains("*") && uri.value.text.allSatisfy { $0 == "*" || $0 == "/" }
            guard uri.value.kind == .relative, !onlyWildcard else { return nil }
            return report(path: file.path, range: uri.range,
                          message: "redirect URI '\(uri.value.displayText)' has no scheme, so it is not an absolute URI; register the complete URI the app receives",
                          subjectKey: uri.value.displayText)
        }
    }
}

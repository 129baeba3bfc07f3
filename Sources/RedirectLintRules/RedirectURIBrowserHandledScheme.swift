import RedirectLintModel

/// RFC 7591 §5 and RFC 8252 §7.1: a non-http redirect URI must be an application-specific
/// scheme that only the client can receive. `javascript:`, `data:`, `file:`, `vbscript:`,
/// `about:` and `blob:` are handled by the browser itself: a server that redirects to them
/// runs script or shows content in the authorization server's context.
public struct RedirectURIBrowserHandledScheme: FileRule {
    public let id = "redirect-uri-unsafe-scheme"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectURIs.compactMap { uri in
            guard uri.value.kind != .templated, uri.value.hasBrowserHandledScheme, let scheme = uri.value.scheme else { return nil }
            return report(path: file.path, range: uri.range(of: uri.value.schemeRange),
                          message: "redirect URI '\(uri.value.displayText)' uses the scheme '\(scheme)', which the browser handles itself instead of handing the response to an app; use a private-use scheme, claimed https or loopback redirect",
                          subjectKey: uri.value.displayText)
        }
    }
}

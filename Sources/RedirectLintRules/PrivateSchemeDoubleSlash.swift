import RedirectLintModel

/// RFC 8252 §7.1 writes private-use redirects as `com.contoso.app:/oauth2redirect`: with
/// `//` the next segment becomes an authority (RFC 3986 §3.2), which platforms and servers
/// parse differently. Not for schemes whose form a platform dictates with `//`
/// (`msauth://<package>/<hash>`, `msapp://<SID>`, `kakao<key>://oauth`): that form is the
/// only one the SDK accepts.
public struct PrivateSchemeDoubleSlash: FileRule {
    public let id = "private-scheme-double-slash"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectURIs.compactMap { uri -> Finding? in
            guard uri.value.hasDoubleSlashAfterPrivateScheme, let slashes = uri.value.doubleSlashRange,
                  let scheme = uri.value.scheme, !uri.value.hasBrowserHandledScheme,
                  SchemeName.isPlatformMandated(scheme) == nil else { return nil }
            let authority = uri.value.displayAuthority ?? ""
            // `scheme:///cb` has an empty authority: dropping `//` leaves the single slash.
            let fix = uri.fix(replacing: slashes, with: authority.isEmpty ? "" : "/")
            let suggestion = fix?.displayURI ?? "\(scheme):/\(authority)\(uri.value.path)"
            let what = authority.isEmpty ? "an empty authority" : "'\(authority)' a host name"
            return report(
                path: file.path, range: uri.range(of: slashes),
                message: "redirect URI '\(uri.value.displayText)' writes '//' after a private-use scheme, which makes \(what); use '\(suggestion)'",
                fix: fix, subjectKey: uri.value.displayText)
        }
    }
}

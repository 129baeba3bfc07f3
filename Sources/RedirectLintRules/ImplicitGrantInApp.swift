import RedirectLintModel

/// RFC 9700 §2.1.2 and RFC 8252 §8.2, for the authorization requests an app's code writes:
/// part of `implicit-grant-enabled`. `response_type=token` returns the access token in the
/// redirect, where an app that claims the same scheme, or a page that reads the fragment,
/// takes it; the code grant with PKCE does not. A warning, as the RFCs' SHOULD NOT.
public struct ImplicitGrantInApp: ProjectRule {
    public let id = "implicit-grant-enabled"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        let asked = AppCode.inApps(project.implicitRequestsInCode, of: project).map { written, path, app in
            report(
                severity: .warning, path: path, range: written.range,
                message: "the source code of the app that '\(app.path)' declares asks for the implicit grant ('\(written.value)'), which returns the access token in the redirect, where another app or page can take it; use the authorization code grant with PKCE",
                subjectKey: "code/\(written.value)")
        }
        // A library's default: only where none of the app's code sets PKCE (a `flowType:
        // 'pkce'` beside `createClient`, an `exchangeCodeForSession`), as for a request the app
        // builds by hand (`PKCEMissingInApp`).
        guard !project.defaultImplicitSignInsInCode.isEmpty else { return asked }
        let apps = AppCode.AppFolders(project)
        let withPKCE = AppCode.apps(with: project.pkceNamedInCode, of: apps)
        let defaulted = AppCode.inApps(project.defaultImplicitSignInsInCode, of: apps).filter { !withPKCE.contains($0.app.path) }
            .map { written, path, app in
                report(
                    severity: .warning, path: path, range: written.range,
                    message: "the source code of the app that '\(app.path)' declares signs in with supabase-js's '\(written.value)', whose default flow is the implicit grant, and none of its code sets flowType 'pkce': the access and refresh tokens come back in the redirect, where another app claiming the scheme can take them; create the client with flowType: 'pkce' and redeem the code with exchangeCodeForSession",
                    subjectKey: "code/supabase/\(written.value)")
            }
        return asked + defaulted
    }
}

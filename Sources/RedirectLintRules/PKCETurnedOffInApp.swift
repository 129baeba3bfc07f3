import RedirectLintModel

/// RFC 8252 §8.1 and RFC 9700 §2.1.1, for the sign-in an app's code configures: part of
/// `pkce-not-enforced`. A public native client MUST use PKCE, so an app whose code turns it
/// off (`usePKCE: false`) is an error, whatever its server enforces.
public struct PKCETurnedOffInApp: ProjectRule {
    public let id = "pkce-not-enforced"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        AppCode.inApps(project.pkceTurnedOffInCode, of: project).map { written, path, app in
            report(
                severity: .error, path: path, range: written.range,
                message: "the source code of the app that '\(app.path)' declares turns PKCE off ('\(written.value)'), so an app that intercepts the redirect can redeem the code; a native app must send a PKCE challenge (S256)",
                subjectKey: "code/\(written.value)")
        }
    }
}

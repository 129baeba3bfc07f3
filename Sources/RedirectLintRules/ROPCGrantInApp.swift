import RedirectLintModel

/// RFC 9700 §2.4, for the token requests an app's code makes: part of `ropc-grant-enabled`.
/// An app that posts the user's password with `grant_type=password` handles the credentials
/// the authorization server alone should see, and no second factor or federation can apply.
public struct ROPCGrantInApp: ProjectRule {
    public let id = "ropc-grant-enabled"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        AppCode.inApps(project.passwordGrantsInCode, of: project).map { written, path, app in
            report(
                path: path, range: written.range,
                message: "the source code of the app that '\(app.path)' declares uses the resource owner password grant ('\(written.value)'), which hands the user's password to the app; sign in through the browser with the authorization code grant and PKCE",
                subjectKey: "code/\(written.value)")
        }
    }
}

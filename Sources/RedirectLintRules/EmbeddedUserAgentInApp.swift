import RedirectLintModel

/// RFC 8252 §8.12, for the web views an app's code signs in through: part of
/// `embedded-user-agent`, run over the whole project because only its manifests say which
/// code an app is built from (`AppCode`). A web server's or a library's code is not an app's.
public struct EmbeddedUserAgentInApp: ProjectRule {
    public let id = "embedded-user-agent"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        AppCode.inApps(project.embeddedSignInsInCode, of: project).map { how, path, app in
            report(
                path: path, range: how.range,
                message: "the source code of the app that '\(app.path)' declares shows the sign-in page in an embedded web view (\(how.value)), where the app can read what the user types and take the session; RFC 8252 §8.12 requires the browser: use the system browser or an in-app browser tab (Custom Tabs, ASWebAuthenticationSession)",
                subjectKey: "code/\(how.value)")
        }
    }
}

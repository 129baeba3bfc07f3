import RedirectLintModel

/// RFC 8252 §8.12: native apps MUST NOT use embedded user-agents (web views) for
/// authorization requests: the app can read the user's credentials as they are typed, take
/// the session's cookies, and the user cannot tell the page is the real one.
public struct EmbeddedUserAgent: FileRule {
    public let id = "embedded-user-agent"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        let declared = file.manifests.compactMap { app in
            app.embeddedUserAgent.map { agent in
                report(path: file.path, range: agent.range,
                       message: "the app shows the sign-in page in an embedded web view ('\(agent.value)'), where the app can read what the user types and take the session; RFC 8252 §8.12 requires the browser: use 'DEFAULT' or 'BROWSER'",
                       subjectKey: agent.value)
            }
        }
        // A redirect to Capacitor's web view origin comes back only to a sign-in shown in that
        // web view: no browser can hand `capacitor://localhost` to the app (review 102).
        let registered = file.redirectingRegistrations.flatMap { registration in
            registration.redirectURIs.filter { SchemeName.isPlatformMandated($0.value.schemeLowercased ?? "") == .capacitorWebView }
                .prefix(1).map { uri in
                    report(path: file.path, range: uri.range,
                           message: "\(registration.label) redirects to '\(uri.value.displayText)', the origin of Capacitor's web view, which only a sign-in page shown inside the app's web view can return to, where the app can read what the user types; RFC 8252 §8.12 requires the browser: open the authorization page with @capacitor/browser and redirect to a reverse-domain scheme the app declares",
                           subjectKey: "\(registration.displayName)/capacitor-web-view")
                }
        }
        return declared + registered
    }
}

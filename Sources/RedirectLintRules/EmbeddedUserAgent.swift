import RedirectLintModel

/// RFC 8252 §8.12: native apps MUST NOT use embedded user-agents (web views) for
/// authorization requests: the app can read the user's credentials as they are typed, take
/// the session's cookies, and the user cannot tell the page is the real one.
public struct EmbeddedUserAgent: FileRule {
    public let id = "embedded-user-agent"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.manifests.compactMap { app in
            app.embeddedUserAgent.map { agent in
                report(path: file.path, range: agent.range,
                       message: "the app shows the sign-in page in an embedded web view ('\(agent.value)'), where the app can read what the user types and take the session; RFC 8252 §8.12 requires the browser: use 'DEFAULT' or 'BROWSER'",
                       subjectKey: agent.value)
            }
        }
    }
}

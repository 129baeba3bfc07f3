import RedirectLintModel

/// RFC 8252 §8.1 and RFC 9700 §2.1.1, for an authorization request an app's code builds by
/// hand: part of `pkce-not-enforced`. A public native client MUST use PKCE. The evidence: the
/// app asks for a code (`response_type=code`) in a URL it writes itself, which no library adds
/// a challenge to, redeems codes itself (`grant_type=authorization_code`), so the request is its own and
/// not a web server's it opens (Rocket.Chat's app starts its server's sign-in), and none of
/// its code names a challenge or a verifier.
public struct PKCEMissingInApp: ProjectRule {
    public let id = "pkce-not-enforced"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        guard !project.codeRequestsWithoutPKCEInCode.isEmpty else { return [] }
        let apps = AppCode.AppFolders(project)
        let requests = AppCode.inApps(project.codeRequestsWithoutPKCEInCode, of: apps)
        let redeeming = AppCode.apps(with: project.codeRedemptionsInCode, of: apps)
        let withPKCE = AppCode.apps(with: project.pkceNamedInCode, of: apps)
        return requests.filter { redeeming.contains($0.app.path) && !withPKCE.contains($0.app.path) }.map { written, path, app in
            report(
                severity: .error, path: path, range: written.range,
                message: "the source code of the app that '\(app.path)' declares builds an authorization request for a code ('\(written.value)') and redeems the code itself, but none of its code sends a PKCE challenge, so an app that intercepts the redirect can redeem the code; a native app must send a PKCE challenge (S256) and its verifier, or, with a server that takes none, leave the code to a backend of its own to redeem",
                subjectKey: "code/\(written.value)")
        }
    }
}

import RedirectLintModel

/// RFC 8252 §8.2 and RFC 9700 §2.1.2: the implicit grant returns tokens in the redirect,
/// where other apps and logs can read them, and cannot be protected by PKCE.
public struct ImplicitGrantEnabled: FileRule {
    public let id = "implicit-grant-enabled"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        for registration in file.registrations {
            let severity: Severity = registration.isNativeOrPublic ? .error : .warning
            for grant in registration.grantTypes where grant.value == "implicit" {
                findings.append(Finding(
                    ruleID: id, severity: severity, path: file.path, range: grant.range,
                    message: "\(registration.label) enables the implicit grant; use the authorization code grant with PKCE",
                    subjectKey: "\(registration.displayName)/grant/implicit"))
            }
            for responseType in registration.responseTypes {
                guard let token = tokenWord(in: responseType.value) else { continue }
                findings.append(Finding(
                    ruleID: id, severity: severity, path: file.path, range: responseType.range(of: token),
                    message: "\(registration.label) allows response type '\(responseType.value)', which returns an access token in the redirect; use 'code' with PKCE",
                    subjectKey: "\(registration.displayName)/response/\(responseType.value)"))
            }
        }
        return findings
    }

    /// The word `token` in a space-separated response type (`token`, `id_token token`).
    private func tokenWord(in value: String) -> Range<String.Index>? {
        var start = value.startIndex
        while start < value.endIndex {
            let end = value[start...].firstIndex(of: " ") ?? value.endIndex
            if value[start..<end] == "token" { return start..<end }
            start = end < value.endIndex ? value.index(after: end) : end
        }
        return nil
    }
}

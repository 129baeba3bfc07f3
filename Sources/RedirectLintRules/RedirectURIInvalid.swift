import RedirectLintModel

/// RFC 3986: a redirect URI the server cannot parse as a URI is compared as an opaque
/// string at best and rejected at worst; either way the client and server will disagree
/// about it. One finding per syntax issue, at the offending characters.
public struct RedirectURIInvalid: FileRule {
    public let id = "redirect-uri-invalid"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        // A template's or a redacted copy's blank (`"redirect_uris": [""]` beside
        // `"client_id": "-redacted-"`) is filled in before anyone registers it.
        let blanks = Set(file.registrations.filter(\.hasPlaceholderClientID).flatMap(\.redirectURIs)
            .filter { $0.value.text.isEmpty }.map(\.range))
        for uri in file.redirectURIs {
            for issue in uri.value.reportableIssues {
                if blanks.contains(uri.range) {
                    findings.append(report(severity: .note, path: file.path, range: uri.range(of: issue.range),
                                           message: "redirect URI is empty in a registration whose client id is a placeholder too: a template's blank; fill in the redirect URI the app receives",
                                           subjectKey: "/\(issue.kind.rawValue)"))
                    continue
                }
                // RFC 3986 allows such a host; web hosts are narrower (RFC 1123).
                let what = issue.kind == .invalidHostName ? "has an invalid host" : "is not a valid URI"
                findings.append(report(path: file.path, range: uri.range(of: issue.range),
                                       message: "redirect URI '\(uri.value.displayText)' \(what): \(issue.message)",
                                       subjectKey: "\(uri.value.displayText)/\(issue.kind.rawValue)"))
            }
        }
        return findings
    }
}

import RedirectLintModel

/// RFC 3986 §3.1: a scheme is a letter followed by letters, digits, `+`, `-` and `.`. An app
/// cannot register anything else with the OS, and a server cannot parse a redirect URI
/// that starts with it. Often an identifier with `_` reused as a scheme.
public struct SchemeInvalidSyntax: FileRule {
    public let id = "scheme-invalid-syntax"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        // A URI starting with ":" has no scheme to split off; the URI's own issue says so.
        findings += file.redirectURIs.compactMap { uri in
            guard uri.value.kind != .templated, uri.value.schemeRange == nil, let issue = uri.value.schemeIssue else { return nil }
            return report(path: file.path, range: uri.range(of: issue.range),
                          message: "redirect URI '\(uri.value.displayText)' has no valid scheme: \(issue.message)",
                          subjectKey: uri.value.displayText)
        }
        // The bundle identifier or package Expo also registers as a scheme: an identifier the
        // app names itself by, not a scheme it writes for its redirects; a registered redirect URI
        // that uses it is reported on its own. Review 95: `com.pedal_assistant`.
        let expoIdentifiers = Set(file.manifests.filter { $0.platform == .expo }.flatMap(\.schemes).filter { $0.origin != nil }
            .map(\.scheme.value))
        for written in SchemeOccurrences.written(in: file) {
            guard let violation = SchemeName.syntaxViolation(in: written.scheme) else { continue }
            let identifier = !written.isRedirectURI && expoIdentifiers.contains(written.scheme)
            // A setup guide's fill-in (`com.googleusercontent.apps.REVERSED_CLIENT_ID`, review 108):
            // a template whose user replaces it, as `unresolved-template` says of `${…}`.
            let fillIn = Self.fillInWords.first { written.scheme.contains($0) }
            let why = identifier ? "; a note, since it is the app's identifier, which Expo registers as a scheme too; if the app's redirects use it, give the app a valid scheme (`scheme`) for them"
                : fillIn.map { "; a note, since '\($0)' is a setup guide's fill-in: replace it with the real value" } ?? ""
            findings.append(report(severity: identifier || fillIn != nil ? .note : nil, path: written.path, range: written.range,
                                   message: "\(written.subject) is not a valid URI scheme: \(violation)\(why)",
                                   subjectKey: written.scheme))
        }
        return findings
    }

    /// Capitalised words that stand for a value to fill in (Google Sign-In's `REVERSED_CLIENT_ID`).
    private static let fillInWords = ["REVERSED_CLIENT_ID", "YOUR_", "_HERE", "REPLACE_"]
}

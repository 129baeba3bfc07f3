import RedirectLintEngine
import RedirectLintModel

/// `--format gitlab`: a GitLab Code Quality report (`artifacts: reports: codequality`), the
/// subset of the Code Climate issue format GitLab reads: an array of
/// `{description, check_name, fingerprint, severity, location: {path, lines: {begin, end}}}`.
///
/// Fingerprints are the SARIF ones (rule, path, offending value; no line), made distinct
/// for the same value twice in one file, because GitLab shows one issue per fingerprint.
///
/// Severity: note → `info`, warning → `minor`, error → `major`, and error → `critical` when
/// the rule is about an attack and its catalog `security-severity` is 7.0 or more, the band
/// GitHub code scanning calls high (the embedded secret, wildcard, cleartext, PKCE and
/// password-grant rules, …).
/// `blocker` is never used: it would claim more than a configuration file can show.
public enum GitLabReporter {
    public static let criticalSecuritySeverity = 7.0

    public static func render(_ report: LintReport) -> String {
        ReportRendering.render(report, as: .gitlab, options: ReportOptions())
    }

    /// One issue, as an element of the top-level array.
    static func item(_ finding: Finding, fingerprint: String) -> [UInt8] {
        JSONWriter.rendered(.object([
            ("description", .string(finding.message)),
            ("check_name", .string(finding.ruleID)),
            ("fingerprint", .string(fingerprint)),
            ("severity", .string(severity(finding))),
            ("location", .object([
                ("path", .string(finding.path)),
                ("lines", .object([
                    ("begin", .int(finding.range.start.line)),
                    ("end", .int(finding.range.end.line)),
                ])),
            ])),
        ]), level: 1)
    }

    static func severity(_ finding: Finding) -> String {
        switch finding.severity {
        case .note: return "info"
        case .warning: return "minor"
        case .error:
            let score = Catalog.rule(finding.ruleID).flatMap { SecuritySeverity.score(of: $0, at: .error) }.flatMap(Double.init) ?? 0
            return score >= criticalSecuritySeverity ? "critical" : "major"
        }
    }
}

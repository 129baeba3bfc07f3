@testable import RedirectLintEngine
import RedirectLintModel

/// Reports built by hand, for reporter tests that need shapes a real run rarely gives
/// (25,000 findings, unreadable files).
enum ReportFixtures {
    static func finding(_ rule: String = "loopback-uses-localhost", severity: Severity = .warning,
                        path: String = "client.json", line: Int = 1, column: Int = 1, length: Int = 9,
                        message: String = "loopback redirect URI uses 'localhost'", subject: String = "http://localhost/cb") -> Finding {
        let start = SourcePosition(line: line, column: column, offset: 0)
        let end = SourcePosition(line: line, column: column + length, offset: length)
        return Finding(ruleID: rule, severity: severity, path: path, range: SourceRange(start: start, end: end),
                       message: message, subjectKey: subject)
    }

    static func report(_ findings: [Finding], files: [FileResult] = []) -> LintReport {
        LintReport(files: files, findings: findings, excerpts: [:])
    }

    static func file(_ path: String, _ status: FileResult.Status, reason: String? = nil) -> FileResult {
        FileResult(path: path, format: "unrecognized", status: status, reason: reason)
    }
}

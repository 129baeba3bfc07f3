import RedirectLintModel
import RedirectLintSyntax

/// One file's part of a report, in output order: what the reporters render a file at a time.
public struct FileFindings: Sendable {
    public var path: String
    public var findings: [Finding]
    /// The file's lines that findings point at (text output only), secrets masked.
    public var excerpt: SourceExcerpt?
    /// The digest of the bytes checked and where the file's secrets are, when the run applies
    /// fixes; nil for a file that was not understood (whose fixes are never applied).
    var checked: CheckedContent?

    public init(path: String, findings: [Finding], excerpt: SourceExcerpt? = nil) {
        self.path = path
        self.findings = findings
        self.excerpt = excerpt
    }

    init(path: String, findings: [Finding], excerpt: SourceExcerpt?, checked: CheckedContent?) {
        self.init(path: path, findings: findings, excerpt: excerpt)
        self.checked = checked
    }
}

/// The totals of a run, known once every file's findings were reported.
public struct RunSummary: Sendable {
    public var files: [FileResult]
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    /// Findings per rule id, for `--statistics`.
    public var perRule: [String: Int] = [:]
    /// How many findings the baseline left out; nil when no baseline was given.
    public var hiddenByBaseline: Int?

    public init(files: [FileResult], hiddenByBaseline: Int? = nil) {
        self.files = files
        self.hiddenByBaseline = hiddenByBaseline
    }

    public var total: Int { errors + warnings + notes }

    public func count(_ severity: Severity) -> Int {
        switch severity {
        case .error: return errors
        case .warning: return warnings
        case .note: return notes
        }
    }

    public func hasFinding(atOrAbove threshold: Severity) -> Bool {
        Severity.allCases.contains { $0 >= threshold && count($0) > 0 }
    }

    public mutating func add(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            perRule[finding.ruleID, default: 0] += 1
        }
    }
}

extension LintReport {
    /// The totals of this report.
    public var summary: RunSummary {
        var summary = RunSummary(files: files, hiddenByBaseline: hiddenByBaseline)
        for file in byFile { summary.add(file.findings) }
        return summary
    }
}

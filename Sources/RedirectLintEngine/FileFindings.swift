import RedirectLintModel
import RedirectLintSyntax

/// One file's part of a report, settled and in output order: what the engine hands the
/// reporters file by file, so that a run of thousands of files never holds every finding.
public struct FileFindings: Sendable {
    public var path: String
    public var findings: [Finding]
    /// The file's lines that findings point at (text output only), secrets masked.
    public var excerpt: SourceExcerpt?

    public init(path: String, findings: [Finding], excerpt: SourceExcerpt? = nil) {
        self.path = path
        self.findings = findings
        self.excerpt = excerpt
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

    /// Adds the counts of `part`, the summary of some files counted apart (on the thread
    /// that settled them).
    public mutating func addCounts(of part: RunSummary) {
        errors += part.errors
        warnings += part.warnings
        notes += part.notes
        for (rule, count) in part.perRule { perRule[rule, default: 0] += count }
    }

    public mutating func add(_ findings: [Finding]) {
        // A file's findings come from a few rules: counted in a short list first, each rule id
        // is hashed once per file instead of once per finding.
        // Fields are read in place: a `for finding in` loop would retain and release every
        // string of every finding.
        var counts: [(rule: String, count: Int)] = []
        for position in findings.indices {
            switch findings[position].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            if let index = counts.firstIndex(where: { $0.rule.isSameKey(as: findings[position].ruleID) }) {
                counts[index].count += 1
            } else {
                counts.append((findings[position].ruleID, 1))
            }
        }
        for (rule, count) in counts { perRule[rule, default: 0] += count }
    }
}

extension LintReport {
    /// The totals of this report.
    public var summary: RunSummary {
        var summary = RunSummary(files: files, hiddenByBaseline: hiddenByBaseline)
        summary.add(findings)
        return summary
    }

    /// The findings grouped by file, in output order, as a streamed run hands them out.
    public var byFile: [FileFindings] {
        var groups: [FileFindings] = []
        for finding in findings {
            if groups.last?.path != finding.path {
                groups.append(FileFindings(path: finding.path, findings: [], excerpt: excerpts[finding.path]))
            }
            groups[groups.count - 1].findings.append(finding)
        }
        return groups
    }
}

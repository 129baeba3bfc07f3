import RedirectLintEngine
import RedirectLintModel

/// Which results a SARIF run keeps when a run has more findings than GitHub accepts: every
/// error first, then warnings, then notes, each in output order, so the cut never drops an
/// error to keep a note.
struct ResultQuota {
    private var remaining: [Severity: Int] = [:]

    init(_ summary: RunSummary, limit: Int) {
        var left = max(0, limit)
        for severity in Severity.allCases.sorted(by: >) {
            let kept = min(summary.count(severity), left)
            remaining[severity] = kept
            left -= kept
        }
    }

    /// Whether `finding` is kept; counts it if so.
    mutating func admits(_ finding: Finding) -> Bool {
        guard let left = remaining[finding.severity], left > 0 else { return false }
        remaining[finding.severity] = left - 1
        return true
    }
}

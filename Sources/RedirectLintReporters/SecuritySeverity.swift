import RedirectLintEngine
import RedirectLintModel

/// GitHub code scanning ranks an alert of a rule that has a `security-severity` by that score
/// alone (over 9.0 critical, 7.0 to 8.9 high, 4.0 to 6.9 medium, 0.1 to 3.9 low), whatever
/// the result's level. So that an alert never claims more than the finding, a result's score
/// is its rule's capped by its level: a warning is at most medium, a note at most low.
public enum SecuritySeverity {
    /// The highest score a result of this level may have, as written; nil for no cap.
    static func cap(_ level: Severity) -> String? {
        switch level {
        case .error: return nil
        case .warning: return "6.9"
        case .note: return "3.9"
        }
    }

    /// The score of a result of `rule` at `level`, as SARIF writes it; nil for a rule that is
    /// not about an attack (it has no score, and GitHub ranks its results by level).
    public static func score(of rule: RuleDescription, at level: Severity) -> String? {
        guard let score = rule.securitySeverity else { return nil }
        guard let cap = cap(level), let value = Double(score), let limit = Double(cap), value > limit else { return score }
        return cap
    }
}

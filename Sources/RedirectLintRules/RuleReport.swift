import RedirectLintModel
import RedirectLintSource

extension FileRule {
    /// A finding of this rule, at its default severity (`severity:` in `rules/<id>.yaml`)
    /// unless `severity` names a variant that the entry's `severity-rationale` documents.
    func report(severity: Severity? = nil, path: String, range: SourceRange, message: String,
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, subjectKey: String = "") -> Finding {
        finding(ruleID: id, severity: severity, path: path, range: range, message: message,
                related: related, fix: fix, subjectKey: subjectKey)
    }
}

extension ProjectRule {
    /// A finding of this rule, as `FileRule.report` makes one.
    func report(severity: Severity? = nil, path: String, range: SourceRange, message: String,
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, subjectKey: String = "") -> Finding {
        finding(ruleID: id, severity: severity, path: path, range: range, message: message,
                related: related, fix: fix, subjectKey: subjectKey)
    }
}

private func finding(ruleID: String, severity: Severity?, path: String, range: SourceRange, message: String,
                     related: [RelatedLocation], fix: SuggestedFix?, subjectKey: String) -> Finding {
    guard let severity = severity ?? RuleSeverities.defaults[ruleID] else {
        preconditionFailure("rule \(ruleID) has no rules/\(ruleID).yaml")
    }
    return Finding(ruleID: ruleID, severity: severity, path: path, range: range, message: message,
                   related: related, fix: fix, subjectKey: subjectKey)
}

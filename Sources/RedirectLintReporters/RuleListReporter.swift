import RedirectLintEngine

/// `redirectlint rules`: the catalog as a table for people, or as JSON for tools (editor
/// plugins, documentation sites), one object per rule in id order.
public enum RuleListReporter {
    public static func text(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for rule in rules {
            let padding = String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            out += "\(rule.id)\(padding)  \(severity)  \(rule.title)\n"
        }
        return out + "\n\(rules.count) rules. 'redirectlint explain <rule>' shows one in full.\n"
    }

    /// `[{"id", "title", "severity", "kind", "appliesTo", "tags", "securitySeverity"?,
    /// "fixSafety"?, "summary", "url"}]`: `kind` is security, correctness or maintainability,
    /// only security rules have a `securitySeverity`, and only rules that make fixes a
    /// `fixSafety` (safe or unsafe).
    public static func json(_ rules: [RuleDescription]) -> String {
        JSONValue.array(rules.map { rule in
            var members: [(String, JSONValue)] = [
                ("id", .string(rule.id)),
                ("title", .string(rule.title)),
                ("severity", .string(rule.severity.rawValue)),
                ("kind", .string(rule.tags.first ?? "")),
                ("appliesTo", .array(rule.appliesTo.map(JSONValue.string))),
                ("tags", .array(rule.tags.map(JSONValue.string))),
            ]
            if let score = rule.securitySeverity { members.append(("securitySeverity", .string(score))) }
            if let safety = rule.fixSafety { members.append(("fixSafety", .string(safety.rawValue))) }
            members += [
                ("summary", .string(rule.summary.trimmed)),
                ("url", .string(RulePage.url(rule))),
            ]
            return .object(members)
        }).rendered()
    }
}

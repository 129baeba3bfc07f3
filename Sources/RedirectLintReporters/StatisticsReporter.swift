import RedirectLintEngine

/// `--statistics`, after ruff: how many findings each rule produced, most first (then by
/// rule id), one line each: the count right-aligned, the rule id, its title.
///
///      12  loopback-uses-localhost            Loopback redirect uses the name localhost
///       3  private-scheme-not-reverse-domain  Private-use scheme is not a reverse domain name
///
/// Empty when there are no findings.
public enum StatisticsReporter {
    public static func counts(_ report: LintReport) -> [(rule: String, count: Int)] {
        counts(report.summary)
    }

    public static func counts(_ summary: RunSummary) -> [(rule: String, count: Int)] {
        summary.perRule.map { (rule: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.rule < $1.rule }
    }

    public static func render(_ report: LintReport) -> String {
        render(report.summary)
    }

    public static func render(_ summary: RunSummary) -> String {
        let rows = counts(summary)
        guard !rows.isEmpty else { return "" }
        let countWidth = rows.map { String($0.count).count }.max() ?? 1
        let ruleWidth = rows.map(\.rule.count).max() ?? 0
        var out = ""
        for row in rows {
            let count = String(row.count)
            var line = String(repeating: " ", count: countWidth - count.count) + count + "  " + row.rule
            if let title = Catalog.rule(row.rule)?.title {
                line += String(repeating: " ", count: ruleWidth - row.rule.count) + "  " + title
            }
            out += line + "\n"
        }
        return out
    }
}

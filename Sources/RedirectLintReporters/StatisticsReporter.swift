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
        var counts: [String: Int] = [:]
        for finding in report.findings { counts[finding.ruleID, default: 0] += 1 }
        return counts.map { (rule: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.rule < $1.rule }
    }

    public static func render(_ report: LintReport) -> String {
        let rows = counts(report)
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

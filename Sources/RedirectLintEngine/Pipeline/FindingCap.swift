import RedirectLintModel

/// A bound on what one rule reports about one file. A generated or hostile file can hold
/// hundreds of thousands of offending values (a 6 MB YAML list of URIs); past `limit`
/// findings of one rule in one file, one more finding says how many were left out, so a
/// report stays readable and a run's memory stays bounded by the number of files.
enum FindingCap {
    static let limit = 200

    /// `findings` with at most `limit` per file and rule, in the order given, and for a rule
    /// with more, a summary at the first one left out. A summary made by an earlier pass
    /// counts as one of the kept (`limit + 1` pass unchanged).
    static func apply(_ findings: [Finding]) -> [Finding] {
        let counts = Dictionary(findings.map { (key($0), 1) }, uniquingKeysWith: +)
        guard counts.values.contains(where: { $0 > limit + 1 }) else { return findings }
        var kept: [Finding] = []
        var seen: [Key: Int] = [:]
        for finding in findings {
            let key = key(finding)
            let count = seen[key, default: 0] + 1
            seen[key] = count
            let total = counts[key]!
            if count <= limit || total <= limit + 1 {
                kept.append(finding)
            } else if count == limit + 1 {
                let leftOut = findings.filter { Self.key($0) == key }.dropFirst(limit)
                kept.append(summary(from: finding, leftOut: leftOut.count, severity: leftOut.map(\.severity).max()!))
            }
        }
        return kept
    }

    private struct Key: Hashable {
        var path: String
        var ruleID: String
    }

    private static func key(_ finding: Finding) -> Key { Key(path: finding.path, ruleID: finding.ruleID) }

    private static func summary(from first: Finding, leftOut: Int, severity: Severity) -> Finding {
        Finding(ruleID: first.ruleID, severity: severity, path: first.path, range: first.range,
                message: "\(leftOut) more findings of this rule in this file, from here on, are not reported one by one (only the first \(limit) are)",
                subjectKey: "\(first.ruleID) past \(limit)")
    }
}

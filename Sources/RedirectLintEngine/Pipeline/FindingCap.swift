import RedirectLintModel

/// A bound on what one rule reports about one file. A generated or hostile file can hold
/// hundreds of thousands of offending values (a 6 MB YAML list of URIs); past `limit`
/// findings of one rule in one file, one more finding says how many were left out, so a
/// report stays readable and a run's memory stays bounded by the number of files.
enum FindingCap {
    static let limit = 200
    /// What a file keeps of one rule before its suppressions are known: enough that inline
    /// directives and `unused-suppression` see every finding of a real file, bounded for a
    /// hostile one.
    static let memoryLimit = 10_000

    /// `findings` with at most `limit` per file and rule, in the order given, and for a rule
    /// with more, a summary at the first one left out. A summary made by an earlier pass
    /// counts as one of the kept (`limit + 1` pass unchanged).
    static func apply(_ findings: [Finding], limit: Int = limit) -> [Finding] {
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
                // A summary of an earlier pass (`memoryLimit`) stands for the findings it counts.
                let count = leftOut.reduce(0) { $0 + (summarized($1) ?? 1) }
                kept.append(summary(from: finding, leftOut: count, limit: limit, severity: leftOut.map(\.severity).max()!))
            }
        }
        return kept
    }

    private struct Key: Hashable {
        var path: String
        var ruleID: String
    }

    private static func key(_ finding: Finding) -> Key { Key(path: finding.path, ruleID: finding.ruleID) }

    /// How many findings a summary made here counts; nil for any other finding.
    private static func summarized(_ finding: Finding) -> Int? {
        guard finding.subjectKey.hasPrefix("\(finding.ruleID) past "),
              let number = finding.message.split(separator: " ", maxSplits: 1).first else { return nil }
        return Int(number)
    }

    private static func summary(from first: Finding, leftOut: Int, limit: Int, severity: Severity) -> Finding {
        Finding(ruleID: first.ruleID, severity: severity, path: first.path, range: first.range,
                message: "\(leftOut) more findings of this rule in this file, from here on, are not reported one by one (only the first \(limit) are)",
                subjectKey: "\(first.ruleID) past \(limit)")
    }
}

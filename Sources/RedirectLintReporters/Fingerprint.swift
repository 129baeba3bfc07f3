import RedirectLintModel

/// A finding's identity across edits: the rule, the file and the offending value, not the
/// line, so a finding keeps its fingerprint when lines above it move.
public enum Fingerprint {
    public static func of(_ finding: Finding) -> String {
        let hash = FNV1a.hash("\(finding.ruleID)\u{0}\(finding.path)\u{0}\(finding.subjectKey)")
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// One fingerprint per finding, all different: the same subject twice in one file (a
    /// redirect URI listed twice) shares `of(_:)`, so the second and later occurrences, in
    /// output order, get `:2`, `:3`, … appended. Consumers that keep one issue per
    /// fingerprint (GitLab) then keep both, and the first keeps the plain fingerprint.
    public static func distinct(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let base = of(finding)
            let occurrence = (seen[base] ?? 0) + 1
            seen[base] = occurrence
            return occurrence == 1 ? base : "\(base):\(occurrence)"
        }
    }
}

import RedirectLintModel

/// The findings a project had when it adopted the linter, so that only new ones are
/// reported. A finding is known by its file (relative to the baseline file's directory, so
/// the baseline works from any working directory), rule and subject (the offending value,
/// never a secret), never by its line: editing elsewhere in the file does not bring it back.
/// Each key keeps a count; when a key has more findings than recorded, the later ones in
/// output order are reported.
public struct Baseline: Sendable, Equatable {
    /// File → rule → subject → how many findings.
    public var counts: [String: [String: [String: Int]]]
    /// The absolute directory the file paths are relative to.
    public var baseDirectory: String

    public init(counts: [String: [String: [String: Int]]] = [:], baseDirectory: String) {
        self.counts = counts
        self.baseDirectory = baseDirectory
    }

    /// A baseline of these findings, for a baseline file in `baseDirectory`.
    public init(recording findings: [Finding], baseDirectory: String) {
        self.init(baseDirectory: Paths.absolute(baseDirectory))
        record(findings)
    }

    /// Adds findings to the counts.
    public mutating func record(_ findings: [Finding]) {
        var keys: [String: String] = [:]
        for finding in findings {
            let path = file(of: finding, known: &keys)
            counts[path, default: [:]][finding.ruleID, default: [:]][finding.subjectKey, default: 0] += 1
        }
    }

    public var total: Int {
        counts.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
    }

    /// The findings the baseline does not account for, and how many it hid. `findings` must
    /// be in output order, which decides which of a key's findings are the new ones.
    public func filter(_ findings: [Finding]) -> (reported: [Finding], hidden: Int) {
        var remaining: [String: [String: [String: Int]]] = [:]
        var keys: [String: String] = [:]
        var reported: [Finding] = []
        var hidden = 0
        for finding in findings {
            let path = file(of: finding, known: &keys)
            if remaining[path] == nil { remaining[path] = counts[path] ?? [:] }
            if let left = remaining[path]?[finding.ruleID]?[finding.subjectKey], left > 0 {
                remaining[path]?[finding.ruleID]?[finding.subjectKey] = left - 1
                hidden += 1
            } else {
                reported.append(finding)
            }
        }
        return (reported, hidden)
    }

    /// The finding's file as the baseline names it; `known` keeps the answers so far.
    private func file(of finding: Finding, known: inout [String: String]) -> String {
        if let path = known[finding.path] { return path }
        let path = Paths.relativeClimbing(Paths.absolute(finding.path), from: baseDirectory)
        known[finding.path] = path
        return path
    }
}

import RedirectLintModel

/// What the configuration says about each finding: `rules:`, `overrides:` and
/// `per-file-ignores:` change its severity or drop it. (Equal findings are reported once:
/// `sortedUnique()` removes repeats while ordering the output.)
enum Policy {
    static func apply(_ configuration: Configuration, to findings: [Finding]) -> [Finding] {
        let configured = !configuration.ruleSettings.isEmpty || !configuration.overrides.isEmpty
            || !configuration.perFileIgnores.isEmpty
        guard configured else { return findings }
        var relativePaths: [String: String] = [:]
        return findings.compactMap { finding in
            let relative = relativePaths[finding.path] ?? configuration.relativePath(finding.path)
            relativePaths[finding.path] = relative
            switch configuration.setting(for: finding.ruleID, relativePath: relative, pointer: finding.pointer) {
            case .off?: return nil
            case .severity(let severity)?:
                var changed = finding
                changed.severity = severity
                return changed
            case nil: return finding
            }
        }
    }
}

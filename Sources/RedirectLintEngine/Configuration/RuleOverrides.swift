import RedirectLintModel

/// One `overrides:` entry: rule settings for the files (or values) its targets match.
public struct RuleOverride: Sendable {
    public var targets: [FileTarget]
    public var settings: [String: Configuration.RuleSetting]
}

/// One `per-file-ignores:` entry: rules switched off where its target matches.
public struct FileIgnore: Sendable {
    public var target: FileTarget
    public var rules: Set<String>
}

extension Configuration {
    /// A file's path relative to the configuration's directory, as its globs are written.
    func relativePath(_ path: String) -> String {
        Paths.relative(Paths.absolute(path), to: baseDirectory)
    }

    /// The setting of a rule for a finding in the file at `relativePath` about the value at
    /// `pointer`: `rules:`, then each matching `overrides:` entry in order (later ones win),
    /// then `per-file-ignores:`. Nil when nothing is configured (the catalog's severity).
    func setting(for ruleID: String, relativePath: String, pointer: String?) -> RuleSetting? {
        var setting = ruleSettings[ruleID]
        for override in overrides {
            guard let value = override.settings[ruleID],
                  override.targets.contains(where: { $0.matches(relativePath, pointer: pointer) }) else { continue }
            setting = value
        }
        if perFileIgnores.contains(where: { $0.rules.contains(ruleID) && $0.target.matches(relativePath, pointer: pointer) }) {
            setting = .off
        }
        return setting
    }

    /// Whether the configuration switches a rule off for a whole file (entries narrowed to
    /// a value do not count).
    func switchesOff(_ ruleID: String, inWholeFile path: String) -> Bool {
        setting(for: ruleID, relativePath: relativePath(path), pointer: nil) == .off
    }
}

import RedirectLintModel

/// Everything about a rule except its logic, read from `rules/<id>.yaml`.
public struct RuleDescription: Sendable {
    public struct Reference: Sendable {
        public var title: String
        public var url: String
    }

    public struct ExampleFile: Sendable {
        public var path: String
        public var content: String
    }

    public struct ExpectedFinding: Sendable {
        public var path: String?
        public var line: Int
        public var column: Int
        public var severity: Severity?
    }

    public struct Example: Sendable {
        public var description: String
        /// True for input that must trigger the rule; false for input that must not.
        public var triggers: Bool
        public var files: [ExampleFile]
        public var findings: [ExpectedFinding]
        public var options: [String: String]
    }

    /// Whether `--fix` applies a rule's fixes on its own (`safe`), or only with
    /// `--unsafe-fixes` (`unsafe`: the fix changes a value that an app and a server must
    /// agree on, such as a registered redirect URI or a declared scheme). Nil for rules that
    /// make no fixes.
    public enum FixSafety: String, Sendable {
        case safe, unsafe
    }

    public var id: String
    public var title: String
    public var severity: Severity
    public var appliesTo: [String]
    /// GitHub code scanning's score, 0.1 to 10.0, as written ("8.5"): only for rules about an
    /// attack, which are tagged `security`; nil for the others.
    public var securitySeverity: String?
    /// `fix-safety:` in the rule's YAML.
    public var fixSafety: FixSafety?
    /// The first is the kind of rule: `security`, `correctness` or `maintainability`.
    public var tags: [String]
    public var summary: String
    public var why: String
    public var fix: String
    /// Why the default severity differs from what the RFC wording suggests, when it does.
    public var severityRationale: String?
    public var references: [Reference]
    public var examples: [Example]
}

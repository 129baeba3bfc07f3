import RedirectLintModel
import RedirectLintSyntax

/// The suppression directives of one file, and what was wrong with them.
struct FileSuppressions: Sendable {
    /// What a rule name in a directive hides: findings of a rule (or `all`) on one line, or
    /// in the whole file (`line` nil).
    struct Cover: Hashable, Sendable {
        var line: Int?
        var ruleID: String
    }

    let directives: [SuppressionDirective]
    /// `invalid-suppression` findings.
    let problems: [Finding]
    /// Every cover some directive names. A finding is looked up here, not compared with each
    /// directive and each rule name in it: many findings against a directive listing 20,000
    /// rule ids, or against thousands of directives, would multiply.
    private let named: Set<Cover>

    init(directives: [SuppressionDirective], problems: [Finding]) {
        self.directives = directives
        self.problems = problems
        var named = Set<Cover>()
        for directive in directives {
            for rule in directive.rules { named.insert(Self.cover(of: rule, in: directive)) }
        }
        self.named = named
    }

    static func cover(of rule: SuppressionDirective.RuleName, in directive: SuppressionDirective) -> Cover {
        Cover(line: directive.scope == .file ? nil : directive.line, ruleID: rule.id)
    }

    /// The named covers that hide a finding: by its rule id, and by `all` unless `byIDOnly`.
    func covers(_ finding: Finding, byIDOnly: Bool = false) -> [Cover] {
        let ids = byIDOnly ? [finding.ruleID] : [finding.ruleID, DirectiveParser.all]
        return ids.flatMap { id in [Cover(line: nil, ruleID: id), Cover(line: finding.range.start.line, ruleID: id)] }
            .filter(named.contains)
    }

    /// Nil for the many files that never mention `redirectlint:`, whose comments are not read.
    static func read(_ file: SourceFile, syntax: SourceSyntax, knownRules: Set<String>) -> FileSuppressions? {
        guard file.bytes.contains(subsequence: DirectiveParser.marker) else { return nil }
        var parser = DirectiveParser(file: file, knownRules: knownRules)
        for comment in SourceComments.collect(in: file, syntax: syntax) {
            parser.read(comment)
        }
        guard !parser.directives.isEmpty || !parser.problems.isEmpty else { return nil }
        return FileSuppressions(directives: parser.directives, problems: parser.problems)
    }
}

/// Drops the findings that directives cover (by the primary location's path and start line)
/// and reports the directives that cover none. It sees the findings before the
/// configuration does, so a directive over a finding that the configuration also switches
/// off still counts as used; and a directive naming a rule the configuration switches off
/// for the whole file is never reported, since whether that rule would fire there is
/// beside the point of the configuration.
enum InlineSuppressions {
    static let unusedRule = "unused-suppression"
    static let invalidRule = "invalid-suppression"

    static func apply(_ findings: [Finding], suppressions: [String: FileSuppressions],
                      configuration: Configuration) -> [Finding] {
        guard !suppressions.isEmpty else { return findings }
        // Per file, the covers that hid a finding: every rule name with one of them is used.
        var used: [String: Set<FileSuppressions.Cover>] = [:]
        var kept: [Finding] = []
        for finding in findings {
            let covers = suppressions[finding.path]?.covers(finding) ?? []
            if covers.isEmpty {
                kept.append(finding)
            } else {
                used[finding.path, default: []].formUnion(covers)
            }
        }

        var raised: [Finding] = []
        for path in suppressions.keys.sorted() {
            guard let file = suppressions[path] else { continue }
            raised += file.problems
            let usedHere = used[path] ?? []
            for directive in file.directives {
                for rule in directive.rules where !usedHere.contains(FileSuppressions.cover(of: rule, in: directive)) {
                    if isAboutDirectives(rule.id) { continue }
                    if rule.id != DirectiveParser.all, configuration.switchesOff(rule.id, inWholeFile: path) { continue }
                    raised.append(unused(rule, of: directive, path: path))
                }
            }
        }
        // Findings about directives yield only to a directive that names their rule: `all`
        // cannot hide that it is itself unused.
        return kept + raised.filter { finding in
            suppressions[finding.path]?.covers(finding, byIDOnly: true).isEmpty ?? true
        }
    }

    private static func isAboutDirectives(_ ruleID: String) -> Bool {
        ruleID == unusedRule || ruleID == invalidRule
    }

    private static func unused(_ rule: SuppressionDirective.RuleName, of directive: SuppressionDirective, path: String) -> Finding {
        let what = rule.id == DirectiveParser.all ? "of all rules" : "of '\(rule.id)'"
        let nothing = rule.id == DirectiveParser.all ? "no rule reports anything" : "'\(rule.id)' reports nothing"
        return Finding(ruleID: unusedRule, severity: .warning, path: path, range: rule.range,
                       message: "\(directive.scope.rawValue) suppression \(what) is unused: \(nothing) \(directive.place)",
                       subjectKey: "\(directive.scope.rawValue) \(rule.id)")
    }
}

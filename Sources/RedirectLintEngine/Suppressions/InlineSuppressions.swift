import RedirectLintModel
import RedirectLintSyntax

/// The suppression directives of one file, and what was wrong with them.
struct FileSuppressions: Sendable {
    let directives: [SuppressionDirective]
    /// `invalid-suppression` findings.
    let problems: [Finding]
    /// Which directives cover a line, so that many findings and many directives in one file
    /// do not multiply.
    private var byLine: [Int: [Int]] = [:]
    private var wholeFile: [Int] = []

    init(directives: [SuppressionDirective], problems: [Finding]) {
        self.directives = directives
        self.problems = problems
        for (i, directive) in directives.enumerated() {
            if directive.scope == .file { wholeFile.append(i) } else { byLine[directive.line, default: []].append(i) }
        }
    }

    /// The indices of the directives covering a finding, in file order.
    func covering(_ finding: Finding) -> [Int] {
        (wholeFile + (byLine[finding.range.start.line] ?? [])).sorted()
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
        var used = suppressions.mapValues { file in file.directives.map { [Bool](repeating: false, count: $0.rules.count) } }
        var kept: [Finding] = []
        for finding in findings {
            guard let file = suppressions[finding.path] else {
                kept.append(finding)
                continue
            }
            var suppressed = false
            for d in file.covering(finding) {
                for (r, rule) in file.directives[d].rules.enumerated() where rule.id == DirectiveParser.all || rule.id == finding.ruleID {
                    used[finding.path]?[d][r] = true
                    suppressed = true
                }
            }
            if !suppressed { kept.append(finding) }
        }

        var raised: [Finding] = []
        for path in suppressions.keys.sorted() {
            guard let file = suppressions[path] else { continue }
            raised += file.problems
            for (d, directive) in file.directives.enumerated() {
                for (r, rule) in directive.rules.enumerated() where used[path]?[d][r] == false {
                    if isAboutDirectives(rule.id) { continue }
                    if rule.id != DirectiveParser.all, configuration.switchesOff(rule.id, inWholeFile: path) { continue }
                    raised.append(unused(rule, of: directive, path: path))
                }
            }
        }
        // Findings about directives yield only to a directive that names their rule: `all`
        // cannot hide that it is itself unused.
        return kept + raised.filter { finding in
            guard let file = suppressions[finding.path] else { return true }
            return !file.covering(finding).contains { file.directives[$0].rules.contains { $0.id == finding.ruleID } }
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

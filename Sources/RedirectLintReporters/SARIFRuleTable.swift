import RedirectLintEngine
import RedirectLintModel

/// The `tool.driver.rules` of a run and the descriptor each result refers to.
///
/// Every catalog rule is there at its default level. GitHub takes a result's security
/// severity from its rule, never from the result, so a result whose level gives it another
/// score than its rule's default (a rule set to `note` in the configuration, the warning a
/// rule gives a milder case) refers to a descriptor of its own, `<rule>/<level>`, with that
/// score. These are added as results need them, after the catalog's.
struct SARIFRuleTable {
    private struct Entry {
        var rule: RuleDescription
        var index: Int
        var defaultScore: String?
    }

    private var entries: [String: Entry] = [:]
    /// The descriptors added for results at another level, in the order first needed.
    private var added: [(rule: RuleDescription, level: Severity)] = []
    private var addedIndex: [String: Int] = [:]
    private let rules: [RuleDescription]

    init(rules: [RuleDescription] = Catalog.rules) {
        self.rules = rules
        for (index, rule) in rules.enumerated() {
            entries[rule.id] = Entry(rule: rule, index: index,
                                     defaultScore: SecuritySeverity.score(of: rule, at: rule.severity))
        }
    }

    /// The id and index of the descriptor `finding` refers to (no index for a rule outside
    /// the catalog).
    mutating func descriptor(for finding: Finding) -> (id: String, index: Int?) {
        guard let entry = entries[finding.ruleID] else { return (finding.ruleID, nil) }
        guard SecuritySeverity.score(of: entry.rule, at: finding.severity) != entry.defaultScore else {
            return (entry.rule.id, entry.index)
        }
        let id = Self.id(entry.rule.id, at: finding.severity)
        if let index = addedIndex[id] { return (id, index) }
        let index = rules.count + added.count
        added.append((entry.rule, finding.severity))
        addedIndex[id] = index
        return (id, index)
    }

    static func id(_ rule: String, at level: Severity) -> String {
        "\(rule)/\(level.rawValue)"
    }

    /// Every descriptor, in index order.
    var descriptors: [JSONValue] {
        rules.map { SARIFReporter.descriptor($0) } + added.map { SARIFReporter.descriptor($0.rule, at: $0.level) }
    }
}

import ArgumentParser
import RedirectLintEngine
import RedirectLintReporters

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule with its default severity.")

    func run() throws {
        let rules = Catalog.rules
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for rule in rules {
            let padding = String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            out += "\(rule.id)\(padding)  \(severity)  \(rule.title)\n"
        }
        out += "\n\(rules.count) rules. 'redirectlint explain <rule>' shows one in full.\n"
        Console.out(out)
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Show a rule's page: why it matters, examples, how to fix.")

    @Argument(help: "A rule id, as printed in brackets after each finding.")
    var rule: String

    func run() throws {
        guard let description = Catalog.rule(rule) else {
            let close = Catalog.rules.map(\.id).filter { $0.contains(rule) || rule.contains($0) }
            var message = "redirectlint: no rule '\(rule)'"
            if !close.isEmpty { message += "; did you mean \(close.joined(separator: ", "))?" }
            Console.error(message + " ('redirectlint rules' lists them)")
            throw ExitCode(2)
        }
        Console.out(RulePage.markdown(description))
    }
}

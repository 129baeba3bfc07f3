import ArgumentParser
import RedirectLintEngine
import RedirectLintReporters

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule with its default severity.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "text (a table, the default) or json (an array: id, title, severity, kind, appliesTo, tags, securitySeverity, summary, url).",
        valueName: "format"))
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: Console.out(RuleListReporter.text(Catalog.rules))
        case .json: Console.out(RuleListReporter.json(Catalog.rules))
        }
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
        let page = RulePage.markdown(description)
        // A person at a terminal gets the page rendered; a pipe or a file gets the Markdown.
        guard FileSystem.isTerminal(1) else { return Console.out(page) }
        let color = FileSystem.environment("NO_COLOR").map(\.isEmpty) ?? true
        Console.out(TerminalMarkdown(color: color).render(page))
    }
}

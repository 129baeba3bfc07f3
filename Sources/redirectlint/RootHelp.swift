import ArgumentParser

/// `redirectlint --help`: lint is the default command and what nearly every run is, so the
/// top-level help is lint's page (its arguments and every option) under the tool's overview,
/// followed by the other commands. ArgumentParser's own top-level help lists only the
/// subcommands and `--version`, which hid every lint option.
enum RootHelp {
    /// The words that ask for the top-level help.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"]
    }

    static func text(columns: Int? = nil) -> String {
        func lines(_ text: String) -> [Substring] {
            text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        func paragraphs(_ lines: some Collection<Substring>) -> [Substring] {
            Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
        }
        let root = lines(Redirectlint.helpMessage(columns: columns))
        let lint = lines(Redirectlint.helpMessage(for: Lint.self, columns: columns))
        // The tool's overview, then lint's discussion (its overview without the abstract),
        // lint's usage, arguments and options, and the commands.
        let overview = paragraphs(root.prefix { !$0.hasPrefix("USAGE:") })
        let discussion = paragraphs(lint.prefix { !$0.hasPrefix("USAGE:") }.drop { !$0.isEmpty })
        let options = paragraphs(lint.drop { !$0.hasPrefix("USAGE:") }.dropFirst())
        let commands = paragraphs(root.drop { !$0.hasPrefix("SUBCOMMANDS:") })
        var out: [Substring] = overview + ["", "Without a subcommand, redirectlint runs lint.", ""]
        out += discussion + [""]
        out += ["USAGE: redirectlint [lint] [<options>] [<paths> ...]", "       redirectlint <subcommand>", ""]
        out += options + [""] + commands
        return out.joined(separator: "\n") + "\n"
    }
}

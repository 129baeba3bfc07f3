import ArgumentParser
import RedirectLintEngine
import RedirectLintReporters

@main
struct Redirectlint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redirectlint",
        abstract: "Lint OAuth 2.0 redirect URIs in client registrations and app manifests (RFC 8252).",
        version: ToolInfo.version,
        subcommands: [Lint.self, Rules.self, Explain.self, Init.self],
        defaultSubcommand: Lint.self)

    /// Usage errors exit with 2 (not ArgumentParser's 64), findings with 1, so scripts can
    /// tell "the linter found problems" from "the linter was called wrong".
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if RootHelp.isRequested(by: arguments) {
            Console.out(RootHelp.text())
            Foundation_exit(0)
        }
        do {
            var command = try parseCommandLine(arguments)
            try command.run()
        } catch let exit as ExitCode {
            Foundation_exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation_exit(0)
            }
            Console.error(fullMessage(for: error))
            Foundation_exit(2)
        }
    }

    /// `parseAsRoot`, in time linear in the number of paths (see `FoldedArguments`). Any
    /// other outcome of the folded parse (help, an error, another command) is left to a
    /// parse of the command line as given, so messages and behaviour are ArgumentParser's.
    static func parseCommandLine(_ arguments: [String]) throws -> ParsableCommand {
        let folded = FoldedArguments(arguments)
        if !folded.folds.isEmpty,
           let parsed = try? parseAsRoot(folded.arguments), var lint = parsed as? Lint,
           let paths = folded.unfold(lint.paths) {
            lint.paths = paths
            return lint
        }
        return try parseAsRoot(arguments)
    }
}

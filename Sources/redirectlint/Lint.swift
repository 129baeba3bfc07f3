import ArgumentParser
import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters

extension OutputFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check files and directories (the default command).",
        discussion: """
            Exit status: 0 when no finding is at or above --fail-on, 1 when one is, \
            2 for a usage or configuration error.
            """)

    @Argument(help: "Files and directories to check.")
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "Output format: text, json or sarif.")
    var format: OutputFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .long, help: "Lowest severity that makes the exit status 1: error, warning or note.")
    var failOn: Severity = .error

    @Option(name: .long, help: "Configuration file (default: .redirectlint.yml here or in a parent directory).")
    var config: String?

    @Option(name: .shortAndLong, help: "Files checked in parallel (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .long, help: "No colour in text output (also: the NO_COLOR environment variable).")
    var noColor = false

    @Option(name: .long, help: ArgumentHelp(
        "Read every file under this directory for the cross-file rules, but report only findings that involve the named paths (pre-commit).",
        valueName: "dir"))
    var projectRoot: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let projectRoot, FileSystem.type(of: projectRoot)?.0 != .directory {
            throw ValidationError("--project-root must be a directory: \(projectRoot)")
        }
    }

    func run() throws {
        let known = Set(Catalog.rules.map(\.id))
        var configuration = Configuration()
        if let path = config ?? ConfigurationLoader.find(from: FileSystem.currentDirectory()) {
            do {
                configuration = try ConfigurationLoader.load(path: path, knownRules: known)
            } catch {
                Console.error("redirectlint: configuration error: \(error)")
                throw ExitCode(2)
            }
        }
        let request = LintRequest(paths: paths, configuration: configuration,
                                  jobs: jobs ?? FileSystem.processorCount, wantsExcerpts: format == .text,
                                  projectRoot: projectRoot)
        let report = Linter.run(request)
        let color = format == .text && output == nil && !noColor
            && FileSystem.environment("NO_COLOR").map(\.isEmpty) ?? true && FileSystem.isTerminal(1)
        let rendered = Reporters.render(report, as: format, color: color)
        if let output {
            guard FileSystem.writeFile(output, Array(rendered.utf8)) else {
                Console.error("redirectlint: cannot write \(output)")
                throw ExitCode(2)
            }
        } else {
            Console.out(rendered)
        }
        if report.hasFinding(atOrAbove: failOn) { throw ExitCode(1) }
    }
}

import ArgumentParser
import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters

extension Severity: ExpressibleByArgument {}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check files and directories (the default command).",
        discussion: """
            Exit status: 0 when no finding is at or above --fail-on (or with --exit-zero), \
            1 when one is, 2 for a usage or configuration error.

            Several reports from one run: --format sarif --output out.sarif --format text \
            writes SARIF to out.sarif and text to standard output.
            """)

    @Argument(help: "Files and directories to check; - reads one file from standard input (with --stdin-filename).")
    var paths: [String] = ["."]

    @Option(name: .long, help: ArgumentHelp(
        "With - as the path: the path of the file on standard input, which decides its format, configuration and project and names it in the report (it need not exist).",
        valueName: "path"))
    var stdinFilename: String?

    @OptionGroup(title: "Output")
    var reporting: ReportingOptions

    @OptionGroup(title: "Fixes")
    var fixing: FixOptions

    @Option(name: .long, help: "Lowest severity that makes the exit status 1: error, warning or note.")
    var failOn: Severity = .error

    @Flag(name: .long, help: "Exit 0 even when there are findings (usage and configuration errors still exit 2).")
    var exitZero = false

    @Option(name: .long, help: "Configuration file for every file checked (default: each file's nearest .redirectlint.yml, else the one here or in a parent directory).")
    var config: String?

    // `-j4` as well as `-j 4`: how make, ninja and xargs users type it.
    @Option(name: [.customShort("j", allowingJoined: true), .long],
            help: "Files checked in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(name: .long, help: "Report only findings that are not in this baseline file.")
    var baseline: String?

    @Option(name: .long, help: "Record the current findings in this baseline file (and report nothing).")
    var writeBaseline: String?

    @Option(name: .long, help: ArgumentHelp(
        "Read every file under this directory for the cross-file rules, but report only findings that involve the named paths (pre-commit).",
        valueName: "dir"))
    var projectRoot: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let projectRoot, FileSystem.type(of: projectRoot)?.0 != .directory {
            throw ValidationError("--project-root must be a directory: \(projectRoot)")
        }
        try fixing.check(paths: paths, writesBaseline: writeBaseline != nil, reporting: reporting)
    }

    func run() throws {
        let input = try StandardInput.read(paths: paths, filename: stdinFilename)
        let unusable = NamedPaths.problems(paths)
        if !unusable.isEmpty {
            for problem in unusable { Console.error("redirectlint: \(problem)") }
            throw ExitCode(2)
        }
        let known = Set(Catalog.ids)
        var configuration = Configuration()
        if let path = config ?? ConfigurationLoader.find(from: FileSystem.currentDirectory()) {
            do {
                configuration = try ConfigurationLoader.load(path: path, knownRules: known)
            } catch {
                Console.problem("redirectlint: configuration error: \(error)")
                throw ExitCode(2)
            }
        }
        let plan = try reporting.plan()
        var request = LintRequest(paths: input.map { [$0.path] } ?? paths, configuration: configuration,
                                  jobs: jobs ?? FileSystem.processorCount, wantsExcerpts: plan.wantsExcerpts,
                                  projectRoot: projectRoot)
        do {
            // A new baseline records every current finding, whatever an old one says.
            if let baseline, writeBaseline == nil { request.baseline = try BaselineFile.load(path: baseline) }
        } catch {
            Console.problem("redirectlint: baseline error: \(error)")
            throw ExitCode(2)
        }
        // An explicit --config is the one configuration; otherwise each .redirectlint.yml in
        // the tree marks a project of its own.
        request.findsProjects = config == nil
        request.standardInput = input?.bytes
        if writeBaseline != nil { request.wantsExcerpts = false }
        let report: LintReport
        do {
            if fixing.diff {
                if try fixing.printDiff(request) { throw ExitCode(1) }
                return
            }
            if fixing.fix { try fixing.apply(request) }
            report = try Linter.lint(request)
        } catch let error as ExitCode {
            throw error
        } catch {
            Console.problem("redirectlint: configuration error: \(error)")
            throw ExitCode(2)
        }
        if let writeBaseline {
            var baseline = BaselineFile.empty(for: writeBaseline)
            baseline.record(report.findings)
            do {
                let count = try BaselineFile.write(baseline, to: writeBaseline)
                Console.error("redirectlint: wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(writeBaseline)")
                return
            } catch {
                Console.problem("redirectlint: baseline error: \(error)")
                throw ExitCode(2)
            }
        }
        var timer = PhaseTimer()
        try ReportWriter(plan: plan, options: reporting).write(report)
        timer.mark("output")
        let summary = report.summary
        if summary.hasFinding(atOrAbove: failOn), !exitZero { throw ExitCode(1) }
    }
}

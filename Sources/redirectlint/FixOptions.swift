import ArgumentParser
import RedirectLintEngine

/// `--fix`, `--unsafe-fixes` and `--diff`, with ruff's meaning: `--fix` applies the safe fixes
/// of the findings reported and then reports what remains; unsafe fixes (a registered redirect
/// URI, a declared scheme: values an app and a server must agree on) only with
/// `--unsafe-fixes`; `--diff` prints what `--fix` would change and changes nothing.
struct FixOptions: ParsableArguments {
    @Flag(name: .long, help: "Apply the fixes of the findings reported to the files (safe fixes; unsafe ones too with --unsafe-fixes), then report what remains.")
    var fix = false

    @Flag(name: .long, help: "With --fix or --diff: apply unsafe fixes too, which change a value the app and the server must agree on (a registered redirect URI, a declared scheme).")
    var unsafeFixes = false

    @Flag(name: .long, help: "Print a unified diff of what --fix would change (with --unsafe-fixes, unsafe fixes too) and change nothing; exit 1 when there is a diff, 0 when none.")
    var diff = false

    /// Usage errors of these flags with the other options of a run.
    func check(paths: [String], writesBaseline: Bool, reporting: ReportingOptions) throws {
        if unsafeFixes, !fix, !diff { throw ValidationError("--unsafe-fixes goes with --fix or --diff") }
        guard fix || diff else { return }
        let flag = diff ? "--diff" : "--fix"
        if paths.contains(NamedPaths.standardInput) {
            throw ValidationError("\(flag) works on files on disk, not on standard input (-): lint the file by its path")
        }
        if writesBaseline { throw ValidationError("\(flag) does not go with --write-baseline") }
        if diff, !reporting.format.isEmpty || !reporting.output.isEmpty {
            throw ValidationError("--diff prints a diff, not a report: leave out --format and --output")
        }
    }

    /// `--diff`: the diff on standard output, a summary on standard error; exit 1 when a file
    /// would change.
    func printDiff(_ request: LintRequest) throws(ConfigurationError) -> Bool {
        let run = try Fixer.run(request, unsafe: unsafeFixes)
        for problem in run.notFixed { Console.problem("redirectlint: \(problem)") }
        let (text, withheld) = Fixer.diff(run.files)
        Console.out(String(decoding: text, as: UTF8.self))
        Console.error("redirectlint: would fix \(Self.count(run.applied, "finding")) in \(Self.count(run.files.count, "file"))")
        if withheld > 0 {
            Console.error("redirectlint: \(Self.count(withheld, "change")) not shown, because a secret or a control character is within 3 lines (--fix applies \(withheld == 1 ? "it" : "them"))")
        }
        reportUnsafe(run.report)
        return !run.files.isEmpty
    }

    /// `--fix`: writes the fixed files; the run then lints them again to report what remains.
    func apply(_ request: LintRequest) throws(ConfigurationError) {
        let run = try Fixer.run(request, unsafe: unsafeFixes)
        for problem in run.notFixed { Console.problem("redirectlint: \(problem)") }
        var fixed = 0
        var files = 0
        for file in run.files {
            if let problem = Fixer.write(file) {
                Console.problem("redirectlint: \(problem)")
            } else {
                fixed += file.applied
                files += 1
            }
        }
        Console.error("redirectlint: fixed \(Self.count(fixed, "finding")) in \(Self.count(files, "file"))")
        reportUnsafe(run.report)
    }

    /// ruff's hint: how many findings left have a fix that only `--unsafe-fixes` applies.
    private func reportUnsafe(_ report: LintReport) {
        guard !unsafeFixes else { return }
        let hidden = report.findings.filter { $0.fix != nil && !Fixer.isSafe($0.ruleID) }.count
        if hidden > 0 { Console.error("redirectlint: \(Self.count(hidden, "fix", plural: "fixes")) available with --unsafe-fixes") }
    }

    private static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }
}

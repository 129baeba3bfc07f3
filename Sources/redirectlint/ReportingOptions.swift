import ArgumentParser
import RedirectLintReporters

extension OutputFormat: ExpressibleByArgument {}

/// The options that choose what is reported and where it goes; kept out of `Lint` so the
/// lint command stays about what is checked.
struct ReportingOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output format (default text): text, json, sarif, github (GitHub Actions annotations) or gitlab (GitLab Code Quality). "
            + "Repeat it, with --output, for several reports from one run.",
        valueName: "format"))
    var format: [OutputFormat] = []

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write the report to this file instead of standard output. The n-th --output goes with the n-th --format; "
            + "at most one format may be left to standard output.",
        valueName: "file"))
    var output: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "SARIF run category (automationDetails.id '<name>/', default 'redirectlint/'): give each run its own "
            + "when several SARIF files are uploaded for one commit.",
        valueName: "name"))
    var sarifCategory: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Also print how many findings each rule produced: after a text report on standard output, "
            + "or on standard error when standard output carries a machine-readable format."))
    var statistics = false

    @Flag(name: .shortAndLong, help: "Text format: print only the findings, no summary line.")
    var quiet = false

    @Flag(name: .long, help: "No colour in text output (also: the NO_COLOR environment variable).")
    var noColor = false

    func validate() throws {
        _ = try plan()
        if let sarifCategory, sarifCategory.allSatisfy({ $0 == "/" || $0.isWhitespace }) {
            throw ValidationError("--sarif-category needs a name")
        }
    }

    func plan() throws -> OutputPlan {
        do {
            return try OutputPlan(formats: format, outputs: output)
        } catch {
            throw ValidationError(error.description)
        }
    }

    var reportOptions: ReportOptions {
        ReportOptions(color: false, quiet: quiet, sarifCategory: sarifCategory)
    }
}

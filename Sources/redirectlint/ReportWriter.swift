import ArgumentParser
import RedirectLintEngine
import RedirectLintReporters

/// Renders each report of the plan and sends it where it belongs: files first, then
/// standard output, then statistics; notes about the output itself go to standard error.
enum ReportWriter {
    static func write(_ report: LintReport, plan: OutputPlan, options: ReportingOptions) throws {
        var failed = false
        var standardOutput = ""
        for target in plan.targets {
            var reportOptions = options.reportOptions
            // Colour only for a person at a terminal: never in a file or a pipe.
            reportOptions.color = target.format == .text && target.destination == .standardOutput
                && !options.noColor && FileSystem.environment("NO_COLOR").map(\.isEmpty) ?? true
                && FileSystem.isTerminal(1)
            let rendered = Reporters.render(report, as: target.format, options: reportOptions)
            switch target.destination {
            case .standardOutput:
                standardOutput = rendered
            case .file(let path):
                if !FileSystem.writeFile(path, rendered) {
                    Console.error("redirectlint: cannot write \(path)")
                    failed = true
                }
            }
            if target.format == .sarif, let warning = SARIFReporter.truncationWarning(report) {
                Console.error("redirectlint: warning: \(warning)")
            }
        }
        if options.statistics {
            let statistics = StatisticsReporter.render(report)
            switch plan.statisticsStream {
            case .standardOutput:
                if !standardOutput.isEmpty, !statistics.isEmpty { standardOutput += "\n" }
                standardOutput += statistics
            case .standardError: if !statistics.isEmpty { Console.error(statistics) }
            }
        }
        if !standardOutput.isEmpty { Console.out(standardOutput) }
        if failed { throw ExitCode(2) }
    }
}

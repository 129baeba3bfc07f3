import ArgumentParser
import RedirectLintEngine
import RedirectLintReporters

/// Writes every report of the plan, then the statistics; notes about the output itself go
/// to standard error. A report file takes the place of the old one only once written whole.
struct ReportWriter {
    let plan: OutputPlan
    let options: ReportingOptions

    /// Throws exit status 2 when a report could not be written.
    func write(_ report: LintReport) throws {
        let summary = report.summary
        var failed = false
        var standardOutput: OutputFile?
        let fromRoot = plan.targets.contains { $0.format.namesFilesFromTheRepositoryRoot }
            ? report.relocated(RepositoryPaths.forThisRun()) : report
        for target in plan.targets {
            var reportOptions = options.reportOptions
            // Colour only for a person at a terminal: never in a file or a pipe.
            reportOptions.color = target.format == .text && target.destination == .standardOutput
                && !options.noColor && FileSystem.environment("NO_COLOR").map(\.isEmpty) ?? true
                && FileSystem.isTerminal(1)
            let file: OutputFile?
            switch target.destination {
            case .standardOutput:
                file = .standardOutput
                standardOutput = file
            case .file(let path):
                file = OutputFile.createReplacing(path)
            }
            if let file {
                let shown = target.format.namesFilesFromTheRepositoryRoot ? fromRoot : report
                ReportRendering.render(shown, as: target.format, options: reportOptions) { file.write($0) }
            }
            if case .file(let path) = target.destination, file?.close() != true {
                Console.error("redirectlint: cannot write \(path)")
                failed = true
            }
            if target.format == .sarif, let warning = SARIFReporter.truncationWarning(total: summary.total) {
                Console.error("redirectlint: warning: \(warning)")
            }
        }
        if options.statistics {
            let statistics = StatisticsReporter.render(summary)
            switch plan.statisticsStream {
            case .standardOutput:
                let out = standardOutput ?? .standardOutput
                if !out.isEmpty, !statistics.isEmpty { out.write("\n") }
                out.write(statistics)
                standardOutput = out
            case .standardError: if !statistics.isEmpty { Console.error(statistics) }
            }
        }
        _ = standardOutput?.close()
        if failed { throw ExitCode(2) }
    }
}

import ArgumentParser
import RedirectLintEngine
import RedirectLintReporters

/// Writes every report of the plan while the run goes on: each file's findings as soon as
/// the file is settled, the totals at the end, then statistics; notes about the output
/// itself go to standard error.
final class ReportWriter {
    private struct Target {
        var destination: OutputPlan.Destination
        var file: OutputFile?
        var assembler: ReportAssembler
    }

    private var targets: [Target] = []
    private let plan: OutputPlan
    private let options: ReportingOptions
    /// One renderer per target, in plan order: what the worker threads run. Each is its
    /// assembler's, which tells it when SARIF has all the results it keeps.
    let renderers: [FindingRenderer]

    init(plan: OutputPlan, options: ReportingOptions) {
        self.plan = plan
        self.options = options
        for target in plan.targets {
            var reportOptions = options.reportOptions
            // Colour only for a person at a terminal: never in a file or a pipe.
            reportOptions.color = target.format == .text && target.destination == .standardOutput
                && !options.noColor && FileSystem.environment("NO_COLOR").map(\.isEmpty) ?? true
                && FileSystem.isTerminal(1)
            let renderer = FindingRenderer(format: target.format, options: reportOptions)
            targets.append(Target(destination: target.destination, file: nil, assembler: ReportAssembler(renderer)))
        }
        renderers = targets.map(\.assembler.renderer)
    }

    /// The stream a run reports into.
    var stream: ReportStream<[RenderedItems]> {
        let renderers = renderers
        return ReportStream(begin: { [self] in begin(files: $0) },
                            render: { file in renderers.map { $0.render(file) } },
                            write: { [self] in write($0) })
    }

    /// Opens the outputs only once the run is sure to complete (its configuration is
    /// valid), so that a failed run leaves no report behind.
    private func begin(files: [FileResult]) {
        for index in targets.indices {
            switch targets[index].destination {
            case .standardOutput: targets[index].file = .standardOutput
            case .file(let path): targets[index].file = OutputFile.create(path)
            }
            targets[index].file?.write(targets[index].assembler.begin(files: files))
        }
    }

    private func write(_ rendered: [RenderedItems]) {
        for (index, items) in zip(targets.indices, rendered) { targets[index].file?.write(targets[index].assembler.add(items)) }
    }

    /// Ends every report and adds the statistics; throws exit status 2 when a report could
    /// not be written.
    func finish(_ summary: RunSummary) throws {
        var failed = false
        var standardOutput: OutputFile?
        for index in targets.indices {
            let target = targets[index]
            if let file = target.file { targets[index].assembler.finish(summary) { file.write($0) } }
            switch target.destination {
            case .standardOutput:
                standardOutput = target.file
            case .file(let path):
                if target.file?.close() != true {
                    Console.error("redirectlint: cannot write \(path)")
                    failed = true
                }
            }
            if target.assembler.renderer.format == .sarif, let warning = SARIFReporter.truncationWarning(total: summary.total) {
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

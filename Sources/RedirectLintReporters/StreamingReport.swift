import RedirectLintEngine
import RedirectLintModel

/// A whole report in one format, written in pieces: the head, each file's findings in output
/// order, then the end. SARIF keeps at most `resultLimit` results (errors first) and writes
/// them with its head, which counts them and lists the rules they refer to.
public enum ReportRendering {
    public static func render(_ report: LintReport, as format: OutputFormat, options: ReportOptions,
                              resultLimit: Int = SARIFReporter.resultLimit, into write: ([UInt8]) -> Void) {
        let summary = report.summary
        let text = TextReporter(color: options.color, quiet: options.quiet)
        // Only SARIF lists the rules: the catalog is parsed when it is first read.
        lazy var sarifRules = SARIFRuleTable()
        var sarifQuota = ResultQuota(summary, limit: resultLimit)
        var written = 0
        var sarifResults: [[UInt8]] = []
        if format == .json { JSONReporter.writeHead(files: report.files, to: write) }
        for file in report.byFile {
            switch format {
            case .text:
                for finding in file.findings { write(Array(text.item(finding, excerpt: file.excerpt).utf8)) }
            case .github:
                for finding in file.findings { write(Array((GitHubReporter.command(for: finding) + "\n").utf8)) }
            case .sarif:
                for (finding, fingerprint) in zip(file.findings, Fingerprint.distinct(file.findings)) where sarifQuota.admits(finding) {
                    sarifResults.append(SARIFReporter.item(finding, rule: sarifRules.descriptor(for: finding), fingerprint: fingerprint))
                }
            case .json:
                var writer = JSONWriter(indent: 2)
                for (index, finding) in file.findings.enumerated() {
                    writer.append(written + index == 0 ? "[" : ",")
                    writer.newline(2)
                    JSONReporter.write(finding, level: 2, into: &writer)
                }
                write(writer.bytes)
            case .gitlab:
                let items = zip(file.findings, Fingerprint.distinct(file.findings)).map { GitLabReporter.item($0, fingerprint: $1) }
                for (index, item) in items.enumerated() {
                    write(Array(((written + index == 0 ? "[" : ",") + "\n  ").utf8) + item)
                }
            }
            written += file.findings.count
        }
        switch format {
        case .text:
            if !options.quiet { write(Array((text.summary(summary) + "\n").utf8)) }
        case .github:
            break
        case .gitlab:
            write(Array((written == 0 ? "[]\n" : "\n]\n").utf8))
        case .json:
            write(Array((written == 0 ? "[]" : "\n  ]").utf8) + JSONReporter.tail(summary))
        case .sarif:
            // The writer hands blocks to `write` only while the document is written.
            withoutActuallyEscaping(write) { write in
                SARIFReporter.document(files: report.files, results: sarifResults, rules: sarifRules, total: summary.total,
                                       category: options.sarifCategory, resultLimit: resultLimit, into: write)
            }
        }
    }

    /// A whole report at once.
    public static func render(_ report: LintReport, as format: OutputFormat, options: ReportOptions,
                              resultLimit: Int = SARIFReporter.resultLimit) -> String {
        var out: [UInt8] = []
        render(report, as: format, options: options, resultLimit: resultLimit) { out += $0 }
        return String(decoding: out, as: UTF8.self)
    }
}

import RedirectLintEngine
import RedirectLintModel

/// One file's findings rendered for one format, one item per finding, back to back.
public struct RenderedItems: Sendable {
    var bytes: [UInt8] = []
    /// Where each item ends in `bytes`.
    var ends: [Int] = []

    mutating func append<Bytes: Sequence>(_ item: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: item)
        ends.append(bytes.count)
    }

    var count: Int { ends.count }

    func item(_ index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }
}

/// How one format renders the findings of a file. Pure, so that the files of a run render
/// on the worker threads while the run goes on.
public struct FindingRenderer: Sendable {
    public let format: OutputFormat
    public let options: ReportOptions
    private let ruleIndex: [String: Int]
    /// The budget of the assembler that gave out this renderer (SARIF's): once it is spent,
    /// a file's findings are past the results the report keeps.
    var budget: ResultBudget?

    public init(format: OutputFormat, options: ReportOptions) {
        self.format = format
        self.options = options
        ruleIndex = format == .sarif ? SARIFReporter.ruleIndex() : [:]
    }

    public func render(_ file: FileFindings) -> RenderedItems {
        var items = RenderedItems()
        if budget?.isSpent == true { return items }
        switch format {
        case .text:
            let reporter = TextReporter(color: options.color, quiet: options.quiet)
            for index in file.findings.indices { items.append(reporter.item(file.findings[index], excerpt: file.excerpt).utf8) }
        case .json:
            // Straight into one buffer for the file, rather than an array per finding.
            var writer = JSONWriter(indent: 2, capacity: 512 * file.findings.count)
            items.ends.reserveCapacity(file.findings.count)
            // Each finding is read where it is: `for finding in` would copy it, every string retained.
            for index in file.findings.indices {
                JSONReporter.item(file.findings[index], into: &writer)
                items.ends.append(writer.bytes.count)
            }
            items.bytes = writer.bytes.array
        case .sarif:
            for index in file.findings.indices { items.append(SARIFReporter.item(file.findings[index], ruleIndex: ruleIndex)) }
        case .github:
            for index in file.findings.indices { items.append((GitHubReporter.command(for: file.findings[index]) + "\n").utf8) }
        case .gitlab:
            for (finding, fingerprint) in zip(file.findings, Fingerprint.distinct(file.findings)) {
                items.append(GitLabReporter.item(finding, fingerprint: fingerprint))
            }
        }
        return items
    }
}

/// Puts one report together from the rendered files, in output order: what to write at the
/// start, after each file and at the end. Everything but SARIF is written as it comes;
/// SARIF is held back (at most `resultLimit` results) because its head counts the results.
public struct ReportAssembler {
    public let renderer: FindingRenderer
    private let resultLimit: Int
    private var files: [FileResult] = []
    private var written = 0
    private var heldBack: [[UInt8]] = []

    /// `renderer` is this report's: the copy it keeps (`self.renderer`) is the one to render
    /// with, since for SARIF it carries the budget of this report's results.
    public init(_ renderer: FindingRenderer, resultLimit: Int = SARIFReporter.resultLimit) {
        var renderer = renderer
        if renderer.format == .sarif { renderer.budget = ResultBudget() }
        self.renderer = renderer
        self.resultLimit = resultLimit
    }

    public mutating func begin(files: [FileResult]) -> [UInt8] {
        self.files = files
        return renderer.format == .json ? JSONReporter.head(files: files) : []
    }

    public mutating func add(_ items: RenderedItems) -> [UInt8] {
        defer { written += items.count }
        switch renderer.format {
        case .text, .github:
            return items.bytes
        case .sarif:
            for index in 0..<min(items.count, max(0, resultLimit - written)) { heldBack.append(Array(items.item(index))) }
            if written + items.count >= resultLimit { renderer.budget?.spend() }
            return []
        case .json, .gitlab:
            let indent = renderer.format == .json ? "\n    " : "\n  "
            var out: [UInt8] = []
            out.reserveCapacity(items.bytes.count + items.count * 8)
            for index in 0..<items.count {
                out.append(written + index == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
                out.append(contentsOf: indent.utf8)
                out.append(contentsOf: items.item(index))
            }
            return out
        }
    }

    public mutating func finish(_ summary: RunSummary) -> [UInt8] {
        var out: [UInt8] = []
        finish(summary) { out += $0 }
        return out
    }

    /// The end of the report, in pieces: SARIF's held-back results go out one at a time.
    public mutating func finish(_ summary: RunSummary, into write: ([UInt8]) -> Void) {
        guard renderer.format == .sarif else { return write(end(summary)) }
        SARIFReporter.document(files: files, results: heldBack, total: summary.total,
                               category: renderer.options.sarifCategory, resultLimit: resultLimit, into: write)
        heldBack = []
    }

    private func end(_ summary: RunSummary) -> [UInt8] {
        switch renderer.format {
        case .text:
            let reporter = TextReporter(color: renderer.options.color, quiet: renderer.options.quiet)
            return renderer.options.quiet ? [] : Array((reporter.summary(summary) + "\n").utf8)
        case .github:
            return []
        case .gitlab:
            return Array((written == 0 ? "[]\n" : "\n]\n").utf8)
        case .json:
            return Array((written == 0 ? "[]" : "\n  ]").utf8) + JSONReporter.tail(summary)
        case .sarif:
            return []
        }
    }

    /// A whole report at once: the same pieces as a streamed run.
    static func render(_ report: LintReport, renderer: FindingRenderer, resultLimit: Int = SARIFReporter.resultLimit) -> String {
        var assembler = ReportAssembler(renderer, resultLimit: resultLimit)
        var out = assembler.begin(files: report.files)
        for file in report.byFile { out += assembler.add(assembler.renderer.render(file)) }
        out += assembler.finish(report.summary)
        return String(decoding: out, as: UTF8.self)
    }
}

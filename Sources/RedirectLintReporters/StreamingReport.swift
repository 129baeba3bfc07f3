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

/// How one format renders the findings of a file.
public struct FindingRenderer: Sendable {
    public let format: OutputFormat
    public let options: ReportOptions
    private let ruleIndex: [String: Int]

    public init(format: OutputFormat, options: ReportOptions) {
        self.format = format
        self.options = options
        ruleIndex = format == .sarif ? SARIFReporter.ruleIndex() : [:]
    }

    public func render(_ file: FileFindings) -> RenderedItems {
        var items = RenderedItems()
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

    public init(_ renderer: FindingRenderer, resultLimit: Int = SARIFReporter.resultLimit) {
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

    /// The end of the report (SARIF: the whole log, with the results held back).
    public mutating func finish(_ summary: RunSummary) -> [UInt8] {
        guard renderer.format == .sarif else { return end(summary) }
        return SARIFReporter.document(files: files, results: heldBack, total: summary.total,
                                      category: renderer.options.sarifCategory, resultLimit: resultLimit)
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

    /// A whole report, handed to `write` in pieces.
    public static func render(_ report: LintReport, renderer: FindingRenderer, resultLimit: Int = SARIFReporter.resultLimit,
                              into write: ([UInt8]) -> Void) {
        var assembler = ReportAssembler(renderer, resultLimit: resultLimit)
        write(assembler.begin(files: report.files))
        for file in report.byFile { write(assembler.add(renderer.render(file))) }
        write(assembler.finish(report.summary))
    }

    /// A whole report at once.
    static func render(_ report: LintReport, renderer: FindingRenderer, resultLimit: Int = SARIFReporter.resultLimit) -> String {
        var out: [UInt8] = []
        render(report, renderer: renderer, resultLimit: resultLimit) { out += $0 }
        return String(decoding: out, as: UTF8.self)
    }
}

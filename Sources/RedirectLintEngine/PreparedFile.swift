import RedirectLintModel
import RedirectLintRules
import RedirectLintSyntax

/// One file after the per-file half of a run: read, parsed, extracted and checked by the file
/// rules, with its tree already dropped. What stays is what the project pass and the
/// settling of its findings need.
struct PreparedFile: Sendable {
    var candidate: CandidateFile
    var result: FileResult
    /// Findings about this file: the engine's and the file rules', with their pointers.
    var findings: [Finding]
    /// More of them, set aside until the file is settled (see `FindingSpill`).
    var spilled: FindingSpill.Stored = .none
    /// Findings the file rules made about other files (where a placeholder is defined).
    var foreign: [Finding] = []
    var model: FileModel?
    /// The directives that may suppress this file's findings.
    var suppressions: FileSuppressions?
    /// Whether findings in this file get JSON Pointers (its tree describes real positions).
    var hasPointers = false
    var pointerMemo: PointerMemo?
    /// The tree of a manifest whose file rules wait for placeholders defined by other files
    /// (Android `${scheme}`); kept until the project pass has run them.
    var deferredDocuments: [Node]?
    var isDeferred = false

    /// Reads and checks one file: everything that needs only the file itself.
    static func prepare(_ candidate: CandidateFile, processor: FileProcessor, options: RuleOptions,
                        spill: FindingSpill) -> PreparedFile {
        prepare(processor.process(candidate), of: candidate, options: options, spill: spill)
    }

    /// The rest of `prepare`, once the file is read (`Linter.lint(bytes:)` reads no file).
    static func prepare(_ outcome: FileOutcome, of candidate: CandidateFile, options: RuleOptions,
                        spill: FindingSpill) -> PreparedFile {
        var file = PreparedFile(candidate: candidate, result: outcome.result, findings: outcome.findings, model: outcome.model)
        // A file a directory walk passed over silently has nothing its directives could suppress.
        if outcome.result.status != .skipped || !outcome.findings.isEmpty { file.suppressions = outcome.suppressions }
        file.hasPointers = outcome.documents != nil
        guard let model = outcome.model else { return file }
        if PlaceholderResolution.waitsForDefinitions(model) {
            file.isDeferred = true
            file.deferredDocuments = outcome.documents
            return file
        }
        file.check(model, options: options, documents: outcome.documents)
        if let roots = outcome.documents { file.pointerMemo = PointerMemo(model: model, roots: roots) }
        file.spilled = spill.store(file.findings)
        file.findings = []
        return file
    }

    /// Runs the file rules on the (resolved) model and gives every finding about this file
    /// its pointer.
    mutating func check(_ model: FileModel, options: RuleOptions, documents: [Node]?) {
        var own = findings
        for finding in RuleRegistry.fileRules.flatMap({ $0.check(model, options: options) }) {
            if finding.path == result.path { own.append(finding) } else { foreign.append(finding) }
        }
        findings = documents.map { FindingPointers.assign(own, roots: $0) } ?? own
    }

    /// Gives findings about this file that were made elsewhere (project rules) their
    /// pointers: from the memo, else from the kept tree, else by loading the file again.
    func pointed(_ others: [Finding], processor: FileProcessor) -> [Finding] {
        guard hasPointers else { return others }
        if let deferredDocuments { return FindingPointers.assign(others, roots: deferredDocuments) }
        var unknown: [Int] = []
        var located = others
        for index in located.indices {
            if let pointer = pointerMemo?.lookup(located[index].range.start.offset) {
                located[index].pointer = pointer
            } else {
                unknown.append(index)
            }
        }
        guard !unknown.isEmpty, let roots = processor.process(candidate).documents else { return located }
        for index in unknown {
            located[index].pointer = NodePointer.pointer(at: located[index].range.start.offset, in: roots)
        }
        return located
    }
}

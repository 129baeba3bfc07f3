import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import RedirectLintSyntax

/// One file after the per-file half of a run: read, parsed, extracted and checked by the file
/// rules, with its tree already dropped. What stays is what the project pass and the
/// settling of its findings need.
struct PreparedFile: Sendable {
    var candidate: CandidateFile
    var result: FileResult
    /// Findings about this file: the engine's and the file rules', with their pointers.
    var findings: [Finding]
    /// More of them, set aside until the file is settled (see `RunSpill`).
    var spilled: RunSpill.Stored = .none
    /// Findings the file rules made about other files (where a placeholder is defined).
    var foreign: [Finding] = []
    /// The file's model. Once its file rules have run, its registrations wait in the spill
    /// (`storedRegistrations`) and the model keeps the rest.
    var model: FileModel?
    var storedRegistrations: (stored: RunSpill.Stored, count: Int)?
    /// Where the file's secrets are, to mask them in excerpts, in the spill; nil when the file
    /// was not understood (see `secretRanges(in:)`).
    var storedSecretRanges: RunSpill.Stored?
    /// The directives that may suppress this file's findings.
    var suppressions: FileSuppressions?
    /// Whether findings in this file get JSON Pointers (its tree describes real positions).
    var hasPointers = false
    /// The `PointerMemo` of the file's values, in the spill.
    var storedPointers: RunSpill.Stored?
    /// The tree of a manifest whose file rules wait for placeholders defined by other files
    /// (Android `${scheme}`); kept until the project pass has run them.
    var deferredDocuments: [Node]?
    var isDeferred = false

    /// Reads and checks one file: everything that needs only the file itself.
    static func prepare(_ candidate: CandidateFile, processor: FileProcessor, options: RuleOptions,
                        spill: RunSpill) -> PreparedFile {
        prepare(processor.process(candidate), of: candidate, options: options, spill: spill)
    }

    /// The rest of `prepare`, once the file is read (`Linter.lint(bytes:)` reads no file).
    static func prepare(_ outcome: FileOutcome, of candidate: CandidateFile, options: RuleOptions,
                        spill: RunSpill) -> PreparedFile {
        var file = PreparedFile(candidate: candidate, result: outcome.result, findings: outcome.findings, model: outcome.model)
        // A file a directory walk passed over silently has nothing its directives could suppress.
        if outcome.result.status != .skipped || !outcome.findings.isEmpty { file.suppressions = outcome.suppressions }
        file.hasPointers = outcome.documents != nil
        guard let model = outcome.model else { return file }
        var secrets = ByteWriter()
        for range in model.registrations.flatMap({ $0.secrets.map(\.range) }) + model.manifests.flatMap({ $0.secrets.map(\.range) }) {
            secrets.range(range)
        }
        file.storedSecretRanges = spill.store(bytes: secrets.bytes)
        if PlaceholderResolution.waitsForDefinitions(model) {
            file.isDeferred = true
            file.deferredDocuments = outcome.documents
            return file
        }
        let memo = outcome.documents.map { PointerMemo(model: model, roots: $0) }
        file.check(model, options: options, documents: outcome.documents, memo: memo)
        if let memo { file.storedPointers = spill.store(bytes: memo.encoded()) }
        file.spilled = spill.store(file.findings)
        file.findings = []
        if !model.registrations.isEmpty {
            file.storedRegistrations = (spill.store(bytes: RegistrationCoding.encode(model.registrations)), model.registrations.count)
            file.model?.registrations = []
        }
        return file
    }

    /// Where the file's secrets are; nil when the file was not understood.
    func secretRanges(in spill: RunSpill) -> [SourceRange]? {
        guard let storedSecretRanges else { return nil }
        var reader = ByteReader(bytes: spill.loadBytes(storedSecretRanges))
        var ranges: [SourceRange] = []
        while !reader.isAtEnd { ranges.append(reader.range()) }
        return ranges
    }

    /// Runs the file rules on the (resolved) model and gives every finding about this file
    /// its pointer (from `memo` where it knows the position, else from `documents`).
    mutating func check(_ model: FileModel, options: RuleOptions, documents: [Node]?, memo: PointerMemo? = nil) {
        var own = findings
        for finding in RuleRegistry.fileRules.flatMap({ $0.check(model, options: options) }) {
            if finding.path == result.path { own.append(finding) } else { foreign.append(finding) }
        }
        findings = documents.map { FindingPointers.assign(own, roots: $0, memo: memo) } ?? own
    }

    /// The file's part of the project index, its model being `resolved` (placeholders filled).
    func projectFile(_ resolved: FileModel, spill: RunSpill) -> ProjectIndex.File {
        guard let (stored, count) = storedRegistrations else { return ProjectIndex.File(resolved) }
        return ProjectIndex.File(path: resolved.path, manifests: resolved.manifests,
                                 hasUnresolvedTemplates: !resolved.unresolvedTemplates.isEmpty, registrationCount: count,
                                 registrations: { RegistrationCoding.decode(spill.loadBytes(stored)) })
    }

    /// Gives findings about this file that were made elsewhere (project rules) their
    /// pointers: from the memo, else from the kept tree, else by loading the file again.
    func pointed(_ others: [Finding], processor: FileProcessor, spill: RunSpill) -> [Finding] {
        guard hasPointers else { return others }
        if let deferredDocuments { return FindingPointers.assign(others, roots: deferredDocuments) }
        let memo = storedPointers.map { PointerMemo(decoding: spill.loadBytes($0)) }
        var unknown: [Int] = []
        var located = others
        for index in located.indices {
            if let pointer = memo?.lookup(located[index].range.start.offset) {
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

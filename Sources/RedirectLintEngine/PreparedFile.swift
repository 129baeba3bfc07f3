import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import RedirectLintSyntax

/// One file after the per-file half of a run: read, parsed, extracted and checked by the file
/// rules, with its tree already dropped. What stays is what the project pass and the
/// settling of its findings need.
struct PreparedFile: Sendable {
    // A run keeps one of these per file until its findings are settled, so what only some
    // files have, or only until the project pass, is boxed: the model, the suppressions.
    var result: FileResult
    /// The file was named on the command line (not found by a directory walk).
    private var isExplicit: Bool
    /// Findings about this file: the engine's and the file rules', with their pointers, until
    /// they are set aside in `parts`.
    var findings: [Finding]
    /// Findings the file rules made about other files (where a placeholder is defined).
    var foreign: [Finding] = []
    private var modelBox: Box<FileModel>?
    /// What waits in the spill until a later pass: where the file's secrets are (to mask them
    /// in excerpts), its pointer memo, its findings and its registrations.
    var parts = SpilledParts()
    private var suppressionsBox: Box<FileSuppressions>?
    /// Whether findings in this file get JSON Pointers (its tree describes real positions).
    var hasPointers = false
    var isDeferred = false
    /// The tree of a manifest whose file rules wait for placeholders defined by other files
    /// (Android `${scheme}`); kept until the project pass has run them.
    var deferredDocuments: [Node]?

    init(candidate: CandidateFile, result: FileResult, findings: [Finding], model: FileModel?) {
        self.result = result
        self.isExplicit = candidate.explicit
        self.findings = findings
        self.model = model
    }

    var candidate: CandidateFile { CandidateFile(path: result.path, explicit: isExplicit) }

    /// The file's model. Once its file rules have run, its registrations wait in the spill
    /// (`parts`) and the model keeps the rest, until the project index is built.
    var model: FileModel? {
        get { modelBox?.value }
        set { modelBox = newValue.map(Box.init) }
    }

    /// The directives that may suppress this file's findings.
    var suppressions: FileSuppressions? {
        get { suppressionsBox?.value }
        set { suppressionsBox = newValue.map(Box.init) }
    }

    /// Reads and checks one file: everything that needs only the file itself.
    /// `isContext`: the file is read only for the project rules (`--project-root`), so none
    /// of its own findings can be reported.
    /// `masksSecretLookingValues`: the run shows excerpts, which mask every value under a
    /// secret-looking key too (`SecretLookingValues`), not only the secrets the model holds.
    static func prepare(_ candidate: CandidateFile, processor: FileProcessor, options: RuleOptions,
                        spill: RunSpill, isContext: Bool = false, masksSecretLookingValues: Bool = false) -> PreparedFile {
        prepare(processor.process(candidate), of: candidate, options: options, spill: spill, isContext: isContext,
                masksSecretLookingValues: masksSecretLookingValues)
    }

    /// The rest of `prepare`, once the file is read (`Linter.lint(bytes:)` reads no file).
    static func prepare(_ outcome: FileOutcome, of candidate: CandidateFile, options: RuleOptions,
                        spill: RunSpill, isContext: Bool = false, masksSecretLookingValues: Bool = false) -> PreparedFile {
        var file = PreparedFile(candidate: candidate, result: outcome.result, findings: outcome.findings, model: outcome.model)
        // A file a directory walk passed over silently has nothing its directives could suppress.
        if outcome.result.status != .skipped || !outcome.findings.isEmpty { file.suppressions = outcome.suppressions }
        file.hasPointers = outcome.documents != nil
        guard let model = outcome.model else { return file }
        var secrets = ByteWriter()
        for range in ExcerptSecrets.ranges(of: model, documents: outcome.documents, secretLooking: masksSecretLookingValues) {
            secrets.range(range)
        }
        if PlaceholderResolution.waitsForDefinitions(model) {
            file.parts = SpilledParts(secrets: secrets.bytes, in: spill)
            file.isDeferred = true
            file.deferredDocuments = outcome.documents
            return file
        }
        // The file rules of a context file are not run, and what the engine found in it is
        // dropped: a model read from one file holds no location in another, so none of it
        // could name a reported file. (A model waiting for placeholders, above, is checked
        // once they are filled: its rules can find fault in the Gradle file that defines one.)
        // Its memo is kept: findings made elsewhere about it that involve a named file need
        // pointers, and in a project whose servers share redirect URIs they can be many.
        let memo = outcome.documents.map { PointerMemo(model: model, roots: $0) }
        if isContext {
            file.findings = []
        } else {
            file.check(model, options: options, documents: outcome.documents, memo: memo)
        }
        file.parts = SpilledParts(secrets: secrets.bytes, pointers: memo?.encoded(), findings: file.findings,
                                  registrations: model.registrations, in: spill)
        file.findings = []
        if !model.registrations.isEmpty { file.model?.registrations = [] }
        return file
    }

    /// Where the file's secrets are; nil when the file was not understood.
    func secretRanges(in spill: RunSpill) -> [SourceRange]? {
        parts.secretRanges(in: spill)
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
        guard parts.registrationCount > 0 else { return ProjectIndex.File(resolved) }
        let parts = parts
        return ProjectIndex.File(path: resolved.path, manifests: resolved.manifests,
                                 hasUnresolvedTemplates: !resolved.unresolvedTemplates.isEmpty,
                                 registrationCount: Int(parts.registrationCount), registrations: { parts.registrations(in: spill) })
    }

    /// Gives findings about this file that were made elsewhere (project rules) their
    /// pointers: from the memo, else from the kept tree, else by loading the file again.
    func pointed(_ others: [Finding], processor: FileProcessor, spill: RunSpill) -> [Finding] {
        guard hasPointers else { return others }
        if let deferredDocuments { return FindingPointers.assign(others, roots: deferredDocuments) }
        let memo = parts.pointers(in: spill)
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

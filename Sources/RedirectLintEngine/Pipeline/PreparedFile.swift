import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import RedirectLintSyntax

/// One file after the per-file step of a run: read, parsed, extracted and checked by the file
/// rules, its tree dropped unless its rules wait for placeholders defined in other files.
struct PreparedFile: Sendable {
    var candidate: CandidateFile
    var result: FileResult
    /// Whether the report lists the file (`FileOutcome.isListed`).
    var isListed = true
    /// Findings about this file: the engine's and the file rules', with their pointers.
    var findings: [Finding]
    /// Findings the file rules made about other files (where a placeholder is defined).
    var foreign: [Finding] = []
    /// What the project rules read; nil when the file was not understood.
    var model: FileModel?
    /// The directives that may suppress this file's findings.
    var suppressions: FileSuppressions?
    /// What excerpts of the file need (the digest of its bytes, where its secrets are); nil
    /// when it was not understood, or the run shows no excerpts.
    var checkedContent: CheckedContent?
    /// Whether findings in this file get JSON Pointers (its tree describes real positions).
    var hasPointers = false
    /// The pointers of the values project rules report on, for findings they make about it.
    var recordedPointers: RecordedPointers?
    /// The file rules wait until placeholders are filled from other files (Android
    /// `${scheme}`); its tree is kept until then.
    var isDeferred = false
    var deferredDocuments: [Node]?

    /// Everything that needs only the file itself, once it is read (`outcome`).
    /// `isContext`: the file is read only for the project rules (`--project-root`), so none
    /// of its own findings can be reported and its file rules are not run.
    /// `masksSecretLookingValues`: the run shows excerpts, which mask every value under a
    /// secret-looking key too (`SecretLookingValues`), not only the secrets the model holds.
    init(_ outcome: FileOutcome, of candidate: CandidateFile, options: RuleOptions, isContext: Bool = false,
         masksSecretLookingValues: Bool = false) {
        self.candidate = candidate
        result = outcome.result
        isListed = outcome.isListed
        findings = outcome.findings
        model = outcome.model
        // A file a directory walk passed over silently has nothing its directives could suppress.
        if outcome.result.status != .skipped || !outcome.findings.isEmpty { suppressions = outcome.suppressions }
        hasPointers = outcome.documents != nil
        guard let model = outcome.model else { return }
        if let digest = outcome.digest {
            checkedContent = CheckedContent(digest: digest, secrets: ExcerptSecrets.ranges(of: model, documents: outcome.documents,
                                                                                           secretLooking: masksSecretLookingValues))
        }
        if PlaceholderResolution.waitsForDefinitions(model) {
            isDeferred = true
            deferredDocuments = outcome.documents
            return
        }
        recordedPointers = outcome.documents.map { RecordedPointers(model: model, roots: $0) }
        if isContext {
            // A model read from one file holds no location in another, so nothing found in a
            // context file could name a reported file.
            findings = []
        } else {
            check(model, options: options, documents: outcome.documents, recorded: recordedPointers)
        }
    }

    /// Runs the file rules on the (resolved) model and gives every finding about this file
    /// its pointer.
    mutating func check(_ model: FileModel, options: RuleOptions, documents: [Node]?, recorded: RecordedPointers? = nil) {
        var own = findings
        // Capped rule by rule, so that at most one rule's findings of a huge file exist at once.
        for finding in RuleRegistry.fileRules.flatMap({ FindingCap.apply($0.check(model, options: options), limit: FindingCap.memoryLimit) }) {
            if finding.path == result.path { own.append(finding) } else { foreign.append(finding) }
        }
        findings = documents.map { FindingPointers.assign(own, roots: $0, recorded: recorded) } ?? own
    }

    /// Gives findings about this file that were made elsewhere (project rules) their
    /// pointers: from the kept tree, else the recorded ones, else by loading the file again
    /// (`reload`).
    func pointed(_ others: [Finding], reload: (CandidateFile) -> [Node]?) -> [Finding] {
        guard hasPointers, !others.isEmpty else { return others }
        if let deferredDocuments { return FindingPointers.assign(others, roots: deferredDocuments) }
        var pointed = others
        var unknown: [Int] = []
        for index in pointed.indices {
            if let pointer = recordedPointers?.pointer(at: pointed[index].range.start.offset) {
                pointed[index].pointer = pointer
            } else {
                unknown.append(index)
            }
        }
        guard !unknown.isEmpty, let roots = reload(candidate) else { return pointed }
        for index in unknown {
            pointed[index].pointer = NodePointer.pointer(at: pointed[index].range.start.offset, in: roots)
        }
        return pointed
    }
}

import RedirectLintDialects
import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import RedirectLintSyntax

/// Everything the engine learned from one file.
struct FileOutcome: Sendable {
    var result: FileResult
    var findings: [Finding]
    var model: FileModel?
    /// Its `redirectlint:` directives, if it has any.
    var suppressions: FileSuppressions? = nil
    /// The loaded tree of a recognised JSON, YAML, properties or XML property list file, for
    /// finding the JSON Pointer of each finding's value.
    var documents: [Node]? = nil
    /// `CheckedContent.digest` of the bytes read, for a recognised file when the run shows
    /// excerpts: they are shown only if the file still holds these bytes.
    var digest: Int? = nil
    /// Whether the report lists the file (`LintReport.files`).
    var isListed = true
}

/// Reads, decodes, parses, recognises and extracts one file. Files are independent here, so
/// many run in parallel; rules run later, once placeholders are resolved across files.
struct FileProcessor: Sendable {
    let configuration: Configuration
    /// Whether a recognised file's outcome gets the digest of its bytes (for excerpts).
    var digestsContent = false
    /// Rule ids a suppression directive may name.
    static let knownRules = Set(Catalog.ids)

    func process(_ candidate: CandidateFile) -> FileOutcome {
        process(candidate) { FileSystem.readFile(candidate.path, maxBytes: configuration.maxFileSize) }
    }

    /// A file whose bytes `read` gives (the file system, or standard input), judged as if it
    /// were read from its path.
    func process(_ candidate: CandidateFile, reading read: () -> Result<[UInt8], FileSystem.ReadError>) -> FileOutcome {
        let outcome = processReading(candidate, read)
        // Source code is read for evidence (`SourceCodeDialect`) and for the apps C# declares
        // (`DotNetAndroidDialect`). Without either, or when it cannot be read as text (a
        // minified bundle over the size limit, a binary), it is passed over without a word,
        // found by a walk or named (lint-staged names every changed file).
        guard outcome.result.status != .checked, FileKind.of(candidate.path)?.isSourceCode == true else { return outcome }
        return FileOutcome(result: outcome.result, findings: [], model: nil, isListed: false)
    }

    private func processReading(_ candidate: CandidateFile, _ read: () -> Result<[UInt8], FileSystem.ReadError>) -> FileOutcome {
        let path = candidate.path
        func outcome(_ status: FileResult.Status, format: String = "unrecognized", reason: String? = nil,
                     findings: [Finding] = [], model: FileModel? = nil) -> FileOutcome {
            FileOutcome(result: FileResult(path: path, format: format, status: status, reason: reason),
                        findings: findings, model: model)
        }

        if candidate.explicit, !Discovery.isReadableExtension(path) {
            return outcome(.skipped, reason: "not a supported file type", findings: [EngineFindings.unrecognized(path: path)])
        }

        let raw: [UInt8]
        switch read() {
        case .success(let bytes): raw = bytes
        case .failure(.tooLarge(let size)):
            let reason = "file is \(size) bytes, over the \(configuration.maxFileSize)-byte limit (max-file-size)"
            return outcome(.skipped, reason: reason, findings: [EngineFindings.skipped(path: path, reason: reason)])
        case .failure(let error):
            return outcome(.error, reason: error.message, findings: [EngineFindings.unreadable(path: path, message: error.message)])
        }
        return process(raw, candidate)
    }

    /// The file's bytes through decoding, loading, recognition, extraction and the file rules.
    func process(_ raw: [UInt8], _ candidate: CandidateFile) -> FileOutcome {
        let path = candidate.path
        var suppressions: FileSuppressions?
        func outcome(_ status: FileResult.Status, format: String = "unrecognized", reason: String? = nil,
                     findings: [Finding] = [], model: FileModel? = nil) -> FileOutcome {
            FileOutcome(result: FileResult(path: path, format: format, status: status, reason: reason),
                        findings: findings, model: model, suppressions: suppressions)
        }

        let kind = FileKind.of(path)
        // `Linter.lint(bytes:path:)` reads a file of any name: as YAML, XML or a property list.
        let syntax = kind?.syntax ?? .structured
        let bytes: [UInt8]
        // A binary property list is known by its magic number, not by how its bytes fare as
        // text: its first object's marker (0xD_ for a dictionary) is usually invalid UTF-8
        // long before any NUL.
        switch PlistLoader.isBinary(raw) ? .binary : TextDecoding.decode(raw, path: path, as: syntax) {
        case .text(let text): bytes = text
        case .binary where PlistLoader.isBinary(raw): bytes = raw
        case .binary:
            // In a walk, binary files are noted when they mention OAuth settings, with the NUL
            // bytes left out so that UTF-16 text without a byte order mark counts too.
            let reason = "binary file (a NUL byte; UTF-16 text needs a byte order mark)"
            let noted = candidate.explicit || kind.map { $0.mayHold(path, raw.filter { $0 != 0 }) } ?? true
            return outcome(.skipped, reason: reason, findings: noted ? [EngineFindings.skipped(path: path, reason: reason)] : [])
        case .invalid(let error, _):
            // A walk's JSON without any registration key (a translation table that mentions
            // OAuth) is someone else's file, as when it does not parse.
            if !candidate.explicit, syntax == .json, !Dialects.mayBeRegistrationJSON(raw) {
                return outcome(.skipped, reason: FileResult.notOAuthContent)
            }
            return outcome(.error, reason: error.message, findings: [EngineFindings.parseError(error, path: path)])
        }

        if !candidate.explicit, let kind, !kind.mayHold(path, bytes) {
            return outcome(.skipped, reason: FileResult.notOAuthContent)
        }

        let file = SourceFile(path: path, bytes: bytes)
        // Directives apply to what could be read, even in a file that then fails to parse.
        suppressions = FileSuppressions.read(file, syntax: syntax, knownRules: Self.knownRules)
        let loaded: DocumentLoader.Loaded
        do {
            loaded = try Self.load(file, as: syntax)
        } catch {
            // In a directory walk, YAML or JSON that does not parse is often a template (Helm's
            // `{{ }}`, a realm's `<name>` lines), or JSON with comments: a note says it was not
            // checked, and where it broke. A walk's JSON without any registration key
            // (`tsconfig.json` with comments, whose only "OAuth word" is `vite/client`) is
            // someone else's file, skipped as any file without OAuth content is. Other JSON is
            // not written by hand that way: a broken realm export is an error, as when it is named.
            let isJSON = syntax == .json
            if !candidate.explicit, isJSON, !Dialects.mayBeRegistrationJSON(bytes) {
                return outcome(.skipped, reason: FileResult.notOAuthContent)
            }
            let strictJSON = isJSON && !Self.isTemplateName(path) && !NotPlainJSON.isTemplateOrCommented(bytes)
            let mustBeOurs = candidate.explicit || !isTreeFile(path) || strictJSON
            return outcome(mustBeOurs ? .error : .skipped, reason: error.message,
                           findings: [mustBeOurs ? EngineFindings.parseError(error, path: path)
                                                 : EngineFindings.unparsed(error, path: path)])
        }

        guard var model = Dialects.read(loaded.document) ?? EmbeddedDocuments.read(loaded.document) else {
            return outcome(.skipped, reason: "not a recognised format",
                           findings: candidate.explicit ? [EngineFindings.unrecognized(path: path)] : [])
        }
        assignServers(&model)
        configuration.assignApps(&model)
        let findings = loaded.warnings.compactMap { EngineFindings.duplicateKey($0, path: path) }
        var checked = outcome(.checked, format: model.format, findings: findings, model: model)
        checked.documents = pointerDocuments(loaded.document)
        if digestsContent { checked.digest = CheckedContent.digest(raw) }
        return checked
    }

    /// A file in its syntax; a JSON template (a Helm chart's realm, a realm an install script
    /// fills in) that does not parse as it stands is read through its `TemplateStandIn`,
    /// which keeps every value at its place. The template's own error is the one reported
    /// when the stand-in does not parse either.
    static func load(_ file: SourceFile, as syntax: SourceSyntax) throws(SyntaxError) -> DocumentLoader.Loaded {
        do {
            return try DocumentLoader.load(file, as: syntax)
        } catch {
            guard syntax == .json, let standIn = TemplateStandIn.standIn(for: file.bytes),
                  let loaded = try? DocumentLoader.load(SourceFile(path: file.path, bytes: standIn), as: .structured),
                  case .tree(let roots) = loaded.document.content
            else { throw error }
            // Offsets are the template's; lines and columns are counted in the template's own
            // text, where a blanked action may have held wider characters.
            var inPlace = loaded
            inPlace.document = Document(file: file, content: .tree(roots.map { $0.repositioned(in: file) }))
            return inPlace
        }
    }

    /// The tree of a file already processed, loaded again without recognition or extraction,
    /// to give JSON Pointers to findings the project rules made after the tree was dropped;
    /// nil when its tree has no pointers.
    func pointerDocuments(_ candidate: CandidateFile) -> [Node]? {
        guard case .success(let raw) = FileSystem.readFile(candidate.path, maxBytes: configuration.maxFileSize) else { return nil }
        return pointerDocuments(raw, candidate)
    }

    func pointerDocuments(_ raw: [UInt8], _ candidate: CandidateFile) -> [Node]? {
        let syntax = FileKind.of(candidate.path)?.syntax ?? .structured
        guard !PlistLoader.isBinary(raw), case .text(let bytes) = TextDecoding.decode(raw, path: candidate.path, as: syntax) else { return nil }
        let file = SourceFile(path: candidate.path, bytes: bytes)
        guard let loaded = try? Self.load(file, as: syntax) else { return nil }
        return pointerDocuments(loaded.document)
    }

    /// Trees whose ranges are real positions: not a binary property list (all at line 1),
    /// and not XML, Gradle or desktop entries, which JSON Pointers do not describe.
    private func pointerDocuments(_ document: Document) -> [Node]? {
        switch document.content {
        case .tree(let roots): return roots
        case .plist(let root) where !PlistLoader.isBinary(document.file.bytes): return [root]
        default: return nil
        }
    }

    /// Files whose parse failure in a walk is a note: configuration that other tools render
    /// or read more leniently (YAML and JSON templates), or whose full grammar the loader does
    /// not claim (Terraform, which `terraform validate` checks).
    private func isTreeFile(_ path: String) -> Bool {
        switch Paths.pathExtension(path) {
        case "json", "yaml", "yml", "tf": return true
        default: return Self.isTemplateName(path)
        }
    }

    /// `realm.json.tpl`: a template by its name, whatever its content.
    private static func isTemplateName(_ path: String) -> Bool {
        let name = Paths.fileName(path).lowercased()
        return FileType.jsonTemplateExtensions.contains { name.hasSuffix("." + $0) }
    }

    /// `servers:` in the configuration names the server of a file, over what the file says;
    /// a file that names no server and is not configured belongs to the project's one
    /// unnamed server.
    private func assignServers(_ model: inout FileModel) {
        for index in model.registrations.indices {
            if let name = configuration.server(for: model.path) {
                model.registrations[index].server = ServerIdentity(name: name, source: .configured)
            } else if model.registrations[index].server.source == .file {
                model.registrations[index].server = ServerIdentity(name: "", source: .file)
            }
        }
    }
}

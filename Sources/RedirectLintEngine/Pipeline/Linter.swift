import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import RedirectLintSyntax

public struct LintRequest: Sendable {
    public var paths: [String]
    public var configuration: Configuration
    public var jobs: Int
    /// Whether the reporter shows source lines (only text output does).
    public var wantsExcerpts: Bool
    /// Findings to leave out because they were there when the project adopted the linter.
    public var baseline: Baseline?
    /// When set, every candidate under this directory is read for the project rules, and only
    /// findings involving `paths` are reported (see `RunScope`).
    public var projectRoot: String?
    /// Whether a `.redirectlint.yml` at or above a file makes the file part of that
    /// configuration's project (see `ProjectPartition`), `configuration` being for files with
    /// none; otherwise `configuration` is the one project's. The command line finds projects
    /// unless `--config` names one configuration.
    public var findsProjects: Bool
    /// Standard input (`-`): the bytes of the one file of `paths`, which need not exist on
    /// disk; everything else about the file (format, configuration, project) goes by its path.
    public var standardInput: [UInt8]?
    /// Files whose bytes are these rather than the disk's, by path as the run spells it: the
    /// files as fixes left them, linted again before anything is written (`Fixer`).
    public var editedFiles: [String: [UInt8]] = [:]
    /// Whether each file's findings keep what applying their fixes needs (the digest of the
    /// bytes checked, where the file's secrets are).
    public var wantsFixes = false

    public init(paths: [String], configuration: Configuration = Configuration(), jobs: Int = FileSystem.processorCount,
                wantsExcerpts: Bool = false, baseline: Baseline? = nil, projectRoot: String? = nil, findsProjects: Bool = false) {
        self.paths = paths
        self.configuration = configuration
        self.jobs = jobs
        self.wantsExcerpts = wantsExcerpts
        self.baseline = baseline
        self.projectRoot = projectRoot
        self.findsProjects = findsProjects
    }
}

/// The whole run, top to bottom, in one place:
/// 1. discovery: the files to read (and, with `--project-root`, the ones reported), minus
///    `exclude:`, each in the project of its nearest configuration;
/// 2. each file on its own, in parallel: read, parse, extract, file rules, pointers;
/// 3. each project: placeholders filled across its files, then the project rules;
/// 4. each file's findings: pointers for those made elsewhere, inline suppressions, the
///    configuration, the run's scope, output order, the baseline, excerpts.
/// Findings stay in memory: real repositories have a few.
public enum Linter {
    /// Every finding of a run, with `request.configuration` for every file.
    public static func run(_ request: LintRequest) -> LintReport {
        var (scope, timer) = plan(request)
        removeExcluded(from: &scope, request, by: request.configuration)
        let (read, reload) = readers(request)
        return run(request, scope, ProjectPartition(single: request.configuration), timer: timer, read: read, reload: reload)
    }

    /// As `run`, but each `.redirectlint.yml` in the tree makes a project of its own.
    public static func runFindingProjects(_ request: LintRequest) throws(ConfigurationError) -> LintReport {
        var (scope, timer) = plan(request)
        try removeExcluded(from: &scope, request, nested: true)
        let partition = try ProjectPartition(nested: scope.candidates.map(\.path) + scope.problems.map(\.path),
                                             fallback: request.configuration)
        let (read, reload) = readers(request)
        return run(request, scope, partition, timer: timer, read: read, reload: reload)
    }

    /// How each file's bytes are read: from the file system, except the file whose bytes
    /// came on standard input.
    private static func readers(_ request: LintRequest) -> (read: @Sendable (CandidateFile, FileProcessor) -> FileOutcome,
                                                             reload: @Sendable (CandidateFile, FileProcessor) -> [Node]?) {
        let given = inMemory(request)
        guard !given.isEmpty else {
            return ({ $1.process($0) }, { $1.pointerDocuments($0) })
        }
        return ({ candidate, processor in
            guard let bytes = given[candidate.path] else { return processor.process(candidate) }
            return processor.process(candidate) {
                bytes.count > processor.configuration.maxFileSize ? .failure(.tooLarge(size: bytes.count)) : .success(bytes)
            }
        }, { candidate, processor in
            given[candidate.path].map { processor.pointerDocuments($0, candidate) } ?? processor.pointerDocuments(candidate)
        })
    }

    /// The files whose bytes are not read from the disk: standard input's, and edited ones.
    static func inMemory(_ request: LintRequest) -> [String: [UInt8]] {
        var given = request.editedFiles
        if let bytes = request.standardInput, let path = standardInputPath(request) { given[path] = bytes }
        return given
    }

    /// The path standard input is linted as, spelled as the run spells paths.
    static func standardInputPath(_ request: LintRequest) -> String? {
        guard request.standardInput != nil, let path = request.paths.first else { return nil }
        return Paths.relative(path, to: FileSystem.currentDirectory())
    }

    /// `runFindingProjects` when `request.findsProjects`, else `run`.
    public static func lint(_ request: LintRequest) throws(ConfigurationError) -> LintReport {
        request.findsProjects ? try runFindingProjects(request) : run(request)
    }

    /// `exclude:` applied before the projects are found, so that no configuration in an
    /// excluded folder is loaded and nothing excluded is read.
    private static func removeExcluded(from scope: inout RunScope, _ request: LintRequest, nested: Bool) throws(ConfigurationError) {
        guard nested else { return removeExcluded(from: &scope, request, by: request.configuration) }
        var exclusions = NestedExclusions(fallback: request.configuration, roots: walkRoots(request))
        try scope.removeExcluded { path throws(ConfigurationError) in try exclusions.excludes(path) }
    }

    /// With one configuration for every file, only its `exclude:` counts (judged going down
    /// the folders as with nested ones). No other configuration is loaded, so none can fail.
    private static func removeExcluded(from scope: inout RunScope, _ request: LintRequest, by configuration: Configuration) {
        guard !configuration.exclude.isEmpty else { return }
        var exclusions = NestedExclusions(fallback: configuration, roots: walkRoots(request), findsConfigurations: false)
        scope.removeExcluded { path in (try? exclusions.excludes(path)) ?? false }
    }

    /// The folders whose walk found the run's files: the project root, else the paths named.
    private static func walkRoots(_ request: LintRequest) -> [String] {
        request.projectRoot.map { [$0] } ?? request.paths
    }

    /// The files to read and, with `--project-root`, the ones to report on.
    private static func plan(_ request: LintRequest) -> (RunScope, PhaseTimer) {
        var timer = PhaseTimer()
        let cwd = FileSystem.currentDirectory()
        let paths = request.paths.map { Paths.relative($0, to: cwd) }
        // Standard input is the file at its path, whether or not the disk has one there.
        let named = request.standardInput == nil ? Discovery.expand(paths)
            : (paths.prefix(1).map { CandidateFile(path: $0, explicit: true) }, [])
        let scope = RunScope.plan(named: named, projectRoot: request.projectRoot.map { Paths.relative($0, to: cwd) })
        timer.mark("discovery")
        return (scope, timer)
    }

    /// The run after discovery. `read` reads one file with its project's processor (the
    /// file system, or bytes already in hand); `reload` loads its tree again, for pointers.
    static func run(_ request: LintRequest, _ scope: RunScope, _ partition: ProjectPartition, timer: PhaseTimer,
                    read: @escaping @Sendable (CandidateFile, FileProcessor) -> FileOutcome = { $1.process($0) },
                    reload: @escaping @Sendable (CandidateFile, FileProcessor) -> [Node]? = { $1.pointerDocuments($0) }) -> LintReport {
        var timer = timer
        let processors = partition.configurations.map { FileProcessor(configuration: $0, digestsContent: request.wantsExcerpts || request.wantsFixes) }
        let options = partition.configurations.map { RuleOptions(ownedDomains: $0.ownedDomains) }

        // Each file on its own, in parallel; the results in input order.
        let prepare: @Sendable (CandidateFile) -> PreparedFile = { candidate in
            PreparedFile(read(candidate, processors[partition.project(of: candidate.path)]), of: candidate,
                         options: options[partition.project(of: candidate.path)],
                         isContext: !scope.reportsEveryFinding(in: candidate.path), masksSecretLookingValues: request.wantsExcerpts || request.wantsFixes)
        }
        // Source code a walk finds tells what the schemes apps declare are for, and which
        // secrets an app is built with: a run without an app (a server's configuration, a
        // library) never opens its thousands of source files. Code that declares an app (a
        // .NET app's Android activities) is read with the manifests.
        let isEvidenceOnly = { (candidate: CandidateFile) in !candidate.explicit && FileKind.of(candidate.path)?.isEvidenceOnly(candidate.path) == true }
        var files = parallelMap(scope.candidates.filter { !isEvidenceOnly($0) }, jobs: request.jobs, prepare)
        if files.contains(where: { $0.model?.manifests.isEmpty == false }) {
            files += parallelMap(scope.candidates.filter(isEvidenceOnly), jobs: request.jobs, prepare)
        }
        timer.mark("read, parse, extract and file rules")

        // Each project: placeholders filled across its files, the file rules that waited for
        // them, then the project rules.
        var elsewhere: [Finding] = []
        var members = Array(repeating: [Int](), count: partition.count)
        for index in files.indices where files[index].model != nil {
            members[partition.project(of: files[index].result.path)].append(index)
        }
        for (project, indices) in members.enumerated() where !indices.isEmpty {
            let whole: Project
            do {
                let resolved = PlaceholderResolution.resolve(indices.map { files[$0].model! })
                if request.wantsExcerpts || request.wantsFixes { maskSecretDefinitions(of: resolved, in: &files, indices) }
                for (index, model) in zip(indices, resolved) where files[index].isDeferred {
                    files[index].check(model, options: options[project], documents: files[index].deferredDocuments)
                }
                // The files' models go before the project rules run: `Project` holds what
                // they read, and two copies of every registration made a monorepo's peak.
                for index in indices { files[index].model = nil }
                whole = Project(files: resolved)
            }
            // The rules are independent of each other: they run side by side, their findings
            // kept in registry order.
            elsewhere += parallelMap(RuleRegistry.projectRules, jobs: request.jobs) { $0.check(whole, options: options[project]) }.flatMap { $0 }
        }
        elsewhere += files.flatMap(\.foreign)
        elsewhere += scope.problems.map {
            $0.isSkipped ? EngineFindings.skipped(path: $0.path, reason: $0.message) : EngineFindings.unreadable(path: $0.path, message: $0.message)
        }
        timer.mark("placeholders and project rules")

        // Each file's findings settled, in parallel and in path order.
        let madeElsewhere = Dictionary(grouping: elsewhere.filter(scope.reports), by: \.path)
        elsewhere = []
        // A path read twice goes by its first file.
        let fileOfPath = Dictionary(files.indices.map { (files[$0].result.path, $0) }, uniquingKeysWith: { first, _ in first })
        let paths = Set(files.map(\.result.path) + scope.problems.map(\.path) + madeElsewhere.keys).sorted()
        let settled = parallelMap(paths, jobs: request.jobs) { [files] path in
            let file = fileOfPath[path].map { files[$0] }
            return settle(path, file: file, elsewhere: madeElsewhere[path] ?? [],
                          configuration: partition.configurations[partition.project(of: path)], request: request, scope: scope,
                          reload: { reload($0, processors[partition.project(of: path)]) })
        }
        timer.mark("settle")

        // Results taken straight from the files: filtering the files first copied every
        // listed one whole (a monorepo's largest allocation at the end of a run).
        let results = (files.compactMap { $0.isListed ? $0.result : nil } + scope.problems.map {
            FileResult(path: $0.path, format: "unrecognized", status: $0.isSkipped ? .skipped : .error, reason: $0.message)
        }).filter(scope.reports).sorted { $0.path < $1.path }
        let byFile = settled.filter { !$0.findings.isEmpty }.map { FileFindings(path: $0.path, findings: $0.findings, excerpt: $0.excerpt, checked: $0.checked) }
        return LintReport(files: results, byFile: byFile,
                          hiddenByBaseline: request.baseline.map { _ in settled.reduce(0) { $0 + $1.hidden } })
    }

    /// A value a manifest uses as a secret (`${oauthValue}`) is a secret where it is defined
    /// (a Gradle script, a string resource), whatever it is called there.
    private static func maskSecretDefinitions(of models: [FileModel], in files: inout [PreparedFile], _ indices: [Int]) {
        let definitions = PlaceholderResolution.secretDefinitions(models)
        guard !definitions.isEmpty else { return }
        for index in indices {
            if let ranges = definitions[files[index].result.path] { files[index].checkedContent?.secrets += ranges }
        }
    }

    /// One file's findings, settled.
    struct SettledFile: Sendable {
        var path: String
        var findings: [Finding]
        var hidden: Int
        var excerpt: SourceExcerpt?
        /// What fixes need (`request.wantsFixes`).
        var checked: CheckedContent?
    }

    /// What the project's own words make of one file's findings: pointers, then inline
    /// suppressions, then the configuration (which sees `unused-suppression` too), then the
    /// run's scope and baseline; and the lines to show.
    static func settle(_ path: String, file: PreparedFile?, elsewhere: [Finding], configuration: Configuration,
                       request: LintRequest, scope: RunScope, reload: (CandidateFile) -> [Node]?) -> SettledFile {
        var findings = (file?.findings ?? []) + (file?.pointed(elsewhere, reload: reload) ?? elsewhere)
        let suppressions = file?.suppressions.map { [path: $0] } ?? [:]
        findings = InlineSuppressions.apply(findings, suppressions: suppressions, configuration: configuration)
        findings = TestFixtures.softened(Policy.apply(configuration, to: findings), path: path, configuration: configuration)
        findings = FindingCap.apply(findings.filter(scope.reports).sortedUnique())
        var hidden = 0
        if let baseline = request.baseline { (findings, hidden) = baseline.filter(findings) }
        let typed = request.editedFiles[path] ?? (path == standardInputPath(request) ? request.standardInput : nil)
        let excerpt = request.wantsExcerpts ? Excerpts.excerpt(for: findings, path: path, checked: file?.checkedContent, bytes: typed) : nil
        return SettledFile(path: path, findings: findings, hidden: hidden, excerpt: excerpt,
                           checked: request.wantsFixes ? file?.checkedContent : nil)
    }
}

extension Linter {
    /// One file's bytes through the whole pipeline, as if named on the command line, without
    /// touching the file system (fuzzing, editor integrations).
    public static func lint(bytes: [UInt8], path: String, configuration: Configuration = Configuration()) -> LintReport {
        let candidate = CandidateFile(path: path, explicit: true)
        let scope = RunScope(candidates: [candidate], problems: [], reported: nil)
        return run(LintRequest(paths: [path], configuration: configuration, jobs: 1), scope, ProjectPartition(single: configuration),
                   timer: PhaseTimer(), read: { $1.process(bytes, $0) }, reload: { $1.pointerDocuments(bytes, $0) })
    }
}

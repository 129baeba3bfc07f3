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

/// Where a streamed run sends its report: the files once they are all read, then each
/// file's settled findings in output order, rendered on the worker threads.
public struct ReportStream<Rendered: Sendable> {
    public var begin: ([FileResult]) -> Void
    public var render: @Sendable (FileFindings) -> Rendered
    public var write: (Rendered) -> Void

    public init(begin: @escaping ([FileResult]) -> Void, render: @escaping @Sendable (FileFindings) -> Rendered,
                write: @escaping (Rendered) -> Void) {
        self.begin = begin
        self.render = render
        self.write = write
    }
}

/// The whole run, in three passes. Each file alone, in parallel: read, parse, extract, file
/// rules, pointers; its tree is dropped at once. The project pass: placeholders filled across
/// files, then the project rules over every model. Each file again, in parallel and handed
/// on in output order: its findings and those the project pass made about it, suppressions,
/// configuration, baseline, rendering. No pass holds every tree or every finding at once.
public enum Linter {
    /// Files settled per round of the last pass: enough to keep every core busy, few enough
    /// that their rendered reports stay small.
    static let settleBatch = 32

    /// Every finding of a run in one report (tests, baselines, editor integrations), with
    /// `request.configuration` for every file.
    public static func run(_ request: LintRequest) -> LintReport {
        var (scope, timer) = plan(request)
        removeExcluded(from: &scope, request, by: request.configuration)
        return collect { output in stream(request, scope, ProjectPartition(single: request.configuration), timer: timer, to: output) }
    }

    /// As `run`, but each `.redirectlint.yml` in the tree makes a project of its own.
    public static func runFindingProjects(_ request: LintRequest) throws(ConfigurationError) -> LintReport {
        var (scope, timer) = plan(request)
        try removeExcluded(from: &scope, request, nested: true)
        let partition = try ProjectPartition(nested: scope.candidates.map(\.path) + scope.problems.map(\.path),
                                             fallback: request.configuration)
        return collect { output in stream(request, scope, partition, timer: timer, to: output) }
    }

    /// The run, reported file by file as it goes; returns the totals. Finds projects when
    /// `request.findsProjects`.
    public static func stream<Rendered>(_ request: LintRequest, to output: ReportStream<Rendered>) throws(ConfigurationError) -> RunSummary {
        var (scope, timer) = plan(request)
        try removeExcluded(from: &scope, request, nested: request.findsProjects)
        let partition = request.findsProjects
            ? try ProjectPartition(nested: scope.candidates.map(\.path) + scope.problems.map(\.path), fallback: request.configuration)
            : ProjectPartition(single: request.configuration)
        return stream(request, scope, partition, timer: timer, to: output)
    }

    private static func collect(_ run: (ReportStream<FileFindings>) -> RunSummary) -> LintReport {
        var files: [FileResult] = []
        var groups: [FileFindings] = []
        let summary = run(ReportStream(begin: { files = $0 }, render: { $0 }, write: { groups.append($0) }))
        var excerpts: [String: SourceExcerpt] = [:]
        for group in groups { excerpts[group.path] = group.excerpt }
        return LintReport(files: files, findings: groups.flatMap(\.findings), excerpts: excerpts,
                          hiddenByBaseline: summary.hiddenByBaseline)
    }

    /// `exclude:` applied before the projects are found, so that no configuration in an
    /// excluded folder is loaded and nothing excluded is read.
    private static func removeExcluded(from scope: inout RunScope, _ request: LintRequest, nested: Bool) throws(ConfigurationError) {
        guard nested else { return removeExcluded(from: &scope, request, by: request.configuration) }
        var exclusions = NestedExclusions(fallback: request.configuration, roots: walkRoots(request))
        try scope.removeExcluded { path throws(ConfigurationError) in try exclusions.excludes(path) }
    }

    /// With one configuration for every file, only its `exclude:` counts.
    private static func removeExcluded(from scope: inout RunScope, _ request: LintRequest, by configuration: Configuration) {
        guard !configuration.exclude.isEmpty else { return }
        let cwd = FileSystem.currentDirectory()
        let roots = WalkRoots(walkRoots(request), in: cwd)
        scope.removeExcluded { path in
            let target = WalkRoots.absolute(path, in: cwd)
            return roots.root(of: target).map { configuration.excludes(target, below: $0) } ?? false
        }
    }

    /// The folders whose walk found the run's files: the project root, else the paths named.
    private static func walkRoots(_ request: LintRequest) -> [String] {
        request.projectRoot.map { [$0] } ?? request.paths
    }

    /// The files to read and, with `--project-root`, the ones to report on.
    private static func plan(_ request: LintRequest) -> (RunScope, PhaseTimer) {
        MallocTuning.configure(jobs: request.jobs)
        var timer = PhaseTimer()
        let cwd = FileSystem.currentDirectory()
        let scope = RunScope.plan(paths: request.paths.map { Paths.relative($0, to: cwd) },
                                  projectRoot: request.projectRoot.map { Paths.relative($0, to: cwd) })
        timer.mark("discovery")
        return (scope, timer)
    }

    private static func stream<Rendered>(_ request: LintRequest, _ scope: consuming RunScope, _ partition: ProjectPartition,
                                         timer: PhaseTimer, to output: ReportStream<Rendered>) -> RunSummary {
        var timer = timer
        let processors = partition.configurations.map { FileProcessor(configuration: $0) }
        let options = partition.configurations.map { RuleOptions(ownedDomains: $0.ownedDomains) }
        let spill = RunSpill()
        // Only which paths are reported, not the list the workers are reading from.
        let planned = scope.reporting
        var prepared = parallelMap(scope.candidates, jobs: request.jobs) { candidate in
            let project = partition.project(of: candidate.path)
            return PreparedFile.prepare(candidate, processor: processors[project], options: options[project], spill: spill,
                                        isContext: !planned.reportsEveryFinding(in: candidate.path),
                                        masksSecretLookingValues: request.wantsExcerpts)
        }
        // Each prepared file knows its candidate from here on, so the list (a path per file)
        // is let go; the workers below capture the rest of the scope as a constant.
        scope.candidates = []
        let scope = copy scope
        MallocTuning.giveBack()
        timer.mark("read, parse, extract and file rules")

        let readPaths = Set(prepared.map(\.result.path))
        let runPaths = readPaths.union(scope.problems.map(\.path)).sorted()
        var elsewhere = ElsewhereFindings(paths: runPaths, groupSize: settleBatch, spill: spill, scope: planned)
        projectPass(&prepared, partition: partition, options: options, jobs: request.jobs, spill: spill, into: &elsewhere, timer: &timer)
        for problem in scope.problems {
            elsewhere.add(EngineFindings.unreadable(path: problem.path, message: problem.message))
        }
        let files = (prepared.map(\.result) + scope.problems.map {
            FileResult(path: $0.path, format: "unrecognized", status: .error, reason: $0.message)
        }).filter(scope.reports).sorted { $0.path < $1.path }
        output.begin(files)

        var summary = RunSummary(files: files, hiddenByBaseline: request.baseline.map { _ in 0 })
        // The prepared files in path order (the first of a path named twice), walked beside the
        // sorted paths: a table by path would hold an entry per file for all of settling.
        let order = prepared.indices.sorted { (prepared[$0].result.path, $0) < (prepared[$1].result.path, $1) }
        var cursor = 0
        let paths = (runPaths + elsewhere.pathsBeyond(Set(runPaths))).sorted()
        let batches = stride(from: 0, to: paths.count, by: settleBatch).map { Array(paths[$0..<min($0 + settleBatch, paths.count)]) }
        let render = output.render
        let write = UncheckedSendable(value: output.write)
        // A pipeline on the workers: while the files of one round are settled, the report of
        // the round before is written and the findings made elsewhere about the next are read
        // back, so neither waits on the one thread that would otherwise do it between rounds.
        var madeElsewhere = batches.first.map { elsewhere.findings(for: $0) } ?? [:]
        var unwritten: [Rendered] = []
        for (round, batch) in batches.enumerated() {
            let fileIndices = batch.map { path -> Int? in
                while cursor < order.count && prepared[order[cursor]].result.path < path { cursor += 1 }
                return cursor < order.count && prepared[order[cursor]].result.path == path ? order[cursor] : nil
            }
            let next = round + 1 < batches.count ? batches[round + 1] : nil
            var tasks: [SettleTask] = unwritten.isEmpty ? [] : [.write(unwritten.count)]
            if next != nil { tasks.append(.readAhead) }
            // The files costliest to settle first, so that a big one is not left to start last
            // while the other workers wait at the end of the round; the reports keep path order.
            let costs = zip(batch, fileIndices).map { path, index in
                (index.map { prepared[$0].parts.findingBytes } ?? 0) + 160 * (madeElsewhere[path]?.count ?? 0)
            }
            let settleOrder = batch.indices.sorted { (costs[$1], $0) < (costs[$0], $1) }
            tasks += settleOrder.map { SettleTask.settle(batch[$0], fileIndices[$0]) }
            let current = madeElsewhere
            let previous = unwritten
            let ahead = elsewhere
            let outcomes = parallelMap(tasks, jobs: request.jobs) { [prepared] task -> SettleOutcome<Rendered> in
                switch task {
                case .write:
                    previous.forEach { write.value($0) }
                    return .none
                case .readAhead:
                    return .readBack(ahead.findings(for: next!))
                case .settle(let path, let fileIndex):
                    let file = fileIndex.map { prepared[$0] }
                    let project = partition.project(of: path)
                    return .settled(settle(path, file: file, elsewhere: current[path] ?? [], configuration: partition.configurations[project],
                                           processor: processors[project], request: request, scope: scope, spill: spill, render: render))
                }
            }
            var settled = [Rendered?](repeating: nil, count: batch.count)
            var settledCount = 0
            for outcome in outcomes {
                switch outcome {
                case .none: break
                case .readBack(let found): madeElsewhere = found
                case .settled(let file):
                    summary.addCounts(of: file.counts)
                    summary.hiddenByBaseline? += file.hidden
                    settled[settleOrder[settledCount]] = file.rendered
                    settledCount += 1
                }
            }
            unwritten = settled.map { $0! }
        }
        unwritten.forEach(output.write)
        timer.mark("settle and render")
        return summary
    }

    /// Placeholders filled across each project's files, the file rules of the files that
    /// waited for them, then the project rules. Adds the findings about each file that were
    /// made elsewhere to `elsewhere`.
    static func projectPass(_ prepared: inout [PreparedFile], partition: ProjectPartition, options: [RuleOptions],
                            jobs: Int, spill: RunSpill, into elsewhere: inout ElsewhereFindings, timer: inout PhaseTimer) {
        var members = Array(repeating: [Int](), count: partition.count)
        for index in prepared.indices where prepared[index].model != nil {
            members[partition.project(of: prepared[index].result.path)].append(index)
        }
        for (project, indices) in members.enumerated() where !indices.isEmpty {
            let projectIndex = index(of: indices, in: &prepared, options: options[project], spill: spill)
            timer.mark("  placeholders and index")
            // Their findings are kept in rule order.
            ProjectWalk.run(RuleRegistry.projectRules, over: projectIndex, options: options[project], jobs: jobs,
                            writer: elsewhere.writer()).forEach { elsewhere.add($0) }
        }
        timer.mark("  project rules")
        for index in prepared.indices where !prepared[index].foreign.isEmpty {
            prepared[index].foreign.forEach { elsewhere.add($0) }
            prepared[index].foreign = []
        }
        MallocTuning.giveBack()
        timer.mark("placeholders and project rules")
    }

    /// The project index of the files at `indices`, their placeholders filled across files and
    /// the file rules that waited for them run. The files' models are dropped: from here on
    /// only the index holds the manifests, and settling reads no model.
    private static func index(of indices: [Int], in prepared: inout [PreparedFile], options: RuleOptions, spill: RunSpill) -> ProjectIndex {
        // A manifest's `${scheme}` is only known once its Gradle file has been read too.
        let resolved = PlaceholderResolution.resolve(indices.map { prepared[$0].model! })
        for (index, model) in zip(indices, resolved) where prepared[index].isDeferred {
            prepared[index].check(model, options: options, documents: prepared[index].deferredDocuments)
        }
        let files = zip(indices, resolved).map { prepared[$0].projectFile($1, spill: spill) }
        for index in indices { prepared[index].model = nil }
        return ProjectIndex(files: files, scratch: SpillScratchSpace(spill))
    }

    private enum SettleTask: Sendable {
        /// Writes the report of the round before (on the worker that takes it, alone).
        case write(Int)
        case readAhead
        case settle(String, Int?)
    }

    private enum SettleOutcome<Rendered: Sendable>: Sendable {
        case none
        case readBack([String: [Finding]])
        case settled(SettledFile<Rendered>)
    }

    struct SettledFile<Rendered: Sendable>: Sendable {
        /// The file's findings counted, not the findings: they are freed on the worker that
        /// settled them, and the writing thread only adds numbers.
        var counts: RunSummary
        var hidden: Int
        var rendered: Rendered
    }

    /// What the project's own words make of one file's findings: pointers, then inline
    /// suppressions, then the configuration (which sees `unused-suppression` too), then the
    /// run's scope and baseline; rendered for the report.
    static func settle<Rendered>(_ path: String, file: PreparedFile?, elsewhere: [Finding], configuration: Configuration,
                                 processor: FileProcessor, request: LintRequest, scope: RunScope, spill: RunSpill,
                                 render: @Sendable (FileFindings) -> Rendered) -> SettledFile<Rendered> {
        var findings = file.map { $0.parts.findings(in: spill) + $0.findings } ?? []
        if !elsewhere.isEmpty { findings += file?.pointed(elsewhere, processor: processor, spill: spill) ?? elsewhere }
        let suppressions = file?.suppressions.map { [path: $0] } ?? [:]
        findings = InlineSuppressions.apply(findings, suppressions: suppressions, configuration: configuration)
        findings = Policy.apply(configuration, to: findings).filter(scope.reports).sortedUnique()
        var hidden = 0
        if let baseline = request.baseline { (findings, hidden) = baseline.filter(findings) }
        let excerpt = request.wantsExcerpts ? Excerpts.excerpt(for: findings, path: path, secrets: file?.secretRanges(in: spill)) : nil
        let rendered = render(FileFindings(path: path, findings: findings, excerpt: excerpt))
        var counts = RunSummary(files: [])
        counts.add(findings)
        return SettledFile(counts: counts, hidden: hidden, rendered: rendered)
    }
}

extension Linter {
    /// One file's bytes through the whole pipeline, as if named on the command line, without
    /// touching the file system (fuzzing, editor integrations).
    public static func lint(bytes: [UInt8], path: String, configuration: Configuration = Configuration()) -> LintReport {
        let options = RuleOptions(ownedDomains: configuration.ownedDomains)
        let candidate = CandidateFile(path: path, explicit: true)
        let processor = FileProcessor(configuration: configuration)
        let outcome = processor.process(bytes, candidate)
        let spill = RunSpill(inMemory: true)
        let file = PreparedFile.prepare(outcome, of: candidate, options: options, spill: spill)
        var prepared = [file]
        var timer = PhaseTimer()
        let partition = ProjectPartition(single: configuration)
        var elsewhere = ElsewhereFindings(paths: [path], groupSize: 1, spill: spill)
        projectPass(&prepared, partition: partition, options: [options], jobs: 1, spill: spill, into: &elsewhere, timer: &timer)
        let scope = RunScope(candidates: [candidate], problems: [], reported: nil)
        let settled = settle(path, file: prepared[0], elsewhere: elsewhere.findings(for: [path])[path] ?? [], configuration: configuration,
                             processor: processor, request: LintRequest(paths: [path], jobs: 1), scope: scope,
                             spill: spill, render: { $0 })
        return LintReport(files: [outcome.result], findings: settled.rendered.findings, excerpts: [:])
    }
}

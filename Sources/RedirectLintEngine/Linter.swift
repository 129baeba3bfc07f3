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

    public init(paths: [String], configuration: Configuration = Configuration(), jobs: Int = FileSystem.processorCount,
                wantsExcerpts: Bool = false, baseline: Baseline? = nil, projectRoot: String? = nil) {
        self.paths = paths
        self.configuration = configuration
        self.jobs = jobs
        self.wantsExcerpts = wantsExcerpts
        self.baseline = baseline
        self.projectRoot = projectRoot
    }
}

/// The whole run: discovery, reading every file in parallel, filling placeholders across
/// files, file rules in parallel, the project pass, policy, order.
public enum Linter {
    /// Every file in one project, under `request.configuration`.
    public static func run(_ request: LintRequest) -> LintReport {
        var timer = PhaseTimer()
        let scope = discover(request)
        timer.mark("discovery")
        return run(request, scope, ProjectPartition(single: request.configuration), timer: &timer)
    }

    /// As `run`, but a `.redirectlint.yml` at or above a file makes the file part of that
    /// configuration's project (see `ProjectPartition`); `request.configuration` is for files
    /// with none. The command line runs this unless `--config` names one configuration.
    public static func runFindingProjects(_ request: LintRequest) throws(ConfigurationError) -> LintReport {
        var timer = PhaseTimer()
        let scope = discover(request)
        let partition = try ProjectPartition(nested: scope.candidates.map(\.path) + scope.problems.map(\.path),
                                             fallback: request.configuration)
        timer.mark("discovery and projects")
        return run(request, scope, partition, timer: &timer)
    }

    /// The files to read and, with `--project-root`, the ones to report on.
    private static func discover(_ request: LintRequest) -> RunScope {
        let cwd = FileSystem.currentDirectory()
        return RunScope.plan(paths: request.paths.map { Paths.relative($0, to: cwd) },
                             projectRoot: request.projectRoot.map { Paths.relative($0, to: cwd) })
    }

    private static func run(_ request: LintRequest, _ scope: RunScope, _ partition: ProjectPartition,
                            timer: inout PhaseTimer) -> LintReport {
        let (candidates, problems) = (scope.candidates, scope.problems)
        let processors = partition.configurations.map { FileProcessor(configuration: $0) }
        let outcomes = parallelMap(candidates, jobs: request.jobs) { processors[partition.project(of: $0.path)].process($0) }
        timer.mark("read, parse and extract")

        var findings = Array(repeating: [Finding](), count: partition.count)
        var projectOutcomes = Array(repeating: [FileOutcome](), count: partition.count)
        var extracted = Array(repeating: [FileModel](), count: partition.count)
        var files = problems.map { FileResult(path: $0.path, format: "unrecognized", status: .error, reason: $0.message) }
        for problem in problems {
            findings[partition.project(of: problem.path)].append(EngineFindings.unreadable(path: problem.path, message: problem.message))
        }
        for (candidate, outcome) in zip(candidates, outcomes) {
            let project = partition.project(of: candidate.path)
            files.append(outcome.result)
            findings[project] += outcome.findings
            projectOutcomes[project].append(outcome)
            if let model = outcome.model { extracted[project].append(model) }
        }
        let options = partition.configurations.map { RuleOptions(ownedDomains: $0.ownedDomains) }
        let (models, ruleFindings) = check(extracted, options: options, jobs: request.jobs, timer: &timer)

        var settled: [Finding] = []
        for (project, configuration) in partition.configurations.enumerated() {
            settled += settle(findings[project] + ruleFindings[project], outcomes: projectOutcomes[project],
                              configuration: configuration).filter(scope.reports)
        }
        settled = settled.sortedUnique()
        var hidden: Int?
        if let baseline = request.baseline {
            (settled, hidden) = baseline.filter(settled)
        }
        files = files.filter(scope.reports).sorted { $0.path < $1.path }
        timer.mark("policy and order")
        let excerpts = request.wantsExcerpts ? Excerpts.build(for: settled, models: models) : [:]
        timer.mark("excerpts")
        return LintReport(files: files, findings: settled, excerpts: excerpts, hiddenByBaseline: hidden)
    }

    /// What the project's own words make of the rules' findings: each finding's JSON Pointer,
    /// then inline suppressions, then the configuration (which sees `unused-suppression` too).
    static func settle(_ findings: [Finding], outcomes: [FileOutcome], configuration: Configuration) -> [Finding] {
        var documents: [String: [Node]] = [:]
        var suppressions: [String: FileSuppressions] = [:]
        for outcome in outcomes {
            documents[outcome.result.path] = outcome.documents
            // A file a directory walk passed over silently has nothing its directives could suppress.
            if outcome.result.status != .skipped || !outcome.findings.isEmpty {
                suppressions[outcome.result.path] = outcome.suppressions
            }
        }
        var timer = PhaseTimer()
        let located = FindingPointers.assign(findings, documents: documents)
        timer.mark("  pointers")
        let unsuppressed = InlineSuppressions.apply(located, suppressions: suppressions, configuration: configuration)
        timer.mark("  suppressions")
        let settled = Policy.apply(configuration, to: unsuppressed)
        timer.mark("  configuration and duplicates")
        return settled
    }

    /// Everything after extraction, for each project: placeholders filled across its files,
    /// file rules (in parallel over every project's files), then the project pass over the
    /// project's small index. Returns every model and each project's findings.
    static func check(_ projects: [[FileModel]], options: [RuleOptions], jobs: Int,
                      timer: inout PhaseTimer) -> (models: [FileModel], findings: [[Finding]]) {
        // A manifest's `${scheme}` is only known once its Gradle file has been read too.
        let resolved = projects.map(PlaceholderResolution.resolve)
        timer.mark("placeholders")
        let work = resolved.enumerated().flatMap { project, models in models.map { (project: project, model: $0) } }
        let fileRules = RuleRegistry.fileRules
        let fileFindings = parallelMap(work, jobs: jobs) { item in
            fileRules.flatMap { $0.check(item.model, options: options[item.project]) }
        }
        var findings = Array(repeating: [Finding](), count: projects.count)
        for (item, found) in zip(work, fileFindings) { findings[item.project] += found }
        timer.mark("file rules")
        for (project, models) in resolved.enumerated() where !models.isEmpty {
            let index = ProjectIndex(files: models)
            for rule in RuleRegistry.projectRules {
                findings[project] += rule.check(index, options: options[project])
                timer.mark("  \(rule.id)")
            }
        }
        timer.mark("project rules")
        return (work.map(\.model), findings)
    }
}

extension Linter {
    /// One file's bytes through the whole pipeline, as if named on the command line, without
    /// touching the file system (fuzzing, editor integrations).
    public static func lint(bytes: [UInt8], path: String, configuration: Configuration = Configuration()) -> LintReport {
        let options = RuleOptions(ownedDomains: configuration.ownedDomains)
        let outcome = FileProcessor(configuration: configuration).process(bytes, CandidateFile(path: path, explicit: true))
        var timer = PhaseTimer()
        let (_, ruleFindings) = check([outcome.model.map { [$0] } ?? []], options: [options], jobs: 1, timer: &timer)
        let findings = settle(outcome.findings + ruleFindings.flatMap { $0 }, outcomes: [outcome], configuration: configuration)
            .sortedUnique()
        return LintReport(files: [outcome.result], findings: findings, excerpts: [:])
    }
}

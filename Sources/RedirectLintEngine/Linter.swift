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
    public static func run(_ request: LintRequest) -> LintReport {
        var timer = PhaseTimer()
        let cwd = FileSystem.currentDirectory()
        let scope = RunScope.plan(paths: request.paths.map { Paths.relative($0, to: cwd) },
                                  projectRoot: request.projectRoot.map { Paths.relative($0, to: cwd) })
        let (candidates, problems) = (scope.candidates, scope.problems)
        timer.mark("discovery")
        let options = RuleOptions(ownedDomains: request.configuration.ownedDomains)
        let processor = FileProcessor(configuration: request.configuration)
        let outcomes = parallelMap(candidates, jobs: request.jobs) { processor.process($0) }
        timer.mark("read, parse and extract")

        var findings = problems.map { EngineFindings.unreadable(path: $0.path, message: $0.message) }
        var files = problems.map { FileResult(path: $0.path, format: "unrecognized", status: .error, reason: $0.message) }
        var extracted: [FileModel] = []
        for outcome in outcomes {
            files.append(outcome.result)
            findings += outcome.findings
            if let model = outcome.model { extracted.append(model) }
        }
        let (index, ruleFindings) = check(extracted, options: options, jobs: request.jobs, timer: &timer)
        findings += ruleFindings

        findings = settle(findings, outcomes: outcomes, configuration: request.configuration).filter(scope.reports)
        findings.sort(by: Finding.outputOrder)
        var hidden: Int?
        if let baseline = request.baseline {
            (findings, hidden) = baseline.filter(findings)
        }
        files = files.filter(scope.reports).sorted { $0.path < $1.path }
        timer.mark("policy and order")
        let excerpts = request.wantsExcerpts ? Excerpts.build(for: findings, models: index.files) : [:]
        timer.mark("excerpts")
        return LintReport(files: files, findings: findings, excerpts: excerpts, hiddenByBaseline: hidden)
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
        let located = FindingPointers.assign(findings, documents: documents)
        let unsuppressed = InlineSuppressions.apply(located, suppressions: suppressions, configuration: configuration)
        return Policy.apply(configuration, to: unsuppressed)
    }

    /// Everything after extraction: placeholders filled across files, file rules in
    /// parallel, then the project pass over the small index.
    static func check(_ extracted: [FileModel], options: RuleOptions, jobs: Int) -> (ProjectIndex, [Finding]) {
        var timer = PhaseTimer()
        return check(extracted, options: options, jobs: jobs, timer: &timer)
    }

    static func check(_ extracted: [FileModel], options: RuleOptions, jobs: Int, timer: inout PhaseTimer) -> (ProjectIndex, [Finding]) {
        // A manifest's `${scheme}` is only known once its Gradle file has been read too.
        let models = PlaceholderResolution.resolve(extracted)
        timer.mark("placeholders")
        let fileRules = RuleRegistry.fileRules
        var findings = parallelMap(models, jobs: jobs) { model in
            fileRules.flatMap { $0.check(model, options: options) }
        }.flatMap { $0 }
        timer.mark("file rules")
        let index = ProjectIndex(files: models)
        for rule in RuleRegistry.projectRules {
            findings += rule.check(index, options: options)
        }
        timer.mark("project rules")
        return (index, findings)
    }
}

extension Linter {
    /// One file's bytes through the whole pipeline, as if named on the command line, without
    /// touching the file system (fuzzing, editor integrations).
    public static func lint(bytes: [UInt8], path: String, configuration: Configuration = Configuration()) -> LintReport {
        let options = RuleOptions(ownedDomains: configuration.ownedDomains)
        let outcome = FileProcessor(configuration: configuration).process(bytes, CandidateFile(path: path, explicit: true))
        let (_, ruleFindings) = check(outcome.model.map { [$0] } ?? [], options: options, jobs: 1)
        let findings = settle(outcome.findings + ruleFindings, outcomes: [outcome], configuration: configuration)
            .sorted(by: Finding.outputOrder)
        return LintReport(files: [outcome.result], findings: findings, excerpts: [:])
    }
}

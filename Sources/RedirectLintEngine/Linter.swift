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
    /// When set, every candidate under this directory is read for the project rules, and only
    /// findings involving `paths` are reported (see `RunScope`).
    public var projectRoot: String?

    public init(paths: [String], configuration: Configuration = Configuration(), jobs: Int = FileSystem.processorCount,
                wantsExcerpts: Bool = false, projectRoot: String? = nil) {
        self.paths = paths
        self.configuration = configuration
        self.jobs = jobs
        self.wantsExcerpts = wantsExcerpts
        self.projectRoot = projectRoot
    }
}

/// The whole run: discovery, reading every file in parallel, filling placeholders across
/// files, file rules in parallel, the project pass, policy, order.
public enum Linter {
    public static func run(_ request: LintRequest) -> LintReport {
        let cwd = FileSystem.currentDirectory()
        let scope = RunScope.plan(paths: request.paths.map { Paths.relative($0, to: cwd) },
                                  projectRoot: request.projectRoot.map { Paths.relative($0, to: cwd) })
        let (candidates, problems) = (scope.candidates, scope.problems)
        let options = RuleOptions(ownedDomains: request.configuration.ownedDomains)
        let processor = FileProcessor(configuration: request.configuration)
        let outcomes = parallelMap(candidates, jobs: request.jobs) { processor.process($0) }

        var findings = problems.map { EngineFindings.unreadable(path: $0.path, message: $0.message) }
        var files = problems.map { FileResult(path: $0.path, format: "unrecognized", status: .error, reason: $0.message) }
        var extracted: [FileModel] = []
        for outcome in outcomes {
            files.append(outcome.result)
            findings += outcome.findings
            if let model = outcome.model { extracted.append(model) }
        }
        let (index, ruleFindings) = check(extracted, options: options, jobs: request.jobs)
        findings += ruleFindings

        findings = Policy.apply(request.configuration, to: findings).filter(scope.reports)
        findings.sort(by: Finding.outputOrder)
        files = files.filter(scope.reports).sorted { $0.path < $1.path }
        let excerpts = request.wantsExcerpts ? Excerpts.build(for: findings, models: index.files) : [:]
        return LintReport(files: files, findings: findings, excerpts: excerpts)
    }

    /// Everything after extraction: placeholders filled across files, file rules in
    /// parallel, then the project pass over the small index.
    static func check(_ extracted: [FileModel], options: RuleOptions, jobs: Int) -> (ProjectIndex, [Finding]) {
        // A manifest's `${scheme}` is only known once its Gradle file has been read too.
        var models = PlaceholderResolution.resolve(extracted)
        for i in models.indices { models[i].sealRedirectURIs() }
        let fileRules = RuleRegistry.fileRules
        var findings = parallelMap(models, jobs: jobs) { model in
            fileRules.flatMap { $0.check(model, options: options) }
        }.flatMap { $0 }
        let index = ProjectIndex(files: models)
        for rule in RuleRegistry.projectRules {
            findings += rule.check(index, options: options)
        }
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
        var findings = outcome.findings + ruleFindings
        findings = Policy.apply(configuration, to: findings).sorted(by: Finding.outputOrder)
        return LintReport(files: [outcome.result], findings: findings, excerpts: [:])
    }
}

/// Severity overrides and rules switched off in the configuration.
enum Policy {
    static func apply(_ configuration: Configuration, to findings: [Finding]) -> [Finding] {
        guard !configuration.ruleSettings.isEmpty else { return deduplicated(findings) }
        return deduplicated(findings.compactMap { finding in
            switch configuration.ruleSettings[finding.ruleID] {
            case .off?: return nil
            case .severity(let severity)?:
                var changed = finding
                changed.severity = severity
                return changed
            case nil: return finding
            }
        })
    }

    private static func deduplicated(_ findings: [Finding]) -> [Finding] {
        var seen: Set<Finding> = []
        return findings.filter { seen.insert($0).inserted }
    }
}

/// Settings rules may consult; filled from `.redirectlint.yml`.
public struct RuleOptions: Sendable {
    /// Domains the project owns; private-use schemes must be under one of them when set.
    public var ownedDomains: [String]
    public init(ownedDomains: [String] = []) {
        self.ownedDomains = ownedDomains
    }
}

/// A check of one file's model. Rules never see syntax, only the model.
public protocol FileRule: Sendable {
    var id: String { get }
    func check(_ file: FileModel, options: RuleOptions) -> [Finding]
}

/// A check of the whole project, after every file has been read. Findings are reported one
/// at a time, as they are made: a project with a million redirect URIs can have a hundred
/// thousand findings about them, which the run sets aside rather than holds.
public protocol ProjectRule: Sendable {
    var id: String { get }
    func check(_ project: ProjectIndex, options: RuleOptions, report: (Finding) -> Void)
}

extension ProjectRule {
    /// Every finding at once, for callers that want them together.
    public func check(_ project: ProjectIndex, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        check(project, options: options) { findings.append($0) }
        return findings
    }
}

/// The small index the project pass reads: every file's model, in path order.
public struct ProjectIndex: Sendable {
    public let files: [FileModel]
    /// Every file's registrations and manifests, gathered once for all the project rules.
    public let registrations: [ClientRegistration]
    public let manifests: [AppManifest]

    public init(files: [FileModel]) {
        self.files = files.sorted { $0.path < $1.path }
        registrations = self.files.flatMap(\.registrations)
        manifests = self.files.flatMap(\.manifests)
    }
}

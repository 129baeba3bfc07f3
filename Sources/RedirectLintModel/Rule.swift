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

/// A check of the whole project, after every file has been read. Registrations can number in
/// the hundreds of thousands and wait out of memory, so a rule does not fetch them: the run
/// shows its check every registration of the project, in path order, walk after walk while the
/// check asks for more, reading them back once per walk for all the rules together. Findings
/// are reported one at a time, as they are made: the run sets them aside rather than holds them.
public protocol ProjectRule: Sendable {
    var id: String { get }
    func makeCheck(_ project: ProjectIndex, options: RuleOptions) -> any ProjectCheck
}

/// One rule's check of one project, keeping only what it must compare across files.
public protocol ProjectCheck {
    /// Asked before each walk and once after the last: whether to be shown the registrations
    /// (again). What a check knows once a walk is over, it reports here.
    mutating func nextWalk(report: (Finding) -> Void) -> Bool
    /// One registration of the current walk.
    mutating func visit(_ registration: ClientRegistration, report: (Finding) -> Void)
    /// What is left to report once `nextWalk` has said there is no walk left, in parts that
    /// do not depend on each other (partitions of what the check set aside): the walk runs
    /// them side by side, each reporting its own findings.
    func remainingParts() -> [FinishingPart]
}

/// One independent part of what a check reports after its last walk.
public typealias FinishingPart = @Sendable (_ report: (Finding) -> Void) -> Void

extension ProjectCheck {
    public func remainingParts() -> [FinishingPart] { [] }
}

extension ProjectRule {
    /// The whole check, walking the project on this thread (tests, one rule on its own).
    public func check(_ project: ProjectIndex, options: RuleOptions, report: (Finding) -> Void) {
        var check = makeCheck(project, options: options)
        while check.nextWalk(report: report) {
            project.forEachRegistration { check.visit($0, report: report) }
        }
        for part in check.remainingParts() { part(report) }
    }
}

/// The check of a rule that reads only the app manifests: it reports once, walking nothing.
public struct ManifestCheck: ProjectCheck {
    private var body: ((Finding) -> Void) -> Void

    public init(_ body: @escaping ((Finding) -> Void) -> Void) {
        self.body = body
    }

    public mutating func nextWalk(report: (Finding) -> Void) -> Bool {
        body(report)
        body = { _ in }
        return false
    }

    public mutating func visit(_ registration: ClientRegistration, report: (Finding) -> Void) {}
}

/// What the project rules read. App manifests are few and small, so they are all here;
/// registrations can number in the hundreds of thousands, so they are read back one file at
/// a time (`filesWithRegistrations`, `forEachRegistration`).
public struct ProjectIndex: Sendable {
    /// One file's part of the index.
    public struct File: Sendable {
        public var path: String
        public var manifests: [AppManifest]
        /// The file leaves some value to a build or deploy tool (`${...}`).
        public var hasUnresolvedTemplates: Bool
        public var registrationCount: Int
        /// The file's registrations, wherever they wait (in memory, or set aside by the run).
        public var registrations: @Sendable () -> [ClientRegistration]

        public init(path: String, manifests: [AppManifest], hasUnresolvedTemplates: Bool, registrationCount: Int,
                    registrations: @escaping @Sendable () -> [ClientRegistration]) {
            self.path = path
            self.manifests = manifests
            self.hasUnresolvedTemplates = hasUnresolvedTemplates
            self.registrationCount = registrationCount
            self.registrations = registrations
        }

        public init(_ model: FileModel) {
            let registrations = model.registrations
            self.init(path: model.path, manifests: model.manifests, hasUnresolvedTemplates: !model.unresolvedTemplates.isEmpty,
                      registrationCount: registrations.count, registrations: { registrations })
        }
    }

    /// The files with registrations, in path order, without their manifests (those are in
    /// `manifests`): the index keeps nothing per file that no check reads.
    private let registrationFiles: [File]
    /// Every file's manifests, in path order.
    public let manifests: [AppManifest]
    /// How many registrations `forEachRegistration` visits.
    public let registrationCount: Int
    /// Some manifest leaves a URL scheme to the build (`$(PRODUCT_BUNDLE_IDENTIFIER)`,
    /// `${appAuthRedirectScheme}`), so "no app declares it" cannot be known.
    public let hasUnresolvedManifestSchemes: Bool
    /// Where checks set aside what they compare across files when it would not fit in memory.
    public let scratch: any ScratchSpace

    public init(files: [File], scratch: any ScratchSpace = MemoryScratchSpace()) {
        self.scratch = scratch
        let sorted = files.sorted { $0.path < $1.path }
        var manifests: [AppManifest] = []
        manifests.reserveCapacity(sorted.reduce(0) { $0 + $1.manifests.count })
        for file in sorted { manifests += file.manifests.lazy.map { $0.compacted() } }
        self.manifests = manifests
        hasUnresolvedManifestSchemes = sorted.contains { !$0.manifests.isEmpty && $0.hasUnresolvedTemplates }
        registrationFiles = sorted.compactMap { file in
            guard file.registrationCount > 0 else { return nil }
            var kept = file
            kept.manifests = []
            return kept
        }
        registrationCount = registrationFiles.reduce(0) { $0 + $1.registrationCount }
    }

    /// The files that hold registrations, in path order: what a walk reads back.
    public var filesWithRegistrations: [File] { registrationFiles }

    /// Every registration of the project, in path order, each file's read back in turn.
    public func forEachRegistration(_ body: (ClientRegistration) throws -> Void) rethrows {
        for file in registrationFiles {
            for registration in file.registrations() { try body(registration) }
        }
    }
}

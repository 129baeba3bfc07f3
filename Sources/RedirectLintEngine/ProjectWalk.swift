import RedirectLintModel

/// The project rules of one project, run together. Reading registrations back from the spill
/// is most of what a project rule costs, so each walk reads every file's registrations once for
/// all the rules that asked for it: a few files at a time, decoded side by side, then shown to
/// the rules side by side. Each rule's findings go to its own writer, in the order it made them.
enum ProjectWalk {
    /// Files read back per step: enough to keep the cores busy, few enough to hold.
    static let filesPerStep = 32

    static func run(_ rules: [any ProjectRule], over project: ProjectIndex, options: RuleOptions, jobs: Int,
                    writer: ElsewhereFindings.Writer) -> [ElsewhereFindings.Writer] {
        let running = rules.map { RunningCheck($0.makeCheck(project, options: options), writer: writer) }
        var walking = running.filter { $0.nextWalk() }
        let files = project.filesWithRegistrations
        while !walking.isEmpty {
            for start in stride(from: 0, to: files.count, by: filesPerStep) {
                let step = Array(files[start..<min(start + filesPerStep, files.count)])
                let registrations = parallelMap(step, jobs: jobs) { $0.registrations() }
                _ = parallelMap(walking, jobs: jobs) { $0.visit(registrations) }
            }
            walking = walking.filter { $0.nextWalk() }
        }
        return running.map(\.writer)
    }
}

/// One rule's check and its findings. Only one thread at a time touches it: the walk hands
/// each check to one worker per step and waits for all of them.
private final class RunningCheck: @unchecked Sendable {
    private var check: any ProjectCheck
    private(set) var writer: ElsewhereFindings.Writer

    init(_ check: any ProjectCheck, writer: ElsewhereFindings.Writer) {
        self.check = check
        self.writer = writer
    }

    func nextWalk() -> Bool {
        check.nextWalk { writer.add($0) }
    }

    func visit(_ files: [[ClientRegistration]]) {
        for registrations in files {
            for registration in registrations { check.visit(registration) { writer.add($0) } }
        }
    }
}

import RedirectLintModel

/// The project rules of one project, run together. Reading registrations back from the spill
/// is most of what a project rule costs, so each walk reads every file's registrations once for
/// all the rules that asked for it, a step of a few files at a time: while the checks take one
/// step side by side, the files of the next are read back on the workers they leave free. Each
/// rule's findings go to its own writer, in the order it made them.
enum ProjectWalk {
    /// Files read back per step: enough to keep the cores busy, few enough to hold.
    static let filesPerStep = 16

    static func run(_ rules: [any ProjectRule], over project: ProjectIndex, options: RuleOptions, jobs: Int,
                    writer: ElsewhereFindings.Writer) -> [ElsewhereFindings.Writer] {
        var timer = PhaseTimer()
        // Each check builds its own index of the project (claims, schemes, apps), and each
        // decides between walks on its own: side by side, not one after another.
        let running = parallelMap(rules, jobs: jobs) { RunningCheck($0.makeCheck(project, options: options), writer: writer) }
        var walking = stillWalking(running, jobs: jobs)
        timer.mark("    checks made")
        let files = project.filesWithRegistrations
        let steps = stride(from: 0, to: files.count, by: filesPerStep).map { $0..<min($0 + filesPerStep, files.count) }
        while !walking.isEmpty {
            guard !steps.isEmpty else {
                walking = stillWalking(walking, jobs: jobs)
                continue
            }
            var current = parallelMap(Array(files[steps[0]]), jobs: jobs) { $0.registrations() }
            for step in steps.indices {
                // While the checks take this step, the next one is read back, a file a task.
                let next = step + 1 < steps.count ? Array(files[steps[step + 1]]) : []
                let registrations = current
                // Checks first, the costliest so far first, so that the longest starts at once and
                // the reads and the short checks fill the other workers' time.
                let checks = walking.sorted { $0.spent > $1.spent }
                let tasks = checks.map { Task.visit($0) } + next.map { Task.read($0) }
                let done = parallelMap(tasks, jobs: jobs) { task -> [ClientRegistration] in
                    switch task {
                    case .read(let file): return file.registrations()
                    case .visit(let check):
                        check.visit(registrations)
                        return []
                    }
                }
                current = Array(done.suffix(next.count))
            }
            timer.mark("    walk")
            walking = stillWalking(walking, jobs: jobs)
            timer.mark("    between walks")
        }
        // What the checks report after their walks, part by part on the workers, each part
        // with a writer of its own.
        let parts = running.flatMap { $0.remainingParts() }
        let partWriters = parallelMap(parts, jobs: jobs) { part -> ElsewhereFindings.Writer in
            var partWriter = writer
            part { partWriter.add($0) }
            partWriter.flush()
            return partWriter
        }
        timer.mark("    remaining parts")
        return running.map(\.writer) + partWriters
    }

    /// The checks that ask for another walk, each asked on a worker.
    private static func stillWalking(_ checks: [RunningCheck], jobs: Int) -> [RunningCheck] {
        let asks = parallelMap(checks, jobs: jobs) { $0.nextWalk() }
        return zip(checks, asks).filter(\.1).map(\.0)
    }

    private enum Task: Sendable {
        case read(ProjectIndex.File)
        case visit(RunningCheck)
    }
}

/// One rule's check and its findings. Only one thread at a time touches it: the walk hands
/// each check to one worker per step and waits for all of them.
private final class RunningCheck: @unchecked Sendable {
    private var check: any ProjectCheck
    private(set) var writer: ElsewhereFindings.Writer
    /// Nanoseconds spent visiting so far: how the walk orders the checks of a step.
    private(set) var spent: UInt64 = 0

    init(_ check: any ProjectCheck, writer: ElsewhereFindings.Writer) {
        self.check = check
        self.writer = writer
    }

    func nextWalk() -> Bool {
        check.nextWalk { writer.add($0) }
    }

    func remainingParts() -> [FinishingPart] {
        check.remainingParts()
    }

    func visit(_ files: [[ClientRegistration]]) {
        let start = PhaseTimer.now()
        defer { spent += PhaseTimer.now() - start }
        for registrations in files {
            // By index: `for registration in` would copy each one, every string retained, per check.
            for index in registrations.indices { check.visit(registrations[index]) { writer.add($0) } }
        }
    }
}

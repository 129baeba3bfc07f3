import RedirectLintModel

/// Findings about a file made while the run looked at other files: by the project rules, by
/// the file rules of a file that defines a placeholder, or about a path that could not be
/// read. They wait here until their file is settled.
///
/// The project rules can make a hundred thousand findings, so theirs go to the spill, in one
/// group per round of settling (`groupSize` files of the run's sorted paths): settling a
/// round reads back its own group and nothing else. The few others stay in memory.
///
/// With `--project-root`, a finding the run would not report (about a file read only as
/// context, involving no named file) is dropped as it is made, not stored and read back.
struct ElsewhereFindings: Sendable {
    private let groups: PathGroups
    private let spill: RunSpill
    private let scope: RunScope
    /// Per group, the chunks stored for it, in the order of the rules that made them.
    private var chunks: [[RunSpill.Stored]]
    private var inMemory: [String: [Finding]] = [:]

    /// `paths` are the files of the run, sorted: those settling goes through `groupSize` at a time.
    init(paths: [String], groupSize: Int, spill: RunSpill, scope: RunScope = .everything) {
        groups = PathGroups(sortedPaths: paths, size: groupSize)
        self.spill = spill
        self.scope = scope
        chunks = Array(repeating: [], count: (paths.count + groupSize - 1) / groupSize)
    }

    /// Collects one project rule's findings, storing them `findingsPerStore` at a time.
    struct Writer {
        fileprivate var groups: PathGroups
        fileprivate let spill: RunSpill
        fileprivate let scope: RunScope
        fileprivate var pending: [Int: [Finding]] = [:]
        fileprivate var pendingCount = 0
        fileprivate var stored: [(group: Int, chunk: RunSpill.Stored)] = []
        /// Findings about a path the run does not settle otherwise (none are expected).
        fileprivate var strays: [Finding] = []

        static let findingsPerStore = 512

        mutating func add(_ finding: Finding) {
            guard scope.reports(finding) else { return }
            guard let group = groups.group(of: finding.path) else { return strays.append(finding) }
            pending[group, default: []].append(finding)
            pendingCount += 1
            if pendingCount >= Self.findingsPerStore { store() }
        }

        /// Stores what is pending now, so that a finished writer holds no findings while it
        /// waits to be added (the parts of a check finish long before the walk is over).
        mutating func flush() { store() }

        fileprivate mutating func store() {
            for group in pending.keys.sorted() { stored.append((group, spill.store(pending[group]!))) }
            pending = [:]
            pendingCount = 0
        }
    }

    func writer() -> Writer { Writer(groups: groups, spill: spill, scope: scope) }

    /// Takes a rule's findings; rules are added in rule order, which their findings keep.
    mutating func add(_ writer: Writer) {
        var writer = writer
        writer.store()
        for (group, chunk) in writer.stored { chunks[group].append(chunk) }
        writer.strays.forEach { add($0) }
    }

    /// A finding kept in memory, after those of the project rules about its file.
    mutating func add(_ finding: Finding) {
        guard scope.reports(finding) else { return }
        inMemory[finding.path, default: []].append(finding)
    }

    /// Every path with findings made elsewhere that is not among the run's files.
    func pathsBeyond(_ paths: Set<String>) -> [String] {
        inMemory.keys.filter { !paths.contains($0) }
    }

    /// The findings about each of `paths`, read back from the groups they belong to.
    func findings(for paths: some Collection<String>) -> [String: [Finding]] {
        var lookup = groups
        let wanted = Set(paths.compactMap { lookup.group(of: $0) }).sorted()
        var found: [String: [Finding]] = [:]
        for group in wanted {
            for chunk in chunks[group] {
                // A rule reports a file's findings together, so a chunk holds runs of one path:
                // each run is looked up once, not each finding.
                var run: [Finding] = []
                for finding in spill.load(chunk) {
                    if let last = run.last, last.path != finding.path {
                        found[last.path, default: []] += run
                        run.removeAll(keepingCapacity: true)
                    }
                    run.append(finding)
                }
                if let last = run.last { found[last.path, default: []] += run }
            }
        }
        for path in paths {
            if let kept = inMemory[path] { found[path, default: []] += kept }
        }
        return found
    }
}

/// The group of each of the run's paths (its place in their sorted order, `size` to a group),
/// found by binary search: the sorted paths are kept anyway, and a table by path would hold
/// a hash entry per file for the whole project pass. A rule reports a file's findings
/// together, so the last answer is kept and most lookups are one comparison.
struct PathGroups: Sendable {
    private let sortedPaths: [String]
    private let size: Int
    private var last: (path: String, group: Int?)?

    init(sortedPaths: [String], size: Int) {
        self.sortedPaths = sortedPaths
        self.size = size
    }

    mutating func group(of path: String) -> Int? {
        if let last, last.path == path { return last.group }
        var low = 0
        var high = sortedPaths.count
        while low < high {
            let middle = (low + high) / 2
            if sortedPaths[middle] < path { low = middle + 1 } else { high = middle }
        }
        let group = low < sortedPaths.count && sortedPaths[low] == path ? low / size : nil
        last = (path, group)
        return group
    }
}

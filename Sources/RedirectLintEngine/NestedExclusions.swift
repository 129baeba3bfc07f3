/// What `exclude:` leaves out of a run with nested configurations, decided before anything
/// is read: every configuration file in a file's folder or above has its say, from the top
/// down, and one inside an excluded folder is never loaded. An excluded folder is gone as if
/// the walk had not gone into it, nested projects and all. Each configuration excludes only
/// below its own folder. (With one configuration, `--config`, only its `exclude:` counts.)
struct NestedExclusions {
    private let workingDirectory = FileSystem.currentDirectory()
    /// Per folder (absolute, `..` resolved): excluded, or the configurations that rule it.
    private var folders: [String: Folder] = [:]
    /// The same, by a file's folder as its path writes it: most files share their folder.
    private var foldersAsWritten: [String: Folder] = [:]
    private var loaded: [String: Configuration] = [:]

    private enum Folder {
        case excluded
        /// Top down: the configuration files of the folder and those above it.
        case ruledBy([Configuration])
    }

    /// `fallback` is the configuration the run found for itself; it is not loaded again.
    init(fallback: Configuration) {
        if let path = fallback.path { loaded[absolute(path)] = fallback }
    }

    /// Whether `path` (a file, or a folder a walk could not read) is excluded.
    mutating func excludes(_ path: String) throws(ConfigurationError) -> Bool {
        let written = Paths.directory(path)
        let ruling: Folder
        if let known = foldersAsWritten[written] {
            ruling = known
        } else {
            ruling = try folder(absolute(written))
            foldersAsWritten[written] = ruling
        }
        guard case .ruledBy(let configurations) = ruling else { return true }
        // Most projects exclude nothing: no path to resolve then.
        guard configurations.contains(where: { !$0.exclude.isEmpty }) else { return false }
        let target = absolute(path)
        return configurations.contains { $0.excludes(target) }
    }

    private mutating func folder(_ path: String) throws(ConfigurationError) -> Folder {
        if let known = folders[path] { return known }
        // Up to the nearest folder already known (or the root), then back down, so that each
        // folder is decided once and a configuration below an excluded folder is not read.
        var unknown: [String] = []
        var current = path
        var above = Folder.ruledBy([])
        while true {
            if let known = folders[current] {
                above = known
                break
            }
            unknown.append(current)
            let parent = Paths.directory(current)
            if parent == current { break }
            current = parent
        }
        for folder in unknown.reversed() {
            if case .ruledBy(let configurations) = above {
                if configurations.contains(where: { $0.excludes(folder) }) {
                    above = .excluded
                } else if let file = ConfigurationLoader.file(in: folder) {
                    above = .ruledBy(configurations + [try load(file)])
                }
            }
            folders[folder] = above
        }
        return above
    }

    private mutating func load(_ file: String) throws(ConfigurationError) -> Configuration {
        if let known = loaded[file] { return known }
        // Named as the user sees paths, as `ProjectPartition` names them.
        let configuration = try ConfigurationLoader.load(path: Paths.relative(file, to: workingDirectory),
                                                         knownRules: Set(Catalog.ids))
        loaded[file] = configuration
        return configuration
    }

    private func absolute(_ path: String) -> String {
        Paths.resolvingParents(path.hasPrefix("/") ? path : Paths.join(workingDirectory, path))
    }
}

extension RunScope {
    /// Leaves out the files `isExcluded` says a walk should not read: those a walk found, and
    /// with a project root the named ones too (judged as the walk judges them), and the
    /// problems of such paths. A path named without a project root stays: the user asked.
    mutating func removeExcluded<E: Error>(_ isExcluded: (String) throws(E) -> Bool) throws(E) {
        let judgesNamedAsWalked = reported != nil
        var kept: [CandidateFile] = []
        for candidate in candidates {
            if candidate.explicit { kept.append(candidate); continue }
            if try !isExcluded(candidate.path) { kept.append(candidate) }
        }
        candidates = kept
        var keptProblems: [DiscoveryProblem] = []
        for problem in problems {
            if problem.isNamed && !judgesNamedAsWalked { keptProblems.append(problem); continue }
            if try !isExcluded(problem.path) { keptProblems.append(problem) }
        }
        problems = keptProblems
    }
}

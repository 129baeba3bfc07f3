/// What `exclude:` leaves out of a run with nested configurations, decided before anything
/// is read, the way a walk would decide it going down from the folder it was given: each
/// folder below that one is excluded or not by the nearest configuration of its parent, and
/// a file by the nearest configuration of its folder. So an excluded folder is gone with
/// everything in it, nested projects included, and a configuration file inside it is never
/// loaded (fixture trees hold broken ones); and, as for every other setting, the nearest
/// configuration wins: one above it has no say. A folder named on the command line is
/// walked whatever is excluded above it. (With `--config`, only that file's `exclude:`
/// counts: `findsConfigurations` is false, and the walk down is the same.)
struct NestedExclusions {
    private let workingDirectory = FileSystem.currentDirectory()
    private let fallback: Configuration
    private let findsConfigurations: Bool
    private let roots: WalkRoots
    /// Per folder (absolute, `..` resolved): excluded, or the nearest configuration of the
    /// files in it (nil for the defaults).
    private var folders: [String: Folder] = [:]
    /// The same, by a file's folder as its path writes it: most files share their folder.
    private var foldersAsWritten: [String: Folder] = [:]
    private var loaded: [String: Configuration] = [:]

    private enum Folder {
        case excluded
        case ruledBy(Configuration?)
    }

    /// `fallback` is the configuration the run found for itself (it rules files with no
    /// configuration above them, and is not loaded again); `roots`, the paths walked.
    init(fallback: Configuration, roots: [String], findsConfigurations: Bool = true) {
        self.fallback = fallback
        self.findsConfigurations = findsConfigurations
        self.roots = WalkRoots(roots, in: workingDirectory)
        if let path = fallback.path { loaded[WalkRoots.absolute(path, in: workingDirectory)] = fallback }
    }

    /// Whether `path` (a file, or a folder a walk could not read) is excluded. A path under
    /// none of the walked folders (a file named outside the project root) never is.
    mutating func excludes(_ path: String) throws(ConfigurationError) -> Bool {
        let written = Paths.directory(path)
        let ruling: Folder
        if let known = foldersAsWritten[written] {
            ruling = known
        } else {
            ruling = try folder(WalkRoots.absolute(written, in: workingDirectory))
            foldersAsWritten[written] = ruling
        }
        guard case .ruledBy(let configuration) = ruling else { return true }
        // Most projects exclude nothing: no path to resolve then.
        guard let configuration, !configuration.exclude.isEmpty else { return false }
        let target = WalkRoots.absolute(path, in: workingDirectory)
        return configuration.excludes(target, below: roots.root(of: target), foldersJudged: true)
    }

    private mutating func folder(_ path: String) throws(ConfigurationError) -> Folder {
        if let known = folders[path] { return known }
        guard let root = roots.root(of: path) else { return .ruledBy(nil) }
        // Up to the walked folder (or the nearest one already decided), then back down.
        var below: [String] = []
        var current = path
        var state: Folder
        while true {
            if let known = folders[current] {
                state = known
                break
            }
            if current == root {
                state = .ruledBy(try nearestConfiguration(atOrAbove: root))
                folders[root] = state
                break
            }
            below.append(current)
            current = Paths.directory(current)
        }
        for folder in below.reversed() {
            if case .ruledBy(let configuration) = state {
                if configuration?.excludes(folder, below: root, foldersJudged: true) == true {
                    state = .excluded
                } else if findsConfigurations, let file = ConfigurationLoader.file(in: folder) {
                    state = .ruledBy(try load(file))
                }
            }
            folders[folder] = state
        }
        return state
    }

    /// The configuration a walk of `folder` starts under: the nearest file at or above it,
    /// else the run's own.
    private mutating func nearestConfiguration(atOrAbove folder: String) throws(ConfigurationError) -> Configuration? {
        guard findsConfigurations else { return fallback }
        var current = folder
        while true {
            if let file = ConfigurationLoader.file(in: current) { return try load(file) }
            let parent = Paths.directory(current)
            if parent == current { return fallback }
            current = parent
        }
    }

    private mutating func load(_ file: String) throws(ConfigurationError) -> Configuration {
        let key = WalkRoots.absolute(file, in: workingDirectory)
        if let known = loaded[key] { return known }
        // Named as the user sees paths, as `ProjectPartition` names them.
        let configuration = try ConfigurationLoader.load(path: Paths.relative(key, to: workingDirectory),
                                                         knownRules: Set(Catalog.ids))
        loaded[key] = configuration
        return configuration
    }

}

/// The folders a run walked (absolute, `..` resolved): what is inside one is judged from it
/// down, never by what is excluded above the folder the user named.
struct WalkRoots {
    /// Deepest first, so the first that holds a path is the walk that found it.
    private let folders: [String]

    init(_ paths: [String], in workingDirectory: String) {
        folders = paths.map { Self.absolute($0, in: workingDirectory) }.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// The walked folder that `path` (absolute, resolved) is in or is.
    func root(of path: String) -> String? {
        folders.first { path == $0 || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    static func absolute(_ path: String, in workingDirectory: String) -> String {
        Paths.resolvingParents(Paths.absolute(path, in: workingDirectory))
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

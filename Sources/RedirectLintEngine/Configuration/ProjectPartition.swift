/// Where one project ends and the next begins. A project is the set of files one
/// configuration applies to; placeholders are filled and project rules run within a project,
/// never across two, so independent apps and servers in one tree (a monorepo, `samples/`)
/// are not checked against each other.
///
/// With nested configurations (the command line without `--config`), a file belongs to the
/// nearest `.redirectlint.yml` in its own directory or above: that file marks a project root
/// and its settings alone apply (nearest wins, nothing is merged, as ESLint's `root: true`
/// and ruff's closest-configuration rule). A file with no configuration above it belongs to
/// the fallback (found from the working directory, or the defaults). Without them, every
/// file is in one project under one configuration.
struct ProjectPartition {
    /// One per project; the fallback is the first.
    private(set) var configurations: [Configuration]
    /// The project of each file the partition was made for outside the fallback; any other path is the fallback's.
    private var projectOfFile: [String: Int] = [:]

    /// Every file in one project.
    init(single configuration: Configuration) {
        configurations = [configuration]
    }

    /// Each of `paths` in the project of its nearest configuration file. Throws on the first
    /// configuration that does not load, as the command line does for its own.
    init(nested paths: [String], fallback: Configuration) throws(ConfigurationError) {
        configurations = [fallback]
        var lookup = ConfigurationLookup(fallback: fallback)
        for path in paths {
            let project = try lookup.project(ofDirectory: Paths.directory(lookup.absolute(path)), into: &configurations)
            // The fallback's files are not listed: most trees have no nested configuration,
            // and a path per file would be kept for the whole run to say 0.
            if project != 0 { projectOfFile[path] = project }
        }
    }

    func project(of path: String) -> Int {
        projectOfFile[path] ?? 0
    }

    var count: Int { configurations.count }
}

/// The nearest configuration file of each directory, each directory and each configuration
/// file looked at once however many files share them.
private struct ConfigurationLookup {
    private let workingDirectory = FileSystem.currentDirectory()
    private var projectOfDirectory: [String: Int] = [:]
    private var projectOfConfigurationFile: [String: Int] = [:]

    init(fallback: Configuration) {
        // The working directory's own configuration is also the nearest one of the files below it.
        if let path = fallback.path { projectOfConfigurationFile[absolute(path)] = 0 }
    }

    func absolute(_ path: String) -> String {
        Paths.absolute(path, in: workingDirectory)
    }

    mutating func project(ofDirectory start: String, into configurations: inout [Configuration]) throws(ConfigurationError) -> Int {
        var unresolved: [String] = []
        var directory = start
        var project = 0
        while true {
            if let known = projectOfDirectory[directory] {
                project = known
                break
            }
            unresolved.append(directory)
            if let file = ConfigurationLoader.file(in: directory) {
                project = try self.project(ofConfigurationFile: file, into: &configurations)
                break
            }
            let parent = Paths.directory(directory)
            if parent == directory { break }
            directory = parent
        }
        for directory in unresolved { projectOfDirectory[directory] = project }
        return project
    }

    private mutating func project(ofConfigurationFile file: String, into configurations: inout [Configuration]) throws(ConfigurationError) -> Int {
        if let known = projectOfConfigurationFile[file] { return known }
        let known = Set(Catalog.ids)
        // Named as the user sees paths, relative to the working directory where possible.
        let configuration = try ConfigurationLoader.load(path: Paths.relative(file, to: workingDirectory), knownRules: known)
        configurations.append(configuration)
        projectOfConfigurationFile[file] = configurations.count - 1
        return configurations.count - 1
    }

}

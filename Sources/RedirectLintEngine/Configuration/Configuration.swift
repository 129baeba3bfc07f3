import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// What `.redirectlint.yml` says.
public struct Configuration: Sendable {
    public struct Server: Sendable {
        public var name: String
        public var globs: [Glob]
    }

    public enum RuleSetting: Sendable, Equatable {
        case off
        case severity(Severity)
    }

    /// Where the configuration came from, for messages; nil for the defaults.
    public var path: String?
    /// The absolute directory that globs are relative to: the configuration file's own.
    public var baseDirectory: String = FileSystem.currentDirectory()
    public var servers: [Server] = []
    /// `apps:`, which manifests form one app (see ConfigurationApps.swift).
    public var apps: [App] = []
    public var ownedDomains: [String] = []
    public var ruleSettings: [String: RuleSetting] = [:]
    /// `overrides:` rule settings for some files or values, later entries winning.
    public var overrides: [RuleOverride] = []
    /// `per-file-ignores:` rules switched off for some files or values.
    public var perFileIgnores: [FileIgnore] = []
    /// `exclude:` files and folders a directory walk does not read.
    public var exclude: [Glob] = []
    public var maxFileSize: Int = 8 * 1024 * 1024

    public init() {}

    public static let fileNames = [".redirectlint.yml", ".redirectlint.yaml"]

    /// Whether `exclude:` leaves the file at `path` out of a directory walk: a glob matches
    /// its path, or the path of a folder it is in, relative to the configuration's folder. A
    /// file outside that folder is never excluded, nor by a folder at or above `root` (the
    /// folder the walk was given). With `foldersJudged`, the folders the path is in are known
    /// not to be excluded (a walk going down judged each), and only the path itself is
    /// matched: matching every folder again for each one below it made a deep tree cost the
    /// cube of its depth.
    public func excludes(_ path: String, below root: String? = nil, foldersJudged: Bool = false) -> Bool {
        guard !exclude.isEmpty else { return false }
        // `..` resolved in both, so `tools/../test/x` is `test/x` and no glob sees a `..`.
        let base = Paths.resolvingParents(baseDirectory)
        let relative = Paths.relative(Paths.resolvingParents(Paths.absolute(path)), to: base)
        // `Paths.relative` leaves a path outside the folder absolute.
        guard !relative.hasPrefix("/"), relative != "." else { return false }
        // A glob that excludes the walked folder or one above it is passed over: the user
        // named that folder. (`test/fixtures/` when `test/fixtures` is walked; not
        // `test/fixtures/*.json`, which excludes files inside it.)
        var globs = exclude
        var rootDepth = 0
        if let root {
            let rootRelative = Paths.relative(Paths.resolvingParents(Paths.absolute(root)), to: base)
            if !rootRelative.hasPrefix("/"), rootRelative != "." {
                let above = Self.folderPrefixes(of: rootRelative)
                globs = exclude.filter { glob in !above.contains { glob.matches($0) } }
                rootDepth = above.count
            }
        }
        if foldersJudged {
            let depth = relative.split(separator: "/").count - 1
            return depth >= rootDepth && globs.contains { $0.matches(relative) }
        }
        for (depth, prefix) in Self.folderPrefixes(of: relative).enumerated() where depth >= rootDepth {
            if globs.contains(where: { $0.matches(prefix) }) { return true }
        }
        return false
    }

    /// `a`, `a/b`, `a/b/c` for `a/b/c`.
    private static func folderPrefixes(of relative: String) -> [String] {
        var prefixes: [String] = []
        for segment in relative.split(separator: "/") {
            prefixes.append(prefixes.last.map { $0 + "/" + segment } ?? String(segment))
        }
        return prefixes
    }

    /// The server a file's registrations belong to by configuration.
    public func server(for path: String) -> String? {
        let relative = Paths.relative(Paths.absolute(path), to: baseDirectory)
        return servers.first { server in server.globs.contains { $0.matches(relative) } }?.name
    }
}

/// A configuration problem: exit code 2, with the file, line and key.
public struct ConfigurationError: LocatedFileError {
    public var path: String
    public var position: SourcePosition?
    public var message: String
}

public enum ConfigurationLoader {
    /// Finds `.redirectlint.yml` in `directory` or its parents.
    public static func find(from directory: String) -> String? {
        var dir = Paths.clean(directory)
        while true {
            if let found = file(in: dir) { return found }
            let parent = Paths.directory(dir)
            if parent == dir || dir == "/" || dir == "." { return nil }
            dir = parent
        }
    }

    /// The configuration file in `directory` itself, if any. Anything by that name but a
    /// folder counts: a FIFO or a link to a device is then refused when it is loaded, not
    /// passed over as if the project had no configuration.
    static func file(in directory: String) -> String? {
        for name in Configuration.fileNames {
            let candidate = Paths.join(directory, name)
            if let (type, _) = FileSystem.type(of: candidate), type != .directory { return candidate }
        }
        return nil
    }

    public static func load(path: String, knownRules: Set<String>) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, maxBytes: 1 << 20) {
        case .success(let b): bytes = b
        case .failure(let error): throw ConfigurationError(path: path, position: nil, message: error.message)
        }
        return try parse(SourceFile(path: path, bytes: bytes), knownRules: knownRules)
    }

    public static func parse(_ file: SourceFile, knownRules: Set<String>) throws(ConfigurationError) -> Configuration {
        var config = Configuration()
        config.path = file.path
        config.baseDirectory = Paths.directory(Paths.absolute(file.path))
        func fail(_ node: Node?, _ message: String) -> ConfigurationError {
            ConfigurationError(path: file.path, position: node?.range.start, message: message)
        }
        let tree: LoadedTree
        do {
            tree = try YAMLLoader.load(file)
        } catch {
            throw ConfigurationError(path: file.path, position: error.range.start, message: error.message)
        }
        try ConfigurationValues.checkNoSettingIsLost(tree, fail: fail)
        guard let root = tree.documents.first else { return config }
        if root.scalar?.isNull == true { return config }
        guard let entries = root.entries else { throw fail(root, "the configuration must be a mapping of settings") }
        for entry in entries {
            let key = Node.scalar(entry.key)
            switch entry.key.value {
            case "servers":
                guard let servers = entry.value.entries else {
                    throw fail(entry.value, "'servers' must map server names to lists of path globs")
                }
                for server in servers {
                    let globs = try ConfigurationValues.globs(server.value, what: "server '\(server.key.value)'", fail: fail)
                    guard let globs, !globs.isEmpty else {
                        throw fail(server.value, "server '\(server.key.value)' needs a list of path globs")
                    }
                    config.servers.append(.init(name: server.key.value, globs: globs.map(Glob.init)))
                }
            case "apps":
                config.apps = try apps(entry.value, in: file)
            case "owned-domains":
                guard let items = entry.value.items else { throw fail(entry.value, "'owned-domains' must be a list of domains") }
                config.ownedDomains = try ConfigurationValues.domains(items, fail: fail)
            case "rules":
                guard let rules = entry.value.entries else {
                    throw fail(entry.value, "'rules' must map rule ids to off, note, warning or error")
                }
                for rule in rules {
                    guard knownRules.contains(rule.key.value) else {
                        throw fail(.scalar(rule.key), "unknown rule '\(rule.key.value)' (see 'redirectlint rules')")
                    }
                    config.ruleSettings[rule.key.value] = try ruleSetting(rule, in: file)
                }
            case "overrides":
                config.overrides = try overrides(entry.value, in: file, knownRules: knownRules)
            case "per-file-ignores":
                config.perFileIgnores = try perFileIgnores(entry.value, in: file, knownRules: knownRules)
            case "exclude":
                config.exclude = try ConfigurationValues.globs(entry.value, what: "'exclude'", fail: fail)?.map(Glob.init) ?? []
            case "max-file-size":
                guard let size = ConfigurationValues.positiveInteger(entry.value) else {
                    throw fail(entry.value, "'max-file-size' must be a whole number of bytes, at least 1")
                }
                config.maxFileSize = size
            default:
                throw fail(key, "unknown setting '\(entry.key.value)' (known: servers, apps, owned-domains, rules, overrides, per-file-ignores, exclude, max-file-size)")
            }
        }
        return config
    }
}

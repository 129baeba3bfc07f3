import RedirectLintDialects
import RedirectLintSyntax

/// A file to lint, and whether the user named it (then an unrecognised file is a warning and
/// a parse failure is always a finding).
public struct CandidateFile: Sendable, Hashable {
    public var path: String
    public var explicit: Bool
}

/// A path that could not be walked, with the reason.
public struct DiscoveryProblem: Sendable, Hashable {
    public var path: String
    public var message: String
    /// The path was named on the command line (not found by a directory walk).
    public var isNamed = false
    /// A walk left it unread on purpose (a note), rather than failing to read it (an error).
    public var isSkipped = false
}

/// What the dialects declare for the files of one name or extension, merged (`FileType`).
struct FileKind: Sendable {
    let syntax: SourceSyntax
    private let markers: MarkerSearch
    private let tests: [@Sendable (String, [UInt8]) -> Bool]
    private let readOnItsOwn: [@Sendable (String) -> Bool]
    private let everyFile: Bool

    private init(_ types: [FileType]) {
        syntax = types[0].syntax
        var seen: Set<String> = []
        markers = MarkerSearch(types.flatMap(\.markers).filter { seen.insert($0).inserted }.map { Array($0.utf8) })
        tests = types.compactMap(\.mayHold)
        readOnItsOwn = types.compactMap(\.readOnItsOwnAt)
        everyFile = types.contains { $0.markers.isEmpty && $0.mayHold == nil }
    }

    /// Source code: a file that holds no evidence is passed over without a word.
    var isSourceCode: Bool { syntax == .code }

    /// Source code read only as evidence about the apps other files declare
    /// (`SourceCodeDialect`); not where a dialect says a file is read on its own.
    func isEvidenceOnly(_ path: String) -> Bool {
        isSourceCode && !readOnItsOwn.contains { $0(path) }
    }

    /// Whether a file found by a walk may be in one of the formats, judged before parsing.
    func mayHold(_ path: String, _ bytes: [UInt8]) -> Bool {
        everyFile || markers.occurs(in: bytes) || tests.contains { $0(path, bytes) }
    }

    private static func merged(_ key: (FileType) -> [String]) -> [String: FileKind] {
        let all = Dialects.all.flatMap(\.fileTypes)
        var typeNumbers: [String: [Int]] = [:]
        for (number, type) in all.enumerated() {
            for name in key(type) { typeNumbers[name, default: []].append(number) }
        }
        // The extensions of one language (`yaml` and `yml`, a dozen of source code) share
        // their types, and so one kind, built once: every run pays for building them
        // (docs/performance.md).
        var kinds: [[Int]: FileKind] = [:]
        return typeNumbers.mapValues { numbers in
            if let kind = kinds[numbers] { return kind }
            let kind = FileKind(numbers.map { all[$0] })
            kinds[numbers] = kind
            return kind
        }
    }

    private static let byName = merged(\.names)
    private static let byExtension = merged(\.extensions)
    /// Extensions of two parts (`gradle.kts`), by their last part.
    private static let twoPartExtensions = Dictionary(grouping: byExtension.keys.filter { $0.contains(".") }) {
        String($0[$0.index(after: $0.lastIndex(of: ".")!)...])
    }

    /// The kind of the file at `path`, if a dialect reads it.
    static func of(_ path: String) -> FileKind? {
        let name = Paths.fileName(path)
        if let kind = byName[name] { return kind }
        let last = Paths.pathExtension(name)
        if let twoParts = twoPartExtensions[last], let full = twoParts.first(where: { name.lowercased().hasSuffix("." + $0) }) {
            return byExtension[full]
        }
        return byExtension[last]
    }
}

/// Expands the paths given on the command line into the files to read.
public enum Discovery {
    /// Folders that hold build output, dependencies or VCS data, never a project's own config.
    static let skippedDirectories: Set<String> = [
        ".git", ".hg", ".svn", ".build", "node_modules", "Pods", "Carthage", "DerivedData",
        ".gradle", "build", "target", ".swiftpm", ".idea", ".vscode", "vendor", "__pycache__", ".venv", "venv",
        // Terraform's and Terragrunt's copies of the modules a configuration uses.
        ".terraform", ".terragrunt-cache",
    ]

    /// File names and extensions worth opening in a directory walk.
    static func isCandidate(_ name: String) -> Bool {
        isReadableExtension(name) && !ignoredNames.contains(name)
    }

    /// Whether a dialect reads files of this name or extension; a named file with another
    /// (`Package.swift`) is not opened.
    static func isReadableExtension(_ path: String) -> Bool {
        FileKind.of(path) != nil
    }

    /// Well-known files that are never registrations or manifests; skipping them keeps a
    /// monorepo walk fast.
    static let ignoredNames: Set<String> = [
        "package-lock.json", "npm-shrinkwrap.json", "composer.lock", "tsconfig.json", "jsconfig.json",
        ".eslintrc.json", "pnpm-lock.yaml", "yarn.lock", ".pre-commit-config.yaml",
        ".pre-commit-hooks.yaml", ".redirectlint.yml", ".redirectlint.yaml", "Contents.json", "Package.swift",
    ]

    public static func expand(_ paths: [String]) -> (files: [CandidateFile], problems: [DiscoveryProblem]) {
        var files: [CandidateFile] = []
        var problems: [DiscoveryProblem] = []
        var seen: Set<String> = []
        // A file named twice under two names (`x.json` and `link/x.json`) is one file: linted
        // twice, it would share every redirect URI with itself. It goes by the name that sorts
        // first, whatever the order of the arguments.
        var namedFiles: [FileSystem.Identity: Int] = [:]
        for raw in paths {
            let path = Paths.clean(raw)
            guard let (type, identity) = FileSystem.type(of: path) else {
                problems.append(DiscoveryProblem(path: path, message: FileSystem.unresolvedReason(path), isNamed: true))
                continue
            }
            switch type {
            case .file:
                guard seen.insert(path).inserted else { continue }
                if let earlier = namedFiles[identity] {
                    if path < files[earlier].path { files[earlier] = CandidateFile(path: path, explicit: true) }
                } else {
                    namedFiles[identity] = files.count
                    files.append(CandidateFile(path: path, explicit: true))
                }
            case .directory:
                var visited: Set<FileSystem.Identity> = [identity]
                walk(path, into: &files, seen: &seen, visited: &visited, problems: &problems)
            case .other:
                problems.append(DiscoveryProblem(path: path, message: "not a regular file", isNamed: true))
            }
        }
        return (files, problems)
    }

    private static func walk(_ root: String, into files: inout [CandidateFile], seen: inout Set<String>,
                             visited: inout Set<FileSystem.Identity>, problems: inout [DiscoveryProblem]) {
        var pending = [root]
        // Made only when the walk meets a link to a file.
        lazy var realRoot = FileSystem.realPath(root).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        while let dir = pending.popLast() {
            let entries: [FileSystem.Entry]
            switch FileSystem.entries(of: dir) {
            case .success(let list): entries = list
            case .failure(let error):
                problems.append(DiscoveryProblem(path: dir, message: error.message))
                continue
            }
            var subdirectories: [String] = []
            for entry in entries {
                let name = entry.name
                let candidate = isCandidate(name)
                if entry.isRegularFile, !candidate { continue }
                let path = Paths.join(dir, name)
                if let reason = unopenable(entry, path: path, in: dir) {
                    problems.append(DiscoveryProblem(path: path, message: reason, isSkipped: true))
                    continue
                }
                // A regular file needs no `stat`: the directory entry already says what it is.
                // In a large tree most entries are files, and a `stat` each was most of the walk.
                // Links (judged by their targets) and everything else are `stat`ed.
                let type: FileSystem.EntryType
                var identity: FileSystem.Identity?
                if entry.isRegularFile {
                    type = .file
                } else {
                    guard let found = FileSystem.type(of: path) else {
                        // A broken link or a link loop, under a name the walk would read.
                        if candidate {
                            problems.append(DiscoveryProblem(path: path, message: FileSystem.unresolvedReason(path), isSkipped: true))
                        }
                        continue
                    }
                    (type, identity) = found
                }
                switch type {
                case .directory:
                    // A symlink back up the tree would make the walk endless.
                    guard let identity, !skippedDirectories.contains(name), visited.insert(identity).inserted else { continue }
                    subdirectories.append(path)
                case .file:
                    // A link to a file this walk reads anyway under its own name (a chart's
                    // `test/values.yaml` linking to `../values.yaml`) is that file: read under
                    // both names, its findings would all be reported twice.
                    if candidate, identity != nil, FileSystem.isSymbolicLink(path), let realRoot,
                       let target = FileSystem.realPath(path), target.hasPrefix(realRoot), isCandidate(Paths.fileName(target)) {
                        continue
                    }
                    // A developer's own environment file, which git keeps out of the repository.
                    if candidate, EnvironmentFile.isNamed(name), GitIgnore.ignores(path) { continue }
                    if candidate, seen.insert(path).inserted {
                        files.append(CandidateFile(path: path, explicit: false))
                    }
                case .other:
                    // A FIFO, socket or device is never opened: it may never end.
                    if candidate {
                        problems.append(DiscoveryProblem(path: path, message: "not a regular file (a FIFO, socket or device), so it was not read",
                                                         isSkipped: true))
                    }
                }
            }
            pending.append(contentsOf: subdirectories.reversed())
        }
    }

    /// Why an entry the walk would read cannot be opened by any path a run can spell: a path
    /// longer than the system opens, or a name that is not UTF-8 (a Swift `String` cannot
    /// hold it); nil when it can be, or when it is neither a folder nor a candidate file.
    private static func unopenable(_ entry: FileSystem.Entry, path: String, in dir: String) -> String? {
        // Asked of every entry, and nearly all can be opened: the cheap test first.
        guard path.utf8.count >= FileSystem.maxPathLength || entry.invalidName != nil else { return nil }
        let type: FileSystem.EntryType?
        if entry.isRegularFile {
            type = .file
        } else if entry.isDirectory {
            type = .directory
        } else if let bytes = entry.invalidName {
            type = FileSystem.type(ofBytes: Array(Paths.join(dir, "").utf8) + bytes)
        } else {
            type = nil
        }
        let what: String
        switch type {
        case .directory where !skippedDirectories.contains(entry.name): what = "nothing in the folder was read"
        case .file where isCandidate(entry.name): what = "the file was not read"
        case nil where path.utf8.count >= FileSystem.maxPathLength: what = "it was not read"
        default: return nil
        }
        if path.utf8.count >= FileSystem.maxPathLength {
            return "the path is longer than the system can open (PATH_MAX, \(FileSystem.maxPathLength) bytes), so \(what)"
        }
        if entry.invalidName != nil {
            return "the name is not valid UTF-8 (shown with \\x escapes), which redirectlint cannot open, so \(what)"
        }
        return nil
    }
}

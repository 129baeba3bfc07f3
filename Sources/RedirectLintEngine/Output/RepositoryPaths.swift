import RedirectLintModel

/// Paths as code review tools read them: relative to the root of the repository, wherever
/// the linter ran. GitHub code scanning, GitHub annotations and GitLab Code Quality place a
/// finding by its path from the repository root, so a run from a subfolder (`cd ios &&
/// redirectlint .`) or on a sibling folder (`redirectlint ../server`) must not give paths
/// relative to the working directory. A file outside the repository keeps its absolute path.
public struct RepositoryPaths: Sendable {
    /// The repository root and the working directory, absolute, without symbolic links.
    let root: String
    let workingDirectory: String

    public init(root: String, workingDirectory: String) {
        self.root = Paths.clean(root)
        self.workingDirectory = Paths.clean(workingDirectory)
    }

    /// The root for this run: `GITHUB_WORKSPACE` or `CI_PROJECT_DIR` when set (where GitHub
    /// Actions and GitLab CI check the repository out), else the nearest folder at or above
    /// the working directory that holds `.git` (a folder, or a file in a worktree or
    /// submodule), else the working directory.
    public static func forThisRun(environment: (String) -> String? = FileSystem.environment) -> RepositoryPaths {
        let workingDirectory = FileSystem.realPath(FileSystem.currentDirectory()) ?? FileSystem.currentDirectory()
        let declared = ["GITHUB_WORKSPACE", "CI_PROJECT_DIR"].compactMap { environment($0) }.first { !$0.isEmpty }
        let root = declared.map { FileSystem.realPath($0) ?? Paths.absolute($0, in: workingDirectory) }
            ?? gitTopLevel(from: workingDirectory) ?? workingDirectory
        return RepositoryPaths(root: root, workingDirectory: workingDirectory)
    }

    static func gitTopLevel(from directory: String) -> String? {
        var folder = directory
        while true {
            if FileSystem.type(of: Paths.join(folder, ".git")) != nil { return folder }
            let parent = Paths.directory(folder)
            if parent == folder || folder == "/" { return nil }
            folder = parent
        }
    }

    /// `path` (as the run names it: relative to the working directory, or absolute) relative
    /// to the root; absolute when the file is outside the root.
    public func path(_ path: String) -> String {
        Paths.relative(Paths.resolvingParents(Paths.absolute(path, in: workingDirectory)), to: root)
    }
}

extension LintReport {
    /// The report with every path (files, findings, related locations) as `paths` gives it,
    /// in output order of the new paths, so a run from a subfolder gives the same bytes as one
    /// from the root.
    public func relocated(_ paths: RepositoryPaths) -> LintReport {
        var cache: [String: String] = [:]
        func path(_ original: String) -> String {
            if let known = cache[original] { return known }
            let moved = paths.path(original)
            cache[original] = moved
            return moved
        }
        let files = self.files.map { file -> FileResult in
            var file = file
            file.path = path(file.path)
            return file
        }
        let byFile = self.byFile.map { group -> FileFindings in
            var group = group
            group.path = path(group.path)
            group.findings = group.findings.map { finding in
                var finding = finding
                finding.path = path(finding.path)
                finding.related = finding.related.map { related in
                    var related = related
                    related.path = path(related.path)
                    return related
                }
                return finding
            }
            return group
        }
        return LintReport(files: files.sorted { $0.path < $1.path }, byFile: byFile.sorted { $0.path < $1.path },
                          hiddenByBaseline: hiddenByBaseline)
    }
}

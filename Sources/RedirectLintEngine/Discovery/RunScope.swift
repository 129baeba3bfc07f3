import RedirectLintModel

/// Which files a run reads and which of its findings it reports.
///
/// An ordinary run reads and reports what the paths name. A run with a project root (the
/// pre-commit hook, which passes only the files of a commit) reads every candidate file under
/// the root as a directory walk would, so project rules compare the named files with the rest
/// of the project, and reports only what involves a named file: its own findings, and
/// cross-file findings with a related location in it. Named files are judged as the walk
/// judges them (a JSON or YAML file that is no registration or manifest is skipped without a
/// finding), because a hook is handed every JSON and YAML file of a commit; so what the run
/// reports for a named file is exactly what `redirectlint ROOT` reports for it. A named file
/// outside the root, or in a folder the walk skips, is read all the same and joins the project
/// for this run.
struct RunScope {
    var candidates: [CandidateFile]
    var problems: [DiscoveryProblem]
    /// The paths whose findings are reported; nil when everything read is reported.
    var reported: Set<String>?

    static func plan(paths: [String], projectRoot: String?) -> RunScope {
        plan(named: Discovery.expand(paths), projectRoot: projectRoot)
    }

    /// `named`: the files the paths name (expanded), and the paths that could not be.
    static func plan(named: (files: [CandidateFile], problems: [DiscoveryProblem]), projectRoot: String?) -> RunScope {
        let (named, namedProblems) = named
        guard let projectRoot else { return RunScope(candidates: named, problems: namedProblems, reported: nil) }

        let selected = named.filter { Discovery.isCandidate(Paths.fileName($0.path)) }
            .map { CandidateFile(path: $0.path, explicit: false) }
        // Problems under the root (an unreadable folder) concern files nobody named.
        let (walked, _) = Discovery.expand([projectRoot])
        // The same file may be spelled differently (`a.json` and `../app/a.json`): the
        // named spelling is the one reported.
        let namedIdentities = Set(selected.compactMap { FileSystem.type(of: $0.path)?.1 })
        let context = walked.filter { candidate in
            guard let identity = FileSystem.type(of: candidate.path)?.1 else { return false }
            return !namedIdentities.contains(identity)
        }
        let reported = Set(selected.map(\.path) + namedProblems.map(\.path))
        return RunScope(candidates: selected + context, problems: namedProblems, reported: reported)
    }

    func reports(_ finding: Finding) -> Bool {
        guard let reported else { return true }
        return reported.contains(finding.path) || finding.related.contains { reported.contains($0.path) }
    }

    func reports(_ file: FileResult) -> Bool {
        reportsEveryFinding(in: file.path)
    }

    /// Whether every finding about the file at `path` is reported; if not (a file read only
    /// as context), only those with a related location in a named file are.
    func reportsEveryFinding(in path: String) -> Bool {
        reported?.contains(path) ?? true
    }
}

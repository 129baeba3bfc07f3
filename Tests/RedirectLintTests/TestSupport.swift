import Foundation
import RedirectLintEngine
import RedirectLintModel

/// The repository root, found from this file's path (tests run from anywhere).
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary directory holding the given files.
func makeProject(_ files: [(path: String, content: String)]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("redirectlint-tests-\(UUID().uuidString)")
    for file in files {
        let url = root.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.content.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
}

/// Lints the files of a project the way the CLI does, with its `.redirectlint.yml` if any;
/// finding paths come back relative to the project.
func lint(_ files: [(path: String, content: String)], explicit: Bool = true, jobs: Int = 2) throws -> LintReport {
    let root = try makeProject(files)
    defer { try? FileManager.default.removeItem(at: root) }
    var configuration = Configuration()
    let configPath = root.appendingPathComponent(".redirectlint.yml").path
    if FileManager.default.fileExists(atPath: configPath) {
        configuration = try ConfigurationLoader.load(path: configPath, knownRules: Set(Catalog.rules.map(\.id)))
    }
    let paths = explicit
        ? files.map(\.path).filter { !$0.hasSuffix(".redirectlint.yml") }.map { root.appendingPathComponent($0).path }
        : [root.path]
    return relative(Linter.run(LintRequest(paths: paths, configuration: configuration, jobs: jobs)), to: root)
}

/// The report with the paths under `root` made relative to it.
func relative(_ report: LintReport, to root: URL) -> LintReport {
    var report = report
    let prefix = root.path + "/"
    func strip(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
    report.findings = report.findings.map { finding in
        var f = finding
        f.path = strip(f.path)
        f.related = f.related.map { var r = $0; r.path = strip(r.path); return r }
        return f
    }
    report.files = report.files.map { var f = $0; f.path = strip(f.path); return f }
    return report
}

func lint(_ path: String, _ content: String) throws -> LintReport {
    try lint([(path, content)])
}

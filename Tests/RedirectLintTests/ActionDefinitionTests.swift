import Foundation
import RedirectLintReporters
import RedirectLintSyntax
import Testing

/// `action.yml` at the repository root is the composite GitHub Action users reference as
/// `uses: redirectlint/redirectlint@…`; nothing runs it here, so its shape is checked.
@Suite("action.yml")
struct ActionDefinitionTests {
    func action() throws -> Node {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let tree = try YAMLLoader.load(SourceFile(path: "action.yml", text: text))
        #expect(tree.warnings.isEmpty, "duplicate keys in action.yml")
        return try #require(tree.documents.first)
    }

    func steps() throws -> [Node] {
        try #require(try action()["runs"]?["steps"]?.items)
    }

    func step(_ id: String) throws -> Node {
        try #require(try steps().first { $0["id"]?.stringValue == id }, "no step with id \(id)")
    }

    @Test func isACompositeActionWithTheDocumentedInputsAndOutputs() throws {
        let action = try action()
        #expect(action["name"]?.stringValue == "redirectlint")
        #expect(action["description"]?.stringValue?.isEmpty == false)
        #expect(action["runs"]?["using"]?.stringValue == "composite")
        let inputs = try #require(action["inputs"]?.entries).map(\.key.value)
        #expect(inputs == ["version", "paths", "args", "config", "baseline", "working-directory", "fail-on",
                           "sarif-file", "category", "upload-sarif"])
        for input in inputs {
            #expect(action["inputs"]?[input]?["description"]?.stringValue?.isEmpty == false, "\(input) has no description")
        }
        #expect(action["inputs"]?["upload-sarif"]?["default"]?.stringValue == "true")
        #expect(action["outputs"]?["sarif-file"]?["value"]?.stringValue == "${{ steps.lint.outputs.sarif-file }}")
        #expect(action["outputs"]?["version"]?["value"]?.stringValue == "${{ steps.version.outputs.version }}")
    }

    /// By default the release of the action's own ref: the latest `## [x.y.z]` of its
    /// CHANGELOG.md (VersionTests ties that to `--version`), so @v0.1.0 installs 0.1.0.
    @Test func installsTheReleaseOfItsOwnRefThroughInstallShAndCachesIt() throws {
        let version = try step("version")
        let choose = try #require(version["run"]?.stringValue)
        #expect(choose.contains("$ACTION_PATH/CHANGELOG.md"))
        #expect(version["env"]?["INPUT_VERSION"]?.stringValue == "${{ inputs.version }}")
        #expect(!choose.contains("${{"))

        let cache = try step("cache")
        #expect(cache["uses"]?.stringValue == "actions/cache@v4")
        #expect(cache["if"]?.stringValue == "steps.version.outputs.version != 'source'")
        #expect(cache["with"]?["key"]?.stringValue?.contains("${{ steps.version.outputs.version }}") == true)
        #expect(cache["with"]?["path"]?.stringValue == "${{ steps.version.outputs.dir }}")

        let install = try step("install")
        #expect(install["if"]?.stringValue == "steps.version.outputs.version != 'source'")
        let script = try #require(install["run"]?.stringValue)
        #expect(script.contains("sh \"$GITHUB_ACTION_PATH/scripts/install.sh\" --version \"$VERSION\" --dir \"$DIR\""))
        #expect(script.contains("$CACHE_HIT"))
        #expect(!script.contains("${{"))
        #expect(FileManager.default.isExecutableFile(atPath: repositoryRoot.appendingPathComponent("scripts/install.sh").path))
    }

    @Test func everyRunStepNamesItsShell() throws {
        for step in try steps() where step["run"] != nil {
            #expect(step["shell"]?.stringValue == "bash", "composite run steps must name a shell")
        }
    }

    @Test func versionSourceInstallsLibyamlAndBuildsFromTheActionPathInRelease() throws {
        let install = try #require(try steps().first { $0["run"]?.stringValue?.contains("libyaml-dev") == true })
        #expect(install["run"]?.stringValue?.contains("pkg-config --exists yaml-0.1") == true)
        #expect(install["if"]?.stringValue == "steps.version.outputs.version == 'source'")
        let build = try step("build")
        #expect(build["if"]?.stringValue == "steps.version.outputs.version == 'source'")
        #expect(build["working-directory"]?.stringValue == "${{ github.action_path }}")
        #expect(build["run"]?.stringValue?.contains("swift build -c release") == true)
    }

    @Test func runsOnceForAnnotationsAndSARIF() throws {
        let lint = try step("lint")
        let script = try #require(lint["run"]?.stringValue)
        // The n-th --output belongs to the n-th --format: SARIF must come first, or the
        // annotations would go to the file and the SARIF to the log.
        let sarif = try #require(script.range(of: "--format sarif --output \"$sarif_file\""))
        let github = try #require(script.range(of: "--format github"))
        #expect(sarif.lowerBound < github.lowerBound)
        #expect(try OutputPlan(formats: [.sarif, .github], outputs: ["x.sarif"]).standardOutputFormat == .github)
        #expect(script.contains("--sarif-category \"$INPUT_CATEGORY\""))
        #expect(script.contains("--fail-on \"$INPUT_FAIL_ON\""))
        #expect(script.contains("--baseline \"$INPUT_BASELINE\""))
        #expect(script.contains("\"${extra[@]}\""))
        #expect(lint["working-directory"]?.stringValue == "${{ inputs.working-directory }}")
        // Run in a working directory, redirectlint still names files from the repository root
        // (GITHUB_WORKSPACE), as GitHub reads them: the reports are used as written.
        #expect(script.contains("--format github || status=$?"), "annotations to the job log")
        #expect(!script.contains("uriBaseId") && !script.contains("sed "), "the reports need no rewriting")
        #expect(lint["env"]?["REDIRECTLINT"]?.stringValue == "${{ steps.install.outputs.bin || steps.build.outputs.bin }}")
        // Inputs reach the script through the environment, never as ${{ }} in the script.
        #expect(!script.contains("${{"))
        let environment = try #require(lint["env"]?.entries).map(\.key.value)
        #expect(Set(["INPUT_PATHS", "INPUT_ARGS", "INPUT_CONFIG", "INPUT_BASELINE", "INPUT_WORKING_DIRECTORY",
                     "INPUT_FAIL_ON", "INPUT_SARIF_FILE", "INPUT_CATEGORY"]).isSubset(of: Set(environment)))
    }

    @Test func uploadsTheSARIFEvenWhenTheLintStepFails() throws {
        let upload = try #require(try steps().first { $0["uses"]?.stringValue?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(upload["uses"]?.stringValue == "github/codeql-action/upload-sarif@v4")
        let condition = try #require(upload["if"]?.stringValue)
        #expect(condition.contains("always()"))
        #expect(condition.contains("inputs.upload-sarif == 'true'"))
        #expect(upload["with"]?["sarif_file"]?.stringValue == "${{ steps.lint.outputs.sarif-file }}")
        #expect(upload["with"]?["category"]?.stringValue == "${{ inputs.category }}")
    }

    /// By default the SARIF goes to a new folder in the runner's temporary folder: written
    /// into the checkout, it followed a `redirectlint.sarif` a pull request had committed as
    /// a symbolic link to a file the job can write. The lint step's script runs here with a
    /// stand-in for the linter that writes each `--output` as the linter does (through links).
    @Test func theSARIFIsWrittenUnderTheRunnersTemporaryFolderNotTheCheckout() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-action-\(UUID().uuidString)")
        let checkout = root.appendingPathComponent("checkout")
        let runnerTemp = root.appendingPathComponent("runner-temp")
        for folder in [checkout, runnerTemp] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: root) }
        let victim = root.appendingPathComponent("victim")
        try Data("untouched".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("redirectlint.sarif").path,
                                                   withDestinationPath: victim.path)
        let linter = root.appendingPathComponent("linter.sh")
        try Data("#!/bin/sh\nwhile [ $# -gt 0 ]; do\n  if [ \"$1\" = --output ]; then printf '{}' > \"$2\"; shift; fi\n  shift\ndone\n".utf8)
            .write(to: linter)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: linter.path)
        let script = root.appendingPathComponent("step.sh")
        try Data(try #require(try step("lint")["run"]?.stringValue).utf8).write(to: script)
        let outputs = root.appendingPathComponent("github-output")
        let defaultSARIF = try #require(try action()["inputs"]?["sarif-file"]?["default"]?.stringValue)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", script.path]
        process.currentDirectoryURL = checkout
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "REDIRECTLINT": linter.path,
            "INPUT_PATHS": ".", "INPUT_ARGS": "", "INPUT_CONFIG": "", "INPUT_BASELINE": "", "INPUT_WORKING_DIRECTORY": ".",
            "INPUT_FAIL_ON": "error", "INPUT_SARIF_FILE": defaultSARIF, "INPUT_CATEGORY": "redirectlint",
            "RUNNER_TEMP": runnerTemp.path, "GITHUB_OUTPUT": outputs.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched")
        let written = try String(contentsOf: outputs, encoding: .utf8)
        let sarif = try #require(written.split(separator: "\n").first { $0.hasPrefix("sarif-file=") }?.dropFirst("sarif-file=".count))
        #expect(sarif.hasPrefix(runnerTemp.path + "/"))
        #expect(try String(contentsOfFile: String(sarif), encoding: .utf8) == "{}")
    }
}

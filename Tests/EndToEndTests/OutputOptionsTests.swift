import Foundation
import Testing

/// Several reports from one run, and the flags that shape the output and the exit status.
@Suite("Command line: outputs, --exit-zero, --statistics, --quiet")
struct OutputOptionsTests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func sarifToAFileAndTextToStandardOutput() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.sarif").path
        let result = try BinaryRunner.run(["samples", "--format", "sarif", "--output", target, "--format", "text"])
        #expect(result.status == 1)
        let golden = BinaryRunner.repositoryRoot.appendingPathComponent("samples/expected")
        #expect(result.stdout == (try String(contentsOf: golden.appendingPathComponent("text.golden"), encoding: .utf8)))
        #expect(try String(contentsOfFile: target, encoding: .utf8)
            == (try String(contentsOf: golden.appendingPathComponent("sarif.golden"), encoding: .utf8)))
    }

    @Test func threeReportsFromOneRun() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sarif = directory.appendingPathComponent("out.sarif").path
        let gitlab = directory.appendingPathComponent("gl-code-quality-report.json").path
        let result = try BinaryRunner.run(["samples/rfc7591", "-f", "sarif", "-o", sarif, "-f", "gitlab", "-o", gitlab,
                                           "-f", "github", "--sarif-category", "registrations"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("::warning file=samples/rfc7591/"))
        #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"id\": \"registrations/\""))
        #expect(try String(contentsOfFile: gitlab, encoding: .utf8).contains("\"check_name\": \"loopback-uses-localhost\""))
    }

    /// An existing report is replaced by a file written beside it and renamed over it: what
    /// is left must be exactly the new report, whatever was there, through a symlink too, and
    /// the file keeps its permissions.
    @Test func anExistingReportIsReplacedExactly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = try String(contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent("samples/expected/json.golden"),
                                encoding: .utf8)
        let longer = directory.appendingPathComponent("longer.json").path
        let shorter = directory.appendingPathComponent("shorter.json").path
        let linked = directory.appendingPathComponent("linked.json").path
        let target = directory.appendingPathComponent("target.json").path
        try String(repeating: "old report line\n", count: 200_000).write(toFile: longer, atomically: false, encoding: .utf8)
        try "old".write(toFile: shorter, atomically: false, encoding: .utf8)
        try String(repeating: "x", count: golden.utf8.count * 2).write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: shorter)
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: target)

        for path in [longer, shorter, linked] {
            let result = try BinaryRunner.run(["samples", "--format", "json", "-o", path])
            #expect(result.status == 1, "\(result.stderr)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == golden, "\(path)")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == golden)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked) == target)
        #expect((try FileManager.default.attributesOfItem(atPath: shorter)[.posixPermissions] as? Int) == 0o600)
    }

    /// `-o /dev/stdout` with standard output appended to a file (`>>`): the report goes after
    /// what the file held, which is neither written over nor cut off.
    @Test func devStdoutAppendedToAFileKeepsWhatItHeld() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("log").path
        try Data("earlier line\n".utf8).write(to: URL(fileURLWithPath: log))
        let result = try BinaryRunner.run(["-c", "exec \"$0\" \"$@\" >> \"$LOG\"", BinaryRunner.executable.path,
                                           "samples/rfc7591", "--format", "json", "-o", "/dev/stdout"],
                                          executable: URL(fileURLWithPath: "/bin/sh"), environment: ["LOG": log])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.hasPrefix("earlier line\n{\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(text.dropFirst("earlier line\n".count).utf8)) is [String: Any])
    }

    @Test func textToAFileIsNeverColoured() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("report.txt").path
        let result = try BinaryRunner.run(["samples/rfc7591", "-o", target])
        #expect(result.stdout.isEmpty)
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.contains("[loopback-uses-localhost]"))
        #expect(!text.contains("\u{1B}["))
    }

    @Test func outputUsageErrorsExitTwoWithAClearMessage() throws {
        let twoOnStandardOutput = try BinaryRunner.run(["samples", "--format", "json", "--format", "sarif"])
        #expect(twoOnStandardOutput.status == 2)
        #expect(twoOnStandardOutput.stderr.contains("formats json, sarif would all go to standard output"))
        #expect(twoOnStandardOutput.stdout.isEmpty)

        let moreOutputs = try BinaryRunner.run(["samples", "--format", "sarif", "-o", "a.sarif", "-o", "b.sarif"])
        #expect(moreOutputs.status == 2)
        #expect(moreOutputs.stderr.contains("2 --output options but only 1 --format option"))

        let sameFile = try BinaryRunner.run(["samples", "-f", "json", "-o", "x.json", "-f", "gitlab", "-o", "x.json"])
        #expect(sameFile.status == 2)
        #expect(sameFile.stderr.contains("two formats would both write to x.json"))

        let noCategory = try BinaryRunner.run(["samples", "-f", "sarif", "--sarif-category", ""])
        #expect(noCategory.status == 2)
        for file in ["a.sarif", "b.sarif", "x.json"] {
            #expect(!FileManager.default.fileExists(atPath: BinaryRunner.repositoryRoot.appendingPathComponent(file).path))
        }
    }

    @Test func unwritableOutputExitsTwo() throws {
        let result = try BinaryRunner.run(["samples/rfc7591", "-f", "json", "-o", "/nonexistent-dir/x.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write /nonexistent-dir/x.json"))
    }

    @Test func exitZeroKeepsFindingsButNotUsageErrors() throws {
        let findings = try BinaryRunner.run(["samples", "--exit-zero"])
        #expect(findings.status == 0)
        #expect(findings.stdout.contains("error:"))
        let usage = try BinaryRunner.run(["samples", "--exit-zero", "--format", "xml"])
        #expect(usage.status == 2)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("severs: 1\n".utf8).write(to: directory.appendingPathComponent(".redirectlint.yml"))
        #expect(try BinaryRunner.run([".", "--exit-zero"], in: directory).status == 2)
    }

    @Test func statisticsFollowTheTextReport() throws {
        let result = try BinaryRunner.run(["samples/rfc7591", "--statistics"])
        let parts = result.stdout.components(separatedBy: "\n\n")
        #expect(parts.count == 2, "\(result.stdout)")
        #expect(parts[0].contains("Found 0 errors, 1 warning and 1 note"))
        #expect(parts[1] == """
            1  loopback-uses-localhost      Loopback redirect uses the name localhost
            1  private-scheme-double-slash  Private-use redirect written with two slashes

            """)
        #expect(result.stderr.isEmpty)
    }

    @Test func statisticsGoToStandardErrorBesideAMachineReadableFormat() throws {
        let result = try BinaryRunner.run(["samples/rfc7591", "--statistics", "--format", "json"])
        #expect(result.stderr.contains("1  loopback-uses-localhost"))
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["findings"] != nil)
    }

    @Test func quietPrintsOnlyFindings() throws {
        let clean = try BinaryRunner.run(["samples/ios-good", "--quiet"])
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        let findings = try BinaryRunner.run(["samples/rfc7591", "-q"])
        #expect(findings.stdout.contains("[loopback-uses-localhost]"))
        #expect(!findings.stdout.contains("Found"))
    }

    /// A named path that cannot be read stops the run (exit 2) before any report: no SARIF
    /// that looks complete without it. (Files a run fails to read are notifications, see
    /// SARIFRunTests.)
    @Test func aPathThatCannotBeReadWritesNoSARIF() throws {
        let result = try BinaryRunner.run(["samples/rfc7591", "no-such-file.json", "--format", "sarif"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no-such-file.json: no such file or directory"))
    }

    @Test func helpListsEveryFormat() throws {
        let result = try BinaryRunner.run(["lint", "--help"])
        for format in ["text", "json", "sarif", "github", "gitlab"] {
            #expect(result.stdout.contains(format))
        }
        #expect(result.stdout.contains("--exit-zero"))
        #expect(result.stdout.contains("--sarif-category"))
    }
}

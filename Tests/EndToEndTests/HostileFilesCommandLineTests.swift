import Foundation
import Testing

/// Files the command line reads by name (`--config`, `--baseline`, a nearest
/// `.redirectlint.yml`, the paths to lint) that are not what they should be: a clear message
/// and exit status 2 (a finding, for a path to lint), never a trap or a wait.
@Suite("Hostile files on the command line")
struct HostileFilesCommandLineTests {
    /// Runs the linter in `directory`; nil when it has not ended after `seconds` (then it is
    /// killed), so a run that waits forever fails the test instead of hanging the suite.
    func run(_ arguments: [String], in directory: URL, seconds: Double = 20) throws -> BinaryRunner.Output? {
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        // Files, not pipes: nothing the child writes can fill a buffer and stall it.
        let out = directory.appendingPathComponent(".stdout"), err = directory.appendingPathComponent(".stderr")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        guard ended.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return BinaryRunner.Output(status: process.terminationStatus,
                                   stdout: try String(contentsOf: out, encoding: .utf8),
                                   stderr: try String(contentsOf: err, encoding: .utf8))
    }

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"redirect_uris\": [\"https://app.example.com/cb\"]}".utf8).write(to: directory.appendingPathComponent("client.json"))
        return directory
    }

    /// Two entries for one key whose counts add past `Int.max` trapped (exit 132).
    @Test func aBaselineWhoseCountsOverflowIsAUsageError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = "{\"count\": \(Int.max), \"path\": \"client.json\", \"rule\": \"r\", \"subject\": \"s\"}"
        try Data("{\"findings\": [\n\(entry),\n\(entry)\n], \"version\": 1}\n".utf8).write(to: directory.appendingPathComponent("baseline.json"))
        let result = try #require(try run(["--baseline", "baseline.json", "client.json"], in: directory))
        #expect(result.status == 2)
        #expect(result.stderr.contains("baseline.json:3:"), "\(result.stderr)")
        #expect(result.stderr.contains("add up to more than \(Int.max)"), "\(result.stderr)")
    }

    /// A FIFO without a writer as `--config` or `--baseline` waited forever.
    @Test func aFIFOAsConfigurationOrBaselineIsRefusedAtOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
        for option in ["--config", "--baseline"] {
            let result = try #require(try run([option, "fifo", "client.json"], in: directory), "\(option) a FIFO did not return")
            #expect(result.status == 2, "\(option): \(result.stderr)")
            #expect(result.stderr.contains("fifo: ") && result.stderr.contains("not a regular file (a FIFO or pipe)"),
                    "\(option): \(result.stderr)")
        }
    }

    /// `/dev/zero` as a baseline was read up to its 1 GiB limit before it was refused.
    @Test func aDeviceAsConfigurationOrBaselineIsRefusedUnread() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
        for option in ["--config", "--baseline"] {
            let result = try #require(try run([option, "zero.json", "client.json"], in: directory))
            #expect(result.status == 2, "\(option): \(result.stderr)")
            #expect(result.stderr.contains("zero.json: ") && result.stderr.contains("not a regular file (a device)"),
                    "\(option): \(result.stderr)")
        }
    }

    /// A project's `.redirectlint.yml` that is a link to a device was passed over, and the
    /// project linted as if it had no configuration.
    @Test func aNearestConfigurationThatIsNoFileIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(".redirectlint.yml").path,
                                                   withDestinationPath: "/dev/zero")
        let result = try #require(try run(["client.json"], in: directory))
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(".redirectlint.yml: not a regular file (a device)"), "\(result.stderr)")
    }

    /// A FIFO or a device named as a file to lint is a usage error naming it (exit 2); nothing
    /// waits or reads on.
    @Test func aFIFOOrDeviceNamedToLintIsAUsageError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("pipe.json").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
        for name in ["pipe.json", "zero.json"] {
            let result = try #require(try run(["--format", "json", name, "client.json"], in: directory))
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("\(name): not a file or folder"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}

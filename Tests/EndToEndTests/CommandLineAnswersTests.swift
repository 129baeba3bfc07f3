import Foundation
import Testing

/// How the command line answers a user: its help, and paths that cannot be linted.
@Suite("Command line answers")
struct CommandLineAnswersTests {
    func temporaryFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// lint is the default command: the top-level help shows its options, and the others.
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func topLevelHelpShowsTheLintOptions(arguments: [String]) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        for expected in ["USAGE: redirectlint [lint]", "--format", "--output", "--fail-on", "--exit-zero", "--baseline",
                         "--config", "--version", "SUBCOMMANDS:", "rules", "explain", "init", "Exit status"] {
            #expect(result.stdout.contains(expected), "\(arguments): no \(expected)")
        }
    }

    @Test func subcommandHelpIsUnchanged() throws {
        let result = try BinaryRunner.run(["rules", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: redirectlint rules"))
    }

    /// A typo in a path is a usage error naming it (exit 2), even with --exit-zero, and no
    /// report is written: not a parse-error finding that told the user to fix the syntax.
    @Test func aMissingPathIsAUsageError() throws {
        let result = try BinaryRunner.run(["samples/ios-good", "samples/no-such-client.json", "--exit-zero", "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("redirectlint: samples/no-such-client.json: no such file or directory"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains("syntax"))
    }

    @Test func everyUnusablePathIsNamed() throws {
        let directory = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("pipe").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("dangling.json").path,
                                                   withDestinationPath: "nowhere.json")
        let result = try BinaryRunner.run(["gone", "pipe", "dangling.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("gone: no such file or directory"), "\(result.stderr)")
        #expect(result.stderr.contains("pipe: not a file or folder"), "\(result.stderr)")
        #expect(result.stderr.contains("dangling.json: broken symbolic link"), "\(result.stderr)")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads every file"))
    func anUnreadablePathIsAUsageError() throws {
        let directory = try temporaryFolder()
        defer {
            chmod(directory.appendingPathComponent("locked").path, 0o700)
            chmod(directory.appendingPathComponent("secret.json").path, 0o600)
            try? FileManager.default.removeItem(at: directory)
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: directory.appendingPathComponent("secret.json"))
        chmod(directory.appendingPathComponent("locked").path, 0)
        chmod(directory.appendingPathComponent("secret.json").path, 0)
        let result = try BinaryRunner.run(["locked", "secret.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("locked: cannot read: permission denied"), "\(result.stderr)")
        #expect(result.stderr.contains("secret.json: cannot read: permission denied"), "\(result.stderr)")
    }

    @Test func aControlCharacterInAPathIsNotPrinted() throws {
        let result = try BinaryRunner.run(["bad\u{1B}[2Jname.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad\\u{1B}[2Jname.json"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
    }
}

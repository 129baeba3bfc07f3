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
        #expect(result.stderr.contains("bad\\u001b[2Jname.json"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test func rulesAsJSON() throws {
        let result = try BinaryRunner.run(["rules", "--format", "json"])
        #expect(result.status == 0)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rules.count > 40)
        let wildcard = try #require(rules.first { $0["id"] as? String == "redirect-uri-wildcard" })
        #expect(wildcard["severity"] as? String == "error")
        #expect(wildcard["kind"] as? String == "security")
        #expect(wildcard["securitySeverity"] as? String == "8.0")
        #expect((wildcard["url"] as? String)?.hasSuffix("docs/rules/redirect-uri-wildcard.md") == true)
        let parseError = try #require(rules.first { $0["id"] as? String == "parse-error" })
        #expect(parseError["securitySeverity"] == nil)
        #expect(parseError["fixSafety"] == nil)
        #expect(rules.first { $0["id"] as? String == "loopback-uses-localhost" }?["fixSafety"] as? String == "unsafe")
        #expect(try BinaryRunner.run(["rules", "-f", "xml"]).status == 2)
        #expect(try BinaryRunner.run(["rules"]).stdout.contains("rules. 'redirectlint explain <rule>'"))
    }

    /// Piped, `explain` prints Markdown; at a terminal, the page rendered.
    @Test func explainRendersForATerminal() throws {
        let piped = try BinaryRunner.run(["explain", "redirect-uri-wildcard"])
        #expect(piped.stdout.hasPrefix("# redirect-uri-wildcard\n"))
        #expect(piped.stdout.contains("```json"))
        // `script` gives the program a terminal (util-linux; BSD's takes other arguments).
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path),
              (try? BinaryRunner.run(["-qec", "true", "/dev/null"], executable: script))?.status == 0 else { return }
        let command = "\(BinaryRunner.executable.path) explain redirect-uri-wildcard"
        let terminal = try BinaryRunner.run(["-qec", command, "/dev/null"], executable: script, environment: ["NO_COLOR": ""])
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("\u{1B}[1;4mredirect-uri-wildcard\u{1B}[0m"), "\(terminal.stdout.prefix(200))")
        #expect(!terminal.stdout.contains("```"))
        #expect(!terminal.stdout.contains("## "))
        let noColor = try BinaryRunner.run(["-qec", command, "/dev/null"], executable: script, environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
        #expect(noColor.stdout.contains("Why is this bad?"))
        #expect(!noColor.stdout.contains("## Why"))
    }

    /// The completion scripts the README documents (swift-argument-parser writes them).
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let result = try BinaryRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for word in ["fail-on", "stdin-filename", "explain", "rules"] {
            #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
    }
}

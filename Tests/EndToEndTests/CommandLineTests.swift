import Foundation
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test func cleanSamplesExitZero() throws {
        let result = try BinaryRunner.run(["samples/ios-good", "samples/android-good"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("No problems found"))
    }

    @Test func failOnRaisesTheThreshold() throws {
        // rfc7591/cli-client.json has only warnings.
        let lenient = try BinaryRunner.run(["samples/rfc7591/cli-client.json"])
        #expect(lenient.status == 0)
        let strict = try BinaryRunner.run(["samples/rfc7591/cli-client.json", "--fail-on", "warning"])
        #expect(strict.status == 1)
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try BinaryRunner.run(["--format", "xml", "samples"]).status == 2)
        #expect(try BinaryRunner.run(["explain", "no-such-rule"]).status == 2)
        #expect(try BinaryRunner.run(["--jobs", "0", "samples"]).status == 2)
    }

    @Test func jobsIsSpelledEveryUsualWay() throws {
        let expected = try BinaryRunner.run(["samples/rfc7591", "--format", "json", "--jobs", "2"])
        #expect(expected.status != 2, "\(expected.stderr)")
        for spelling in [["-j", "2"], ["-j2"], ["--jobs=2"]] {
            let result = try BinaryRunner.run(["samples/rfc7591", "--format", "json"] + spelling)
            #expect(result.status == expected.status, "\(spelling): \(result.stderr)")
            #expect(result.stdout == expected.stdout, "\(spelling)")
        }
        #expect(try BinaryRunner.run(["-j0", "samples"]).status == 2)
    }

    /// pre-commit and xargs name every file: the report is the one for the directory.
    @Test func everyFileNamedGivesTheDirectorysReport() throws {
        let whole = try BinaryRunner.run(["samples", "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [String: Any]
        let files = try #require(report?["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        #expect(files.count > 30)
        let named = try BinaryRunner.run(["--format", "json"] + files)
        #expect(named.status == whole.status, "\(named.stderr)")
        #expect(named.stdout == whole.stdout)
    }

    @Test func explainPrintsTheRulePage() throws {
        let result = try BinaryRunner.run(["explain", "loopback-uses-localhost"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("## Why is this bad?"))
        #expect(result.stdout.contains("RFC 8252 §8.3"))
    }

    @Test func rulesListsTheCatalog() throws {
        let result = try BinaryRunner.run(["rules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("private-scheme-not-reverse-domain"))
    }

    @Test func outputFileReceivesTheReport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.sarif").path
        let result = try BinaryRunner.run(["--format", "sarif", "-o", target, "samples"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let sarif = try String(contentsOfFile: target, encoding: .utf8)
        #expect(sarif.contains("\"version\": \"2.1.0\""))
    }

    @Test func namedFileThatIsNotOursIsAWarning() throws {
        let result = try BinaryRunner.run(["CHANGELOG.md", "--format", "json"])
        #expect(result.stdout.contains("\"rule\": \"unrecognized-file\""))
        #expect(result.status == 0)
    }

    @Test func configurationErrorsExitTwoAndNameTheLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("servers:\n  a: [\"x/**\"]\nsevers: 1\n".utf8).write(to: directory.appendingPathComponent(".redirectlint.yml"))
        let result = try BinaryRunner.run(["."], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".redirectlint.yml:3:1"), "\(result.stderr)")
        #expect(result.stderr.contains("severs"))
    }

    /// A configuration error quotes what the file holds: a line break in a key would start a
    /// line of its own in a CI log (a workflow command), so it is shown escaped.
    @Test func configurationErrorsEscapeControlCharacters() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("rules:\n  \"x\\n::error::y\\u001b[2J\": off\n".utf8).write(to: directory.appendingPathComponent(".redirectlint.yml"))
        let result = try BinaryRunner.run(["."], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'x\\n::error::y\\u001b[2J'"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("::") })
    }
}

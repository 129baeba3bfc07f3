import Foundation
import Testing

/// `--fix`, `--unsafe-fixes` and `--diff` through the built binary, on a copy of `samples/`.
@Suite("Fixes on the command line")
struct FixCommandLineTests {
    func copyOfSamples() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-fix-e2e-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BinaryRunner.repositoryRoot.appendingPathComponent("samples"), to: root)
        try? FileManager.default.removeItem(at: root.appendingPathComponent("expected"))
        return root
    }

    func contents(_ root: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            out[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return out
    }

    /// The issue's "done when": `--diff` shows the change, `--fix --unsafe-fixes` makes it,
    /// the fixed rules are gone, and every other file keeps its bytes.
    @Test func samplesRoundTrip() throws {
        let root = try copyOfSamples()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try contents(root)

        let safeOnly = try BinaryRunner.run(["--diff", "."], in: root)
        #expect(safeOnly.status == 0, "\(safeOnly.stderr)")
        #expect(safeOnly.stdout.isEmpty)
        #expect(safeOnly.stderr.contains("17 fixes available with --unsafe-fixes"), "\(safeOnly.stderr)")

        let diff = try BinaryRunner.run(["--diff", "--unsafe-fixes", "."], in: root)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("--- a/keycloak/realm-export.json\n+++ b/keycloak/realm-export.json\n@@ "))
        #expect(diff.stdout.contains(#"+      "redirectUris": ["tasks:/oauth/callback", "http://127.0.0.1"],"#))
        #expect(try contents(root) == before, "--diff changed a file")

        // The diff is one `patch -p1` and `git apply` accept.
        let patchFile = root.appendingPathComponent("../\(root.lastPathComponent).diff").standardizedFileURL
        try Data(diff.stdout.utf8).write(to: patchFile)
        defer { try? FileManager.default.removeItem(at: patchFile) }
        let check = try BinaryRunner.run(["-c", "patch -p1 --dry-run --quiet < \"$0\"", patchFile.path], in: root,
                                         executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

        let lintBefore = try BinaryRunner.run(["--format", "json", "."], in: root)
        let fix = try BinaryRunner.run(["--fix", "--unsafe-fixes", "--format", "json", "."], in: root)
        #expect(fix.stderr.contains("fixed 22 findings in 11 files"), "\(fix.stderr)")
        let after = try contents(root)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(Set(after.keys) == Set(before.keys), "a file was added or removed")
        #expect(changed.count == 11)
        #expect(diff.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("+++ b/") }.allSatisfy { changed.contains(String($0.dropFirst(6))) })

        // Nothing fixable is left, and the report is the one a fresh run gives.
        let again = try BinaryRunner.run(["--diff", "--unsafe-fixes", "."], in: root)
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)")
        let lintAfter = try BinaryRunner.run(["--format", "json", "."], in: root)
        #expect(fix.stdout == lintAfter.stdout)
        #expect(!lintAfter.stdout.contains("\"fix\""), "a fix is left")
        #expect(lintAfter.stdout.count < lintBefore.stdout.count)
    }

    @Test func unsafeFixesAreAppliedOnlyWhenAskedFor() throws {
        let root = try copyOfSamples()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try contents(root)
        let fix = try BinaryRunner.run(["--fix", "--fail-on", "warning", "rfc7591"], in: root)
        #expect(fix.status == 1)
        #expect(fix.stderr.contains("fixed 0 findings in 0 files"), "\(fix.stderr)")
        #expect(fix.stderr.contains("available with --unsafe-fixes"), "\(fix.stderr)")
        #expect(fix.stdout.contains("loopback-uses-localhost"), "the report shows what remains")
        #expect(try contents(root) == before)
    }

    @Test func usageErrors() throws {
        let root = try copyOfSamples()
        defer { try? FileManager.default.removeItem(at: root) }
        for (arguments, message) in [
            (["--fix", "-", "--stdin-filename", "client.json"], "not on standard input"),
            (["--diff", "-", "--stdin-filename", "client.json"], "not on standard input"),
            (["--unsafe-fixes", "."], "--unsafe-fixes goes with --fix or --diff"),
            (["--diff", "--format", "json", "."], "--diff prints a diff, not a report"),
            (["--fix", "--write-baseline", "b.json", "."], "does not go with --write-baseline"),
        ] {
            let result = try BinaryRunner.run(arguments, in: root, input: "{}")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    /// A diff never shows a secret: a hunk whose lines hold one is left out (and said so).
    @Test func aDiffNeverShowsASecret() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-fix-secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = """
            {"client_id": "cli", "application_type": "native",
             "client_secret": "s3cr3t-never-shown",
             "redirect_uris": ["http://localhost:8080/cb"]}

            """
        try Data(client.utf8).write(to: root.appendingPathComponent("client.json"))
        let diff = try BinaryRunner.run(["--diff", "--unsafe-fixes", "."], in: root)
        #expect(diff.status == 1)
        #expect(!diff.stdout.contains("s3cr3t"))
        #expect(diff.stderr.contains("1 change not shown"), "\(diff.stderr)")
    }

    /// `--fix` never writes through a symbolic link: a linked file or folder may lead outside
    /// the files the run was given. The file it leads to keeps its bytes.
    @Test func aFixNeverFollowsASymbolicLink() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-fix-link-\(UUID().uuidString)")
        let elsewhere = root.appendingPathComponent("elsewhere")
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let client = "{\"client_id\": \"cli\", \"application_type\": \"native\", \"redirect_uris\": [\"http://localhost:8080/cb\"]}\n"
        try Data(client.utf8).write(to: elsewhere.appendingPathComponent("client.json"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("client.json").path,
                                                   withDestinationPath: elsewhere.appendingPathComponent("client.json").path)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("shared").path, withDestinationPath: elsewhere.path)
        let fix = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: project)
        #expect(fix.stderr.contains("not fixed: the path goes through a symbolic link"), "\(fix.stderr)")
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("client.json"), encoding: .utf8) == client)
    }
}

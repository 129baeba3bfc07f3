import Foundation
import Testing

/// Adopting redirectlint on a project that already has findings, through the built binary:
/// inline suppressions, `per-file-ignores:` and a baseline written in one directory and
/// used from another.
@Suite("Adopting on an existing project")
struct AdoptionTests {
    static func registration(_ uris: [String], padding: Int = 0) -> String {
        String(repeating: "# note\n", count: padding)
            + "- client_id: notes-cli\n  application_type: native\n  token_endpoint_auth_method: none\n  redirect_uris:\n"
            + uris.map { "    - \($0)\n" }.joined()
    }

    func project(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-e2e-\(UUID().uuidString)")
        for (path, content) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return directory
    }

    @Test func baselineWrittenOnceHidesOnlyOldFindings() throws {
        let root = try project(["sso/clients.yaml": Self.registration(["http://localhost/a", "http://localhost/b"])])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)

        let write = try BinaryRunner.run(["--write-baseline", "ci/baseline.json", "sso"], in: root)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stdout.isEmpty)
        #expect(write.stderr.contains("wrote 2 findings to the baseline ci/baseline.json"))
        let written = try String(contentsOf: root.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
        #expect(written.contains("\"path\": \"../sso/clients.yaml\""))
        #expect(written.contains("\"subject\": \"http://localhost/a\""))

        let clean = try BinaryRunner.run(["--baseline", "ci/baseline.json", "--fail-on", "warning", "sso"], in: root)
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.contains("No problems found (1 file checked; 2 hidden by the baseline)."))

        // Lines shift and a third URI arrives; run from another directory.
        let edited = Self.registration(["http://localhost/a", "http://localhost/b", "http://localhost/a"], padding: 3)
        try Data(edited.utf8).write(to: root.appendingPathComponent("sso/clients.yaml"))
        let fromCI = try BinaryRunner.run(["--baseline", "baseline.json", "--fail-on", "warning", "--format", "json", "../sso"],
                                          in: root.appendingPathComponent("ci"))
        #expect(fromCI.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(fromCI.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["line"] ?? 0) \($0["pointer"] ?? "")" } == ["10 /0/redirect_uris/2"])
        #expect((json["summary"] as? [String: Any])?["hiddenByBaseline"] as? Int == 2)
    }

    /// A baseline that cannot be written whole (here the file-size limit stops it, as a full
    /// disk would) leaves the old one as it was: exit 2, and no half-written file.
    @Test func aFailedBaselineWriteKeepsTheOldBaseline() throws {
        let uris = (0..<100).map { "http://localhost/cb\($0)" }
        let root = try project(["sso/c.yaml": Self.registration(uris), "old.json": "{\n  \"findings\": [],\n  \"version\": 1\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try Data(contentsOf: root.appendingPathComponent("old.json"))
        // Ignored in the shell, SIGXFSZ stays ignored in the linter it becomes, so a write past
        // the limit fails (EFBIG) instead of ending the process. The limit is 4 blocks of 512
        // or 1,024 bytes; the new baseline is about 15 KB.
        let limited = try BinaryRunner.run(["-c", "trap '' XFSZ; ulimit -f 4; exec \"$0\" \"$@\"", BinaryRunner.executable.path,
                                            "--write-baseline", "old.json", "sso"], in: root, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(limited.status == 2, "\(limited.stderr)")
        #expect(limited.stderr.contains("old.json: cannot write the baseline"), "\(limited.stderr)")
        #expect(try Data(contentsOf: root.appendingPathComponent("old.json")) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["old.json", "sso"])

        let unlimited = try BinaryRunner.run(["--write-baseline", "old.json", "sso"], in: root)
        #expect(unlimited.status == 0, "\(unlimited.stderr)")
        #expect(unlimited.stderr.contains("wrote 100 findings to the baseline old.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["old.json", "sso"])
    }

    @Test func missingOrBrokenBaselineExitsTwo() throws {
        let root = try project(["c.yaml": Self.registration(["http://localhost/a"]), "broken.json": "{\"version\": 1, \"findings\": 3}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try BinaryRunner.run(["--baseline", "none.json", "c.yaml"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("none.json: cannot read the baseline"), "\(missing.stderr)")
        let broken = try BinaryRunner.run(["--baseline", "broken.json", "c.yaml"], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.json:1:28: 'findings' must be a list"), "\(broken.stderr)")
    }

    @Test func suppressionsAndPerFileIgnores() throws {
        let suppressed = Self.registration([
            "http://localhost/a  # redirectlint: disable-line loopback-uses-localhost -- the 1.x CLI",
            "http://127.0.0.1/b  # redirectlint: disable-line loopback-uses-localhost",
        ])
        let root = try project([
            "a.yaml": suppressed,
            "legacy/b.yaml": Self.registration(["http://localhost/c"]),
            ".redirectlint.yml": "per-file-ignores:\n  \"legacy/**\": [loopback-uses-localhost]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["a.yaml", "legacy/b.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("a.yaml:6:56: warning: disable-line suppression of 'loopback-uses-localhost' is unused"),
                "\(result.stdout)")
        #expect(result.stdout.contains("Found 0 errors, 1 warning and 0 notes (2 files checked)."))
    }

    @Test func badOverridesAreConfigurationErrors() throws {
        let root = try project([
            "c.yaml": Self.registration(["http://localhost/a"]),
            ".redirectlint.yml": "overrides:\n  - files: [\"c.yaml#0/redirect_uris\"]\n    rules: {loopback-uses-localhost: off}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["c.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".redirectlint.yml:2:21: in 'files': '0/redirect_uris' is not a JSON Pointer"), "\(result.stderr)")
    }
}

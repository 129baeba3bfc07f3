import Foundation
import Testing

/// The checked-in expected output of `redirectlint samples` must stay true. Set
/// REDIRECTLINT_UPDATE_GOLDEN=1 (or run scripts/update-golden.sh) to rewrite it after a
/// deliberate change, then review the diff.
@Suite("samples/ golden output")
struct SamplesGoldenTests {
    static let formats = [("text", "text.golden"), ("json", "json.golden"), ("sarif", "sarif.golden"),
                          ("github", "github.golden"), ("gitlab", "gitlab.golden")]

    @Test(arguments: formats)
    func output(format: String, golden: String) throws {
        let result = try BinaryRunner.run(["samples", "--format", format])
        #expect(result.status == 1, "samples contain errors, so the exit status is 1; stderr: \(result.stderr)")
        let url = BinaryRunner.repositoryRoot.appendingPathComponent("samples/expected/\(golden)")
        if ProcessInfo.processInfo.environment["REDIRECTLINT_UPDATE_GOLDEN"] == "1" {
            try Data(result.stdout.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(result.stdout == expected, "samples/expected/\(golden) is stale: run scripts/update-golden.sh and review the diff")
    }

    @Test func noSecretFromTheSamplesAppearsInAnyFormat() throws {
        let planted = ["k7Qp2vXw9LmR4tZb8NcY1hJd6FsG3aUe5WxKo", "never-printed-either", "GOCSPX-never-printed-in-any-output",
                       "Kq7vXz2RmT9pLw4NdB8sHc1FgJ6yUe", "GOCSPX-trips-web-never-printed"]
        for (format, _) in Self.formats {
            let result = try BinaryRunner.run(["samples", "--format", format])
            for secret in planted {
                #expect(!result.stdout.contains(secret), "\(format) output reveals a secret")
                #expect(!result.stderr.contains(secret))
            }
        }
    }
}

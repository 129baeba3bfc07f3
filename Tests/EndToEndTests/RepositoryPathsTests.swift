import Foundation
import Testing

/// Code scanning, annotations and Code Quality place a finding by its path from the
/// repository root: the sarif, github and gitlab formats name files from there wherever the
/// linter runs; text and json keep the paths as the command line gave them.
@Suite("Paths from the repository root")
struct RepositoryPathsTests {
    static let client = """
        {"client_id": "c", "application_type": "native", "token_endpoint_auth_method": "none",
         "redirect_uris": ["http://localhost/cb"]}
        """

    /// A repository with `.git`, `app/client.json` and `server/client.json`.
    func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-repo-\(UUID().uuidString)")
        for folder in [".git", "app", "server"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(Self.client.utf8).write(to: root.appendingPathComponent("app/client.json"))
        try Data(Self.client.utf8).write(to: root.appendingPathComponent("server/client.json"))
        return root
    }

    func paths(_ format: String, _ output: String) throws -> [String] {
        switch format {
        case "github":
            return output.split(separator: "\n").compactMap { line in
                line.split(separator: ",").first?.split(separator: "file=").last.map(String.init)
            }
        case "gitlab":
            let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
            return issues.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }
        default:
            let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.compactMap {
                ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                    as? [String: Any])?["uri"] as? String
            }
        }
    }

    @Test(arguments: ["sarif", "github", "gitlab"])
    func fromASubfolderAndOnASiblingFolder(format: String) throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run([".", "../server/client.json", "--format", format], in: root.appendingPathComponent("app"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try paths(format, result.stdout) == ["app/client.json", "server/client.json"])
        // The same findings from the root give the same report.
        let fromRoot = try BinaryRunner.run(["app", "server/client.json", "--format", format], in: root)
        #expect(fromRoot.stdout == result.stdout)
    }

    @Test(arguments: ["GITHUB_WORKSPACE", "CI_PROJECT_DIR"])
    func theCheckoutTheCIDeclaresIsTheRoot(variable: String) throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["client.json", "--format", "sarif"], in: root.appendingPathComponent("server"),
                                          environment: [variable: root.deletingLastPathComponent().path])
        #expect(try paths("sarif", result.stdout) == [root.lastPathComponent + "/server/client.json"])
    }

    @Test func textAndJSONKeepThePathsAsGiven() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["../server/client.json", "--format", "json"], in: root.appendingPathComponent("app"))
        #expect(result.stdout.contains("\"path\": \"../server/client.json\""))
        let text = try BinaryRunner.run(["../server/client.json"], in: root.appendingPathComponent("app"))
        #expect(text.stdout.hasPrefix("../server/client.json:"))
    }

    @Test func aFileOutsideTheRepositoryKeepsItsAbsolutePath() throws {
        let root = try makeRepository()
        let outside = try makeRepository()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        let other = outside.appendingPathComponent("server/client.json").resolvingSymlinksInPath().path
        let result = try BinaryRunner.run([other, "--format", "sarif"], in: root.appendingPathComponent("app"))
        let uris = try paths("sarif", result.stdout)
        #expect(uris.count == 1)
        #expect(uris.first?.hasPrefix("file:///") == true, "\(uris)")
        #expect(!result.stdout.contains("\"uri\": \"/"))
    }
}

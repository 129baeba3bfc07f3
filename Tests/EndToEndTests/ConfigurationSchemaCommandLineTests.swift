import Foundation
import Testing

/// Every test case of the configuration's JSON Schema through the command line: what the
/// schema accepts runs, what it rejects exits 2 naming the file, the line the schema rejects
/// (marked `# rejected: WORDS` in the test file, checked against the schema by
/// scripts/validate-config.py in CI) and the setting (WORDS).
@Suite("Configuration schema test cases through the command line")
struct ConfigurationSchemaCommandLineTests {
    static let folder = BinaryRunner.repositoryRoot.appendingPathComponent("schema/tests")

    static func cases(_ verdict: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(verdict).path)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted()
    }

    /// An empty folder to lint: only the configuration is judged.
    func emptyFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func thereAreCasesOfBothKinds() {
        #expect(Self.cases("valid").count >= 5)
        #expect(Self.cases("invalid").count >= 25)
    }

    @Test(arguments: cases("valid"))
    func accepted(name: String) throws {
        let directory = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = Self.folder.appendingPathComponent("valid/\(name)").path
        let result = try BinaryRunner.run(["--config", path, "."], in: directory)
        #expect(result.status == 0, "\(name): \(result.stderr)")
    }

    @Test(arguments: cases("invalid"))
    func rejectedWhereTheSchemaRejectsIt(name: String) throws {
        let directory = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = Self.folder.appendingPathComponent("invalid/\(name)").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marked = try #require(lines.firstIndex { $0.contains("# rejected") }, "\(name) has no '# rejected' marker")
        let words = lines[marked].components(separatedBy: "# rejected:").last?.trimmingCharacters(in: .whitespaces) ?? ""
        let result = try BinaryRunner.run(["--config", path, "."], in: directory)
        #expect(result.status == 2, "\(name): \(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("\(path):\(marked + 1):"), "\(name): expected line \(marked + 1): \(result.stderr)")
        #expect(result.stderr.contains(words), "\(name): the message should name \(words): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

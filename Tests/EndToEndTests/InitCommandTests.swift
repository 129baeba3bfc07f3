import Foundation
import Testing

@Suite("Command line: init")
struct InitCommandTests {
    private func temporaryProject() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("clients"), withIntermediateDirectories: true)
        try Data("{\"client_id\": \"a\", \"redirect_uris\": [\"https://a.example.com/cb\"]}".utf8)
            .write(to: directory.appendingPathComponent("clients/a.json"))
        return directory
    }

    @Test func writesAStarterThatTheLinterLoads() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try BinaryRunner.run(["init"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Wrote .redirectlint.yml (1 registration file listed under servers:)\n")
        let written = try String(contentsOf: directory.appendingPathComponent(".redirectlint.yml"), encoding: .utf8)
        #expect(written.contains("#     - \"clients/a.json\"\n"))
        // The linter finds and loads it: a configuration error would exit with 2.
        let lint = try BinaryRunner.run(["."], in: directory)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent(".redirectlint.yml")
        try Data("rules: {}\n".utf8).write(to: config)
        let refused = try BinaryRunner.run(["init"], in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(".redirectlint.yml already exists"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--force"))
        #expect(try String(contentsOf: config, encoding: .utf8) == "rules: {}\n")

        let forced = try BinaryRunner.run(["init", "--force"], in: directory)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: config, encoding: .utf8).hasPrefix("# yaml-language-server: $schema="))
    }

    @Test func pathNamesTheFolderOrTheFile() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = try BinaryRunner.run(["init", "--path", "clients"], in: directory)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("clients/.redirectlint.yml").path))
        // Listed paths are relative to the configuration's folder, as its globs are.
        let written = try String(contentsOf: directory.appendingPathComponent("clients/.redirectlint.yml"), encoding: .utf8)
        #expect(written.contains("#     - \"a.json\"\n"))

        let file = try BinaryRunner.run(["init", "--path", "custom.yml"], in: directory)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("custom.yml").path))

        let missing = try BinaryRunner.run(["init", "--path", "no/such/folder/x.yml"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot write no/such/folder/x.yml"), "\(missing.stderr)")
    }
}

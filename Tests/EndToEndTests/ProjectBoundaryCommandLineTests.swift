import Foundation
import Testing

@Suite("Project boundaries on the command line")
struct ProjectBoundaryCommandLineTests {
    /// An Android app whose redirect activity a browser can reach; `PACKAGE` is its id.
    static let manifest = try! String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/browsable-android-manifest.xml"), encoding: .utf8)

    func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-e2e-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    /// Two products, each marked as a project, whose apps use the same scheme.
    func siblings(extra: [String: String] = [:]) throws -> URL {
        try tree([
            "alpha/.redirectlint.yml": "",
            "alpha/android/src/main/AndroidManifest.xml": Self.manifest.replacingOccurrences(of: "PACKAGE", with: "com.acmeapp.alpha"),
            "beta/.redirectlint.yml": "",
            "beta/android/src/main/AndroidManifest.xml": Self.manifest.replacingOccurrences(of: "PACKAGE", with: "com.acmeapp.beta"),
        ].merging(extra) { $1 })
    }

    @Test func siblingProjectsDoNotMeet() throws {
        let root = try siblings()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("scheme-collision-between-apps"))
    }

    @Test func anExplicitConfigurationMakesOneProject() throws {
        let root = try siblings(extra: ["shared.yml": "rules:\n  scheme-collision-between-apps: error\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run([".", "--config", "shared.yml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("beta/android/src/main/AndroidManifest.xml:8:31: error:"), "\(result.stdout)")
    }

    @Test func anInvalidNestedConfigurationExitsTwoNamingItsLineAndKey() throws {
        let root = try siblings(extra: ["beta/.redirectlint.yml": "apps:\n  Beta: []\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("beta/.redirectlint.yml:2:9: app 'Beta' has an empty list of manifest path globs"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

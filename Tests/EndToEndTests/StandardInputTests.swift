import Foundation
import Testing

/// `redirectlint - --stdin-filename PATH`: an editor's unsaved buffer, linted as the file at
/// PATH (its format, configuration and project), and reported as PATH.
@Suite("Standard input")
struct StandardInputTests {
    static let client = """
        {"client_id": "trips", "application_type": "native", "token_endpoint_auth_method": "none",
         "client_secret": "never-printed-from-stdin",
         "redirect_uris": ["http://localhost/cb", "com.contoso.trips:/cb"]}
        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.contoso.trips</string>
        \t<key>CFBundleURLTypes</key>
        \t<array><dict><key>CFBundleURLSchemes</key><array><string>com.contoso.other</string></array></dict></array>
        </dict>
        </plist>
        """

    func project(_ files: [(String, String)]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-stdin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func theBufferIsReportedAsItsPathInEveryFormat() throws {
        let root = try project([])
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try BinaryRunner.run(["-", "--stdin-filename", "server/unsaved.json", "--format", "json"], in: root, input: Self.client)
        #expect(json.status == 1, "\(json.stderr)")
        #expect(json.stdout.contains("\"path\": \"server/unsaved.json\""))
        #expect(json.stdout.contains("\"format\": \"rfc7591\""))
        #expect(json.stdout.contains("loopback-uses-localhost"))
        // Text shows the buffer's lines, secrets masked, though no such file exists.
        let text = try BinaryRunner.run(["-", "--stdin-filename", "server/unsaved.json"], in: root, input: Self.client)
        #expect(text.stdout.contains("server/unsaved.json:3:"))
        #expect(text.stdout.contains("| {\"client_id\": \"trips\"") || text.stdout.contains("redirect_uris"), "\(text.stdout)")
        for format in ["text", "json", "sarif", "github", "gitlab"] {
            let result = try BinaryRunner.run(["-", "--stdin-filename", "server/unsaved.json", "--format", format], in: root, input: Self.client)
            #expect(!result.stdout.contains("never-printed-from-stdin"), "\(format)")
        }
    }

    @Test func theBufferReplacesTheFileOnDisk() throws {
        let root = try project([("client.json", #"{"client_id": "c", "redirect_uris": ["https://example.com/cb"]}"#)])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["-", "--stdin-filename", "client.json", "--format", "json"], in: root, input: Self.client)
        #expect(result.stdout.contains("loopback-uses-localhost"), "\(result.stdout)")
    }

    @Test func theNameDecidesTheFormat() throws {
        let root = try project([])
        defer { try? FileManager.default.removeItem(at: root) }
        let plist = try BinaryRunner.run(["-", "--stdin-filename", "ios/Info.plist", "--format", "json"], in: root, input: Self.plist)
        #expect(plist.stdout.contains("\"format\": \"info-plist\"") || plist.stdout.contains("\"status\": \"checked\""), "\(plist.stdout)")
        let other = try BinaryRunner.run(["-", "--stdin-filename", "notes.txt", "--format", "json"], in: root, input: Self.client)
        #expect(other.stdout.contains("unrecognized-file"), "\(other.stdout)")
    }

    @Test func theConfigurationIsTheOneOfItsPath() throws {
        let root = try project([("server/.redirectlint.yml", "rules:\n  loopback-uses-localhost: off\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let inside = try BinaryRunner.run(["-", "--stdin-filename", "server/client.json", "--format", "json"], in: root, input: Self.client)
        #expect(!inside.stdout.contains("loopback-uses-localhost"), "\(inside.stdout)")
        let outside = try BinaryRunner.run(["-", "--stdin-filename", "other/client.json", "--format", "json"], in: root, input: Self.client)
        #expect(outside.stdout.contains("loopback-uses-localhost"))
    }

    /// With --project-root the files on disk are the buffer's context: a scheme no app of
    /// the project declares.
    @Test func theProjectRootGivesTheCrossFileRulesTheirContext() throws {
        let root = try project([("ios/Info.plist", Self.plist)])
        defer { try? FileManager.default.removeItem(at: root) }
        let alone = try BinaryRunner.run(["-", "--stdin-filename", "server/client.json", "--format", "json"], in: root, input: Self.client)
        #expect(!alone.stdout.contains("private-scheme-not-declared-by-app"))
        let withProject = try BinaryRunner.run(["--project-root", ".", "-", "--stdin-filename", "server/client.json", "--format", "json"],
                                               in: root, input: Self.client)
        #expect(withProject.stdout.contains("private-scheme-not-declared-by-app"), "\(withProject.stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(withProject.stdout.utf8)) as? [String: Any])
        let paths = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(Set(paths) == ["server/client.json"], "only the buffer's findings")
    }

    @Test func misuseIsAUsageError() throws {
        let noName = try BinaryRunner.run(["-"], input: Self.client)
        #expect(noName.status == 2)
        #expect(noName.stderr.contains("--stdin-filename"), "\(noName.stderr)")
        let mixed = try BinaryRunner.run(["-", "samples/ios-good", "--stdin-filename", "x.json"], input: Self.client)
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("only path"), "\(mixed.stderr)")
        let nameOnly = try BinaryRunner.run(["samples/ios-good", "--stdin-filename", "x.json"])
        #expect(nameOnly.status == 2)
        #expect(nameOnly.stderr.contains("give - as the path"), "\(nameOnly.stderr)")
    }
}

import Foundation
import Testing

/// Valid files that redirectlint once refused or passed over in a directory walk, run
/// through the built binary: each must be read, or named in a finding, never skipped silently.
@Suite("Valid input in a walk")
struct ValidInputEndToEndTests {
    /// A temporary folder holding `files` (path and bytes), removed by the caller.
    static func folder(_ files: [(String, [UInt8])]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-e2e-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// The rule id and `line:column` of each finding of a JSON report, in output order.
    static func findings(_ output: BinaryRunner.Output) throws -> [String] {
        let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let findings = try #require(report?["findings"] as? [[String: Any]], "\(output.stdout)\(output.stderr)")
        return findings.map { "\($0["rule"] ?? "?") \($0["line"] ?? "?"):\($0["column"] ?? "?")" }
    }

    @Test func jsonAndYAMLWithEmojiEscapesAreChecked() throws {
        let json = #"{"client_name": "\ud83d\udcf7 Camera", "redirect_uris": ["http://contoso.com/cb"], "client_secret": "Zq8vT3xLm2Pn7Rw4"}"#
        let yaml = "issuer: https://dex.contoso.com\nstorage: {type: memory}\nstaticClients:\n- id: cam\n  name: \"\\ud83d\\udcf7\"\n  secret: Zq8vT3xLm2Pn7Rw5\n  redirectURIs: [\"https://cam.contoso.com/cb\"]\n"
        let root = try Self.folder([("client.json", Array(json.utf8)), ("dex/config.yaml", Array(yaml.utf8))])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run([".", "--format", "json"], in: root)
        let found = try Self.findings(result)
        #expect(found.contains("redirect-uri-cleartext-http 1:59"), "\(found)")
        #expect(found.contains("client-secret-committed 1:102"), "\(found)")
        #expect(found.contains("client-secret-committed 6:11"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("parse-error") || $0.hasPrefix("skipped-file") }, "\(found)")
    }

    /// A Dex client whose redirect URIs come from a merge key once got a false
    /// `redirect-uri-missing`, and the URIs went unchecked.
    @Test func mergeKeysGiveClientsTheirSharedSettings() throws {
        let yaml = """
        issuer: https://dex.contoso.com
        storage: {type: memory}
        oauth2: {pkce: {enforce: true, codeChallengeMethodsSupported: [S256]}}
        x-web: &web
          redirectURIs: ['http://app.contoso.com/cb']
        staticClients:
        - <<: *web
          id: one
          secretEnv: ONE
        """
        let root = try Self.folder([("config.yaml", Array(yaml.utf8))])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try Self.findings(try BinaryRunner.run([".", "--format", "json"], in: root))
        #expect(found == ["redirect-uri-cleartext-http 5:19"])
    }

    /// Java's default encoding for properties is ISO-8859-1: `é` as the one byte 0xE9.
    @Test func latin1PropertiesAreReadWithTheirColumns() throws {
        let prefix = "spring.security.oauth2.authorizationserver.client.caf"
        let bytes = Array("\(prefix)".utf8) + [0xE9] + Array(".registration.client-name=Caf".utf8) + [0xE9]
            + Array("\n\(prefix)".utf8) + [0xE9] + Array(".registration.redirect-uris=http://caf".utf8) + [0xE9] + Array(".contoso.com/cb\n".utf8)
        let root = try Self.folder([("src/main/resources/application.properties", bytes)])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try Self.findings(try BinaryRunner.run([".", "--format", "json"], in: root))
        #expect(found.contains("redirect-uri-cleartext-http 2:83"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("parse-error") }, "\(found)")
    }

    /// A name that is not UTF-8 and a folder deeper than `PATH_MAX` cannot be opened: each is
    /// a note that names it (escaped), in every format, and the rest of the walk goes on.
    @Test func unopenableNamesAndPathsAreNotedNotDropped() throws {
        let client = Array(#"{"client_id": "c", "redirect_uris": ["https://app.contoso.com/cb"]}"#.utf8)
        let root = try Self.folder([("ok.json", client)])
        defer {
            let rm = Process()
            rm.executableURL = URL(fileURLWithPath: "/bin/rm")
            rm.arguments = ["-rf", root.path]
            try? rm.run()
            rm.waitUntilExit()
        }
        let name = Array((root.path + "/caf").utf8) + [0xE9] + Array(".json".utf8) + [0]
        let fd = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        guard fd >= 0 else { return }  // a file system that takes only UTF-8 names
        close(fd)
        var folder = open(root.path, O_RDONLY | O_DIRECTORY)
        for depth in 0..<22 {
            let part = "d\(depth)" + String(repeating: "x", count: 198)
            #expect(mkdirat(folder, part, 0o755) == 0)
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        close(folder)
        let result = try BinaryRunner.run([".", "--format", "json"], in: root)
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let notes = try #require(report?["findings"] as? [[String: Any]]).map { "\($0["rule"] ?? "") \($0["path"] ?? "")" }
        #expect(notes.count == 2)
        #expect(notes.first == "skipped-file caf\\xE9.json")
        #expect(notes.last?.hasPrefix("skipped-file d0xxx") == true)
        #expect(notes.last?.contains("/d20xxx") == true)
        let files = try #require(report?["files"] as? [[String: Any]]).map { "\($0["path"] ?? "") \($0["status"] ?? "")" }
        #expect(files.last == "ok.json checked")
    }
}

import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import Testing

/// `redirect-uri-shared-across-servers` reports each further server of a URI once, however many
/// servers share it.
@Suite struct SharedURIServersTests {
    private func registration(_ path: String, server: String, uris: [String], kind: ApplicationKind = .native) -> ClientRegistration {
        var registration = ClientRegistration(format: "rfc7591", path: path, server: ServerIdentity(name: server, source: .declared),
                                              anchor: .fileStart)
        registration.declaredKind = Located(kind, range: .fileStart)
        registration.redirectURIs = uris.enumerated().map { index, uri in
            Located(RedirectURI(uri), range: SourceRange(at: SourcePosition(line: index + 1, column: 1, offset: index * 40)))
        }
        return registration
    }

    private func findings(_ files: [FileModel]) -> [Finding] {
        RedirectURISharedAcrossServers().check(Project(files: files), options: RuleOptions())
    }

    @Test func eachFurtherServerIsReportedOnce() {
        let servers = ["a", "b", "c", "b", "a", "d", "c", "e"]
        let files = servers.enumerated().map { index, server in
            let registrations = [registration("f\(index).json", server: server,
                                              uris: ["https://app.example.com/cb", "HTTPS://APP.example.com/other", "http://127.0.0.1:\(index)/cb"])]
            return FileModel(path: "f\(index).json", format: "rfc7591", registrations: registrations)
        }
        let findings = findings(files)
        // Per URI: servers b, c, d and e, at their first registration; loopback ports do not matter.
        let expected = ["f1.json", "f2.json", "f5.json", "f7.json"]
        #expect(findings.filter { $0.range.start.line == 1 }.map(\.path) == expected)
        #expect(findings.filter { $0.range.start.line == 2 }.map(\.path) == expected)
        #expect(findings.filter { $0.range.start.line == 3 }.map(\.path) == expected)
        #expect(findings.allSatisfy { $0.related.first?.path == "f0.json" && $0.severity == .warning })
        #expect(findings.first?.message.contains("server 'b' and server 'a'") == true)
    }

    /// A native app's loopback port varies per request; two web clients' fixed ports are two
    /// development servers (review 37: another project's Dex had `localhost:8080/callback`).
    @Test func webClientsOnDifferentLoopbackPortsShareNothing() {
        let files = [("a.json", "a", 8080), ("b.json", "b", 9876), ("c.json", "c", 8080)].map { path, server, port in
            FileModel(path: path, format: "rfc7591",
                      registrations: [registration(path, server: server, uris: ["http://localhost:\(port)/callback"], kind: .web)])
        }
        #expect(findings(files).map(\.path) == ["c.json"])
        var native = files
        native[1].registrations[0].declaredKind = Located(.native, range: .fileStart)
        #expect(findings(native).map(\.path) == ["b.json", "c.json"])
        // Two later web clients on one port share it, whatever the first one's port.
        let later = [("a.json", "a", 8080), ("b.json", "b", 9876), ("c.json", "c", 9876)].map { path, server, port in
            FileModel(path: path, format: "rfc7591",
                      registrations: [registration(path, server: server, uris: ["http://localhost:\(port)/callback"], kind: .web)])
        }
        let shared = findings(later)
        #expect(shared.map(\.path) == ["c.json"])
        #expect(shared.first?.related.first?.path == "b.json")
    }
}

import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import Testing

/// `redirect-uri-shared-across-servers` reports each further server of a URI once, however many
/// servers share it and in whatever order they come back.
@Suite struct SharedURIServersTests {
    private func registration(_ path: String, server: String, uris: [String]) -> ClientRegistration {
        var registration = ClientRegistration(format: "rfc7591", path: path, server: ServerIdentity(name: server, source: .declared),
                                              anchor: .fileStart)
        registration.redirectURIs = uris.enumerated().map { index, uri in
            Located(RedirectURI(uri), range: SourceRange(at: SourcePosition(line: index + 1, column: 1, offset: index * 40)))
        }
        return registration
    }

    private func findings(_ files: [ProjectIndex.File], partitionSize: Int = 4_096) -> [Finding] {
        var findings: [Finding] = []
        RedirectURISharedAcrossServers(partitionSize: partitionSize).check(ProjectIndex(files: files), options: RuleOptions()) {
            findings.append($0)
        }
        return findings
    }

    private func file(_ path: String, _ registrations: [ClientRegistration]) -> ProjectIndex.File {
        ProjectIndex.File(path: path, manifests: [], hasUnresolvedTemplates: false, registrationCount: registrations.count) {
            registrations
        }
    }

    /// Partitions change what is held at once, never what is found: with a partition per few
    /// URIs (the most there can be) the findings are those of one partition, in some order.
    @Test(arguments: [1, 3, 50])
    func partitionsFindWhatOnePartitionFinds(partitionSize: Int) {
        let files = (1_000..<1_120).map { index in
            file("f\(index).json", [
                registration("f\(index).json", server: "s\(index % 5)", uris: (0..<6).map { "https://app\(($0 * 7 + index) % 40).example.com/cb" }),
                registration("f\(index).json", server: "s\(index % 3)", uris: ["http://127.0.0.1:\(index)/cb", "com.example.app\(index % 9):/cb"]),
            ])
        }
        func described(_ findings: [Finding]) -> [String] {
            findings.map { "\($0.path) \($0.range.start.line) \($0.message) \($0.related.map { "\($0.path) \($0.range.start)" })" }.sorted()
        }
        let whole = findings(files, partitionSize: 1_000_000)
        #expect(whole.count > 100)
        #expect(described(findings(files, partitionSize: partitionSize)) == described(whole))
    }

    @Test func eachFurtherServerIsReportedOnce() {
        let servers = ["a", "b", "c", "b", "a", "d", "c", "e"]
        let files = servers.enumerated().map { index, server in
            let registrations = [registration("f\(index).json", server: server,
                                              uris: ["https://app.example.com/cb", "HTTPS://APP.example.com/other", "http://127.0.0.1:\(index)/cb"])]
            return ProjectIndex.File(path: "f\(index).json", manifests: [], hasUnresolvedTemplates: false,
                                     registrationCount: 1) { registrations }
        }
        var findings: [Finding] = []
        RedirectURISharedAcrossServers().check(ProjectIndex(files: files), options: RuleOptions()) { findings.append($0) }
        // Per URI: servers b, c, d and e, at their first registration; loopback ports do not matter.
        let expected = ["f1.json", "f2.json", "f5.json", "f7.json"]
        #expect(findings.filter { $0.range.start.line == 1 }.map(\.path) == expected)
        #expect(findings.filter { $0.range.start.line == 2 }.map(\.path) == expected)
        #expect(findings.filter { $0.range.start.line == 3 }.map(\.path) == expected)
        #expect(findings.allSatisfy { $0.related.first?.path == "f0.json" && $0.severity == .error })
        #expect(findings.first?.message.contains("server 'b' and server 'a'") == true)
    }
}

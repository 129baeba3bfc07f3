import Foundation
import Testing

/// `samples/real-layout` is an app repository as tools generate it (a Capacitor app:
/// `ios/App/App/Info.plist`, `android/app/build.gradle` with AppAuth's placeholder, servers'
/// files elsewhere). Copied to a fresh directory with no `.redirectlint.yml` anywhere, one
/// command must give exactly the findings a reviewer would: no more, no fewer.
@Suite("A real app layout, without configuration")
struct RealLayoutTests {
    static let googleFile = "server/google/client_secret_210987654321-tripswebclient0123456789abcdef.apps.googleusercontent.com.json"

    static let expected: Set<String> = [
        // The app carries the Google web client's secret.
        "embedded-client-secret android/app/src/main/AndroidManifest.xml:15:28",
        // The downloaded Google client file holds that secret in the repository.
        "client-secret-committed \(googleFile):1:320",
        // The debug build's redirect is registered, but the Gradle placeholder gives every build `com.contoso.trips`.
        "private-scheme-not-declared-by-app server/keycloak/realm-export.json:16:10",
        // Keycloak and Google send their responses to one https redirect.
        "redirect-uri-shared-across-servers server/keycloak/realm-export.json:17:10",
        // The realm leaves refresh tokens at Keycloak's default: the app's are reused, not rotated.
        "refresh-token-not-rotated server/keycloak/realm-export.json:2:13",
    ]

    /// A copy of the sample in a temporary directory, without its project marker.
    func copyOfTheSample(without removed: [String] = []) throws -> URL {
        let source = BinaryRunner.repositoryRoot.appendingPathComponent("samples/real-layout")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-real-layout-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        for path in removed + [".redirectlint.yml"] {
            try? FileManager.default.removeItem(at: copy.appendingPathComponent(path))
        }
        return copy
    }

    /// `rule path:line:column` of every finding of `redirectlint --format json .` in `directory`.
    func findings(in directory: URL) throws -> (status: Int32, findings: [String]) {
        let result = try BinaryRunner.run(["--format", "json", "."], in: directory)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]], "stderr: \(result.stderr)")
        return (result.status, findings.map { "\($0["rule"] ?? "") \($0["path"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0)" })
    }

    @Test func oneCommandGivesExactlyTheExpectedFindings() throws {
        let copy = try copyOfTheSample()
        defer { try? FileManager.default.removeItem(at: copy) }
        let (status, found) = try findings(in: copy)
        #expect(Set(found) == Self.expected)
        #expect(found.count == Self.expected.count, "no finding twice: \(found)")
        #expect(status == 1)
    }

    @Test func theSchemeDeclaredOnlyThroughTheGradlePlaceholderCountsAsDeclared() throws {
        let copy = try copyOfTheSample()
        defer { try? FileManager.default.removeItem(at: copy) }
        let found = try findings(in: copy).findings
        // `com.contoso.trips:/oauth2redirect` (line 15) is declared by no file but through `${appAuthRedirectScheme}`.
        #expect(!found.contains("private-scheme-not-declared-by-app server/keycloak/realm-export.json:15:10"))
        #expect(!found.contains { $0.hasPrefix("unresolved-template") })

        // Without build.gradle the scheme is unknown: reported as unresolved, and no scheme is judged.
        let withoutGradle = try copyOfTheSample(without: ["android/app/build.gradle"])
        defer { try? FileManager.default.removeItem(at: withoutGradle) }
        let unresolved = try findings(in: withoutGradle).findings
        #expect(unresolved.contains("unresolved-template android/app/src/main/AndroidManifest.xml:38:39"))
        #expect(!unresolved.contains { $0.hasPrefix("private-scheme-not-declared-by-app") })
    }

    @Test func theHTTPSRedirectClaimedThroughApplinksIsNotReported() throws {
        let copy = try copyOfTheSample()
        defer { try? FileManager.default.removeItem(at: copy) }
        #expect(!(try findings(in: copy).findings.contains { $0.hasPrefix("https-redirect-not-claimed-by-app") }))

        // Without the entitlements no app claims trips.contoso.com.
        let withoutEntitlements = try copyOfTheSample(without: ["ios/App/App/App.entitlements"])
        defer { try? FileManager.default.removeItem(at: withoutEntitlements) }
        let found = try findings(in: withoutEntitlements).findings
        #expect(found.contains("https-redirect-not-claimed-by-app server/keycloak/realm-export.json:17:18"))
    }

    @Test func theSampleInPlaceGivesTheSameFindings() throws {
        let result = try BinaryRunner.run(["--format", "json", "samples/real-layout"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        let found = findings.map { finding -> String in
            let path = (finding["path"] as? String ?? "").replacingOccurrences(of: "samples/real-layout/", with: "")
            return "\(finding["rule"] ?? "") \(path):\(finding["line"] ?? 0):\(finding["column"] ?? 0)"
        }
        #expect(Set(found) == Self.expected)
    }
}

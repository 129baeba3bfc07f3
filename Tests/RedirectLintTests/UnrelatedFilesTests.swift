import Foundation
import RedirectLintEngine
import RedirectLintModel
@testable import RedirectLintRules
import Testing

/// Files gathered from several repositories into one folder per format (how outsiders try a
/// linter, and how a folder of samples looks) form one project, but the cross-file rules must
/// not pair one product's registration with another product's app or server.
@Suite("Unrelated files side by side")
struct UnrelatedFilesTests {
    static let gathered: [(path: String, content: String)] = [
        // A Google quickstart's installed-app client: every such client lists a bare loopback.
        ("google-client-secrets/calendar-quickstart-client_secret.json", """
            {"installed":{"client_id":"4242-abc.apps.googleusercontent.com","project_id":"quickstart",
            "auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token",
            "redirect_uris":["urn:ietf:wg:oauth:2.0:oob","http://localhost"]}}
            """),
        // A kubelogin test's Dex, from another repository, with kubelogin's bare loopback.
        ("dex/kubelogin-dex.yaml", """
            issuer: https://dex.cluster.test:10443/dex
            storage:
              type: memory
            staticClients:
              - id: kubernetes
                name: kubernetes
                public: true
                redirectURIs:
                  - http://localhost:8000
            """),
        // An ATProto client's metadata, whose app lives in its own repository.
        ("rfc7591/reader-client-metadata.json", """
            {"client_id": "https://reader.fabrikam.test/client-metadata.json", "application_type": "native",
             "token_endpoint_auth_method": "none", "grant_types": ["authorization_code", "refresh_token"],
             "redirect_uris": ["reader://callback", "org.fabrikam.reader:/callback"], "dpop_bound_access_tokens": true}
            """),
        // AppAuth's demo app, from a third repository.
        ("android-manifest/appauth-demo-AndroidManifest.xml", ProjectBoundaryTests.app("net.openid.appauthdemo")),
    ]

    @Test func noFileIsPairedWithAnotherProductsFile() throws {
        let root = try makeProject(Self.gathered)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Linter.runFindingProjects(LintRequest(paths: [root.path], jobs: 1))
        let crossFile = ["redirect-uri-shared-across-servers", "private-scheme-not-declared-by-app",
                         "https-redirect-not-claimed-by-app", "app-scheme-unused", "scheme-collision-between-apps"]
        #expect(report.findings.filter { crossFile.contains($0.ruleID) }.map(\.ruleID) == [])
        // Each file's own findings stay: the bare scheme is still no reverse domain.
        #expect(report.findings.contains { $0.ruleID == "private-scheme-not-reverse-domain" })
    }

    @Test func ownersAreTheNamesAPublisherControls() {
        #expect(AppRelation.owner(ofReverseDomain: "com.contoso.notes") == "com.contoso")
        #expect(AppRelation.owner(ofReverseDomain: "io.github.someone.reader") == "io.github.someone")
        #expect(AppRelation.owner(ofReverseDomain: "com.googleusercontent.apps.4242-abc") == "com.googleusercontent.apps.4242-abc")
        #expect(AppRelation.owner(ofReverseDomain: "com.example.app") == "com.example.app")
        #expect(AppRelation.owner(ofHost: "notes.contoso.com") == "com.contoso")
        #expect(AppRelation.owner(ofHost: "app.contoso.co.uk") == "uk.co.contoso")
        #expect(AppRelation.owner(ofHost: "127.0.0.1") == nil)
        #expect(AppRelation.owner(ofScheme: "msauth", host: "com.contoso.notes") == "com.contoso")
        #expect(AppRelation.owner(ofScheme: "msauth.com.contoso.notes", host: nil) == "com.contoso")
        #expect(AppRelation.owner(ofScheme: "Reader", host: "callback") == "reader")
    }
}

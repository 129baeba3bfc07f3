import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import Testing

/// Realms and clients under a project's test folders feed throwaway servers in tests: what
/// the rules find there is a note that says so.
@Suite("Test fixtures")
struct TestFixturesTests {
    @Test(arguments: [
        "webapp/src/test/resources/realm.json", "integration-tests/keycloak.yml", "utils/tests/src/main/resources/realm.json",
        "app/src/androidTest/res/values/strings.xml", "lib/src/testFixtures/client.json", "pkg/testdata/dex.yaml",
        "test/deploy/dex.yaml", "web/__tests__/fixtures/client.json", "e2e/realm.json", "ci/keycloak/realm/realm.json",
        "conf/keycloak/test-realm.json", "conf/keycloak/test_realm-include-spi.json",
        "client/.snapshots/TestHandler-case=8.json", "web/__snapshots__/client.json",
        "contrib/example-config/benchmark.yaml", "systemtests/src/main/java/setup/keycloak/console-realm-template.json",
        "src/WinUIEx.Tests/Package.appxmanifest", "Reader.UnitTests/appsettings.json",
        "ReaderUITests/Info.plist",
    ])
    func testFolders(_ path: String) {
        #expect(TestFixtures.isFixture(path))
    }

    /// A file's name counts only when it starts with the word "test", nor does a folder that
    /// only starts with "test".
    @Test(arguments: ["realm-test.json", "test.json", "testing-realm.json", "testing/realm.json", "latest/realm.json",
                      "contest/dex.yaml", "src/main/resources/realm.json", "Contests/Info.plist", "Reader.Tests.json",
                      "src/Latests/Package.appxmanifest",
                      "deploy/keycloak.staging.test/realm.json", "SpeedTests/Info.plist", "ABTests/Info.plist"])
    func otherPaths(_ path: String) {
        #expect(!TestFixtures.isFixture(path))
    }

    @Test func findingsInAFixtureAreNotesThatSaySo() throws {
        let realm = #"{"realm": "shop", "clients": [{"clientId": "shop", "publicClient": true, "redirectUris": ["https://shop.contoso.com/*"]}]}"#
        let report = Linter.lint(bytes: Array(realm.utf8), path: "src/test/resources/realm.json")
        #expect(!report.findings.isEmpty)
        #expect(report.findings.allSatisfy { $0.severity == .note })
        #expect(report.findings.allSatisfy { $0.message.hasSuffix("(a test fixture, which nothing deploys, so this is a note)") })
        let deployed = Linter.lint(bytes: Array(realm.utf8), path: "src/main/resources/realm.json")
        #expect(deployed.findings.contains { $0.severity == .error })
    }

    /// DDEV's and a dev container's folders set up the developer's own machine.
    @Test func localDevelopmentEnvironments() throws {
        #expect(TestFixtures.isLocalEnvironment(".ddev/keycloak/import/realm.json"))
        #expect(TestFixtures.isLocalEnvironment("app/.devcontainer/dex.yaml"))
        #expect(TestFixtures.isLocalEnvironment("local-development/keycloak/realm-template.json"))
        #expect(!TestFixtures.isLocalEnvironment("docker/keycloak/realm.json"))
        #expect(!TestFixtures.isLocalEnvironment("ddev/realm.json"))
    }

    /// A repository's own `dev/` folder holds its developer's stack (review 52: three realms
    /// beside a `dev/compose.yml`); a build flavor, a package or a deployment's environment
    /// of that name does not.
    @Test func aRepositorysDevFolderIsTheDevelopersStack() {
        #expect(TestFixtures.isLocalEnvironment("dev/keycloak/realm.json"))
        #expect(TestFixtures.isLocalEnvironment("backend/dev/dex.yaml"))
        #expect(!TestFixtures.isLocalEnvironment("app/src/dev/AndroidManifest.xml"))
        #expect(!TestFixtures.isLocalEnvironment("data/src/main/kotlin/dev/yash/AuthConfig.kt"))
        #expect(!TestFixtures.isLocalEnvironment("deploy/overlays/dev/keycloak/realm.json"))
        #expect(!TestFixtures.isLocalEnvironment("environments/dev/dex.yaml"))
        // A folder of repositories above the repository (a path from the home folder).
        #expect(!TestFixtures.isLocalEnvironment("dev/myrepo/keycloak/realm.json"))
        #expect(TestFixtures.isLocalEnvironment("dev/myrepo/dev/keycloak/realm.json"))
        #expect(!TestFixtures.isLocalEnvironment("config/dev/dex.yaml"))
    }

    @Test func findingsInADevelopmentEnvironmentAreNotesThatSaySo() {
        let realm = #"{"realm": "jitsi", "clients": [{"clientId": "jitsi", "publicClient": false, "secret": "b7Qk2LxP9vRt4ZmW8nYc", "redirectUris": ["https://jitsi.example.com/*"]}]}"#
        let report = Linter.lint(bytes: Array(realm.utf8), path: ".ddev/keycloak/import/realm.json")
        #expect(!report.findings.isEmpty)
        #expect(report.findings.allSatisfy { $0.severity == .note })
        #expect(report.findings.contains { $0.ruleID == "redirect-uri-wildcard" && $0.message.hasSuffix("(a local development environment's file, which nothing deploys, so this is a note)") })
    }
}

import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
import RedirectLintSource
import Testing

/// The source lines shown under findings: secrets masked, and the cost bounded on files
/// with one enormous line.
@Suite("Excerpt masking")
struct ExcerptMaskingTests {
    /// A line over `maxLineBytes` gets no excerpt (the finding is still reported): masking
    /// and windowing a minified file of many megabytes took seconds.
    @Test func aHugeLineGetsNoExcerpt() throws {
        let root = try makeProject([
            ("huge.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"redirect_uris\": [\"http://localhost/cb\"], " + (0..<200_000).map { "\"a\($0)\": 1, " }.joined() + "\"b\": 1}"),
            ("small.json", "{\"client_id\": \"c\", \"application_type\": \"native\", \"redirect_uris\": [\"http://localhost/cb\"]}"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let excerpts = report.excerpts
        #expect(report.findings.filter { $0.ruleID == "loopback-uses-localhost" }.count == 2)
        #expect(excerpts[root.appendingPathComponent("huge.json").path]?.scalarLines.isEmpty == true)
        #expect(excerpts[root.appendingPathComponent("small.json").path]?.text(ofLine: 1)?.hasPrefix("{\"client_id\"") == true)
    }

    @Test(arguments: [("client_secret", true), ("clientSecret", true), ("client-secret", true), ("secret", true),
                      ("passwordCredentials", true), ("registration_access_token", true), ("APIKey", true),
                      ("ios.api_key", true), ("token_endpoint_auth_method", false), ("client_id", false),
                      ("redirect_uris", false), ("keyId", false)])
    func keysThatLookLikeSecrets(key: String, looksSecret: Bool) {
        #expect(SecretLookingValues.isSecretLooking(key) == looksSecret)
    }

    /// Secrets no rule judges (a bearer-only Keycloak client's secret, an Entra password
    /// credential, an Expo `extra` value, a registration access token) are masked in the
    /// excerpt of a line another finding is on.
    @Test func valuesUnderSecretLookingKeysAreMaskedInExcerpts() throws {
        let root = try makeProject([
            ("realm.json", "{\"realm\":\"r\",\"clients\":[{\"clientId\":\"api\",\"bearerOnly\":true,\"secret\":\"b3arerS3KRET\"},{\"clientId\":\"m\",\"publicClient\":true,\"redirectUris\":[\"myapp:/cb\"]}]}"),
            ("app.json", "{\"expo\":{\"slug\":\"x\",\"scheme\":\"myapp\",\"extra\":{\"clientSecret\":\"ExpoSEKRET1\"}}}"),
            ("manifest.json", "{\"appId\":\"6f1e7b52-0000-4000-8000-000000000009\",\"signInAudience\":\"AzureADMyOrg\",\"passwordCredentials\":[{\"value\":\"EntSEKRET1\"}],\"replyUrls\":[\"http://intranet.contoso.org/cb\"]}"),
            ("client.json", "{\"client_id\":\"c\",\"registration_access_token\":\"RatSEKRET9\",\"redirect_uris\":[\"myapp://cb\"]}"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let text = Reporters.render(report, as: .text)
        #expect(Set(report.findings.map(\.path)).count == 4, "a finding in every file, so every file has an excerpt")
        for secret in ["b3arerS3KRET", "ExpoSEKRET1", "EntSEKRET1", "RatSEKRET9"] {
            #expect(!text.contains(secret), "the text report shows \(secret)")
        }
        #expect(text.contains("\"registration_access_token\":\"**********\""))
    }

    /// Formats without a tree: a Gradle placeholder and an Android string resource named like
    /// a secret are masked where another finding's excerpt shows their line.
    @Test func placeholdersNamedLikeSecretsAreMaskedInExcerpts() throws {
        let manifest = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application><activity android:name=\"net.openid.appauth.RedirectUriReceiverActivity\" android:exported=\"true\"><intent-filter><action android:name=\"android.intent.action.VIEW\"/><category android:name=\"android.intent.category.BROWSABLE\"/><data android:scheme=\"${appAuthRedirectScheme}\"/><data android:scheme=\"@string/scheme\"/></intent-filter></activity></application></manifest>"
        let root = try makeProject([
            ("app/build.gradle", "android {\n    defaultConfig {\n        manifestPlaceholders = [appAuthRedirectScheme: 'photos', clientSecret: 'gr4dleS3KRET']\n    }\n}\n"),
            ("app/src/main/AndroidManifest.xml", manifest),
            ("app/src/main/res/values/strings.xml", "<resources><string name=\"scheme\">photos2</string><string name=\"client_secret\">StrS3KRETval</string></resources>"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("clientSecret: '************'"))
        #expect(text.contains("<string name=\"client_secret\">************</string>"))
        #expect(!text.contains("S3KRET"))
    }

    /// A password in an issuer is masked in the line shown under its finding.
    @Test func anIssuerPasswordIsMaskedInExcerpts() throws {
        let root = try makeProject([
            ("dex/config.yaml", "issuer: http://admin:hunter2@dex.contoso.org/dex\nstorage:\n  type: memory\nstaticClients:\n  - id: web\n    redirectURIs: ['https://web.contoso.org/cb']\n"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        #expect(report.findings.map(\.ruleID).contains("issuer-cleartext-http"))
        let line = report.excerpts[root.appendingPathComponent("dex/config.yaml").path]?.text(ofLine: 1)
        #expect(line?.contains("admin:") == true)
        #expect(line?.contains("hunter2") == false)
    }
}

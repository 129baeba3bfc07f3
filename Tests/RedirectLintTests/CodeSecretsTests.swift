import Foundation
import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
@testable import RedirectLintRules
import Testing

/// Client secrets an app's code assigns as literals, shaped like the ones reviews 27–71 listed
/// as misses: a Strava secret in a Swift view controller, a Reddit secret in an Android
/// constants class, a Keycloak secret in a Flutter `env.dart`, an OidcClient's in MAUI.
@Suite("Client secrets in app code")
struct CodeSecretsTests {
    private static let secret = "9f2c41d7e08ab35c6f1d2e4a7b90c8d1f3e5a6b2"
    private let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.contoso.tracker">
          <application android:label="Tracker" />
        </manifest>
        """

    private func secretFindings(_ files: [(path: String, content: String)]) throws -> [Finding] {
        try lint(files, explicit: false).findings.filter { $0.ruleID == "embedded-client-secret" }
    }

    @Test(arguments: [
        ("app/src/main/java/Auth.kt", "    const val CLIENT_SECRET = \"\(secret)\""),
        ("app/src/main/java/Constants.java", "    public static final String SPOTIFY_CLIENT_SECRET = \"\(secret)\";"),
        ("app/src/main/java/Keys.kt", "    val clientSecret: String = \"\(secret)\""),
        ("lib/env.dart", "  static const String clientSecret = '\(secret)';"),
        ("lib/auth.dart", "    final client = await grant.handleAuthorizationResponse(clientSecret: '\(secret)');"),
        ("Platforms/../MauiProgram.cs", "        ClientSecret = \"\(secret)\","),
        ("ios/Runner/Strava.swift", "    let settings = [\"client_secret\": \"\(secret)\", \"client_id\": \"48213\"]"),
        ("ios/Runner/Twitter.swift", "    let swifter = Swifter(consumerKey: \"k\", consumerSecret: \"\(secret)\")"),
        ("src-tauri/src/kick.rs", "const CLIENT_SECRET: &str = \"\(secret)\";"),
        ("src/config.js", "export const config = { clientSecret: `\(secret)` };"),
        ("app/utils/constants.ts", "export const KEYCLOAK_CLIENT_SECRET = '\(secret)';"),
        ("app/src/main/java/Vault.kt", "    const val KEY_VAULT_CLIENT_SECRET = \"\(secret)\""),
        // Review 99: a choice between a development and a production secret.
        ("lib/strava.dart", "  final clientSecret = F.title == \"dev\" ? \"\(secret)\" : \"\";"),
        ("src/config.ts", "export const CLIENT_SECRET = process.env.CLIENT_SECRET ?? \"\(secret)\";"),
        ("App/Strava.swift", "    let clientSecret = Bundle.main.object(forInfoDictionaryKey: \"S\") as? String ?? \"\(secret)\""),
        ("lib/strava.dart", "  final clientSecret = kDebugMode ? \"\" : \"\(secret)\";"),
        ("app/src/main/java/Keys.kt", "    val clientSecret = System.getenv(\"STRAVA_SECRET\") ?: \"\(secret)\""),
    ])
    func aSecretInAnAppsCodeIsAnError(path: String, line: String) throws {
        let path = path.replacingOccurrences(of: "Platforms/../", with: "")
        let files = [("android/app/src/main/AndroidManifest.xml", manifest), ("app/src/main/AndroidManifest.xml", manifest),
                     ("Platforms/Android/AndroidManifest.xml", manifest), ("src-tauri/tauri.conf.json", #"{"identifier": "com.contoso.tracker", "plugins": {"deep-link": {"desktop": {"schemes": ["com.contoso.tracker"]}}}}"#),
                     (path, "// OAuth client of the tracker\n\(line)\n")]
        let findings = try secretFindings(files)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.path == path && finding.severity == .error && finding.range.start.line == 2)
        #expect(finding.message.contains("the source code of the app that '"))
        #expect(!finding.message.contains(Self.secret))
    }

    @Test(arguments: [
        // The next statement's fallback, with no `;` between (second reader, session 16).
        "    val clientSecret = store.read()\n    val clientId = System.getenv(\"ID\") ?: \"0oa1b2c3d4e5f6g7h8i9\"",
        // A named argument's neighbour.
        "    val c = OAuthClient(clientSecret = store.read(), clientId = intent.getStringExtra(\"id\") ?: \"0oa1b2c3d4e5f6g7h8i9\")",
        // A member read on the way (`?.`), not a choice of literals.
        "    val clientSecret = config?.secrets?.get(\"strava\") ?: fallback",
        // Where the secret is kept, not the secret.
        "    const val CLIENT_SECRET_FILE = \"client_secret_9f2c41d7e08ab35c6f1d2e4a7b90c8d1.json\"",
        "    private val clientSecretKey = \"9f2c41d7e08ab35c6f1d2e4a7b90c8d1\"",
        // Read from the environment (the build's are `BuiltInSecretsTests`').
        "    val clientSecret = \"${BuildConfig.STRAVA_SECRET_9f2c41d7e08}\"",
        "    static let clientSecret = ProcessInfo.processInfo.environment[\"CLIENT_SECRET\"] ?? \"\"",
        // Stand-ins and text that is not an issued value.
        "    const val CLIENT_SECRET = \"YOUR_CLIENT_SECRET_1234567890\"",
        "    const val CLIENT_SECRET = \"xxxxxxxxxxxxxxxxxxxxxxxx\"",
        "    const val CLIENT_SECRET = \"1q2w3e*\"",
        "    const val CLIENT_SECRET = \"not set in this build yet\"",
        // A template, a path, a URL, a preference's key, a hash, a key's name.
        "    val clientSecret = \"$prefix9f2c41d7e08ab35c6f1\"",
        "    val clientSecret = \"/data/local/tmp/client1234567890.json\"",
        "    val clientSecret = \"https://vault.contoso.com/v1/app1234567890\"",
        "    const val CLIENT_SECRET = \"com.contoso.auth.cs_v2_key\"",
        "    val hashedClientSecret = \"9f2c41d7e08ab35c6f1d2e4a7b90c8d1\"",
        "    const val PREF_CLIENT_SECRET = \"9f2c41d7e08ab35c6f1d2e4a7b90c8d1\"",
        // A comparison, and a commented-out assignment.
        "    if (clientSecret == \"9f2c41d7e08ab35c6f1d2e4a7b90c8d1\") return",
        "    // const val CLIENT_SECRET = \"9f2c41d7e08ab35c6f1d2e4a7b90c8d1\"",
    ])
    func notAnIssuedSecret(line: String) throws {
        let findings = try secretFindings([("app/src/main/AndroidManifest.xml", manifest),
                                           ("app/src/main/java/Auth.kt", "// OAuth client\n\(line)\n")])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// Code that no manifest of the project speaks for, or the server folder of an app's
    /// repository: a server can keep a secret (`client-secret-committed` judges its files).
    @Test(arguments: [("mobile/android/app/src/main/AndroidManifest.xml", "web/src/auth.ts"),
                      ("android/app/src/main/AndroidManifest.xml", "server/auth.ts"),
                      ("android/app/src/main/AndroidManifest.xml", "functions/src/auth.ts")])
    func aServersCodeIsNotAnApps(manifestPath: String, path: String) throws {
        let findings = try secretFindings([(manifestPath, manifest),
                                           (path, "export const clientSecret = \"\(Self.secret)\";\n")])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// Test, mock and story code, an Xcode test target's and a template ships in no build.
    @Test(arguments: ["src/auth/login.test.ts", "src/auth/__mocks__/auth.ts", "src/Login.stories.tsx",
                      "src/auth/mockToken.ts", "KuraTests/StravaTests.swift",
                      // Review 101: templates the developer copies and fills in.
                      "src/secrets-example.js", "src/config.sample.ts"])
    func testCodeIsNotTheApps(path: String) throws {
        let plist = "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>com.contoso.kura</string></dict></plist>"
        let findings = try secretFindings([("android/app/src/main/AndroidManifest.xml", manifest), ("KuraTests/Info.plist", plist),
                                           (path, "export const clientSecret = \"\(Self.secret)\";\n")])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A value a formatter moved below its `=` (review 96: an Electron app's Auth0 secret).
    @Test func aValueOnTheLineAfterItsAssignmentIsRead() throws {
        let findings = try secretFindings([("android/app/src/main/AndroidManifest.xml", manifest),
                                           ("src/main.js", "// OAuth\nconst client_secret =\n  \"\(Self.secret)\";\n")])
        #expect(findings.map(\.range.start.line) == [3], "\(findings.map(\.message))")
    }

    /// Both branches of a choice written over three lines (review 99: a development and a
    /// production Strava secret).
    @Test func everyBranchOfAMultiLineChoiceIsRead() throws {
        let code = "// OAuth\nfinal clientSecret = F.title == \"dev\"\n    ? \"\(Self.secret)\"\n    : \"\(Self.secret.uppercased())\";\n"
        let findings = try secretFindings([("android/app/src/main/AndroidManifest.xml", manifest), ("lib/strava.dart", code)])
        #expect(findings.map(\.range.start.line) == [3, 4], "\(findings.map(\.message))")
    }

    /// Every secret of a line is known, past the count a file keeps, so that an excerpt of the
    /// line masks them all.
    @Test func aLineIsReadWhole() throws {
        let lines = (0..<7).map { "const val S\($0)_CLIENT_SECRET = \"\(Self.secret.dropLast())\($0)\"" }
            + ["val a = mapOf(\"client_secret\" to 1); val bClientSecret = \"\(Self.secret)\"; val cConsumerSecret = \"Zq8\(Self.secret)\""]
        let root = try makeProject([("app/src/main/AndroidManifest.xml", manifest), ("app/src/main/java/M.kt", lines.joined(separator: "\n") + "\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        #expect(report.findings.filter { $0.ruleID == "embedded-client-secret" }.count == 9)
        let text = Reporters.render(report, as: .text)
        #expect(!text.contains(Self.secret))
    }

    /// A directive in the code's own comments suppresses the finding.
    @Test(arguments: [("app/src/main/java/Auth.kt", "// redirectlint: disable-next-line embedded-client-secret\nconst val CLIENT_SECRET = \"\(secret)\"\n"),
                      ("app/src/main/java/Auth.kt", "const val CLIENT_SECRET = \"\(secret)\" // redirectlint: disable-line embedded-client-secret\n"),
                      ("app/src/main/python/auth.py", "# redirectlint: disable-next-line embedded-client-secret\nCLIENT_SECRET = \"\(secret)\"\n")])
    func suppressedInCode(path: String, code: String) throws {
        let findings = try lint([("app/src/main/AndroidManifest.xml", manifest), (path, code)], explicit: false).findings
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// Hostile shapes end a scan, never the run: an open quote at the line's end, a name at the
    /// file's end, CRLF lines, bytes that are not UTF-8, a line far longer than any program's.
    @Test func hostileCodeIsReadSafely() throws {
        let texts = ["// OAuth\nconst val CLIENT_SECRET = \"", "// OAuth\nval clientSecret", "// OAuth\nval clientSecret:",
                     "// OAuth\r\nconst val CLIENT_SECRET = \"\(Self.secret)\"\r\n",
                     "// OAuth\nconst val CLIENT_SECRET = \"\(Self.secret)\u{FFFD}\"\n",
                     "// OAuth\n" + String(repeating: "clientSecret = \"x\" ", count: 2_000)]
        for (index, text) in texts.enumerated() {
            let findings = try secretFindings([("app/src/main/AndroidManifest.xml", manifest), ("app/src/main/java/Auth.kt", text)])
            #expect(findings.count == (index == 3 ? 1 : 0), "\(index): \(findings.map(\.message))")
        }
    }

    /// A line an app's localhost redirect is reported on shows no other value: a short secret
    /// beside it, or one in the same URL's query, is masked too.
    @Test func aLocalhostRedirectsLineShowsNoOtherValue() throws {
        let code = "# OAuth sign-in\nsession = OAuth2Session(client_id=\"abc\", client_secret=\"LEAKED1x9\", redirect_uri=\"http://localhost:8080/callback\")\n"
            + "url = \"https://id.contoso.com/authorize?client_secret=LEAKED2y8&redirect_uri=http://localhost:8080/cb\"\n"
            + "server = HTTPServer((\"127.0.0.1\", 8080), CallbackHandler)\n"
        let root = try makeProject([("app/src/main/AndroidManifest.xml", manifest), ("app/src/main/python/auth.py", code)])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        #expect(report.findings.filter { $0.ruleID == "loopback-uses-localhost" }.count == 2)
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("localhost:8080/callback"))
        #expect(!text.contains("LEAKED1x9") && !text.contains("LEAKED2y8"))
    }

    /// One finding a URI a file, where the app listens; none for a URI whose host is not
    /// localhost, an app with no listener, a web build's file or a development build's branch.
    @Test(arguments: [
        ("app/src/main/java/Auth.kt", "// OAuth\nval redirectUri = \"http://localhost:8765/cb\"\nval callbackUrl = \"http://localhost:8765/cb\"\nval server = ServerSocket(8765)\n", 1),
        // Review 98: nothing in the app listens; its web view or an SDK catches the URL.
        ("app/src/main/java/Auth.kt", "// OAuth\nval redirectUri = \"http://localhost:8765/cb\"\n", 0),
        // Review 104: a development build's branch (Rust's `cfg(debug_assertions)`).
        ("src-tauri/src/auth.rs", "// OAuth\n#[cfg(debug_assertions)]\n{\n    let server = TcpListener::bind(\"127.0.0.1:0\")?;\n    redirect_uri = format!(\"http://localhost:{}/callback\", port);\n}\n", 0),
        // The authorization server's name is no listener.
        ("app/src/main/java/Auth.kt", "// OAuth\nval OAUTH_SERVER = \"https://id.contoso.com\"\nval redirectUri = \"http://localhost:8765/cb\"\n", 0),
        ("app/src/main/java/Auth.kt", "// OAuth\nval redirectUri = \"http://localhost:pw@evil.example/cb\"\n", 0),
        ("app/src/main/js/auth.web.ts", "// OAuth\nexport const redirectUri = 'http://localhost:8081/cb';\n", 0),
        ("app/src/main/js/auth.ts", "// OAuth\nexport const redirectUri = isDev ? 'http://localhost:5173/cb' : 'com.contoso.tracker:/cb';\n", 0),
    ])
    func localhostRedirectsInCode(path: String, code: String, count: Int) throws {
        let findings = try lint([("app/src/main/AndroidManifest.xml", manifest), (path, code)], explicit: false).findings
        #expect(findings.filter { $0.ruleID == "loopback-uses-localhost" }.count == count, "\(findings.map(\.message))")
    }

    /// A listener in another file of the same app counts.
    @Test func aListenerElsewhereInTheAppCounts() throws {
        let findings = try lint([("app/src/main/AndroidManifest.xml", manifest),
                                 ("app/src/main/java/Auth.kt", "// OAuth\nval redirectUri = \"http://localhost:8765/cb\"\n"),
                                 ("app/src/main/java/Server.kt", "val server = ServerSocket(8765)\n")], explicit: false).findings
        #expect(findings.filter { $0.ruleID == "loopback-uses-localhost" }.map(\.path) == ["app/src/main/java/Auth.kt"])
        // AppAuth-JS's listener, in its Electron sample's shape.
        let electron = try lint([("package.json", #"{"name": "desk", "main": "main.js", "devDependencies": {"electron": "^30.0.0"}}"#),
                                 ("src/auth.js", "// OAuth\nconst handler = new NodeBasedHandler(8765);\nconst redirectUri = 'http://localhost:8765/cb';\n")],
                                explicit: false).findings
        #expect(electron.filter { $0.ruleID == "loopback-uses-localhost" }.map(\.path) == ["src/auth.js"])
    }

    /// The same secret registered for a client of the project: the finding names the client.
    @Test func aSecretRegisteredInTheProjectNamesItsClient() throws {
        let realm = #"{"realm": "r", "clients": [{"clientId": "tracker-app", "secret": "\#(Self.secret)", "redirectUris": ["com.contoso.tracker:/cb"]}]}"#
        let findings = try secretFindings([("app/src/main/AndroidManifest.xml", manifest), ("keycloak/realm.json", realm),
                                           ("app/src/main/java/Auth.kt", "// OAuth\nconst val CLIENT_SECRET = \"\(Self.secret)\"\n")])
        let inCode = try #require(findings.first { $0.path == "app/src/main/java/Auth.kt" })
        #expect(inCode.message.contains("of client 'tracker-app'"))
        #expect(inCode.related.first?.path == "keycloak/realm.json")
    }

    /// The text report shows the line masked.
    @Test func theExcerptMasksTheSecret() throws {
        let root = try makeProject([("app/src/main/AndroidManifest.xml", manifest),
                                    ("app/src/main/java/Auth.kt", "// OAuth\nconst val CLIENT_SECRET = \"\(Self.secret)\"\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let text = Reporters.render(report, as: .text)
        #expect(text.contains("CLIENT_SECRET"))
        #expect(!text.contains(Self.secret))
    }

    /// The folder an app's code sits in, by its manifest's place.
    @Test(arguments: [
        ("app/src/main/AndroidManifest.xml", "app/"),
        ("android/app/src/main/AndroidManifest.xml", ""),
        ("mobile/ios/Runner/Info.plist", "mobile/"),
        ("Shop.Maui/Platforms/Android/AndroidManifest.xml", "Shop.Maui/"),
        ("app/App_Resources/Android/src/main/AndroidManifest.xml", "app/"),
        ("desktop/src-tauri/tauri.conf.json", "desktop/"),
        ("Kura/Supporting Files/Info.plist", "Kura/"),
        ("Kura/Info.plist", "Kura/"),
        ("app.json", ""),
    ])
    func codeFolders(manifest: String, folder: String) {
        #expect(AppCode.codeFolder(of: manifest) == folder)
    }
}

import Foundation
import RedirectLintEngine
import RedirectLintModel
import Testing

/// An app's source code is where a reviewer learns which of its schemes receive sign-in
/// responses: the redirect URI it sends, or the scheme it gives the system's authentication
/// session. Shaped like the apps of review 6 whose scheme was only a note.
@Suite("Sign-in evidence in source code")
struct SourceCodeEvidenceTests {
    private let androidManifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.contoso.reader">
          <application>
            <activity android:name=".LoginActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                <data android:scheme="reader"/>
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """

    private func schemeFinding(_ code: (path: String, content: String)) throws -> Finding? {
        let report = try lint([("app/src/main/AndroidManifest.xml", androidManifest), code], explicit: false)
        return report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }
    }

    @Test(arguments: [
        // A constant the OAuth client sends (NetNewsWire's Feedly client).
        ("Account/OAuthClient+Feedly.swift", #"        static let feedly = OAuthClient(id: "reader", redirectURI: "reader://auth/feedly")"#),
        // expo-auth-session's helper (tooot).
        ("src/apps.ts", "import * as AuthSession from 'expo-auth-session'\nexport const redirectUri = AuthSession.makeRedirectUri({ native: 'reader://instance-auth' })"),
        // The authorization URL the app opens (GitPoint).
        ("src/login.js", "const url = `https://github.com/login/oauth/authorize?client_id=${id}&redirect_uri=reader://welcome&state=${s}`;"),
        // A member set in C++ (Tokodon), with the out-of-band URN beside it.
        ("src/account.cpp", #"    m_redirectUri = manual ? QStringLiteral("urn:ietf:wg:oauth:2.0:oob") : QStringLiteral("reader://oauth");"#),
        // A Vue component that starts an OpenID sign-in (audiobookshelf's app), and a Tauri
        // app's Rust constant (a SoundCloud client).
        ("components/ServerConnectForm.vue", "<script>\n// OpenID sign-in with PKCE\nconst redirect_uri_param = 'reader://oauth'\n</script>"),
        ("src-tauri/src/services/oauth.rs", "// OAuth 2.0 with PKCE\nconst REDIRECT_URI: &str = \"reader://auth/callback\";"),
        // A constant whose URI names the sign-in callback (wealthfolio's desktop deep link), and
        // an Electron main process in CommonJS.
        ("src/connect-provider.tsx", "// OAuth connect\nconst DESKTOP_DEEP_LINK_URL = \"reader://auth/callback\";"),
        ("electron/main.cjs", "// OAuth mode: custom protocol\nif (url.startsWith(\"reader://oauth/callback\")) { handle(url) }"),
        // The scheme ASWebAuthenticationSession waits for.
        ("Sources/SignIn.swift", #"let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "reader") { url, error in }"#),
        // And the one flutter_web_auth_2 waits for, and iOS 17.4's callback.
        ("lib/sign_in.dart", #"final result = await FlutterWebAuth2.authenticate(url: url.toString(), callbackUrlScheme: 'reader');"#),
        ("Sources/Session.swift", #"let session = ASWebAuthenticationSession(url: url, callback: .customScheme("reader")) { url, error in }"#),
        // A MAUI app's PascalCase property.
        ("Auth/SignIn.cs", "// OAuth sign-in\nvar result = await WebAuthenticator.AuthenticateAsync(new WebAuthenticatorOptions { CallbackUrl = new Uri(\"reader://callback\") });"),
        // The redirect quoted inside a template's interpolation (review 67: a Tauri app's
        // authorization URL).
        ("src/useAccounts.tsx", "const authUrl = `https://trakt.tv/oauth/authorize?response_type=code&redirect_uri=${encodeURIComponent('reader://oauth/trakt')}&state=${state}`;"),
        // The body of a declaration that names the redirect on the line before (review 65: an
        // AppAuth app's configuration).
        ("Configuration/ApplicationConfig.swift", "// OAuth\nfunc getRedirectUri() -> URL {\n    \n    return URL(string: \"reader://redirect\")!\n}"),
        // A JavaScript pattern's escaped slash before it starts no comment (Rocket.Chat's
        // `replace(/\/*$/, '')`, which would otherwise hide the rest of the file).
        ("app/serviceLogin.ts", "const base = url.trim().replace(/\\/*$/, '')\nconst state = { loginStyle: 'redirect', redirectUrl: 'reader://auth' } // OAuth"),
    ])
    func codeThatSendsTheSchemeAsRedirect(_ path: String, _ content: String) throws {
        let finding = try #require(try schemeFinding((path, content)))
        #expect(finding.severity == .error)
        #expect(finding.message.contains("the project's code") || finding.message.contains("the app's code"))
        #expect(finding.message.contains(path))
    }

    /// MAUI's Android callback activity receives the sign-in the code starts with
    /// `WebAuthenticator`; left behind after that code was removed (review 31), it shows nothing.
    @Test(arguments: [
        // Its scheme in a constant as the documentation writes it (the ABP template's MAUI app),
        // or quoted in the attribute.
        ("Platforms/Android/ReaderWebAuthenticatorCallbackActivity.cs", """
            [IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryDefault, Intent.CategoryBrowsable },
                DataScheme = CALLBACK_SCHEME)]
            public class ReaderWebAuthenticatorCallbackActivity : WebAuthenticatorCallbackActivity
            {
                public const string CALLBACK_SCHEME = "reader";
            }
            """),
        ("Platforms/Android/CallbackActivity.cs", #"[IntentFilter(new[] { Intent.ActionView }, DataScheme = "reader")] public class CallbackActivity : Microsoft.Maui.Authentication.WebAuthenticatorCallbackActivity { }"#),
    ])
    func aCallbackActivityCountsWhileTheCodeSignsIn(_ path: String, _ content: String) throws {
        let signIn = ("Services/AuthService.cs", "var result = await WebAuthenticator.Default.AuthenticateAsync(new Uri(loginUrl), new Uri(callback));")
        let withCall = try lint([("app/src/main/AndroidManifest.xml", androidManifest), (path, content), signIn], explicit: false)
        let finding = try #require(withCall.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" })
        #expect(finding.severity == .error)
        #expect(finding.message.contains("its callback activity ("))
        #expect(finding.message.contains("\(path):"))
        #expect(finding.message.contains("Services/AuthService.cs:1"))
        let leftOver = try #require(try schemeFinding((path, content)))
        #expect(leftOver.severity == .note)
        // Another app's sign-in, in a folder beside this app's, shows nothing of this activity.
        let otherApp = try lint([("app/src/main/AndroidManifest.xml", androidManifest), ("reader/" + path, content),
                                 ("other/" + signIn.0, signIn.1)], explicit: false)
        #expect(otherApp.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }?.severity == .note)
        // IdentityModel's OidcClient, whose browser an app framework (ABP's) supplies.
        let oidcClient = ("Oidc/LoginService.cs", "using IdentityModel.OidcClient;\npublic class LoginService { }")
        let withClient = try lint([("app/src/main/AndroidManifest.xml", androidManifest), (path, content), oidcClient], explicit: false)
        #expect(withClient.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }?.severity == .error)
        // Auth0's client, built on it (review 61: a MAUI app's `MauiProgram.cs`).
        let auth0 = ("MauiProgram.cs", "using Auth0.OidcClient;\nbuilder.Services.AddSingleton(new Auth0Client(new() { Domain = domain }));")
        let withAuth0 = try lint([("app/src/main/AndroidManifest.xml", androidManifest), (path, content), auth0], explicit: false)
        #expect(withAuth0.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }?.severity == .error)
    }

    @Test(arguments: [
        // A deep link the app opens, in a file about navigation.
        ("src/Links.kt", #"fun openSettings() = startActivity(Intent(ACTION_VIEW, Uri.parse("reader://settings")))"#),
        // A redirect of the app's own navigation, in a file that never speaks of OAuth.
        ("src/Router.ts", "router.redirect('reader://home')"),
        // OAuth code that redirects elsewhere: the scheme is not in the literal.
        ("src/auth.ts", "const redirectUri = 'https://reader.contoso.com/oauth/callback' // oauth"),
        // A comment's apostrophes do not make a literal of the scheme (`'s ... '`).
        ("src/Notes.kt", "// the app's oauth redirect isn't reader://auth yet, it's pending"),
        // A minified bundle: the callback scheme's name, and a literal thousands of bytes on.
        ("www/main.js", "var a=o.callbackUrlScheme}" + String(repeating: "x", count: 5_000) + "{name:\"reader\"}"),
        // A literal before the callback scheme's name, which is nil.
        ("Sources/Login.swift", #"ASWebAuthenticationSession(url: URL(string: "reader")!, callbackURLScheme: nil) { _, _ in }"#),
        // Every HTTP client sets an `Authorization` header; that is no OAuth.
        ("src/Nav.kt", "client.addHeader(\"Authorization\", token)\nnav.open(\"reader://settings\") // redirect home"),
        // Where the server sends the user after signing out.
        ("src/Logout.ts", "// oauth\nconst postLogoutRedirectUri = 'reader://bye'\nconst url = `${issuer}/logout?post_logout_redirect_uri=reader://bye`"),
        // A URI that names only a `callback`: a payment's return, in a file with a client id.
        ("src/PaymentActivity.kt", "val clientId = BuildConfig.STRIPE_CLIENT_ID\nval returnUrl = \"reader://payment/callback\""),
        // A commented-out redirect in a file with one long line (an inline image).
        ("src/Login.tsx", "// OAuth sign-in screen\nconst LOGO = 'data:image/png;base64," + String(repeating: "A", count: 1_500) + "';\n// const redirectUri = 'reader://oauth/callback';\nexport const redirectUri = 'https://app.contoso.com/oauth/callback';"),
        // A handler whose name says redirect, above a deep link it opens.
        ("src/Nav.kt", "// OAuth\nfun handleRedirect(uri: Uri) {\n    return open(\"reader://settings\")\n}"),
        // A declaration that names a logout's redirect, above its body.
        ("Sources/Config.swift", "// OAuth\nfunc getPostLogoutRedirectUri() -> URL {\n    return URL(string: \"reader://redirect\")!\n}"),
        // A sign-out URI, however sign-in-like its path.
        ("src/Session.ts", "// oauth\nconst afterLogout = 'reader://auth/logout'"),
        // A MAUI activity that opens deep links, not WebAuthenticator's callback.
        ("Platforms/Android/LinkActivity.cs", #"[IntentFilter(new[] { Intent.ActionView }, DataScheme = "reader")] public class LinkActivity : MauiAppCompatActivity { }"#),
        // A comment that names WebAuthenticator's activity above an invitation link's activity.
        ("Platforms/Android/MainActivity.cs", "// sign-in uses WebAuthenticatorCallbackActivity, see Auth.cs\n[IntentFilter(new[] { Intent.ActionView }, DataScheme = \"reader\", DataHost = \"invite\")]\npublic class InviteActivity : MauiAppCompatActivity { }"),
        // WebAuthenticator's activity with a host: the bare scheme it waits for is not this filter's.
        ("Platforms/Android/Callback.cs", #"[IntentFilter(new[] { Intent.ActionView }, DataScheme = "reader", DataHost = "invite")] public class Callback : WebAuthenticatorCallbackActivity { }"#),
        // An old redirect commented out above the one that replaced it (review 57: a MAUI app's
        // Auth0 options), in a block comment, and after Python's `#`.
        ("MauiProgram.cs", "var client = new Auth0Client(new Auth0ClientOptions {\n    Domain = \"contoso.auth0.com\",\n //   RedirectUri = \"reader://callback\",\n    RedirectUri = \"org.contoso.other://callback\",\n});"),
        ("src/auth.ts", "// oauth\n/* const redirectUri = 'reader://oauth'\n   until the new scheme ships */\nconst redirectUri = 'org.contoso.other://oauth'"),
        ("backend/login.py", "# OAuth sign-in of the app\nREDIRECT_URI = 'org.contoso.other://oauth'  # was 'reader://oauth'"),
    ])
    func codeThatDoesNot(_ path: String, _ content: String) throws {
        let finding = try #require(try schemeFinding((path, content)))
        #expect(finding.severity == .note)
    }

    /// Home Assistant's filters take `homeassistant://invite` and `://navigate`; its sign-in
    /// redirect `homeassistant://auth-callback` is caught in its own web view and never
    /// reaches them. A filter of the redirect's host does receive it.
    @Test(arguments: [("invite", Severity.note), ("auth-callback", .error)])
    func aFilterOfAnotherHostReceivesNoRedirect(_ host: String, _ severity: Severity) throws {
        let manifest = androidManifest.replacingOccurrences(of: #"<data android:scheme="reader"/>"#,
                                                            with: #"<data android:scheme="reader" android:host="\#(host)"/>"#)
        let test = "val expected = \"$base/auth/authorize?response_type=code&client_id=${ID}&redirect_uri=reader://auth-callback\""
        let report = try lint([("app/src/main/AndroidManifest.xml", manifest), ("app/src/test/kotlin/ConnectionTest.kt", test)],
                              explicit: false)
        let finding = try #require(report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" })
        #expect(finding.severity == severity)
    }

    /// A walk passes over source code without evidence silently: an app's thousands of source
    /// files are neither findings nor lines of the report's file list (or SARIF notifications).
    /// A scheme an Android filter takes from a string resource is declared too: the walk
    /// reads the code for it, as naming the files does.
    @Test func aSchemeFromAResourceOpensTheCode() throws {
        let manifest = androidManifest.replacingOccurrences(of: #"android:scheme="reader""#, with: #"android:scheme="@string/scheme""#)
        let files = [("app/src/main/AndroidManifest.xml", manifest),
                     ("app/src/main/res/values/strings.xml", #"<resources><string name="scheme">reader</string></resources>"#),
                     ("app/src/main/java/Auth.kt", "// OAuth client_id\nconst val REDIRECT_URI = \"reader://cb\"")]
        let report = try lint(files, explicit: false)
        #expect(report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }?.severity == .error)
    }

    /// The message quotes the code's URI as any URI is quoted: its credentials masked, and
    /// never a minified bundle's whole line.
    @Test func theQuotedURIHidesCredentials() throws {
        let code = ("src/Auth.kt", "// oauth\nval redirectUri = \"reader://alice:s3cr3tpass@cb\"")
        let finding = try #require(try schemeFinding(code))
        #expect(finding.severity == .error)
        #expect(!finding.message.contains("s3cr3tpass"))
    }

    /// A minified bundle full of redirect literals is read in one pass, keeping a few.
    @Test func aBundleFullOfRedirectsIsReadOnce() throws {
        let hits = (0..<5_000).map { "redirect:\"reader://x\($0)\"" }.joined(separator: ",")
        let finding = try #require(try schemeFinding(("dist/app.js", "var oauth=1;" + hits)))
        #expect(finding.severity == .error)
    }

    /// One file may write a scheme's deep link before its redirect: the redirect's host still
    /// reaches the filter of that host.
    @Test func theRedirectAfterADeepLinkOfTheSameSchemeCounts() throws {
        let manifest = androidManifest.replacingOccurrences(of: #"<data android:scheme="reader"/>"#,
                                                            with: #"<data android:scheme="reader" android:host="auth-callback"/>"#)
        let code = "// oauth\nval inviteRedirect = \"reader://invite\"\nval redirectUri = \"reader://auth-callback\""
        let report = try lint([("app/src/main/AndroidManifest.xml", manifest), ("app/src/main/java/Auth.kt", code)], explicit: false)
        #expect(report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }?.severity == .error)
    }

    /// Files gathered from two repositories, both with the template's scheme: the code speaks
    /// for the app beside it (review 14b: an Expo sample's `myapp` was made an error by a MAUI
    /// app's callback activity in another folder). A scheme of the app's own ties files
    /// together wherever they are (a Kotlin Multiplatform app's iOS folder and its Android
    /// module's code).
    @Test(arguments: [("myapp", Severity.note), ("reader", .error)])
    func codeSpeaksForTheNearestDeclarationOfATemplateScheme(_ scheme: String, _ far: Severity) throws {
        let manifest = androidManifest.replacingOccurrences(of: #"android:scheme="reader""#, with: #"android:scheme="\#(scheme)""#)
        let code = #"let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "\#(scheme)") { url, error in }"#
        let report = try lint([
            ("samples/with-auth/android/app/src/main/AndroidManifest.xml", manifest),
            ("apps/reader/android/app/src/main/AndroidManifest.xml", manifest),
            ("apps/reader/Sources/SignIn.swift", code),
        ], explicit: false)
        let severities = Dictionary(uniqueKeysWithValues: report.findings.filter { $0.ruleID == "private-scheme-not-reverse-domain" }
            .map { ($0.path.split(separator: "/").first.map(String.init) ?? "", $0.severity) })
        #expect(severities == ["apps": .error, "samples": far])
    }

    /// Code outside the app's folder (`src/` beside `app/`) is evidence only: no finding of its
    /// own, though its loopback redirect makes it a file read.
    @Test func sourceFilesOutsideTheAppHoldNoFindings() throws {
        let files = [
            (path: "src/apps.ts", content: "const redirectUri = 'http://localhost/oauth' // oauth client_id"),
            (path: "src/Links.kt", content: "fun open() = Uri.parse(\"reader://settings\")"),
            (path: "dist/bundle.js", content: "var a=\"\u{0}\";redirect"),
            (path: "src/Cafe.java", content: "String redirect = \"caf\u{E9}\";"),
            (path: "src/SignIn.swift", content: #"ASWebAuthenticationSession(url: url, callbackURLScheme: "reader")"#),
        ]
        for explicit in [false, true] {
            let report = try lint([("app/src/main/AndroidManifest.xml", androidManifest)] + files, explicit: explicit)
            #expect(report.findings.allSatisfy { $0.path == "app/src/main/AndroidManifest.xml" })
            #expect(report.files.map(\.path) == ["app/src/main/AndroidManifest.xml", "src/SignIn.swift", "src/apps.ts"])
            #expect(report.files.dropFirst().allSatisfy { $0.format == "source-code" })
        }
    }

    /// Without an app that declares a scheme (a server's repository, a library), source code
    /// has nothing to tell, so a walk does not read it.
    @Test func noAppNoSourceCode() throws {
        let registration = (path: "clients/reader.json",
                            content: #"{"client_id": "reader", "redirect_uris": ["https://reader.contoso.com/cb"]}"#)
        let code = (path: "src/SignIn.swift", content: #"ASWebAuthenticationSession(url: url, callbackURLScheme: "reader")"#)
        let report = try lint([registration, code], explicit: false)
        #expect(report.files.map(\.path) == ["clients/reader.json"])
    }
}

/// expo-auth-session's Google provider redirects to the app's package, not its scheme; a file
/// that also signs in through the library itself may use the scheme (review 64, second reader 13).
@Suite("expo-auth-session's providers")
struct ExpoProviderTests {
    private func severity(_ code: String) throws -> Severity? {
        let report = try lint([("app.json", #"{"expo": {"name": "Trips", "slug": "trips", "scheme": "tripsroom"}}"#),
                               ("package.json", #"{"name": "trips", "dependencies": {"expo-auth-session": "~5.5.2"}}"#),
                               ("src/Login.tsx", code)], explicit: false)
        return report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }?.severity
    }

    @Test func theGoogleProviderAlone() throws {
        #expect(try severity("import * as Google from 'expo-auth-session/providers/google';\nGoogle.useAuthRequest({ iosClientId: ID });") == .note)
    }

    /// The library's own sign-in in another file of the same app (second reader 13).
    @Test func theProviderAndTheLibraryInTwoFiles() throws {
        let report = try lint([("app.json", #"{"expo": {"name": "Trips", "slug": "trips", "scheme": "tripsroom"}}"#),
                               ("package.json", #"{"name": "trips", "dependencies": {"expo-auth-session": "~5.5.2"}}"#),
                               ("src/Google.tsx", "import * as Google from 'expo-auth-session/providers/google';\nGoogle.useAuthRequest({ iosClientId: ID });"),
                               ("src/Company.tsx", "import { makeRedirectUri, useAuthRequest } from 'expo-auth-session';\nuseAuthRequest({ clientId: 'app', redirectUri: makeRedirectUri({ path: 'oauth' }) }, discovery);")],
                              explicit: false)
        #expect(report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" }?.severity == .error)
    }

    @Test func theProviderBesideTheLibrarysOwnSignIn() throws {
        let code = "import * as Google from 'expo-auth-session/providers/google';\nimport { makeRedirectUri, useAuthRequest } from 'expo-auth-session';\nconst redirectUri = makeRedirectUri({ scheme: SCHEME });"
        #expect(try severity(code) == .error)
    }
}

import RedirectLintModel
import Testing

/// Sign-ins an app's code runs in a web view of its own, shaped like the reviews' misses:
/// MSAL.NET's switch in a MAUI app, Reddit's authorize page in an Android `WebView`, an
/// Electron window loading Microsoft's, electron-oauth2, Xamarin.Auth's default UI.
@Suite("Embedded user agents in app code")
struct EmbeddedSignInsTests {
    private let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.contoso.reader">
          <application android:label="Reader" />
        </manifest>
        """

    private func findings(_ path: String, _ code: String) throws -> [Finding] {
        try lint([("android/app/src/main/AndroidManifest.xml", manifest), ("app/src/main/AndroidManifest.xml", manifest),
                  ("Platforms/Android/AndroidManifest.xml", manifest),
                  ("desktop/package.json", #"{"name": "reader", "main": "main.js", "build": {"appId": "com.contoso.reader", "protocols": [{"name": "Reader", "schemes": ["com.contoso.reader"]}]}, "devDependencies": {"electron": "30.0.0"}}"#),
                  (path, "// OAuth sign-in\n\(code)\n")], explicit: false)
            .findings.filter { $0.ruleID == "embedded-user-agent" }
    }

    @Test(arguments: [
        ("Services/Auth.cs", "var result = await app.AcquireTokenInteractive(scopes).WithUseEmbeddedWebView(true).ExecuteAsync();", "WithUseEmbeddedWebView"),
        ("Services/Login.cs", "using Xamarin.Auth; var auth = new OAuth2Authenticator(clientId, scope, new Uri(authorizeUrl), new Uri(redirectUrl));", "Xamarin.Auth"),
        ("Services/Auth0.cs", "client.Browser = new WebViewBrowserAuthenticator(page.WebView);", "WebViewBrowserAuthenticator"),
        ("lib/login.dart", "await launch(authorizationUrl, forceWebView: true);", "forceWebView"),
        ("lib/login.dart", "import 'package:aad_oauth/aad_oauth.dart';", "aad_oauth"),
        ("lib/login.dart", "await launchUrl(authorizationUri, mode: LaunchMode.inAppWebView);", "inAppWebView"),
        ("app/src/main/java/Login.kt", "webView.loadUrl(RedditOAuth.getPromptUri())", "loads the authorization URL"),
        ("desktop/main.js", "const oauth = require('electron-oauth2');", "electron-oauth2"),
        ("desktop/main.js", "authWindow.loadURL(authorizeUrl.toString())", "loads the authorization URL"),
        // Review 108: flutter_inappwebview's InAppBrowser, a web view of the app's.
        ("lib/login.dart", "await browser.openUrlRequest(urlRequest: URLRequest(url: WebUri(authorizationUrl)));", "loads the authorization URL"),
        // Reviews 92, 93, 96, 97: wuman's library, Tauri's windows.
        ("app/src/main/java/Login.java", "import com.wuman.android.auth.oauth2.DialogFragmentController;", "android-oauth-client"),
        ("src-tauri/src/github.rs", "    let window = WebviewWindowBuilder::new(&app, \"login\", WebviewUrl::External(authorize_url)).build()?;", "loads the authorization URL"),
        ("src/lib/signup.ts", "const w = new WebviewWindow('oauth-google-signup', { url });", "loads the authorization URL"),
        // Review 99: the call ends its line, the URL opens the next.
        ("desktop/main.js", "authWindow.loadURL(\n  `https://anilist.co/api/v2/oauth/authorize?client_id=${id}`)", "loads the authorization URL"),
    ])
    func aSignInInAWebViewIsAnError(path: String, code: String, how: String) throws {
        let found = try findings(path, code)
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.severity == .error && finding.path == path && finding.range.start.line == 2 && finding.message.contains(how),
                "\(finding.message)")
    }

    @Test(arguments: [
        ("Services/Auth.cs", "var result = await app.AcquireTokenInteractive(scopes).WithUseEmbeddedWebView(false).ExecuteAsync();"),
        ("Services/Login.cs", "var auth = new OAuth2Authenticator(clientId, scope, new Uri(authorizeUrl), new Uri(redirectUrl), null, true);"),
        ("Services/Login.cs", "var auth = new OAuth2Authenticator(clientId, scope, authorize, redirect, isUsingNativeUI: true);"),
        ("lib/login.dart", "await launch(helpUrl, forceWebView: false);"),
        ("lib/login.dart", "await launchUrl(authorizationUri, mode: LaunchMode.inAppBrowserView);"),
        ("app/src/main/java/Help.kt", "webView.loadUrl(\"https://contoso.com/help\")"),
        ("desktop/main.js", "mainWindow.loadURL('http://localhost:3000')"),
        ("desktop/main.js", "logoutWindow.loadURL('https://login.microsoftonline.com/common/oauth2/v2.0/logout')"),
        // p2/OAuth2's `authorizeEmbedded` is SFSafariViewController on iOS, an in-app browser tab.
        ("OAuth2App/GoogleLoader.swift", "    oauth2.authConfig.authorizeEmbedded = true"),
        ("src-tauri/src/main.rs", "    let w = WebviewWindowBuilder::new(&app, \"main\", WebviewUrl::External(home_url)).build()?;"),
        // Review 103: a web build's branch, where the "web view" is the browser's own tab.
        ("lib/auth.dart", "await supabase.auth.signInWithOAuth(OAuthProvider.google, authScreenLaunchMode: kIsWeb\n    ? LaunchMode.inAppWebView\n    : LaunchMode.externalApplication);"),
        // Only the line after the call is its argument's.
        ("desktop/main.js", "mainWindow.loadURL(\n  homeUrl)\nconst authorizeUrl = `${issuer}/oauth/authorize`"),
        // Review of session 15: a header, another call's name, another library's class.
        ("app/src/main/java/Page.kt", #"webView.loadUrl(pageUrl, mapOf("Authorization" to "Bearer $token"))"#),
        ("app/src/main/java/Files.kt", "val file = downloadUrl(oauthFileUrl)"),
        ("app/src/main/java/Http.kt", "client.authenticator(new OAuth2Authenticator(tokenStore, refresher));"),
        ("app/src/main/java/Login.kt", "// webView.loadUrl(RedditOAuth.getPromptUri())"),
        ("server/routes/login.cs", "var r = await app.AcquireTokenInteractive(scopes).WithUseEmbeddedWebView(true).ExecuteAsync();"),
    ])
    func notASignInInAWebView(path: String, code: String) throws {
        #expect(try findings(path, code).isEmpty)
    }

    /// An Electron app's `package.json` needs no protocols to say where its code is; an app
    /// that catches the redirect in its own window gets the web view's finding, not a
    /// listener's `localhost` one.
    @Test func anElectronAppSigningInInItsOwnWindow() throws {
        let findings = try lint([
            ("package.json", #"{"name": "launcher", "main": "index.js", "devDependencies": {"electron": "30.0.0"}}"#),
            ("index.js", "// OAuth sign-in\nconst redirectUri = 'http://localhost/callback';\nauthWindow.loadURL(authorizeUrl)\n"),
        ], explicit: false).findings.filter { $0.severity != .note }
        #expect(findings.map { "\($0.ruleID) \($0.path):\($0.range.start.line)" } == ["embedded-user-agent index.js:3"],
                "\(findings.map(\.message))")
    }
}

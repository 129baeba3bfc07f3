import RedirectLintSource
import RedirectLintSyntax

/// Where an app's code shows a sign-in page in a web view of its own instead of the browser
/// (RFC 8252 §8.12), by what the code itself says: a library's switch to its web view
/// (MSAL.NET's `WithUseEmbeddedWebView(true)`, MSAL's `webviewType = .wkWebView`, url_launcher's
/// `forceWebView: true`), a library that only signs in so (electron-oauth2, aad_oauth,
/// Xamarin.Auth's `OAuth2Authenticator` without its native UI, Auth0's
/// `WebViewBrowserAuthenticator`), or a web view told to load an authorization URL
/// (`webView.loadUrl(RedditOAuth.getPromptUri())`, `win.loadURL(authorizeUrl)`). The reviews
/// listed forty such apps; a web view that loads anything else is no business of RFC 8252.
enum EmbeddedSignIns {
    /// Each finding's place and what the code does there, a few per file. `code` is the
    /// file's bytes with its comments blanked out, `lowered` the same lower-cased.
    static func find(in file: SourceFile, code: [UInt8], lowered: [UInt8], speaksOfOAuth: Bool) -> [Located<String>] {
        var found: [(range: Range<Int>, how: String)] = []
        // url_launcher's web view opens any page: only in a file that speaks of OAuth is it the
        // sign-in's, and not in a web build's branch (`kIsWeb ? LaunchMode.inAppWebView : …`), where
        // it is the browser's own tab (review 103).
        for (needle, how) in switches + (speaksOfOAuth ? urlLauncherSwitches : []) {
            var from = 0
            while let at = lowered.firstIndex(of: Array(needle.utf8), in: from..<lowered.count), found.count < maxPerFile {
                let end = at + needle.utf8.count
                let webOnly = urlLauncherSwitches.contains { $0.needle == needle } && RedirectLiterals.isWebBranch(before: at, lowered)
                if followedByTrue(end, lowered), !webOnly { found.append((at..<end, how)) }
                from = end
            }
        }
        for (needle, how) in libraries {
            if let at = lowered.firstIndex(of: Array(needle.utf8), in: 0..<lowered.count) {
                found.append((at..<(at + needle.utf8.count), how))
            }
        }
        // Other libraries name a class `OAuth2Authenticator` too (an HTTP client's token refresher).
        if lowered.firstIndex(of: Array("xamarin.auth".utf8), in: 0..<lowered.count) != nil {
            found += xamarinAuthenticators(code, lowered)
        }
        if speaksOfOAuth {
            found += authorizationLoads(in: file, lowered: lowered)
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }.prefix(maxPerFile).map { hit in
            Located(hit.how, range: file.range(from: hit.range.lowerBound, to: hit.range.upperBound))
        }
    }

    private static let maxPerFile = 4

    /// Switches that pick the library's web view when given `true`.
    private static let switches: [(needle: String, how: String)] = [
        ("withuseembeddedwebview(", "MSAL.NET's WithUseEmbeddedWebView(true)"),
        ("webviewtype = .wkwebview", "MSAL's web view type .wkWebView"),
        ("webviewtype = msalwebviewtype.wkwebview", "MSAL's web view type .wkWebView"),
    ]

    private static let urlLauncherSwitches: [(needle: String, how: String)] = [
        ("forcewebview:", "url_launcher's forceWebView: true"),
        ("launchmode.inappwebview", "url_launcher's LaunchMode.inAppWebView"),
    ]

    /// Libraries that sign in only through a web view of the app's, found by their import.
    private static let libraries: [(needle: String, how: String)] = [
        ("'electron-oauth2'", "electron-oauth2, which shows the sign-in page in a BrowserWindow of the app"),
        ("\"electron-oauth2\"", "electron-oauth2, which shows the sign-in page in a BrowserWindow of the app"),
        ("package:aad_oauth/", "aad_oauth, which shows the sign-in page in a web view of the app"),
        ("new webviewbrowserauthenticator(", "a WebViewBrowserAuthenticator, which shows the sign-in page in a web view of the app"),
        // wuman's android-oauth-client, whose controllers drive a WebView (reviews 92, 97).
        ("import com.wuman.android.auth.", "android-oauth-client, which shows the sign-in page in a WebView of the app"),
    ]

    /// A switch's argument: `true` after the `(` or `:` (the `.wkWebView` ones need none).
    private static func followedByTrue(_ end: Int, _ lowered: [UInt8]) -> Bool {
        guard end > 0, lowered[end - 1] == UInt8(ascii: "(") || lowered[end - 1] == UInt8(ascii: ":") else { return true }
        var index = end
        while index < lowered.count, lowered[index] == UInt8(ascii: " ") { index += 1 }
        return lowered[index..<min(lowered.count, index + 4)].elementsEqual("true".utf8)
    }

    /// Xamarin.Auth's `new OAuth2Authenticator(…)`, whose last parameter, `isUsingNativeUI`,
    /// is `false` unless the call passes `true`.
    private static func xamarinAuthenticators(_ code: [UInt8], _ lowered: [UInt8]) -> [(range: Range<Int>, how: String)] {
        let needle = Array("new oauth2authenticator(".utf8)
        var found: [(range: Range<Int>, how: String)] = []
        var from = 0
        while let at = lowered.firstIndex(of: needle, in: from..<lowered.count), found.count < maxPerFile {
            from = at + needle.count
            guard let arguments = topLevelArguments(lowered, from: from) else { continue }
            let native = arguments.last == "true" || arguments.contains { $0.hasPrefix("isusingnativeui:") && $0.hasSuffix("true") }
            if !native { found.append((at..<(from - 1), "Xamarin.Auth's OAuth2Authenticator without its native UI")) }
        }
        return found
    }

    /// The arguments of the call whose `(` ends before `start`, with their spaces removed;
    /// nil for a call longer than a screen.
    private static func topLevelArguments(_ bytes: [UInt8], from start: Int) -> [String]? {
        var arguments: [String] = []
        var current: [UInt8] = []
        var depth = 0
        var index = start
        while index < min(bytes.count, start + 1000) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "("), depth >= 0 { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 {
                    arguments.append(String(decoding: current, as: UTF8.self))
                    return arguments
                }
                depth -= 1
            }
            if byte == UInt8(ascii: ","), depth == 0 {
                arguments.append(String(decoding: current, as: UTF8.self))
                current = []
            } else if ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(byte) {
                current.append(byte)
            }
            index += 1
        }
        return nil
    }

    /// A web view's load of an authorization URL: the call (`loadUrl(`, `loadURL(`,
    /// `loadRequest(`, `load(URLRequest(`, `initialUrl:`) and, in its arguments on the same line
    /// (or the next, when the call ends its line: review 99's `.loadURL(` above a template), a
    /// word that names one (`oauth`, `authorize`, `authUrl`, `openid-connect/auth`) and none
    /// that names a sign-out (`…/oauth2/v2.0/logout`).
    private static func authorizationLoads(in file: SourceFile, lowered: [UInt8]) -> [(range: Range<Int>, how: String)] {
        var found: [(range: Range<Int>, how: String)] = []
        for line in 0..<file.lineCount where found.count < maxPerFile {
            let start = file.lineStarts[line]
            let end = line + 1 < file.lineCount ? file.lineStarts[line + 1] : lowered.count
            guard end - start <= 1000 else { continue }
            for call in loadCalls {
                // `webView.loadUrl(`, not `downloadUrl(`.
                guard let at = lowered.firstIndex(of: Array(call.utf8), in: start..<end),
                      at == start || !CodeBytes.isLetter(lowered[at - 1]) else { continue }
                var arguments = (at + call.utf8.count)..<end
                if lowered[arguments].allSatisfy(CodeBytes.isSpace),
                   line + 1 < file.lineCount {
                    let nextEnd = line + 2 < file.lineCount ? file.lineStarts[line + 2] : lowered.count
                    guard nextEnd - end <= 1000 else { continue }
                    arguments = arguments.lowerBound..<nextEnd
                }
                // A window that signs the user out of the provider (review 82) shows no sign-in.
                if CodeBytes.containsAny(authorizationWords, in: lowered, range: arguments), !CodeBytes.containsAny(logoutWords, in: lowered, range: arguments) {
                    found.append((at..<(at + call.utf8.count - 1), "a web view of the app loads the authorization URL"))
                    break
                }
            }
        }
        return found
    }

    /// Tauri's windows too: `WebviewUrl::External(authorize_url)`, `new WebviewWindow('oauth', …)`
    /// (reviews 93, 96, 97), and flutter_inappwebview's `InAppBrowser().openUrlRequest(`, a web
    /// view despite its name (review 108; its `ChromeSafariBrowser` is the browser's tab).
    private static let loadCalls = ["loadurl(", "loadrequest(", "load(urlrequest(", "initialurl:", "initialurlrequest:",
                                    "webviewurl::external(", "windowurl::external(", "new webviewwindow(", "openurlrequest("]
    /// Not `authorization` alone: `loadUrl(url, mapOf("Authorization" to …))` sends a header.
    private static let authorizationWords = ["oauth", "authorize", "authorizationurl", "authorizationuri", "authorization_url",
                                             "authorizationendpoint", "authorizationrequest", "authurl", "auth_url", "authuri",
                                             "authenticationurl", "openid-connect/auth"]
    private static let logoutWords = ["logout", "signout", "sign_out", "endsession", "end_session"]
}

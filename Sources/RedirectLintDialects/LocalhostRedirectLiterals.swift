import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

extension RedirectLiterals {
    /// Code that listens on a local port, or a library that does so for its sign-in, as code
    /// writes them (the source dialect's markers): a loopback redirect goes nowhere without one.
    /// An Android app's `http://localhost` caught by its web view or an SDK (review 98) has
    /// none. Not names of a server the app talks to (`OAUTH_SERVER`, `localServerUrl`).
    static let listenerMarkers = [
        "HttpServer", "HTTPServer", "createServer(", "ServerSocket", "TcpListener", "TCPListener", "HttpListener", "NanoHTTPD",
        "GCDWebServer", "NWListener", "QTcpServer", "QOAuthHttpServerReplyHandler", "ListenAndServe", "net.Listen(",
        "LocalServerReceiver", "run_local_server", "embeddedServer(", "app.listen(", "server.listen(", "NodeBasedHandler",
        "tiny_http", "tauri_plugin_oauth", SignInLibraries.loopbackListener, "openid_client_io", "flutter_web_auth",
        "electron-google-oauth2", "oauth2cli",
        // What code names its own listener (`start_oauth_callback_server`, `LoopbackServer`).
        "callback_server", "CallbackServer", "callbackServer", "CALLBACK_SERVER", "loopback_server", "LoopbackServer",
        "loopbackServer", "LOOPBACK_SERVER", "startLocalServer", "start_local_server", "start_oauth_server", "startOAuthServer",
        "startOauthServer",
    ]
    /// The same, lower-cased, as the readers match them.
    static let listenerWords = Array(Set(listenerMarkers.map { $0.lowercased() })).sorted()

    /// The `http://localhost…` redirects the code sends: such a literal on a line that names
    /// the redirect (`redirectUri = "http://localhost:8765/callback"`, a template's
    /// `http://localhost:${port}/cb`), or a quoted URL's `redirect_uri=` parameter; not a web
    /// page's (`…/callback.html`, a web build's), nor a logout's.
    static func localhostRedirects(in file: SourceFile, code bytes: [UInt8], lowered: [UInt8]) -> [Range<Int>] {
        let prefix = Array("http://localhost".utf8)
        var found: [Range<Int>] = []
        for line in 0..<file.lineCount where found.count < maxPerFile {
            let start = file.lineStarts[line]
            let end = line + 1 < file.lineCount ? file.lineStarts[line + 1] : bytes.count
            guard end - start <= 1000 else { continue }
            for literal in literals(in: bytes, start..<end) {
                let uri: Range<Int>
                if lowered[literal].starts(with: prefix) {
                    let around = [max(start, literal.lowerBound - 1 - nearby)..<(literal.lowerBound - 1),
                                  (literal.upperBound + 1)..<min(end, literal.upperBound + 1 + nearby)]
                    guard around.contains(where: { part in redirectWords.contains { contains(lowered, part, $0) } }) else { continue }
                    uri = literal
                } else if let parameter = localhostParameter(literal, bytes, lowered) {
                    uri = parameter
                } else {
                    continue
                }
                let after = uri.lowerBound + prefix.count
                guard after == uri.upperBound || [UInt8(ascii: ":"), UInt8(ascii: "/")].contains(bytes[after]),
                      !mentionsLogout(around: uri, lowered, line: start..<end), !isWebBranch(before: end, lowered),
                      !namesTheWeb(bytes[start..<literal.lowerBound]),
                      ![".html", ".htm"].contains(where: { lowered[uri].reversed().starts(with: $0.utf8.reversed()) }) else { continue }
                found.append(uri)
                if found.count == maxPerFile { break }
            }
        }
        return found
    }

    /// Whether the line, or the code just above it, picks the web build of a cross-platform app
    /// (Flutter's `kIsWeb`, React Native's `Platform.OS === "web"`, a `configureWeb()`) or a
    /// development build (`isDev`), whose `http://localhost:3000` is a development server's
    /// page, not a loopback listener.
    static func isWebBranch(before end: Int, _ lowered: [UInt8]) -> Bool {
        let range = max(0, end - 400)..<end
        return webWords.contains { contains(lowered, range, $0) }
    }

    /// Whether a name before the literal has the word `web` (`redirectUrlWeb`,
    /// `WEB_REDIRECT_URI`, `webRedirectUri`): the web build's redirect beside the app's
    /// (review 87). Not `webView` or `website`.
    private static func namesTheWeb(_ text: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(text)
        for index in bytes.indices where index + 3 <= bytes.count && bytes[index..<(index + 3)].map({ $0 | 0x20 }) == Array("web".utf8) {
            let startsWord = index == 0 || !CodeBytes.isLetter(bytes[index - 1]) || CodeBytes.isUpper(bytes[index])
            let next = index + 3 < bytes.count ? bytes[index + 3] : UInt8(ascii: " ")
            let endsWord = !CodeBytes.isLetter(next) || (CodeBytes.isUpper(next) && bytes[index + 1] != UInt8(ascii: "E"))
            let rest = String(decoding: bytes[(index + 3)...].prefix(4), as: UTF8.self).lowercased()
            if startsWord && endsWord && !rest.hasPrefix("view") { return true }
        }
        return false
    }

    /// Rust's `#[cfg(debug_assertions)]` and Swift's and C#'s `#if DEBUG` mark a development
    /// build's branch too (review 104: a Tauri app's dev-only callback server).
    private static let webWords = ["kisweb", "isweb", "\"web\"", "'web'", "configureweb", "window.location", "isdev", "__dev__",
                                   "import.meta.env.dev", "cfg(debug_assertions)", "#if debug"].map { Array($0.utf8) }

    /// The `redirect_uri=http://localhost…` of a quoted URL, up to the next parameter.
    private static func localhostParameter(_ literal: Range<Int>, _ bytes: [UInt8], _ lowered: [UInt8]) -> Range<Int>? {
        let key = Array("redirect_uri=http://localhost".utf8)
        guard let found = lowered.firstIndex(of: key, in: literal),
              found == literal.lowerBound || [UInt8(ascii: "?"), UInt8(ascii: "&")].contains(lowered[found - 1]) else { return nil }
        let start = found + "redirect_uri=".count
        return start..<(bytes[start..<literal.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? literal.upperBound)
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// An app's program source, read only for where it writes its redirect URI: a literal on a
/// line that names the redirect (`redirectUri = "com.example.app:/oauth2redirect"`,
/// `makeRedirectUri({ native: 'myapp://auth' })`), a URI whose host or path names the sign-in
/// callback (`"myapp://auth/callback"`), the `redirect_uri` of an authorization URL it builds,
/// or the scheme it gives `ASWebAuthenticationSession` (`callbackURLScheme:
/// "myapp"`), flutter_web_auth_2 (`callbackUrlScheme: "myapp"`) or .NET MAUI's
/// `WebAuthenticatorCallbackActivity` (`DataScheme = CALLBACK_SCHEME`). That is where a reviewer
/// learns which of an app's schemes receive sign-in responses. The language's grammar is
/// never parsed, so a literal counts only in a file that speaks of OAuth, and never in a
/// comment. The client secrets the code assigns as literals (`CodeSecrets`) are read too:
/// `embedded-client-secret` reports those an app is built with.
public struct SourceCodeDialect: Dialect {
    public let id = "source-code"
    public let fileTypes = [FileType(
        extensions: ["kt", "java", "swift", "m", "mm", "dart", "js", "jsx", "ts", "tsx", "cjs", "mjs", "vue", "svelte", "rs", "cs", "cpp", "vala", "py", "go"],
        syntax: .code,
        markers: ["redirect", "Redirect", "REDIRECT", "callbackURLScheme", "callbackUrl", "callbackURL", "CALLBACK_URL",
                  "callback_url", "callbackUri", "callbackURI", "CALLBACK_URI", "callback_uri", "CallbackUrl", "CallbackUri",
                  "customScheme(", "WebAuthenticatorCallbackActivity", "expo-auth-session/providers/", "AuthenticateAsync", "IdentityModel.OidcClient", "Auth0.OidcClient",
                  // A URI that names the sign-in callback (`myapp://auth/callback`).
                  "://auth", "://oauth", "://oidc", "://sso", "://callback", "/callback", "/oauth",
                  "Secret", "secret", "SECRET",
                  // A sign-in in a web view of the app's (`EmbeddedSignIns`).
                  "WithUseEmbeddedWebView", "forceWebView", "inAppWebView", "wkWebView", "electron-oauth2", "aad_oauth", "WebViewBrowserAuthenticator",
                  "com.wuman.android.auth", "WebviewUrl::External", "WindowUrl::External", "WebviewWindow(",
                  "openUrlRequest(",
                  "OAuth2Authenticator", "loadUrl", "loadURL", "loadRequest", "initialUrl",
                  // The grants the code asks for (`GrantRequests`).
                  "response_type", "responseType", "RESPONSE_TYPE", "ResponseType", "grant_type", "grantType", "GRANT_TYPE",
                  "resourceOwnerPasswordGrant", "RequestPasswordTokenAsync", "AuthorizationResponse.Type", "AuthenticationResponse.Type", "usePKCE", "disablePKCE", "setCodeVerifier",
                  // Whether an app redeems its codes itself, and with PKCE; supabase-js's flow.
                  "authorization_code", "exchangeCodeForSession", "flowType", "signInWithOAuth"]
            + PKCEEvidence.markers + RedirectLiterals.listenerMarkers)]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .code = document.content else { return false }
        let model = extract(document)
        return !model.redirectsInCode.isEmpty || !model.callbackActivitySchemes.isEmpty || !model.signInCalls.isEmpty
            || !model.providerSignIns.isEmpty || !model.secretsInCode.isEmpty || !model.secretsBuiltIn.isEmpty
            || !model.localhostRedirectsInCode.isEmpty || !model.embeddedSignInsInCode.isEmpty
            || !model.implicitRequestsInCode.isEmpty || !model.passwordGrantsInCode.isEmpty || !model.pkceTurnedOffInCode.isEmpty
            || !model.codeRequestsWithoutPKCEInCode.isEmpty || !model.codeRedemptionsInCode.isEmpty || !model.pkceNamedInCode.isEmpty
            || !model.defaultImplicitSignInsInCode.isEmpty || !model.loopbackListenersInCode.isEmpty
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        let file = document.file
        let code = CodeComments.blanked(file.bytes, .of(path: file.path))
        let lowered = code.map(Self.lowercased)
        // A comment may say what the file is about ("the OAuth callback"), not what it does.
        let speaksOfOAuth = RedirectLiterals.speaksOfOAuth(file.bytes.map(Self.lowercased))
        model.redirectsInCode = RedirectLiterals.find(in: file, code: code, lowered: lowered, speaksOfOAuth: speaksOfOAuth)
        if let scheme = RedirectLiterals.mauiCallbackScheme(code) {
            model.callbackActivitySchemes = [file.located(scheme)]
        }
        if let call = RedirectLiterals.dotNetSignIn(lowered) ?? RedirectLiterals.expoSignIn(lowered) {
            model.signInCalls = [file.located(call)]
        }
        model.providerSignIns = RedirectLiterals.providerSignIns(lowered).map(file.located)
        model.secretsInCode = CodeSecrets.find(in: file, code: code)
        model.secretsBuiltIn = BuiltInSecretReads.find(in: file, code: code)
        let localhost = speaksOfOAuth ? RedirectLiterals.localhostRedirects(in: file, code: code, lowered: lowered) : []
        model.localhostRedirectsInCode = localhost.map(file.located)
        model.embeddedSignInsInCode = EmbeddedSignIns.find(in: file, code: code, lowered: lowered, speaksOfOAuth: speaksOfOAuth)
        let grants = GrantRequests.find(in: file, code: code, lowered: lowered)
        model.implicitRequestsInCode = grants.filter { $0.grant == .implicit }.map(\.written)
        model.passwordGrantsInCode = grants.filter { $0.grant == .password }.map(\.written)
        model.pkceTurnedOffInCode = grants.filter { $0.grant == .withoutPKCE }.map(\.written)
        model.codeRequestsWithoutPKCEInCode = grants.filter { $0.grant == .codeWithoutPKCE }.map(\.written)
        model.codeRedemptionsInCode = PKCEEvidence.redemption(in: file, lowered: lowered)
        model.pkceNamedInCode = PKCEEvidence.named(in: file, lowered: lowered)
        model.defaultImplicitSignInsInCode = PKCEEvidence.supabaseDefaultFlow(in: file, lowered: lowered)
        model.loopbackListenersInCode = file.firstMention(of: RedirectLiterals.listenerWords, lowered: lowered)
        // What the other findings of code point at stays in view; the rest of their lines not.
        let pointedAt = (model.secretsBuiltIn.map(\.name.range) + model.embeddedSignInsInCode.map(\.range)
            + (model.implicitRequestsInCode + model.passwordGrantsInCode + model.pkceTurnedOffInCode
                + model.codeRequestsWithoutPKCEInCode).map(\.range))
            .map { $0.start.offset..<max($0.start.offset, $0.end.offset) }
        model.maskedInCode = Self.maskedValues(in: file, code: code, redirects: localhost, pointedAt: pointedAt,
                                               secretLines: Set(model.secretsInCode.map(\.range.start.line)))
        return model
    }

    /// Every quoted value of the lines a finding shows (a localhost redirect's, a secret's, a
    /// grant's), but what the finding points at (the redirect without its query): what an
    /// excerpt of the line may print. A `client_secret` beside a reported `response_type=token`
    /// is masked too.
    private static func maskedValues(in file: SourceFile, code: [UInt8], redirects: [Range<Int>], pointedAt: [Range<Int>],
                                     secretLines: Set<Int>) -> [SourceRange] {
        let visible = redirects.map { uri in uri.lowerBound..<(code[uri].firstIndex(of: UInt8(ascii: "?")) ?? uri.upperBound) } + pointedAt
        let lines = Set(visible.map { file.range(from: $0.lowerBound, to: $0.lowerBound).start.line }).union(secretLines)
        var masked: [Range<Int>] = []
        for line in lines.sorted() where line >= 1 && line <= file.lineCount {
            let start = file.lineStarts[line - 1]
            let end = line < file.lineCount ? file.lineStarts[line] : code.count
            for literal in RedirectLiterals.literals(in: code, start..<end) {
                // The literal minus the parts in view.
                var from = literal.lowerBound
                for part in visible.filter({ $0.overlaps(literal) }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                    if part.lowerBound > from { masked.append(from..<part.lowerBound) }
                    from = max(from, part.upperBound)
                }
                if from < literal.upperBound { masked.append(from..<literal.upperBound) }
            }
        }
        return masked.map { file.range(from: $0.lowerBound, to: $0.upperBound) }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}

extension SourceFile {
    /// The text of a byte range, at its place: verbatim when it holds no escape, so that a
    /// finding can point into it (the host of `"http://localhost:8765/cb"`).
    func located(_ range: Range<Int>) -> Located<String> {
        Located(String(decoding: bytes[range], as: UTF8.self), range: self.range(from: range.lowerBound, to: range.upperBound),
                isVerbatim: !bytes[range].contains(UInt8(ascii: "\\")))
    }
}

/// The redirect URIs (or, for a callback scheme, bare schemes) a source file writes as
/// literals, by scanning its lines for quoted text. Each once, and a few per file: one is
/// all the evidence needs (each host, for Android filters), and a minified bundle is one
/// long line.
enum RedirectLiterals {
    /// `code` is the file's bytes with its comments blanked out (`CodeComments`).
    static func find(in file: SourceFile, code bytes: [UInt8], lowered: [UInt8], speaksOfOAuth: Bool) -> [Located<String>] {
        var found: [Range<Int>] = []
        var seen: Set<String> = []
        for line in 0..<file.lineCount where found.count < maxPerFile {
            let start = file.lineStarts[line]
            let end = line + 1 < file.lineCount ? file.lineStarts[line + 1] : bytes.count
            let quoted = literals(in: bytes, start..<end)
            let opening = quoted.isEmpty ? nil : returningDeclaration(of: start..<end, before: line, in: file, lowered)
            for literal in quoted {
                let hit = callbackScheme(literal, lowered, start: start) ?? expoRedirectScheme(literal, lowered, start: start)
                    ?? (speaksOfOAuth ? namedRedirect(literal, bytes, lowered, line: start..<end, opening: opening) : nil)
                    ?? (speaksOfOAuth ? redirectParameter(literal, bytes, lowered) : nil)
                    ?? (speaksOfOAuth ? signInURI(literal, bytes, lowered, line: start..<end) : nil)
                guard let hit, seen.insert(String(decoding: lowered[hit], as: UTF8.self)).inserted else { continue }
                found.append(hit)
                if found.count == maxPerFile { break }
            }
        }
        return found.map(file.located)
    }

    /// Where the code imports a sign-in library's provider whose native redirect is a scheme of
    /// the provider's making, not the app's: expo-auth-session's Google provider
    /// (`<package>:/oauthredirect`) and Facebook provider (`fb<app id>://authorize`). Review
    /// 64: an Expo app whose scheme carries only email links signs in with Google so.
    static func providerSignIns(_ lowered: [UInt8]) -> [Range<Int>] {
        ["expo-auth-session/providers/google", "expo-auth-session/providers/facebook"].compactMap { firstRange(of: $0, in: lowered) }
    }

    /// Where the code signs in through expo-auth-session itself (its import, or
    /// `makeRedirectUri(`), whose redirect is the app's scheme unless the code says otherwise.
    static func expoSignIn(_ lowered: [UInt8]) -> Range<Int>? {
        ["'expo-auth-session'", "\"expo-auth-session\"", "makeredirecturi("].lazy.compactMap { firstRange(of: $0, in: lowered) }.first
    }

    /// Where a (lower-case) word first occurs in the lower-cased bytes.
    private static func firstRange(of word: String, in lowered: [UInt8]) -> Range<Int>? {
        let bytes = Array(word.utf8)
        return lowered.firstIndex(of: bytes, in: 0..<lowered.count).map { $0..<($0 + bytes.count) }
    }

    /// Whether the file (its lower-cased bytes) speaks of OAuth: only then are its literals
    /// read as a sign-in's, but for a scheme given to a sign-in session.
    static func speaksOfOAuth(_ lowered: [UInt8]) -> Bool {
        oauthWords.contains { lowered.contains(subsequence: $0) }
    }

    /// Where the code starts a .NET app's browser sign-in: MAUI's (or Xamarin.Essentials')
    /// `WebAuthenticator.AuthenticateAsync`, through `.Default` or an injected instance, or
    /// IdentityModel's `OidcClient` (Duende's too), whose browser the app framework may supply,
    /// or Auth0's, built on it (review 61: `using Auth0.OidcClient;` in `MauiProgram.cs`).
    static func dotNetSignIn(_ lowered: [UInt8]) -> Range<Int>? {
        if lowered.contains(subsequence: Array("webauthenticator".utf8)), let call = firstRange(of: "authenticateasync", in: lowered) {
            return call
        }
        return ["identitymodel.oidcclient", "auth0.oidcclient"].lazy.compactMap { firstRange(of: $0, in: lowered) }.first
    }

    static let maxPerFile = 8
    /// How far from a literal, in bytes, the word that names the redirect may be.
    static let nearby = 120
    /// Words (lower-cased) one of which a file must hold for its literals to be about sign-in.
    /// Not `authorization` alone: every HTTP client sets an `Authorization` header.
    private static let oauthWords = ["oauth", "authorize", "authorization_endpoint", "authorizationendpoint",
                                     "authorizationrequest", "openid", "oidc", "client_id", "clientid", "client_name",
                                     "redirect_uris", "code_verifier", "pkce", "appauth", "authsession", "auth-session",
                                     "webauthenticat", "msal", "auth0", "okta", "twitterlogin"].map { Array($0.utf8) }
    /// Words (lower-cased) that name the redirect near a literal.
    static let redirectWords = ["redirect", "callbackurl", "callbackuri", "callback_url", "callback_uri"].map { Array($0.utf8) }
    /// The calls that take the scheme a sign-in session waits for: Swift's `callbackURLScheme:`,
    /// flutter_web_auth_2's `callbackUrlScheme:`, iOS 17.4's `.customScheme(`.
    private static let callbackSchemeWords = ["callbackurlscheme", "customscheme("].map { Array($0.utf8) }
    /// Schemes that are not an app's own: the web's, and the platforms' shared ones.
    private static let sharedSchemes: Set<String> = [
        "http", "https", "file", "mailto", "tel", "sms", "data", "javascript", "about", "content", "intent", "market",
        "geo", "ws", "wss", "ftp", "urn", "blob", "chrome", "android-app", "itms-apps", "itms-services",
    ]

    /// The scheme of MAUI's Android callback activity: the `DataScheme` of the
    /// `[IntentFilter(…)]` of a class that inherits `WebAuthenticatorCallbackActivity`,
    /// quoted there or, as the documentation writes it, a constant of the file
    /// (`const string CALLBACK_SCHEME = "myapp"`). Not when the filter names a `DataHost`:
    /// WebAuthenticator's callback is the bare scheme.
    static func mauiCallbackScheme(_ bytes: [UInt8]) -> Range<Int>? {
        CSharpIntentFilter.all(in: bytes).first { $0.baseClass == "WebAuthenticatorCallbackActivity" && $0.hosts.isEmpty }?
            .schemes.first { schemeLength(bytes[$0]) == $0.count && !$0.isEmpty }
    }

    /// A bare scheme quoted right after a call that takes the session's callback scheme
    /// (`callbackURLScheme: "myapp"`, `.customScheme("myapp")`).
    private static func callbackScheme(_ literal: Range<Int>, _ lowered: [UInt8], start: Int) -> Range<Int>? {
        let before = lowered[max(start, literal.lowerBound - 1 - 40)..<(literal.lowerBound - 1)]
        let gap: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":"), UInt8(ascii: "=")]
        let word = before.reversed().drop { gap.contains($0) }
        guard callbackSchemeWords.contains(where: { word.starts(with: $0.reversed()) }),
              schemeLength(lowered[literal]) == literal.count, !literal.isEmpty else { return nil }
        return literal
    }

    /// The scheme given to expo-auth-session's `makeRedirectUri({ scheme: 'ushadow', … })`
    /// (review 65: a Casdoor sign-in), whose redirect is `ushadow://…` in a build of the app.
    /// Not a template's `myapp`, which copies keep beside the scheme they really use (review
    /// 31's `makeRedirectUri({ scheme: 'myapp' })` in an app of `aushilfapp`).
    private static func expoRedirectScheme(_ literal: Range<Int>, _ lowered: [UInt8], start: Int) -> Range<Int>? {
        guard !SchemeName.isTemplateDefault(String(decoding: lowered[literal], as: UTF8.self)) else { return nil }
        let gap: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":")]
        let word = lowered[max(start, literal.lowerBound - 1 - 20)..<(literal.lowerBound - 1)].reversed().drop { gap.contains($0) }
        guard word.starts(with: Array("scheme".utf8).reversed()), schemeLength(lowered[literal]) == literal.count, !literal.isEmpty else { return nil }
        let name = Array("makeredirecturi(".utf8)
        var call: Int?
        while let next = lowered.firstIndex(of: name, in: (call.map { $0 + 1 } ?? max(0, literal.lowerBound - 200))..<literal.lowerBound) {
            call = next
        }
        guard let call, !lowered[call..<literal.lowerBound].contains(UInt8(ascii: ")")) else { return nil }
        return literal
    }

    /// A private-use URI quoted near a word that names the redirect (`redirectUri = "myapp://auth"`),
    /// or in the body of a declaration that names it on the line before (`func getRedirectUri()
    /// -> URL {`, review 65); not a logout's.
    private static func namedRedirect(_ literal: Range<Int>, _ bytes: [UInt8], _ lowered: [UInt8], line: Range<Int>,
                                      opening: Range<Int>?) -> Range<Int>? {
        guard isPrivateUseURI(bytes[literal]) else { return nil }
        let around = [max(line.lowerBound, literal.lowerBound - 1 - nearby)..<(literal.lowerBound - 1),
                      (literal.upperBound + 1)..<min(line.upperBound, literal.upperBound + 1 + nearby)] + (opening.map { [$0] } ?? [])
        guard around.contains(where: { part in redirectWords.contains { contains(lowered, part, $0) } }),
              !mentionsLogout(around: literal, lowered, line: line),
              !(opening.map { mentionsLogout(in: $0, lowered) } ?? false) else { return nil }
        return literal
    }

    /// The line before (a blank line or two skipped) when it declares the redirect URI and
    /// opens a block whose line `line` returns a value: `func getRedirectUri() -> URL {` above
    /// `return URL(string: "…")!`. Not a handler (`fun handleRedirect(uri) {`) or a condition.
    private static func returningDeclaration(of line: Range<Int>, before index: Int, in file: SourceFile,
                                             _ lowered: [UInt8]) -> Range<Int>? {
        let space: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")]
        guard let first = lowered[line].firstIndex(where: { !space.contains($0) }),
              lowered[first...].starts(with: Array("return".utf8)) else { return nil }
        var previous = index - 1
        while previous >= max(0, index - 3) {
            let range = file.lineStarts[previous]..<file.lineStarts[previous + 1]
            if let last = lowered[range].lastIndex(where: { !space.contains($0) }) {
                guard lowered[last] == UInt8(ascii: "{"),
                      declarationWords.contains(where: { contains(lowered, range, $0) }) else { return nil }
                return range
            }
            previous -= 1
        }
        return nil
    }

    /// Names of a declaration that returns the redirect URI.
    private static let declarationWords = ["redirecturi", "redirecturl", "redirect_uri", "redirect_url", "callbackurl", "callbackuri"]
        .map { Array($0.utf8) }

    /// A private-use URI whose host or path names sign-in (`"wealthfolio://auth/callback"`),
    /// wherever it is written: in code that speaks of OAuth, such a URI is the redirect. Not a
    /// bare `callback` (`shopapp://payment/callback`), nor a logout's.
    private static func signInURI(_ literal: Range<Int>, _ bytes: [UInt8], _ lowered: [UInt8], line: Range<Int>) -> Range<Int>? {
        guard isPrivateUseURI(bytes[literal]), !mentionsLogout(around: literal, lowered, line: line) else { return nil }
        let uri = RedirectURI(String(decoding: bytes[literal], as: UTF8.self))
        let named = [uri.host, uri.path].compactMap { $0 }.joined(separator: "/")
        return SignInWords.mentioned(in: named, ignoring: ["callback"]) != nil ? literal : nil
    }

    /// Whether the literal or the text near it on its line names a logout.
    static func mentionsLogout(around literal: Range<Int>, _ lowered: [UInt8], line: Range<Int>) -> Bool {
        mentionsLogout(in: max(line.lowerBound, literal.lowerBound - 1 - nearby)..<min(line.upperBound, literal.upperBound + 1 + nearby), lowered)
    }

    private static func mentionsLogout(in range: Range<Int>, _ lowered: [UInt8]) -> Bool {
        ["logout", "signout", "sign-out", "logoff"].contains { contains(lowered, range, Array($0.utf8)) }
    }

    /// The `redirect_uri=scheme:/…` of an authorization URL a literal builds, up to the next
    /// parameter (not a `post_logout_redirect_uri`).
    private static func redirectParameter(_ literal: Range<Int>, _ bytes: [UInt8], _ lowered: [UInt8]) -> Range<Int>? {
        let key = Array("redirect_uri=".utf8)
        guard let found = lowered.firstIndex(of: key, in: literal),
              found == literal.lowerBound || [UInt8(ascii: "?"), UInt8(ascii: "&")].contains(lowered[found - 1]) else { return nil }
        let start = found + key.count
        let end = bytes[start..<literal.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? literal.upperBound
        return isPrivateUseURI(bytes[start..<end]) ? start..<end : nil
    }

    /// The content of each quoted literal (`"…"`, `'…'`, `` `…` ``) of a line, escapes skipped.
    static func literals(in bytes: [UInt8], _ line: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = line.lowerBound
        while index < line.upperBound {
            let quote = bytes[index]
            guard CodeBytes.isQuote(quote) else {
                index += 1
                continue
            }
            var close = index + 1
            while close < line.upperBound, bytes[close] != quote {
                close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard close < line.upperBound else { break }
            ranges.append((index + 1)..<close)
            if quote == UInt8(ascii: "`") { ranges += interpolatedLiterals(in: bytes, (index + 1)..<close) }
            index = close + 1
        }
        return ranges
    }

    /// The literals inside a template's `${…}` parts: a URL built around
    /// `${encodeURIComponent('myapp://oauth')}` (review 67) names its redirect there.
    private static func interpolatedLiterals(in bytes: [UInt8], _ template: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = template.lowerBound
        while index + 1 < template.upperBound {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            // No `}` after this one: none after any later `${` either.
            guard let end = bytes[(index + 2)..<template.upperBound].firstIndex(of: UInt8(ascii: "}")) else { break }
            ranges += literals(in: bytes, (index + 2)..<end)
            index = end + 1
        }
        return ranges
    }

    /// How many leading bytes form an RFC 3986 scheme (a letter, then letters, digits, `+-.`).
    private static func schemeLength(_ bytes: some Collection<UInt8>) -> Int {
        var length = 0
        for byte in bytes {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isOther = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter || (length > 0 && isOther) else { break }
            length += 1
        }
        return length
    }

    /// `scheme:/…` with a scheme that is an app's own.
    private static func isPrivateUseURI(_ content: ArraySlice<UInt8>) -> Bool {
        let length = schemeLength(content)
        let colon = content.startIndex + length
        guard length > 0, content.count > length + 1, content[colon] == UInt8(ascii: ":"),
              content[colon + 1] == UInt8(ascii: "/") else { return false }
        return !sharedSchemes.contains(String(decoding: content.prefix(length), as: UTF8.self).lowercased())
    }

    static func contains(_ bytes: [UInt8], _ range: Range<Int>, _ word: [UInt8]) -> Bool {
        bytes.firstIndex(of: word, in: range) != nil
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// An app's program source, read only for where it writes its redirect URI: a literal on a
/// line that names the redirect (`redirectUri = "com.example.app:/oauth2redirect"`,
/// `makeRedirectUri({ native: 'myapp://auth' })`), the `redirect_uri` of an authorization URL
/// it builds, or the scheme it gives `ASWebAuthenticationSession` (`callbackURLScheme:
/// "myapp"`) or flutter_web_auth_2 (`callbackUrlScheme: "myapp"`). That is where a reviewer
/// learns which of an app's schemes receive sign-in responses. The language's grammar is
/// never parsed, so a literal counts only in a file that speaks of OAuth; the file gets no
/// findings of its own.
public struct SourceCodeDialect: Dialect {
    public let id = "source-code"
    public let fileTypes = [FileType(
        extensions: ["kt", "java", "swift", "m", "mm", "dart", "js", "jsx", "ts", "tsx", "cs", "cpp", "vala"],
        syntax: .code,
        markers: ["redirect", "Redirect", "REDIRECT", "callbackURLScheme", "callbackUrl", "callbackURL", "CALLBACK_URL",
                  "callback_url", "callbackUri", "callbackURI", "CALLBACK_URI", "callback_uri"])]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .code = document.content else { return false }
        return !RedirectLiterals.find(in: document.file).isEmpty
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        model.redirectsInCode = RedirectLiterals.find(in: document.file)
        return model
    }
}

/// The redirect URIs (or, for `callbackURLScheme`, bare schemes) a source file writes as
/// literals, by scanning its lines for quoted text.
enum RedirectLiterals {
    static func find(in file: SourceFile) -> [Located<String>] {
        let bytes = file.bytes
        let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        let speaksOfOAuth = oauthWords.contains { lowered.contains(subsequence: $0) }
        var found: [Located<String>] = []
        for line in 0..<file.lineCount {
            let start = file.lineStarts[line]
            let end = line + 1 < file.lineCount ? file.lineStarts[line + 1] : bytes.count
            // Swift's `callbackURLScheme`, flutter_web_auth_2's `callbackUrlScheme`.
            let namesCallbackScheme = contains(lowered, start..<end, Array("callbackurlscheme".utf8))
            guard namesCallbackScheme || (speaksOfOAuth && redirectWords.contains { contains(lowered, start..<end, $0) }) else { continue }
            for literal in literals(in: bytes, start..<end) {
                let content = Array(bytes[literal])
                if namesCallbackScheme, schemeLength(content) == content.count, !content.isEmpty {
                    found.append(Located(String(decoding: content, as: UTF8.self), range: file.range(from: literal.lowerBound, to: literal.upperBound)))
                    continue
                }
                guard speaksOfOAuth else { continue }
                // The statement around the literal, not the whole line: a minified bundle is one line.
                let outside = [max(start, literal.lowerBound - 1 - nearby)..<(literal.lowerBound - 1),
                               (literal.upperBound + 1)..<min(end, literal.upperBound + 1 + nearby)]
                if isPrivateUseURI(content), outside.contains(where: { part in redirectWords.contains { contains(lowered, part, $0) } }) {
                    found.append(Located(String(decoding: content, as: UTF8.self), range: file.range(from: literal.lowerBound, to: literal.upperBound)))
                } else if let uri = redirectParameter(in: lowered, bytes, literal) {
                    found.append(Located(String(decoding: bytes[uri], as: UTF8.self), range: file.range(from: uri.lowerBound, to: uri.upperBound)))
                }
            }
        }
        return found
    }

    /// How far from a literal, in bytes, the word that names the redirect may be.
    private static let nearby = 120
    /// Words (lower-cased) one of which a file must hold for its literals to be about sign-in.
    private static let oauthWords = ["oauth", "authoriz", "openid", "oidc", "client_id", "clientid", "client_name",
                                     "redirect_uris", "code_verifier", "pkce", "appauth", "authsession", "auth-session",
                                     "webauthenticat", "msal", "auth0", "okta"].map { Array($0.utf8) }
    /// Words (lower-cased) that name the redirect on the literal's line.
    private static let redirectWords = ["redirect", "callbackurl", "callbackuri", "callback_url", "callback_uri"].map { Array($0.utf8) }
    /// Schemes that are not an app's own: the web's, and the platforms' shared ones.
    private static let sharedSchemes: Set<String> = [
        "http", "https", "file", "mailto", "tel", "sms", "data", "javascript", "about", "content", "intent", "market",
        "geo", "ws", "wss", "ftp", "urn", "blob", "chrome", "android-app", "itms-apps", "itms-services",
    ]

    /// The content of each quoted literal (`"…"`, `'…'`, `` `…` ``) of a line, escapes skipped.
    private static func literals(in bytes: [UInt8], _ line: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = line.lowerBound
        while index < line.upperBound {
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || quote == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var close = index + 1
            while close < line.upperBound, bytes[close] != quote {
                close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard close < line.upperBound else { break }
            ranges.append((index + 1)..<close)
            index = close + 1
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
    private static func isPrivateUseURI(_ content: [UInt8]) -> Bool {
        let length = schemeLength(content)
        guard length > 0, content.count > length + 1, content[length] == UInt8(ascii: ":"),
              content[length + 1] == UInt8(ascii: "/") else { return false }
        return !sharedSchemes.contains(String(decoding: content[..<length], as: UTF8.self).lowercased())
    }

    /// The `redirect_uri=scheme:/…` (or `scheme%3A%2F…`) of an authorization URL a literal
    /// builds, up to the next parameter.
    private static func redirectParameter(in lowered: [UInt8], _ bytes: [UInt8], _ literal: Range<Int>) -> Range<Int>? {
        let key = Array("redirect_uri=".utf8)
        guard let found = firstIndex(of: key, in: lowered, literal) else { return nil }
        let start = found + key.count
        let end = bytes[start..<literal.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? literal.upperBound
        let value = Array(lowered[start..<end])
        let length = schemeLength(value)
        let rest = value.dropFirst(length)
        guard length > 0, rest.starts(with: Array(":/".utf8)) || rest.starts(with: Array("%3a%2f".utf8)),
              !sharedSchemes.contains(String(decoding: value[..<length], as: UTF8.self)) else { return nil }
        return start..<end
    }

    private static func contains(_ bytes: [UInt8], _ range: Range<Int>, _ word: [UInt8]) -> Bool {
        firstIndex(of: word, in: bytes, range) != nil
    }

    private static func firstIndex(of word: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard !word.isEmpty, range.count >= word.count else { return nil }
        var index = range.lowerBound
        while index <= range.upperBound - word.count {
            if bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word) { return index }
            index += 1
        }
        return nil
    }
}

import RedirectLintSource
import RedirectLintSyntax

/// The grants an app's code asks for, where it writes them: the implicit grant
/// (`response_type=token` in an authorization URL, `responseType: 'token'`,
/// expo-auth-session's `ResponseType.Token`, AppAuth's `ResponseTypeValues.TOKEN`, Spotify's
/// `AuthorizationResponse.Type.TOKEN`) and the
/// password grant (`grant_type=password`, `"grant_type" to "password"`, Dart oauth2's
/// `resourceOwnerPasswordGrant(`, IdentityModel's `RequestPasswordTokenAsync(`), and the code
/// grant with PKCE turned off (expo-auth-session's and react-native-app-auth's
/// `usePKCE: false`, angular-oauth2-oidc's `disablePKCE: true`, AppAuth's
/// `setCodeVerifier(null)`), or built by hand with no challenge in the file
/// (`response_type=code`, `appendQueryParameter("response_type", "code")`, in a file that never
/// names `code_challenge`, a verifier or PKCE). The reviews listed apps that asked so in code,
/// with no registration in the repository to show it.
enum GrantRequests {
    enum Grant { case implicit, password, withoutPKCE, codeWithoutPKCE }

    /// `code` is the file's bytes with its comments blanked out, `lowered` the same lower-cased.
    static func find(in file: SourceFile, code: [UInt8], lowered: [UInt8]) -> [(grant: Grant, written: Located<String>)] {
        var found: [Hit] = []
        for line in 0..<file.lineCount where found.count < maxPerFile {
            let start = file.lineStarts[line]
            let end = line + 1 < file.lineCount ? file.lineStarts[line + 1] : lowered.count
            guard end - start <= 1000 else { continue }
            if let hit = queryParameter(lowered, start..<end) ?? keyAndValue(lowered, start..<end) ?? call(lowered, start..<end)
                ?? codeRequestParameter(lowered, start..<end) {
                found.append(hit)
            }
        }
        // A library's `…Type.TOKEN` in a file that also asks for `…Type.CODE` is a branch that
        // handles a response type (review 98: `when (response.type) { … Type.TOKEN -> error }`);
        // so is one compared with (review 100: `response.getType() == …Type.TOKEN`).
        found.removeAll { hit in
            guard hit.grant == .implicit, hit.text == nil else { return false }
            let constant = String(decoding: lowered[hit.range], as: UTF8.self)
            return (constant.hasSuffix("token") && mentions([constant.dropLast(5) + "code"], lowered)) || isCompared(hit.range, lowered)
        }
        // `usePKCE: false` beside a challenge the code adds itself (`extraParams: { code_challenge }`).
        if mentions(["code_challenge", "codechallenge"], lowered) {
            found.removeAll { $0.grant == .withoutPKCE }
        }
        // A request built by hand, with PKCE anywhere in the file, may well add it; one is
        // evidence enough otherwise.
        if mentions(pkceWords, lowered) {
            found.removeAll { $0.grant == .codeWithoutPKCE }
        }
        if let first = found.first(where: { $0.grant == .codeWithoutPKCE }) {
            found.removeAll { $0.grant == .codeWithoutPKCE && $0.range != first.range }
        }
        return found.map { hit in
            let text = hit.text ?? String(decoding: code[hit.range], as: UTF8.self)
            return (hit.grant, Located(text, range: file.range(from: hit.range.lowerBound, to: hit.range.upperBound)))
        }
    }

    /// Where the grant is asked for, and how to name it: `response_type=token` whatever the
    /// spelling; a library's call as written.
    private typealias Hit = (grant: Grant, range: Range<Int>, text: String?)

    private static let maxPerFile = 4

    /// `== X`, `!= X`, `case X`, `X ->`, `X:`: a value tested, not one the code sends.
    private static func isCompared(_ range: Range<Int>, _ lowered: [UInt8]) -> Bool {
        let spaces: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t")]
        var before = range.lowerBound
        while before > 0, spaces.contains(lowered[before - 1]) { before -= 1 }
        let preceding = String(decoding: lowered[max(0, before - 4)..<before], as: UTF8.self)
        if preceding.hasSuffix("==") || preceding.hasSuffix("!=") || preceding.hasSuffix("case") { return true }
        var after = range.upperBound
        while after < lowered.count, spaces.contains(lowered[after]) { after += 1 }
        return lowered[after..<min(lowered.count, after + 2)].elementsEqual("->".utf8)
            || (after < lowered.count && lowered[after] == UInt8(ascii: ":"))
    }

    private static func mentions(_ words: [String], _ lowered: [UInt8]) -> Bool {
        words.contains { lowered.firstIndex(of: Array($0.utf8), in: 0..<lowered.count) != nil }
    }

    /// The words (lower-cased) that name PKCE, and the grant type an app redeems a code with.
    static let pkceWords = ["code_challenge", "codechallenge", "code_verifier", "codeverifier", "pkce", "exchangecodeforsession"]
    static let codeRedemptionWords = ["authorization_code"]

    /// Where JavaScript code signs in with supabase-js's `signInWithOAuth(`, whose default flow
    /// is the implicit grant (`flowType: 'implicit'`: the tokens come back in the redirect's
    /// fragment), in a file that never names PKCE or `exchangeCodeForSession`. Reviews 31–95
    /// listed Expo, Capacitor and Tauri apps so. Not Dart's or Swift's clients, whose default
    /// is PKCE.
    static func supabaseDefaultFlow(in file: SourceFile, lowered: [UInt8]) -> [Located<String>] {
        let name = file.path.lowercased()
        guard [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte"].contains(where: name.hasSuffix),
              mentions(["supabase"], lowered), !mentions(pkceWords + ["flowtype"], lowered),
              let at = lowered.firstIndex(of: Array("signinwithoauth(".utf8), in: 0..<lowered.count) else { return [] }
        let call = at..<(at + "signInWithOAuth".utf8.count)
        return [Located("signInWithOAuth", range: file.range(from: call.lowerBound, to: call.upperBound))]
    }

    /// Where the code (comments blanked out) first writes one of the words, as written; none or one.
    static func firstMention(of words: [String], in file: SourceFile, code: [UInt8], lowered: [UInt8]) -> [Located<String>] {
        let hits = words.compactMap { word in lowered.firstIndex(of: Array(word.utf8), in: 0..<lowered.count).map { $0..<($0 + word.utf8.count) } }
        guard let first = hits.min(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
        return [file.located(first)]
    }

    /// `"response_type"` quoted as a parameter's name, then the quoted value `"code"` a few
    /// bytes on (`appendQueryParameter("response_type", "code")`, `URLQueryItem(name:
    /// "response_type", value: "code")`, `{ "response_type", "code" }`, `'response_type': 'code'`):
    /// a URL's query the code builds. Not a library's option (`responseType: 'code'`,
    /// oidc-client's `response_type: 'code'`), which adds PKCE itself.
    private static func codeRequestParameter(_ lowered: [UInt8], _ line: Range<Int>) -> Hit? {
        for quote in ["\"", "'"] {
            let name = Array("\(quote)response_type\(quote)".utf8)
            guard let at = lowered.firstIndex(of: name, in: line) else { continue }
            var index = at + name.count
            while index < line.upperBound, index - at < name.count + 12, !CodeBytes.isQuote(lowered[index]) { index += 1 }
            let value = Array("code".utf8)
            guard index < line.upperBound, CodeBytes.isQuote(lowered[index]), index + value.count + 1 < line.upperBound,
                  lowered[(index + 1)...].starts(with: value), lowered[index + value.count + 1] == lowered[index] else { continue }
            return (.codeWithoutPKCE, at..<(index + value.count + 2), "response_type=code")
        }
        return nil
    }

    /// `response_type=token…` or `grant_type=password` in a URL or form the code writes.
    private static func queryParameter(_ lowered: [UInt8], _ line: Range<Int>) -> Hit? {
        for (key, grant) in [("response_type=", Grant.implicit), ("grant_type=", .password)] {
            guard let at = lowered.firstIndex(of: Array(key.utf8), in: line),
                  at == line.lowerBound || !CodeBytes.isIdentifier(lowered[at - 1]) else { continue }
            let valueStart = at + key.utf8.count
            var valueEnd = valueStart
            while valueEnd < line.upperBound, isValueByte(lowered[valueEnd]) { valueEnd += 1 }
            let value = String(decoding: lowered[valueStart..<valueEnd], as: UTF8.self).replacing("%20", with: " ").replacing("+", with: " ")
            if asks(for: grant, value) { return (grant, at..<valueEnd, key + value) }
            if grant == .implicit, value == "code" { return (.codeWithoutPKCE, at..<valueEnd, key + value) }
        }
        return nil
    }

    /// A name that ends in `response_type`/`responseType` or `grant_type`/`grantType` (quoted or
    /// not), then `:`, `=`, `,`, `=>` or Kotlin's `to`, then the quoted value.
    private static func keyAndValue(_ lowered: [UInt8], _ line: Range<Int>) -> Hit? {
        for (names, grant) in [(["response_type", "responsetype"], Grant.implicit), (["grant_type", "granttype"], .password)] {
            let key = grant == .implicit ? "response_type=" : "grant_type="
            for name in names {
                guard let at = lowered.firstIndex(of: Array(name.utf8), in: line) else { continue }
                var index = at + name.utf8.count
                // `response_types`, `grant_type_hint`: another name.
                guard index < line.upperBound, !CodeBytes.isIdentifier(lowered[index]) else { continue }
                // The name's closing quote, the separator, the value's opening quote; not a
                // comparison (`responseType === 'token'`).
                var separated = false
                while index < line.upperBound, index - at < name.utf8.count + 8 {
                    let byte = lowered[index]
                    if byte == UInt8(ascii: "="), index + 1 < line.upperBound, lowered[index + 1] == UInt8(ascii: "=") { separated = false; break }
                    if byte == UInt8(ascii: "!"), index + 1 < line.upperBound, lowered[index + 1] == UInt8(ascii: "=") { separated = false; break }
                    if CodeBytes.isQuote(byte), separated { break }
                    if [UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ">")].contains(byte) { separated = true }
                    if byte == UInt8(ascii: "t"), lowered[index...].starts(with: "to ".utf8) { separated = true; index += 1 }
                    index += 1
                }
                guard separated, index < line.upperBound, CodeBytes.isQuote(lowered[index]),
                      let close = lowered[(index + 1)..<line.upperBound].firstIndex(of: lowered[index]) else { continue }
                let value = String(decoding: lowered[(index + 1)..<close], as: UTF8.self)
                if asks(for: grant, value) { return (grant, at..<(close + 1), key + value) }
            }
        }
        return nil
    }

    /// The libraries' own spellings.
    private static func call(_ lowered: [UInt8], _ line: Range<Int>) -> Hit? {
        for (needle, grant) in calls {
            guard let at = lowered.firstIndex(of: Array(needle.utf8), in: line) else { continue }
            let end = at + needle.utf8.count
            guard needle.hasSuffix("(") || needle.hasSuffix(")") || end == line.upperBound || !CodeBytes.isIdentifier(lowered[end]) else { continue }
            return (grant, at..<(needle.hasSuffix("(") ? end - 1 : end), nil)
        }
        return nil
    }

    private static let calls: [(String, Grant)] = [
        ("responsetype.token", .implicit), ("responsetypevalues.token", .implicit),
        // Spotify's Android auth library: `AuthorizationResponse.Type.TOKEN`, before 1.1
        // `AuthenticationResponse.Type.TOKEN` (review 98).
        ("authorizationresponse.type.token", .implicit), ("authenticationresponse.type.token", .implicit),
        ("resourceownerpasswordgrant(", .password), ("requestpasswordtokenasync(", .password),
        ("usepkce: false", .withoutPKCE), ("usepkce = false", .withoutPKCE), ("disablepkce: true", .withoutPKCE),
        ("disablepkce = true", .withoutPKCE), ("setcodeverifier(null)", .withoutPKCE),
    ]

    /// `token` among a response type's words (`token`, `id_token token`); `password` as the grant.
    private static func asks(for grant: Grant, _ value: String) -> Bool {
        switch grant {
        case .implicit: return value.split(separator: " ").contains("token")
        case .password: return value == "password"
        case .withoutPKCE, .codeWithoutPKCE: return false
        }
    }

    private static func isValueByte(_ byte: UInt8) -> Bool {
        CodeBytes.isIdentifier(byte) || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+")
    }
}

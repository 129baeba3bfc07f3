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
/// names a challenge or a verifier). The reviews listed apps that asked so in code,
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
            guard let hit = queryParameter(lowered, start..<end) ?? keyAndValue(lowered, start..<end) ?? call(lowered, start..<end)
                ?? codeRequestParameter(lowered, start..<end) else { continue }
            // One request for a code is evidence enough; more would crowd out the others.
            if hit.grant == .codeWithoutPKCE, found.contains(where: { $0.grant == .codeWithoutPKCE }) { continue }
            found.append(hit)
        }
        // A library's `…Type.TOKEN` that a branch handles is a response's type, not a request
        // (review 98: `when (response.type) { …, Type.TOKEN, … -> error }`; review 100:
        // `response.getType() == …Type.TOKEN`).
        found.removeAll { $0.grant == .implicit && $0.text == nil && isCompared($0.range, lowered) }
        // `usePKCE: false` beside a challenge the code adds itself (`extraParams: { code_challenge }`).
        if CodeBytes.containsAny(["code_challenge", "codechallenge"], in: lowered) {
            found.removeAll { $0.grant == .withoutPKCE }
        }
        // A request built by hand, with PKCE anywhere in the file, may well add it; one is
        // evidence enough otherwise.
        if CodeBytes.containsAny(PKCEEvidence.words, in: lowered) {
            found.removeAll { $0.grant == .codeWithoutPKCE }
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

    /// `== X`, `!= X`, `case X`, `X:`, or a list of a `when` branch's values (`X, Y ->`): a
    /// value tested, not one the code sends. An argument's list ends at a `)` before any `->`.
    private static func isCompared(_ range: Range<Int>, _ lowered: [UInt8]) -> Bool {
        var before = range.lowerBound
        while before > 0, CodeBytes.isSpace(lowered[before - 1]) { before -= 1 }
        let preceding = String(decoding: lowered[max(0, before - 4)..<before], as: UTF8.self)
        if preceding.hasSuffix("==") || preceding.hasSuffix("!=") || preceding.hasSuffix("case") { return true }
        var after = range.upperBound
        while after < lowered.count, CodeBytes.isSpace(lowered[after]) { after += 1 }
        if after < lowered.count, lowered[after] == UInt8(ascii: ":") { return true }
        let limit = min(lowered.count, after + 200)
        while after < limit, ![UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(lowered[after]) {
            if lowered[after..<min(limit, after + 2)].elementsEqual("->".utf8) { return true }
            after += 1
        }
        return false
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
            // `params["response_type"] !== "code"`: a test of a request, not one (`] = "code"` is one).
            let between = lowered[(at + name.count)..<index]
            if between.contains(UInt8(ascii: "!")) || between.filter({ $0 == UInt8(ascii: "=") }).count > 1 { continue }
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

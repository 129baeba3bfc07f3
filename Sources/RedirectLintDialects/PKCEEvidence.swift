import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// What an app's code shows of PKCE and of who redeems its codes: whether a request for a code
/// it builds by hand (`GrantRequests`) is its own and goes without PKCE, and whether its
/// supabase-js sign-in is left at the implicit flow, supabase-js's default.
enum PKCEEvidence {
    /// What shows that code sends PKCE, as code writes it (the source dialect's markers): the
    /// parameters, and supabase-js's redemption of a PKCE code. Not the word `pkce` alone, which
    /// also names a switch that turns it off (`PKCE_ENABLED = false`).
    static let markers = ["code_challenge", "codeChallenge", "CODE_CHALLENGE", "code_verifier", "codeVerifier", "CODE_VERIFIER",
                          "exchangeCodeForSession"]
    /// The same, lower-cased, as the readers match them.
    static let words = Array(Set(markers.map { $0.lowercased() })).sorted()

    /// Where the code sends PKCE: a parameter, or a supabase-js client created for its PKCE flow
    /// (`flowType: 'pkce'`). `lowered` is the file's code, comments blanked out, lower-cased.
    static func named(in file: SourceFile, lowered: [UInt8]) -> [Located<String>] {
        file.firstMention(of: words, lowered: lowered) + supabasePKCEFlow(in: file, lowered: lowered).prefix(1)
    }

    /// Where the code redeems an authorization code itself: `grant_type` given
    /// `authorization_code` (`grant_type=authorization_code`, `"grant_type": "authorization_code"`),
    /// or the grant type passed as a value (`api.fetchOAuthToken(…, "authorization_code")`:
    /// Tusky's). Not a field of that name the app posts to its own backend (`{
    /// authorization_code: code }`, `"authorization_code": code`), which redeems it there.
    static func redemption(in file: SourceFile, lowered: [UInt8]) -> [Located<String>] {
        let value = Array("authorization_code".utf8)
        var from = 0
        while let at = lowered.firstIndex(of: value, in: from..<lowered.count) {
            let end = at + value.count
            if CodeBytes.containsAny(["grant_type", "granttype", "grant-type"], in: lowered, range: max(0, at - 30)..<at)
                || isQuotedValue(at..<end, lowered) {
                return [file.located(at..<end)]
            }
            from = end
        }
        return []
    }

    /// `"authorization_code"` quoted on its own and not a key (no `:` after it).
    private static func isQuotedValue(_ range: Range<Int>, _ lowered: [UInt8]) -> Bool {
        guard range.lowerBound > 0, range.upperBound < lowered.count, CodeBytes.isQuote(lowered[range.lowerBound - 1]),
              lowered[range.upperBound] == lowered[range.lowerBound - 1] else { return false }
        var after = range.upperBound + 1
        while after < lowered.count, CodeBytes.isSpace(lowered[after]) { after += 1 }
        return after == lowered.count || lowered[after] != UInt8(ascii: ":")
    }

    /// Where JavaScript code signs in with supabase-js's `signInWithOAuth(`, whose default flow
    /// is the implicit grant (the tokens come back in the redirect's fragment), in a file that
    /// neither creates its client for the PKCE flow nor redeems a code. Reviews 31–95 listed
    /// Expo, Capacitor and Tauri apps so. Not Dart's or Swift's clients, whose default is PKCE.
    static func supabaseDefaultFlow(in file: SourceFile, lowered: [UInt8]) -> [Located<String>] {
        guard ScriptFiles.contains(file.path), CodeBytes.containsAny(["supabase"], in: lowered), !CodeBytes.containsAny(words, in: lowered),
              supabasePKCEFlow(in: file, lowered: lowered).isEmpty,
              let at = lowered.firstIndex(of: Array("signinwithoauth(".utf8), in: 0..<lowered.count) else { return [] }
        return [file.located(at..<(at + "signInWithOAuth".utf8.count))]
    }

    /// `flowType: 'pkce'`, `flowType: "pkce"`: a client created for supabase-js's PKCE flow.
    private static func supabasePKCEFlow(in file: SourceFile, lowered: [UInt8]) -> [Located<String>] {
        let key = Array("flowtype".utf8)
        var from = 0
        while let at = lowered.firstIndex(of: key, in: from..<lowered.count) {
            let after = (at + key.count)..<min(lowered.count, at + key.count + 8)
            if CodeBytes.containsAny(["pkce"], in: lowered, range: after) { return [file.located(at..<(at + key.count))] }
            from = at + key.count
        }
        return []
    }
}

extension SourceFile {
    /// Where the code (comments blanked out, lower-cased) first writes one of the words, as
    /// written; none or one.
    func firstMention(of words: [String], lowered: [UInt8]) -> [Located<String>] {
        let hits = words.compactMap { word in lowered.firstIndex(of: Array(word.utf8), in: 0..<lowered.count).map { $0..<($0 + word.utf8.count) } }
        return hits.min(by: { $0.lowerBound < $1.lowerBound }).map { [located($0)] } ?? []
    }
}

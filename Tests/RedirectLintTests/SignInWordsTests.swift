import Testing
@testable import RedirectLintModel

@Suite("Sign-in words in names")
struct SignInWordsTests {
    @Test(arguments: [
        ("oauth2redirect", "oauth2redirect"),
        ("appAuthRedirectScheme", "auth"),
        ("electron-auth", "auth"),
        ("sso-callback", "sso"),
        ("myoauthcb", "oauth"),
    ])
    func namesThatSaySignIn(_ name: String, _ word: String) {
        #expect(SignInWords.mentioned(in: name) == word)
    }

    /// `nanauth` is a wallet's signing-request scheme and `author` is no sign-in: a word
    /// counts only as a whole part of the name, `oauth` excepted.
    /// `wear-phone-signin` and `login` name the act of signing in, a screen a link opens.
    @Test(arguments: ["nanauth", "author", "authenticator-app", "photos", "mmauthbeta", "wear-phone-signin", "login", "sign-in", "x-callback-url"])
    func namesThatDoNot(_ name: String) {
        #expect(SignInWords.mentioned(in: name) == nil)
    }
}

import Testing
@testable import RedirectLintModel

@Suite("SchemeName")
struct SchemeNameTests {
    @Test(arguments: ["a", "myapp", "com.contoso.app", "x-y+z.1", "HTTP", "msauth.com.contoso.App"])
    func validSyntax(scheme: String) {
        #expect(SchemeName.isValidSyntax(scheme))
    }

    @Test(arguments: [
        ("", SchemeSyntaxViolation.empty),
        ("1abc", .startsWithNonLetter("1")),
        (".app", .startsWithNonLetter(".")),
        ("my_app", .disallowedCharacter("_")),
        ("com.example app", .disallowedCharacter(" ")),
        ("café", .disallowedCharacter("é")),
        ("écrit", .startsWithNonLetter("é")),
    ])
    func invalidSyntax(scheme: String, violation: SchemeSyntaxViolation) {
        #expect(!SchemeName.isValidSyntax(scheme))
        #expect(SchemeName.syntaxViolation(in: scheme) == violation)
    }

    @Test(arguments: [
        ("org.northwind.app", ReverseDomainVerdict.ok),
        ("com.contoso.app", .ok),
        ("Com.Contoso.App", .ok),
        ("Com.Example.App", .reservedDomain("example.com")),
        ("org.example.notes.debug", .reservedDomain("example.org")),
        ("io.github.user", .ok),
        ("dev.example", .ok),
        ("app.example.mobile", .ok),
        ("com.googleusercontent.apps.123-abc", .ok),
        ("xn--fiqs8s.example", .ok),
        ("myapp", .noPeriod),
        ("", .noPeriod),
        ("myapp.example.com", .firstLabelNotTLD("myapp")),
        ("localhost.app", .firstLabelNotTLD("localhost")),
        ("example.app", .firstLabelNotTLD("example")),
        ("com..app", .invalidLabel("")),
        ("com.contoso.", .invalidLabel("")),
        (".com.example", .invalidLabel("")),
        ("com.exa+mple", .invalidLabel("exa+mple")),
        ("com.-example", .invalidLabel("-example")),
        ("com.example-", .invalidLabel("example-")),
        ("com.my_app", .invalidLabel("my_app")),
    ])
    func reverseDomain(scheme: String, verdict: ReverseDomainVerdict) {
        #expect(SchemeName.isReverseDomainShaped(scheme) == verdict)
    }

    @Test func customTopLevelDomains() {
        #expect(SchemeName.isReverseDomainShaped("corp.example", topLevelDomains: ["corp"]) == .ok)
        #expect(SchemeName.isReverseDomainShaped("com.example", topLevelDomains: ["corp"]) == .firstLabelNotTLD("com"))
    }

    @Test func generatedTopLevelDomains() {
        let tlds = TopLevelDomains.icann
        for tld in ["com", "org", "io", "dev", "app", "uk", "de", "arpa", "xn--fiqs8s", "中国"] {
            #expect(tlds.contains(tld), "\(tld)")
        }
        for name in ["localhost", "test", "example", "invalid", "local", "onion", "co.uk", ""] {
            #expect(!tlds.contains(name), "\(name)")
        }
        #expect(tlds.allSatisfy { $0 == $0.lowercased() && !$0.contains(".") })
        #expect(tlds.count > 1_000)
    }

    @Test func platformMandated() {
        #expect(SchemeName.isPlatformMandated("msapp") == .windowsWebAuthenticationBroker)
        #expect(SchemeName.isPlatformMandated("MSAPP") == .windowsWebAuthenticationBroker)
        #expect(SchemeName.isPlatformMandated("msauth") == .msalAndroid)
        #expect(SchemeName.isPlatformMandated("msauth.com.contoso.App") == .msalApple(bundleIdentifier: "com.contoso.App"))
        #expect(SchemeName.isPlatformMandated("msauth.") == nil)
        #expect(SchemeName.isPlatformMandated("msauthx") == nil)
        #expect(SchemeName.isPlatformMandated("com.contoso.app") == nil)
        #expect(SchemeName.isPlatformMandated("") == nil)
        #expect(PlatformScheme.windowsWebAuthenticationBroker.explanation.contains("RFC 8252"))
        #expect(PlatformScheme.msalApple(bundleIdentifier: "com.x").explanation.contains("msauth.com.x"))
        // The Kakao SDK's scheme: `kakao` and a 32-digit hexadecimal native app key.
        #expect(SchemeName.isPlatformMandated("kakao7fd2fa49895af63319fd6b11e084d0d5") == .kakao)
        #expect(SchemeName.isPlatformMandated("KAKAO7FD2FA49895AF63319FD6B11E084D0D5") == .kakao)
        #expect(SchemeName.isPlatformMandated("kakao7fd2fa49895af63319fd6b11e084d0d") == nil)
        #expect(SchemeName.isPlatformMandated("kakaotalk") == nil)
        // MSAL.NET's default `msal<application id>` is a convention an app may replace with a
        // reverse-domain scheme (four reviewers judged its error right): no platform's scheme.
        #expect(SchemeName.isPlatformMandated("msal2794d211-4e3f-4010-9f37-250f928d19c5") == nil)
        #expect(SchemeName.isPlatformMandated("kakaolink") == nil)
        #expect(SchemeName.isPlatformMandated("signinwithapple") == .signInWithApplePlugin)
        #expect(SchemeName.isPlatformMandated("exp") == .expoGo)
        #expect(SchemeName.isPlatformMandated("exp+photos") == nil)
        // The Dropbox SDK's `db-<app key>`, which its AuthActivity requires (review 56).
        #expect(SchemeName.isPlatformMandated("db-rse09cxjnnn2yc1") == .dropbox)
        #expect(SchemeName.isPlatformMandated("db-prod") == nil)
        #expect(SchemeName.isPlatformMandated("db-contosoapp") == nil)
        #expect(SchemeName.isPlatformMandated("db-contosophotoapp") == nil)
        #expect(SchemeName.isPlatformMandated("db-admin.console") == nil)
        #expect(PlatformScheme.dropbox.explanation.contains("Dropbox SDK"))
    }

    /// Schemes under openid.net, as AppAuth's demo names its own (review 64): the demo's own
    /// scheme is named as the demo's, every other one as a borrowed domain, whatever the app's
    /// identifier (an AppAuth copy's `applicationId` may be `net.openid.bard` too).
    @Test func borrowedDomains() {
        #expect(SchemeName.borrowedDomain(of: "net.openid.bard")?.hasPrefix("openid.net") == true)
        #expect(SchemeName.borrowedDomain(of: "NET.OpenID.Bard") != nil)
        #expect(SchemeName.borrowedDomain(of: "net.openid.appauthdemo") == nil)
        #expect(SchemeName.demoApp(of: "net.openid.appauthdemo") != nil)
        #expect(SchemeName.borrowedDomain(of: "net.openidconnect.app") == nil)
    }

    @Test func redirectURISchemesUseTheSameVerdicts() {
        #expect(SchemeName.isReverseDomainShaped(RedirectURI("org.northwind.app:/cb").scheme ?? "") == .ok)
        #expect(SchemeName.isReverseDomainShaped(RedirectURI("myapp:/cb").scheme ?? "") == .noPeriod)
    }
}

@Suite("Claimed hosts Android can verify")
struct ClaimedHostVerifiabilityTests {
    @Test(arguments: [("login.contoso.com", true), ("*.contoso.com", true), ("Login.Contoso.COM.", true),
                      ("10.0.2.2", false), ("localhost", false), ("authserver", false),
                      ("auth.contoso.local", false), ("auth.test", false), ("[::1]", false)])
    func publicDomainName(host: String, verifiable: Bool) {
        #expect(ClaimedHost(host: Located(host, range: .fileStart), verified: true).isPublicDomainName == verifiable)
    }
}

@Suite("Schemes shared by design")
struct SharedSchemesTests {
    /// The schemes issue 28 names, and an authenticator's export link.
    @Test(arguments: ["caldav", "caldavs", "carddav", "carddavs", "webcal", "webcals", "feed", "feeds", "matrix", "callto",
                      "tel", "sms", "mailto", "geo", "market", "zoommtg", "zoomus", "otpauth", "otpauth-migration", "MailTo"])
    func namedSchemesAreShared(scheme: String) {
        #expect(SharedSchemes.contains(scheme))
    }

    @Test func theListIsLowerCaseAndValidSyntax() {
        for scheme in SharedSchemes.all {
            #expect(scheme == scheme.lowercased() && SchemeName.isValidSyntax(scheme), "\(scheme)")
        }
        #expect(!SharedSchemes.contains("myapp") && !SharedSchemes.contains("com.contoso.app"))
    }
}

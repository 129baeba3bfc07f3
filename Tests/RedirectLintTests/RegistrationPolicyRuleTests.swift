import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import Testing

/// Rules about server policy (PKCE, consent, refresh-token rotation, pattern matching,
/// Dex's meaning of "no redirect URIs"), on registrations built by hand: the dialects that
/// read those settings (Keycloak, Dex, Okta, Spring, Hydra, ...) are written on another
/// branch, so the catalog examples of the PKCE, consent and rotation rules wait for them
/// (see `CatalogExampleTests.awaitingDialects`).
@Suite("Server policy rules on the model")
struct RegistrationPolicyRuleTests {
    static func at(_ line: Int, _ column: Int = 3) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: column, offset: line * 100 + column),
                    end: SourcePosition(line: line, column: column + 4, offset: line * 100 + column + 4))
    }

    /// A client on line `line`; native (a private-use redirect, public) unless `web`.
    static func client(_ id: String, line: Int, web: Bool = false) -> ClientRegistration {
        var r = ClientRegistration(format: "test", path: "server.yaml", server: ServerIdentity(name: "s", source: .file),
                                   anchor: at(line))
        r.clientID = Located(id, range: at(line, 9))
        let uri = web ? "https://\(id).example.com/cb" : "com.contoso.\(id):/cb"
        r.redirectURIs = [Located(RedirectURI(uri), range: at(line + 1, 9), isVerbatim: true)]
        r.declaredType = Located(web ? .confidential : .public, range: at(line + 2))
        return r
    }

    static func run(_ rule: some FileRule, _ registrations: [ClientRegistration]) -> [Finding] {
        rule.check(FileModel(path: "server.yaml", format: "test", registrations: registrations), options: RuleOptions())
    }

    // MARK: pkce-not-enforced, pkce-plain-allowed

    @Test func perClientPKCEPolicy() {
        var native = Self.client("mobile", line: 10)
        native.pkce = Located(PKCEPolicy(required: false, allowsPlain: true), range: Self.at(13))
        var web = Self.client("portal", line: 20, web: true)
        web.pkce = Located(PKCEPolicy(required: false, allowsPlain: false), range: Self.at(23))
        var unknown = Self.client("other", line: 30)
        unknown.pkce = nil
        let findings = Self.run(PKCENotEnforced(), [native, web, unknown])
        #expect(findings.map(\.range.start.line) == [13, 23])
        #expect(findings.map(\.severity) == [.warning, .note])
        #expect(findings[0].message.hasPrefix("client 'mobile' does not require PKCE"))
        // Not required: plain is moot, `pkce-not-enforced` says it all.
        #expect(Self.run(PKCEPlainAllowed(), [native, web]).isEmpty)
    }

    @Test func serverWidePKCEIsOneFindingNamingEveryClient() throws {
        let setting = Located(PKCEPolicy(required: false, allowsPlain: true), range: Self.at(4))
        var clients = [Self.client("web", line: 10, web: true), Self.client("cli", line: 20), Self.client("tv", line: 30)]
        for index in clients.indices {
            clients[index].pkce = setting
            clients[index].pkceScope = .server
        }
        let findings = Self.run(PKCENotEnforced(), clients)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.range == Self.at(4))
        #expect(finding.severity == .warning, "a public client is affected")
        #expect(finding.message.contains("'web', 'cli' and 'tv'"), "\(finding.message)")

        for index in clients.indices { clients[index].pkce = setting.map { _ in PKCEPolicy(required: true, allowsPlain: true) } }
        let plain = Self.run(PKCEPlainAllowed(), clients)
        #expect(plain.count == 1)
        #expect(plain.first?.severity == .warning)
        #expect(plain.first?.message.contains("'web', 'cli' and 'tv'") == true)
        #expect(Self.run(PKCENotEnforced(), clients).isEmpty)
    }

    @Test func pkceIsNotAskedOfClientsWithoutTheCodeGrant() {
        var service = Self.client("batch", line: 10, web: true)
        service.redirectURIs = []
        service.grantTypes = [Located("client_credentials", range: Self.at(12))]
        service.grantTypesAreDefault = false
        service.pkce = Located(PKCEPolicy(required: false, allowsPlain: true), range: Self.at(13))
        #expect(Self.run(PKCENotEnforced(), [service]).isEmpty)
    }

    // MARK: consent-skipped-unverifiable-client

    @Test func consentSkippedForUnverifiableClients() {
        var native = Self.client("mobile", line: 10)
        native.consentSkipped = Located(true, range: Self.at(14))
        var claimed = Self.client("claimed", line: 20)
        claimed.redirectURIs.append(Located(RedirectURI("https://app.example.com/cb"), range: Self.at(22)))
        claimed.consentSkipped = Located(true, range: Self.at(24))
        var web = Self.client("portal", line: 30, web: true)
        web.consentSkipped = Located(true, range: Self.at(34))
        var asking = Self.client("asking", line: 40)
        asking.consentSkipped = Located(false, range: Self.at(44))
        let findings = Self.run(ConsentSkippedUnverifiableClient(), [native, claimed, web, asking])
        #expect(findings.map(\.range.start.line) == [14], "claimed https proves the app; web clients authenticate")
        #expect(findings.first?.severity == .warning)
    }

    @Test func serverWideConsentSettingIsOneFinding() {
        let setting = Located(true, range: Self.at(5))
        var a = Self.client("a", line: 10)
        var b = Self.client("b", line: 20)
        a.consentSkipped = setting
        b.consentSkipped = setting
        let findings = Self.run(ConsentSkippedUnverifiableClient(), [a, b])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("'a' and 'b'") == true)
    }

    // MARK: refresh-token-not-rotated

    @Test func refreshTokensOfPublicClientsMustRotate() {
        var native = Self.client("mobile", line: 10)
        native.refreshTokenRotation = Located(false, range: Self.at(15))
        var noRefresh = Self.client("once", line: 20)
        noRefresh.grantTypes = [Located("authorization_code", range: Self.at(21))]
        noRefresh.grantTypesAreDefault = false
        noRefresh.refreshTokenRotation = Located(false, range: Self.at(25))
        var web = Self.client("portal", line: 30, web: true)
        web.refreshTokenRotation = Located(false, range: Self.at(35))
        var rotating = Self.client("rotating", line: 40)
        rotating.refreshTokenRotation = Located(true, range: Self.at(45))
        let findings = Self.run(RefreshTokenNotRotated(), [native, noRefresh, web, rotating])
        #expect(findings.map(\.range.start.line) == [15])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("default") == false)
        // A setting left to the server's default says so (review 58: a hand-written realm).
        native.refreshTokenRotationIsDefault = true
        let byDefault = Self.run(RefreshTokenNotRotated(), [native])
        #expect(byDefault.first?.message.contains("(the file leaves rotation at the server's default, off)") == true)
    }

    // MARK: redirect-uri-missing, redirect-uri-wildcard, ropc-grant-enabled

    /// Dex's public client without redirect URIs accepts any loopback port, as RFC 8252 §7.3
    /// lets a native app listen (cosign's sign-in): a note says so; nothing is missing.
    @Test func missingRedirectsWithAServerMeaningAreANote() throws {
        var dex = Self.client("cli", line: 10)
        dex.redirectURIs = []
        dex.missingRedirectsMeaning = "Dex accepts any http redirect to a loopback address"
        var plain = Self.client("web", line: 20, web: true)
        plain.redirectURIs = []
        let findings = Self.run(RedirectURIMissing(), [dex, plain])
        #expect(findings.map(\.severity) == [.note, .warning])
        #expect(findings[0].message.contains("so Dex accepts any http redirect to a loopback address"))
    }

    @Test func patternMatchingSettingIsReportedOnceWhereItIsWritten() {
        var okta = Self.client("portal", line: 10, web: true)
        okta.redirectPatternMatching = Located(true, range: Self.at(15))
        var keycloak = Self.client("app", line: 20, web: true)
        keycloak.redirectURIs = [Located(RedirectURI("https://app.example.com/*"), range: Self.at(21, 9), isVerbatim: true)]
        keycloak.redirectPatternMatching = Located(true, range: Self.at(21, 9))
        let findings = Self.run(RedirectURIWildcard(), [okta, keycloak])
        #expect(findings.map(\.range.start.line) == [15, 21])
        #expect(findings[1].range.start.column == 9 + "https://app.example.com/".count, "at the '*', not twice")
    }

    @Test func serverWidePasswordGrantIsOneFinding() {
        let grant = Located("password", range: Self.at(6))
        let clients = [Self.client("web", line: 10, web: true), Self.client("cli", line: 20)].map { client in
            var r = client
            r.grantTypes = [grant]
            r.grantTypesAreDefault = false
            return r
        }
        let findings = Self.run(ROPCGrantEnabled(), clients)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.hasPrefix("clients 'web' and 'cli' allow the resource owner password grant") == true)
    }
}

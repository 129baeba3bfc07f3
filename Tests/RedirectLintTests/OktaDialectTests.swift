import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Okta app dialect")
struct OktaDialectTests {
    static let app = """
    {
      "id": "0oa1abcdEFGHijklm5d7",
      "name": "oidc_client",
      "label": "Field app",
      "signOnMode": "OPENID_CONNECT",
      "credentials": {
        "oauthClient": {
          "client_id": "0oa1abcdEFGHijklm5d7",
          "client_secret": "ships-with-the-app",
          "token_endpoint_auth_method": "client_secret_basic",
          "pkce_required": false
        }
      },
      "settings": {
        "oauthClient": {
          "redirect_uris": ["fieldapp://callback"],
          "response_types": ["code", "token"],
          "grant_types": ["authorization_code", "implicit"],
          "application_type": "native",
          "consent_method": "TRUSTED",
          "wildcard_redirect": "SUBDOMAIN",
          "refresh_token": { "rotation_type": "STATIC" }
        }
      }
    }
    """

    @Test func appJSON() throws {
        let model = try extract("field-app.json", Self.app, with: OktaDialect())
        let app = try #require(model.registrations.first)
        #expect(app.displayName == "0oa1abcdEFGHijklm5d7")
        #expect(app.name?.value == "Field app")
        #expect(app.anchor.at == "4:4")
        #expect(app.declaredKind?.value == .native)
        #expect(app.declaredType?.value == .confidential)
        #expect(app.secrets.map(\.range.at) == ["9:25"])
        #expect(app.redirectURIs.first?.range.at == "16:26")
        #expect(app.responseTypes.map(\.value) == ["code", "token"])
        #expect(app.grantTypes.map(\.value) == ["authorization_code", "implicit"])
        #expect(app.pkce?.value == PKCEPolicy(required: false, allowsPlain: false))
        #expect(app.pkce?.range.at == "11:24")
        #expect(app.consentSkipped?.value == true)
        #expect(app.redirectPatternMatching?.range.at == "21:29")
        #expect(app.refreshTokenRotation?.value == false)
    }

    @Test func dpopBoundAccessTokens() throws {
        let json = """
        {"label": "A", "signOnMode": "OPENID_CONNECT",
         "settings": {"oauthClient": {"redirect_uris": ["https://a.contoso.com/cb"], "dpop_bound_access_tokens": true}}}
        """
        let model = try extract("app.json", json, with: OktaDialect())
        let app = try #require(model.registrations.first)
        #expect(app.accessTokenBinding?.value == .dpop)
        let unbound = try extract("app.json", json.replacingOccurrences(of: "true", with: "false"), with: OktaDialect())
        #expect(unbound.registrations.first?.accessTokenBinding == nil)
    }

    @Test func pkceDefaultsToRequiredForNativeApps() throws {
        let json = """
        [{"label": "A", "signOnMode": "OPENID_CONNECT",
          "settings": {"oauthClient": {"application_type": "native", "redirect_uris": ["com.contoso.a:/cb"]}}}]
        """
        let model = try extract("apps.json", json, with: OktaDialect())
        #expect(model.registrations.first?.pkce?.value == PKCEPolicy(required: true, allowsPlain: false))
    }
}

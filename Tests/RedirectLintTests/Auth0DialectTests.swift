import RedirectLintDialects
import RedirectLintModel
import RedirectLintSyntax
import Testing

@Suite("Auth0 Deploy CLI dialect")
struct Auth0DialectTests {
    static let tenant = """
    tenant:
      friendly_name: Example
    clients:
      - name: Mobile
        app_type: native
        callbacks:
          - com.contoso.mobile://example.auth0.com/ios/com.contoso.mobile/callback
          - '##WEB_CALLBACK##'
        grant_types: [authorization_code, implicit]
        client_secret: shipped-in-app
        refresh_token:
          rotation_type: non-rotating
      - name: Dashboard
        app_type: spa
        callbacks: @@DASHBOARD_CALLBACKS@@
      - name: Jobs
        app_type: non_interactive
        token_endpoint_auth_method: client_secret_post
    """

    @Test func tenantYAMLWithKeywordTokens() throws {
        let model = try extract("tenant.yaml", Self.tenant, with: Auth0Dialect())
        #expect(model.registrations.map(\.displayName) == ["Mobile", "Dashboard", "Jobs"])
        let mobile = model.registrations[0]
        #expect(mobile.anchor.at == "4:5")
        #expect(mobile.declaredKind?.value == .native)
        #expect(mobile.defaultAuthMethod == "none")
        #expect(mobile.grantTypes.map(\.value) == ["authorization_code", "implicit"])
        #expect(mobile.grantTypes[1].range.at == "9:39")
        #expect(mobile.secrets.map(\.range.at) == ["10:20"])
        #expect(mobile.refreshTokenRotation?.value == false)
        #expect(model.registrations[1].declaredKind?.value == .browser)
        #expect(model.registrations[2].declaredType?.value == .confidential)
        #expect(model.unresolvedTemplates.map(\.value) == ["##WEB_CALLBACK##", "@@DASHBOARD_CALLBACKS@@"])
        #expect(model.unresolvedTemplates[1].range.at == "15:16")
        #expect(model.unresolvedTemplates[1].range.end.column == 39)
    }

    @Test func directoryFormatClient() throws {
        let json = """
        {
          "name": "CLI",
          "app_type": "native",
          "callbacks": ["http://127.0.0.1:*/cb"],
          "token_endpoint_auth_method": "none"
        }
        """
        let model = try extract("clients/CLI.json", json, with: Auth0Dialect())
        let cli = try #require(model.registrations.first)
        #expect(cli.declaredType?.value == .public)
        #expect(cli.redirectPatternMatching?.range.at == "4:18")
        #expect(cli.clientID == nil, "the Deploy CLI knows clients by name")
    }

    @Test func keywordTokenRetryKeepsOtherErrors() throws {
        // A token where YAML can take it needs no retry; other errors stay errors.
        let fine = try YAMLLoader.load(SourceFile(path: "t.yaml", text: "a: x @@B@@\n"))
        #expect(fine.documents.first?["a"]?.scalar?.value == "x @@B@@")
        #expect(throws: SyntaxError.self) { try YAMLLoader.load(SourceFile(path: "t.yaml", text: "a: @@B@@\nb: [\n")) }
        #expect(throws: SyntaxError.self) { try YAMLLoader.load(SourceFile(path: "t.yaml", text: "a: @oops\n")) }
        let list = try YAMLLoader.load(SourceFile(path: "t.yaml", text: "a: [@@X@@, @@Y@@]\n"))
        #expect(list.documents.first?["a"]?.items?.compactMap(\.scalar?.value) == ["@@X@@", "@@Y@@"])
    }
}

import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Keycloak dialect")
struct KeycloakDialectTests {
    static let realm = """
    {
      "realm": "shop",
      "clients": [
        {
          "clientId": "shop-app",
          "rootUrl": "https://shop.example.com",
          "publicClient": true,
          "redirectUris": ["/callback", "com.contoso.shop:/cb", "http://127.0.0.1/*"],
          "implicitFlowEnabled": true,
          "directAccessGrantsEnabled": true,
          "attributes": { "pkce.code.challenge.method": "plain" }
        },
        {
          "clientId": "backend",
          "secret": "s3cr3t-value",
          "redirectUris": ["${authBaseUrl}/realms/shop/cb"]
        },
        { "clientId": "api", "bearerOnly": true, "secret": "other" },
        { "clientId": "account", "redirectUris": ["/realms/shop/account/*"], "secret": "**********" }
      ]
    }
    """

    @Test func realmExportIsReadWithTheRealmAsServer() throws {
        let model = try extract("realm-export.json", Self.realm, with: KeycloakDialect())
        #expect(model.registrations.map(\.displayName) == ["shop-app", "backend"], "bearer-only and built-in clients are not read")
        let app = model.registrations[0]
        #expect(app.server == ServerIdentity(name: "keycloak realm shop", source: .declared))
        #expect(app.anchor.at == "5:8")
        #expect(app.declaredType?.value == .public)
        #expect(app.redirectURIs.map(\.value.text) == ["https://shop.example.com/callback", "com.contoso.shop:/cb", "http://127.0.0.1/*"])
        #expect(app.redirectURIs[0].range.at == "8:25")
        #expect(app.redirectURIs[0].isVerbatim == false, "a resolved URI is not the text written")
        #expect(app.redirectPatternMatching?.range.at == "8:62")
        #expect(app.grantTypes.map(\.value) == ["authorization_code", "implicit", "password"])
        #expect(app.grantTypes[1].range.at == "9:8", "implicit is located at its key")
        #expect(app.pkce?.value == PKCEPolicy(required: true, allowsPlain: true))
        #expect(app.pkce?.range.at == "11:54")
    }

    /// Keycloak grants refresh tokens with the code flow, and reuses them unless the realm's
    /// `revokeRefreshToken` says otherwise: a whole realm that leaves it out gets that default
    /// at its name (review 58). A file with only the realm's name and clients may be one of
    /// keycloak-config-cli's files for a realm set elsewhere, and a value the deployment fills
    /// in is no setting (second reader 13).
    @Test(arguments: [
        (#"{"realm": "notes", "sslRequired": "external", "clients": [{"clientId": "web", "publicClient": true}]}"#, "default"),
        (#"{"realm": "notes", "revokeRefreshToken": false, "clients": [{"clientId": "web", "publicClient": true}]}"#, "written"),
        (#"{"realm": "notes", "revokeRefreshToken": true, "clients": [{"clientId": "web", "publicClient": true}]}"#, "rotated"),
        (#"{"realm": "notes", "enabled": true, "clients": [{"clientId": "web", "publicClient": true}]}"#, "none"),
        (#"{"realm": "notes", "sslRequired": "external", "revokeRefreshToken": "${REVOKE}", "clients": [{"clientId": "web", "publicClient": true}]}"#, "none"),
        (#"{"realm": "notes", "sslRequired": "external", "revokeRefreshToken": null, "clients": [{"clientId": "web", "publicClient": true}]}"#, "none"),
        (#"{"clients": [{"clientId": "web", "publicClient": true}]}"#, "none"),
    ])
    func refreshTokenReuse(_ realm: String, _ expected: String) throws {
        let client = try #require(try extract("realm.json", realm, with: KeycloakDialect()).registrations.first)
        let found: String
        switch (client.refreshTokenRotation?.value, client.refreshTokenRotationIsDefault) {
        case (false?, true): found = "default"
        case (false?, false): found = "written"
        case (true?, _): found = "rotated"
        case (nil, _): found = "none"
        }
        #expect(found == expected)
        #expect(client.grantTypes.contains { $0.value == "refresh_token" } == (expected != "none"))
        if expected == "default" { #expect(client.refreshTokenRotation?.range.at == "1:12", "at the realm's name") }
    }

    @Test func secretsAndTemplates() throws {
        let model = try extract("realm-export.json", Self.realm, with: KeycloakDialect())
        let backend = model.registrations[1]
        #expect(backend.secrets.map(\.range.at) == ["15:18"])
        #expect(backend.pkce?.value == PKCEPolicy(required: false, allowsPlain: true))
        #expect(backend.grantTypes.map(\.value) == ["authorization_code"])
        #expect(backend.defaultAuthMethod == "client-secret")
        #expect(model.unresolvedTemplates.map(\.value) == ["${authBaseUrl}/realms/shop/cb"])
    }

    @Test func singleClientAndConfigCLIYAML() throws {
        let single = """
        {"clientId": "desktop", "publicClient": false, "secret": "**********", "redirectUris": ["http://127.0.0.1:*"]}
        """
        let client = try extract("client.json", single, with: KeycloakDialect())
        #expect(client.registrations.first?.server.source == .file)
        #expect(client.registrations.first?.secrets.isEmpty == true, "an export's masked secret is no secret")
        #expect(client.registrations.first?.declaredType?.value == .confidential)

        let yaml = """
        realm: shop
        clients:
          - clientId: cli
            publicClient: true
            standardFlowEnabled: false
            redirectUris:
              - $(env:CLI_REDIRECT)
        """
        let cli = try extract("shop.yaml", yaml, with: KeycloakDialect())
        #expect(cli.registrations.first?.grantTypes.isEmpty == true)
        #expect(cli.unresolvedTemplates.first?.range.at == "7:9")
    }

    /// `kc.sh export --file` writes every realm of a server into one JSON array.
    @Test func anExportOfSeveralRealms() throws {
        let json = """
        [
          {"realm": "master", "clients": [{"clientId": "security-admin-console", "redirectUris": ["/admin/master/console/*"]}]},
          {"realm": "shop", "clients": [{"clientId": "storefront", "publicClient": true, "redirectUris": ["https://shop.contoso.com/*"]}]}
        ]
        """
        let model = try extract("realms.json", json, with: KeycloakDialect())
        let client = try #require(model.registrations.first)
        #expect(model.registrations.count == 1, "Keycloak's own clients are skipped")
        #expect(client.displayName == "storefront")
        #expect(client.server == ServerIdentity(name: "keycloak realm shop", source: .declared))
        #expect(client.pointer == "/1/clients/0")
    }

    /// The admin console's Partial import reads `clients` into a realm chosen there (review
    /// 43: a Headlamp client imported so, with a path wildcard and the password grant).
    @Test func aPartialImport() throws {
        let json = """
        {"ifResourceExists": "SKIP", "clients": [{"clientId": "headlamp", "secret": "${HEADLAMP_SECRET}",
          "directAccessGrantsEnabled": true, "redirectUris": ["https://k8s.contoso.org/*"]}], "groups": []}
        """
        let model = try extract("keycloak-headlamp-import.json", json, with: KeycloakDialect())
        let client = try #require(model.registrations.first)
        #expect(client.displayName == "headlamp")
        #expect(client.server.source == .file)
        #expect(client.pointer == "/clients/0")
        #expect(client.grantTypes.map(\.value).contains("password"))
        #expect(try recognizedDialect("a.json", #"{"clients": [{"name": "x", "callbacks": []}]}"#) != "keycloak")
    }

    @Test func otherFormatsAreNotKeycloak() throws {
        #expect(try recognizedDialect("a.json", #"{"clientId": "x"}"#) == nil)
        #expect(try recognizedDialect("a.json", #"{"realm": "x", "enabled": true}"#) == nil)
    }
}

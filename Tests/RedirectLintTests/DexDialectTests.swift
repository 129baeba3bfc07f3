import RedirectLintDialects
import RedirectLintEngine
import RedirectLintModel
import Testing

@Suite("Dex dialect")
struct DexDialectTests {
    static let config = """
    issuer: https://dex.example.com
    storage:
      type: sqlite3
    oauth2:
      responseTypes: [code, token]
      skipApprovalScreen: true
      pkce:
        enforce: false
    expiry:
      refreshTokens:
        disableRotation: true
    staticClients:
      - id: web
        name: Web
        secret: plain-secret-value
        redirectURIs:
          - https://app.example.com/callback
      - idEnv: CLI_CLIENT_ID
        public: true
      - id: proxy
        secretEnv: PROXY_SECRET
        secret: $PROXY_SECRET
        redirectURIs: ['http://127.0.0.1:5555/callback']
    """

    /// A walk reads a Dex configuration whose only client is public without redirect URIs:
    /// its text names no `redirect` and only `staticClients` (review 43).
    @Test func aWalkReadsAConfigurationWithoutRedirects() throws {
        let config = """
            issuer: http://localhost:5556
            storage:
              type: memory
            staticClients:
              - id: sigstore
                name: 'Sigstore'
                public: true
            """
        let report = try lint([("config/dex/config.yaml", config)], explicit: false)
        #expect(report.findings.contains { $0.ruleID == "pkce-not-enforced" })
    }

    @Test func clientsAndServerWideSettings() throws {
        let model = try extract("config.yaml", Self.config, with: DexDialect())
        #expect(model.registrations.map(\.displayName) == ["web", "$CLI_CLIENT_ID", "proxy"])
        let web = model.registrations[0]
        #expect(web.server == ServerIdentity(name: "https://dex.example.com", source: .declared))
        #expect(web.anchor.at == "13:5")
        #expect(web.secrets.map(\.range.at) == ["15:13"])
        #expect(web.redirectURIs.first?.range.at == "17:9")
        #expect(web.responseTypes.map(\.value) == ["code", "token"])
        #expect(web.responseTypes[1].range.at == "5:25")
        #expect(web.pkceScope == .server)
        #expect(web.pkce?.value == PKCEPolicy(required: false, allowsPlain: true))
        #expect(web.pkce?.range.at == "7:3")
        #expect(web.consentSkipped?.value == true)
        #expect(web.consentSkipped?.range.at == "6:23")
        #expect(web.refreshTokenRotation?.value == false)
    }

    /// Dex redirects a confidential client only to a URI it lists; a client's own
    /// `grantTypes` narrows the server's list.
    @Test func confidentialClientsWithoutRedirectsAndClientGrants() throws {
        let yaml = """
        issuer: https://dex.contoso.com/dex
        storage: {type: memory}
        oauth2:
          grantTypes: [authorization_code, refresh_token, "urn:ietf:params:oauth:grant-type:device_code"]
        staticClients:
          - id: mail-introspection
            secretEnv: MAIL_SECRET
          - id: homelab-cli
            public: true
            redirectURIs: ['/dex/device/callback']
            grantTypes: ["urn:ietf:params:oauth:grant-type:device_code", refresh_token, password]
        """
        let model = try extract("config.yaml", yaml, with: DexDialect())
        #expect(model.registrations[0].refusesRequestsWithoutRedirects && !model.registrations[0].usesRedirects)
        #expect(model.registrations[1].grantTypes.map(\.value) == ["urn:ietf:params:oauth:grant-type:device_code", "refresh_token"])
        #expect(!model.registrations[1].grantTypesAreDefault)
    }

    /// Without a `passwordConnector`, Dex serves no password grant, whatever a client lists.
    @Test func aClientsPasswordGrantNeedsAPasswordConnector() throws {
        let yaml = """
        issuer: https://dex.contoso.com
        storage: {type: memory}
        staticClients:
          - id: cli
            public: true
            redirectURIs: ['http://127.0.0.1:8000/callback']
            grantTypes: [authorization_code, password]
        """
        let model = try extract("config.yaml", yaml, with: DexDialect())
        #expect(model.registrations.first?.grantTypes.map(\.value) == ["authorization_code"])
    }

    @Test func publicClientWithoutRedirectsAcceptsAnyLoopback() throws {
        let model = try extract("config.yaml", Self.config, with: DexDialect())
        let cli = model.registrations[1]
        #expect(cli.declaredType?.value == .public)
        #expect(cli.missingRedirectsMeaning != nil)
        #expect(model.registrations[0].missingRedirectsMeaning == nil)
    }

    @Test func environmentReferencesAreNotSecrets() throws {
        let model = try extract("config.yaml", Self.config, with: DexDialect())
        #expect(model.registrations[2].secrets.isEmpty)
    }

    @Test func defaultsWithoutOAuth2Section() throws {
        let model = try extract("dex.yaml", "issuer: https://d.example\nstaticClients:\n- id: a\n  redirectURIs: [https://a.example/cb]\n",
                                with: DexDialect())
        let a = try #require(model.registrations.first)
        #expect(a.pkce?.value == PKCEPolicy(required: false, allowsPlain: true))
        #expect(a.pkce?.range.at == "1:1", "unset, server defaults are located at the issuer")
        #expect(a.grantTypesAreDefault)
        #expect(a.consentSkipped == nil)
    }

    /// The Dex Helm chart keeps the server's configuration under `config:` in `values.yaml` and
    /// the environments' overlays.
    @Test func helmChartValues() throws {
        let values = """
        config:
          issuer: http://cluster.local/dex
          storage:
            type: memory
          staticClients:
          - id: kubectl
            name: kubectl
            redirectURIs:
            - http://localhost:8000
        ingress:
          enabled: true
        """
        let model = try extract("dex/Values.yaml", values, with: DexDialect())
        #expect(model.issuers.map(\.value) == ["http://cluster.local/dex"])
        #expect(model.issuers.first?.range.at == "2:11")
        #expect(model.registrations.map(\.pointer) == ["/config/staticClients/0"])
        // The chart's base values name a default issuer that each environment's overlay
        // replaces: no server of their own (review 103). An overlay names its server.
        #expect(model.registrations.first?.server == ServerIdentity(name: "dex/Values.yaml", source: .file))
        let overlay = try extract("dex/values-prod.yaml", values, with: DexDialect())
        #expect(overlay.registrations.first?.server == ServerIdentity(name: "http://cluster.local/dex", source: .declared))
    }

    @Test func valuesWithoutDexConfigurationAreNotDex() throws {
        let values = """
        config:
          logLevel: debug
        staticClients: []
        """
        #expect(try recognizedDialect("values.yaml", values) != "dex")
    }

    @Test func passwordConnectorFindingNamesThePasswordGrant() throws {
        let config = """
        issuer: https://dex.contoso.com/dex
        oauth2:
          passwordConnector: local
        enablePasswordDB: true
        staticClients:
          - id: console
            secretEnv: CONSOLE_SECRET
            redirectURIs: ["https://console.contoso.com/callback"]
        """
        let finding = try #require(try lint("dex/config.yaml", config).findings.first { $0.ruleID == "ropc-grant-enabled" })
        #expect(finding.message.contains("password grant ('password')"), "\(finding.message)")
    }
}

import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("AppAuth demo configuration dialect")
struct AppAuthConfigDialectTests {
    /// An app that copied AppAuth's demo: its redirect, as a native public client of the
    /// server its discovery document names.
    @Test func aFilledInConfigurationIsTheAppsNativePublicClient() throws {
        let json = """
        {
          "client_id": "field-notes",
          "redirect_uri": "org.fieldnotes.app:/oauth2redirect",
          "authorization_scope": "openid email profile",
          "discovery_uri": "https://id.fieldnotes.org/realms/notes/.well-known/openid-configuration",
          "https_required": true
        }
        """
        #expect(try recognizedDialect("app/src/main/res/raw/auth_config.json", json) == "appauth-config")
        let model = try extract("app/src/main/res/raw/auth_config.json", json, with: AppAuthConfigDialect())
        let client = try #require(model.registrations.first)
        #expect(client.redirectURIs.map(\.value.text) == ["org.fieldnotes.app:/oauth2redirect"])
        #expect(client.isNative && client.declaredType?.value == .public)
        #expect(client.clientID?.value == "field-notes")
        #expect(client.serverAddress?.text == "https://id.fieldnotes.org/realms/notes")
        #expect(client.server.source == .file)
    }

    /// Today's demo names its server by `issuer_uri`.
    @Test func theIssuerNamesTheServer() throws {
        let json = #"{"client_id": "notes", "redirect_uri": "org.fieldnotes.app:/oauth2redirect", "authorization_scope": "openid", "issuer_uri": "https://id.fieldnotes.org"}"#
        let model = try extract("app/src/main/res/raw/auth_config.json", json, with: AppAuthConfigDialect())
        #expect(model.registrations.first?.serverAddress?.text == "https://id.fieldnotes.org")
    }

    /// The demo's own file, and a copy no one filled in (review 48: an app's unused copy whose
    /// redirect has no scheme and names no server), configure nothing.
    @Test func aCopyWithoutRedirectOrServerConfiguresNothing() throws {
        for json in [
            #"{"client_id": "", "redirect_uri": "", "authorization_scope": "openid", "discovery_uri": ""}"#,
            #"{"client_id": "D912", "redirect_uri": "beers.example/untappd", "authorization_scope": "openid profile"}"#,
        ] {
            let model = try extract("app/src/main/res/raw/auth_config.json", json, with: AppAuthConfigDialect())
            #expect(model.registrations.isEmpty)
        }
    }

    /// A secret written here ships in the app, filled in or not.
    @Test func aClientSecretIsTheApps() throws {
        let json = #"{"client_id": "notes", "client_secret": "c2VjcmV0LXNoaXBwZWQtaW4tYXBw", "redirect_uri": "", "authorization_scope": "openid"}"#
        let model = try extract("app/src/main/res/raw/auth_config.json", json, with: AppAuthConfigDialect())
        #expect(model.manifests.first?.secrets.map(\.key) == ["client_secret"])
    }
}

import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Microsoft Entra ID manifest dialect")
struct EntraDialectTests {
    @Test func graphFormatHasOneRegistrationPerPlatform() throws {
        let json = """
        {
          "appId": "11111111-2222-3333-4444-555555555555",
          "displayName": "Notes",
          "publisherDomain": "contoso.onmicrosoft.com",
          "signInAudience": "AzureADMyOrg",
          "web": {
            "redirectUris": ["https://notes.example.com/signin-oidc"],
            "implicitGrantSettings": { "enableAccessTokenIssuance": true, "enableIdTokenIssuance": true }
          },
          "spa": { "redirectUris": [] },
          "publicClient": { "redirectUris": ["msauth.com.contoso.notes://auth", "http://localhost"] },
          "passwordCredentials": [{ "hint": "abc", "secretText": null }]
        }
        """
        let model = try extract("notes.manifest.json", json, with: EntraDialect())
        #expect(model.registrations.count == 2, "the empty spa section holds no registration")
        let web = model.registrations[0]
        #expect(web.clientID?.value == "11111111-2222-3333-4444-555555555555")
        #expect(web.server == ServerIdentity(name: "entra tenant contoso.onmicrosoft.com", source: .declared))
        #expect(web.declaredKind?.value == .web)
        #expect(web.grantTypes.map(\.value) == ["implicit"])
        #expect(web.grantTypes.first?.range.at == "8:33")
        let native = model.registrations[1]
        #expect(native.anchor.at == "11:4")
        #expect(native.declaredType?.value == .public)
        #expect(native.declaredKind?.value == .native)
        #expect(native.redirectURIs.map(\.range.at) == ["11:39", "11:74"])
        #expect(model.registrations.allSatisfy { $0.secrets.isEmpty })
    }

    @Test func legacyFormat() throws {
        let json = """
        {
          "appId": "${{CLIENT_ID}}",
          "name": "Legacy",
          "oauth2AllowImplicitFlow": true,
          "replyUrlsWithType": [
            { "url": "https://legacy.example.com/auth", "type": "Web" },
            { "url": "myapp://auth", "type": "InstalledClient" },
            { "url": "https://legacy.example.com/spa", "type": "Spa" }
          ]
        }
        """
        let model = try extract("legacy.json", json, with: EntraDialect())
        #expect(model.registrations.map { $0.declaredKind?.value } == [.web, .browser, .native])
        #expect(model.registrations[0].server.source == .file)
        #expect(model.registrations[0].grantTypes.first?.range.at == "4:4")
        #expect(model.registrations[1].grantTypes.isEmpty, "the app-wide setting is reported once")
        #expect(model.registrations[2].redirectURIs.first?.range.at == "7:15")
        #expect(model.registrations[2].name?.value == "Legacy")
    }
}

import RedirectLintModel
import Testing

@Suite("Windows appxmanifest dialect")
struct AppxManifestDialectTests {
    @Test func readsProtocolsHostsAndIdentity() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <Package xmlns="http://schemas.microsoft.com/appx/manifest/foundation/windows10"
                     xmlns:uap="http://schemas.microsoft.com/appx/manifest/uap/windows10"
                     xmlns:uap3="http://schemas.microsoft.com/appx/manifest/uap/windows10/3">
              <Identity Name="Example.Photos" Publisher="CN=Example" Version="1.0.0.0" />
              <Applications>
                <Application Id="App">
                  <Extensions>
                    <uap:Extension Category="windows.protocol">
                      <uap:Protocol Name="com.contoso.photos" />
                    </uap:Extension>
                    <uap3:Extension Category="windows.appUriHandler">
                      <uap3:AppUriHandler>
                        <uap3:Host Name="photos.example.com" />
                      </uap3:AppUriHandler>
                    </uap3:Extension>
                  </Extensions>
                </Application>
              </Applications>
            </Package>
            """
        let (dialect, model) = try extract("Package.appxmanifest", xml)
        #expect(dialect == "appxmanifest")
        let app = try #require(model?.manifests.first)
        #expect(app.platform == .windows)
        #expect(app.identity?.value == "Example.Photos")
        #expect(app.identity?.at == "5:19")
        #expect(app.schemes.map(\.scheme.value) == ["com.contoso.photos"])
        #expect(app.schemes.first?.scheme.at == "10:31")
        #expect(app.claimedHosts.map(\.host.value) == ["photos.example.com"])
        #expect(app.claimedHosts.first?.host.at == "14:30")
        #expect(app.claimedHosts.first?.verified == true)
    }

    @Test func otherXMLIsNotAnAppxManifest() throws {
        #expect(try extract("x.appxmanifest", "<Package><Identity Name=\"a\"/></Package>").dialect == nil)
    }
}

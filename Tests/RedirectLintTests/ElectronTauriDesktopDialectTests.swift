import RedirectLintModel
import Testing

@Suite("Electron, Tauri and desktop entry dialects")
struct ElectronTauriDesktopDialectTests {
    @Test func electronBuilderInPackageJSON() throws {
        let json = """
            {
              "name": "photos",
              "build": {
                "appId": "com.contoso.photos",
                "protocols": [{"name": "Photos", "schemes": ["com.contoso.photos", "photos"]}],
                "mac": {"protocols": {"name": "Mac", "schemes": ["com.contoso.photos.mac"]}}
              }
            }
            """
        let (dialect, model) = try extract("package.json", json)
        #expect(dialect == "electron")
        let app = try #require(model?.manifests.first)
        #expect(app.identity?.value == "com.contoso.photos")
        #expect(app.schemes.map(\.scheme.value) == ["com.contoso.photos", "photos", "com.contoso.photos.mac"])
        #expect(app.schemes.map(\.scheme.at) == ["5:51", "5:73", "6:55"])
    }

    @Test func forgeAndBuilderFiles() throws {
        let forge = "{\"name\": \"p\", \"config\": {\"forge\": {\"packagerConfig\": {\"protocols\": [{\"name\": \"P\", \"schemes\": [\"photos\"]}]}}}}"
        #expect(try extract("package.json", forge).model?.manifests.first?.schemes.map(\.scheme.value) == ["photos"])
        let yaml = "appId: com.contoso.photos\nprotocols:\n  name: Photos\n  schemes:\n    - com.contoso.photos\n"
        let (dialect, model) = try extract("electron-builder.yml", yaml)
        #expect(dialect == "electron")
        #expect(model?.manifests.first?.schemes.first?.scheme.at == "5:7")
        #expect(try extract("package.json", "{\"name\": \"p\", \"build\": {\"appId\": \"x\"}}").dialect == nil)
    }

    /// Forge's Linux makers register the scheme as a MIME type, the scheme located within it.
    @Test func forgeMakerSchemeHandler() throws {
        let json = """
            {
              "name": "desk",
              "config": {"forge": {"makers": [
                {"name": "@electron-forge/maker-deb", "config": {"mimeType": ["x-scheme-handler/desk-login", "text/plain"]}}
              ]}}
            }
            """
        let (dialect, model) = try extract("package.json", json)
        #expect(dialect == "electron")
        let app = try #require(model?.manifests.first)
        #expect(app.schemes.map(\.scheme.value) == ["desk-login"])
        #expect(app.schemes.map(\.scheme.at) == ["4:85"])
    }

    @Test func tauriV2DesktopAndMobile() throws {
        let json = """
            {
              "identifier": "com.contoso.photos",
              "plugins": {
                "deep-link": {
                  "desktop": [{"schemes": ["com.contoso.photos"]}, {"schemes": ["photos"]}],
                  "mobile": [
                    {"host": "photos.example.com", "pathPrefix": ["/auth"]},
                    {"scheme": ["com.contoso.photos.mobile"], "host": "cb", "appLink": false},
                    {"scheme": ["https"], "host": "unverified.example.com", "appLink": false}
                  ]
                }
              }
            }
            """
        let (dialect, model) = try extract("tauri.conf.json", json)
        #expect(dialect == "tauri")
        let app = try #require(model?.manifests.first)
        #expect(app.platform == .tauri)
        #expect(app.identity?.value == "com.contoso.photos")
        #expect(app.schemes.map(\.scheme.value) == ["com.contoso.photos", "photos", "com.contoso.photos.mobile"])
        #expect(app.schemes.map(\.scheme.at) == ["5:33", "5:70", "8:22"])
        #expect(app.claimedHosts.map { "\($0.host.value) \($0.verified)" } == [
            "photos.example.com true", "unverified.example.com false",
        ])
    }

    @Test func tauriV1AndObjectShape() throws {
        let json = "{\"tauri\": {\"bundle\": {\"identifier\": \"com.contoso.v1\"}}, \"plugins\": {\"deep-link\": {\"desktop\": {\"schemes\": [\"v1app\"]}}}}"
        let app = try #require(try extract("tauri.conf.json", json).model?.manifests.first)
        #expect(app.identity?.value == "com.contoso.v1")
        #expect(app.schemes.map(\.scheme.value) == ["v1app"])
    }

    /// The plugin's betas took `schemes` right under `deep-link` (review 93).
    @Test func tauriSchemesRightUnderDeepLink() throws {
        let json = #"{"identifier": "com.contoso.viz", "plugins": {"deep-link": {"schemes": ["musicviz"]}}}"#
        let app = try #require(try extract("src-tauri/tauri.conf.json", json).model?.manifests.first)
        #expect(app.schemes.map(\.scheme.value) == ["musicviz"])
    }

    @Test func desktopEntrySchemeHandlers() throws {
        let entry = """
            [Desktop Entry]
            Name=Photos
            # a comment
            Exec=photos %u
            MimeType=image/png;x-scheme-handler/com.contoso.photos;x-scheme-handler/photos;

            [Desktop Action new]
            MimeType=x-scheme-handler/ignored;
            """
        let (dialect, model) = try extract("photos.desktop", entry)
        #expect(dialect == "desktop-entry")
        let app = try #require(model?.manifests.first)
        #expect(app.platform == .linux)
        #expect(app.schemes.map(\.scheme.value) == ["com.contoso.photos", "photos"])
        #expect(app.schemes.map(\.scheme.at) == ["5:37", "5:73"])
        #expect(app.schemes[1].scheme.range.end.column == 79)
    }
}

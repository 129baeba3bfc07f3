import RedirectLintModel
import Testing

@Suite("Expo dialect")
struct ExpoDialectTests {
    static let appJSON = """
        {
          "expo": {
            "slug": "photos",
            "scheme": ["photos", "com.contoso.photos"],
            "ios": {
              "bundleIdentifier": "com.contoso.photos",
              "associatedDomains": ["applinks:photos.example.com"]
            },
            "android": {
              "package": "com.contoso.photos_app",
              "intentFilters": [
                {
                  "action": "VIEW",
                  "autoVerify": true,
                  "data": [{"scheme": "https", "host": "photos.example.com", "pathPrefix": "/auth"}],
                  "category": ["BROWSABLE", "DEFAULT"]
                },
                {"action": "VIEW", "data": {"scheme": "com.contoso.photos.auth"}, "category": ["BROWSABLE", "DEFAULT"]}
              ]
            }
          }
        }
        """

    @Test func readsSchemesIdentifiersAndFilters() throws {
        let (dialect, model) = try extract("app.json", Self.appJSON)
        #expect(dialect == "expo")
        let app = try #require(model?.manifests.first)
        #expect(app.platform == .expo)
        #expect(app.identity?.value == "com.contoso.photos")
        // The bundle identifier is also written as `scheme`: one scheme, declared there.
        #expect(app.schemes.map(\.scheme.value) == [
            "photos", "com.contoso.photos", "com.contoso.photos_app", "com.contoso.photos.auth",
        ])
        #expect(app.schemes.map(\.scheme.at) == ["4:17", "4:27", "10:19", "18:48"])
        #expect(app.schemes[1].origin == nil)
        #expect(app.schemes[2].origin?.description == "Expo also registers android.package as a URL scheme")
        #expect(app.associatedDomains.map(\.value) == ["applinks:photos.example.com"])
        #expect(app.claimedHosts.map(\.host.value) == ["photos.example.com", "photos.example.com"])
        #expect(app.claimedHosts.allSatisfy { $0.verified })
    }

    @Test func otherJSONIsNotExpo() throws {
        #expect(try extract("app.json", "{\"name\": \"x\", \"version\": \"1\"}").dialect == nil)
    }

    @Test func packageIdentifierAsSchemeIsJudgedWithItsOrigin() throws {
        let report = try lint("app.json", "{\"expo\": {\"slug\": \"p\", \"android\": {\"package\": \"photos\"}}}")
        #expect(report.findings.map { "\($0.ruleID) \($0.range.start)" } == ["private-scheme-not-reverse-domain 1:48"])
        #expect(report.findings.first?.message.contains("Expo also registers android.package as a URL scheme") == true)
    }
}

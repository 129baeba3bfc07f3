import RedirectLintEngine
import RedirectLintModel
import Testing

@Suite("apps: in the configuration")
struct AppsConfigurationTests {
    static let known: Set<String> = Set(Catalog.rules.map(\.id))

    static func plist(identity: String, scheme: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>CFBundleIdentifier</key>
          <string>\(identity)</string>
          <key>CFBundleURLTypes</key>
          <array>
            <dict>
              <key>CFBundleURLSchemes</key>
              <array>
                <string>\(scheme)</string>
              </array>
            </dict>
          </array>
        </dict>
        </plist>
        """
    }

    /// An app's Info.plist and a second target's (a staging build with its own bundle id).
    static let twoTargets: [(path: String, content: String)] = [
        ("ios/App/App/Info.plist", plist(identity: "com.acmeapp.trips", scheme: "com.acmeapp.trips.auth")),
        ("ios/App/Staging/Info.plist", plist(identity: "com.acmeapp.trips.staging", scheme: "com.acmeapp.trips.auth")),
    ]

    func collisions(_ report: LintReport) -> [String] {
        report.findings.filter { $0.ruleID == "scheme-collision-between-apps" }.map { "\($0.path):\($0.range.start)" }
    }

    func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.parse(SourceFileFactory.make(".redirectlint.yml", text), knownRules: Self.known)
    }

    func error(_ text: String) -> ConfigurationError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: loading

    @Test func appsMapNamesToGlobsInFileOrder() throws {
        let config = try parse("apps:\n  Trips:\n    - ios/App/App/Info.plist\n    - ios/App/*.entitlements\n  Tours: [\"android/tours/**\"]\n")
        #expect(config.apps.map(\.name) == ["Trips", "Tours"])
        #expect(config.apps.map { $0.globs.map(\.pattern) } == [["ios/App/App/Info.plist", "ios/App/*.entitlements"], ["android/tours/**"]])
    }

    @Test func globsAreRelativeToTheConfigurationsDirectoryAndTheFirstAppWins() throws {
        var config = try parse("apps:\n  Trips: [\"ios/**\"]\n  Everything: [\"**\"]\n")
        config.baseDirectory = "/repo"
        #expect(config.app(for: "/repo/ios/App/App/Info.plist") == "Trips")
        #expect(config.app(for: "/repo/android/app/src/main/AndroidManifest.xml") == "Everything")
        #expect(try parse("servers:\n  a: [\"x/**\"]\n").app(for: "/repo/ios/Info.plist") == nil)
    }

    @Test func anEmptyAppsSettingIsNoApps() throws {
        #expect(try parse("apps:\n").apps.isEmpty)
    }

    // MARK: errors

    @Test func appsThatAreNotAMappingAreAnError() throws {
        let failure = try #require(error("apps: [ios/Info.plist]\n"))
        #expect(failure.position?.line == 1)
        #expect(failure.position?.column == 7)
        #expect(failure.description.hasPrefix(".redirectlint.yml:1:7: 'apps' must map app names"))
    }

    @Test func anEmptyGlobListIsAnErrorNamingTheApp() throws {
        let failure = try #require(error("apps:\n  Trips: []\n"))
        #expect(failure.description == ".redirectlint.yml:2:10: app 'Trips' has an empty list of manifest path globs")
    }

    @Test func aMappingInsteadOfAGlobListIsAnError() throws {
        let failure = try #require(error("apps:\n  Trips:\n    globs: [ios/**]\n"))
        #expect(failure.description == ".redirectlint.yml:3:5: app 'Trips' needs a list of manifest path globs")
        let single = try #require(error("apps:\n  Trips: ios/**\n"))
        #expect(single.description == ".redirectlint.yml:2:10: app 'Trips' needs a list of manifest path globs")
    }

    @Test func aGlobThatIsNotAStringIsAnError() throws {
        let failure = try #require(error("apps:\n  Trips:\n    - ios/**\n    - [a, b]\n"))
        #expect(failure.description == ".redirectlint.yml:4:7: app 'Trips': each entry must be a manifest path glob")
    }

    @Test func anAppNamedTwiceIsAnError() throws {
        let failure = try #require(error("apps:\n  Trips: [a/**]\n  Trips: [b/**]\n"))
        #expect(failure.description == ".redirectlint.yml:3:3: key 'Trips' is written twice in the same mapping (first at line 2); keep one")
    }

    @Test func anUnknownSettingNamesAppsAmongTheKnownOnes() throws {
        let failure = try #require(error("app:\n  Trips: [a/**]\n"))
        #expect(failure.description == ".redirectlint.yml:1:1: unknown setting 'app' (known: servers, apps, owned-domains, rules, overrides, per-file-ignores, exclude, max-file-size)")
    }

    // MARK: identity

    @Test func twoTargetsWithOneSchemeAreTwoAppsWithoutConfiguration() throws {
        let report = try lint(Self.twoTargets, explicit: false)
        #expect(collisions(report) == ["ios/App/Staging/Info.plist:11:17"])
        let message = try #require(report.findings.first { $0.ruleID == "scheme-collision-between-apps" }?.message)
        #expect(message.hasPrefix("app 'com.acmeapp.trips.staging' (apple) declares the URL scheme 'com.acmeapp.trips.auth', which app 'com.acmeapp.trips' (apple) also declares"))
    }

    @Test func twoTargetsThatTheConfigurationMakesOneAppDoNotCollide() throws {
        let config = (".redirectlint.yml", "apps:\n  Trips:\n    - ios/App/App/Info.plist\n    - ios/App/Staging/Info.plist\n")
        let report = try lint(Self.twoTargets + [config], explicit: false)
        #expect(collisions(report).isEmpty)
    }

    @Test func aManifestNoGlobMatchesKeepsItsInferredIdentity() throws {
        let config = (".redirectlint.yml", "apps:\n  Trips: [ios/App/App/Info.plist]\n")
        let report = try lint(Self.twoTargets + [config], explicit: false)
        #expect(collisions(report) == ["ios/App/Staging/Info.plist:11:17"])
        let message = try #require(report.findings.first { $0.ruleID == "scheme-collision-between-apps" }?.message)
        #expect(message.contains("which app 'Trips' (apple) also declares"), "the configured app is named by its name: \(message)")
    }

    @Test func twoConfiguredAppsCollideEvenWithOneBundleIdentifier() throws {
        let files: [(path: String, content: String)] = [
            ("white-label/a/Info.plist", Self.plist(identity: "com.acmeapp.brand", scheme: "com.acmeapp.brand.auth")),
            ("white-label/b/Info.plist", Self.plist(identity: "com.acmeapp.brand", scheme: "com.acmeapp.brand.auth")),
        ]
        #expect(collisions(try lint(files, explicit: false)).isEmpty, "one bundle id: one app, inferred")
        let config = (".redirectlint.yml", "apps:\n  Alpha: [white-label/a/**]\n  Beta: [white-label/b/**]\n")
        let report = try lint(files + [config], explicit: false)
        #expect(collisions(report) == ["white-label/b/Info.plist:11:17"])
        #expect(report.findings.first?.message.hasPrefix("app 'Beta' (apple) declares the URL scheme 'com.acmeapp.brand.auth', which app 'Alpha' (apple) also declares") == true)
    }

    /// Apps `apps:` names are the project's, even when their identities are left to the build
    /// and share no owner (second reader).
    @Test func twoConfiguredAppsWithoutLiteralIdentitiesCollide() throws {
        let files: [(path: String, content: String)] = [
            ("brands/alpha/Info.plist", Self.plist(identity: "$(PRODUCT_BUNDLE_IDENTIFIER)", scheme: "com.acmeapp.brand.auth")),
            ("brands/beta/Info.plist", Self.plist(identity: "$(PRODUCT_BUNDLE_IDENTIFIER)", scheme: "com.acmeapp.brand.auth")),
            (".redirectlint.yml", "apps:\n  Alpha: [brands/alpha/**]\n  Beta: [brands/beta/**]\n"),
        ]
        #expect(collisions(try lint(files, explicit: false)) == ["brands/beta/Info.plist:11:17"])
    }

    /// Another product's app earlier in path order hides nothing of a product's own pair.
    @Test func anUnrelatedEarlierAppDoesNotHideAPair() throws {
        let files: [(path: String, content: String)] = [
            ("a-other/Info.plist", Self.plist(identity: "org.fabrikam.notes", scheme: "signin")),
            ("b-trips/App/Info.plist", Self.plist(identity: "com.acmeapp.trips", scheme: "signin")),
            ("b-trips/Staging/Info.plist", Self.plist(identity: "com.acmeapp.trips.staging", scheme: "signin")),
            ("b-trips/Staging/SignIn.swift", "let session = ASWebAuthenticationSession(url: url, callbackURLScheme: \"signin\") { _, _ in }"),
        ]
        #expect(collisions(try lint(files, explicit: false)) == ["b-trips/Staging/Info.plist:11:17"])
    }

    /// Flutter's iOS and macOS runners, or two targets of one Xcode project: with the identity
    /// left to the build, nothing shows they are two apps.
    @Test func anIdentityLeftToTheBuildIsNoEvidenceOfTwoApps() throws {
        let files: [(path: String, content: String)] = [
            ("ios/App/App/Info.plist", Self.plist(identity: "$(PRODUCT_BUNDLE_IDENTIFIER)", scheme: "com.acmeapp.trips.auth")),
            ("ios/App/Staging/Info.plist", Self.plist(identity: "$(PRODUCT_BUNDLE_IDENTIFIER)", scheme: "com.acmeapp.trips.auth")),
        ]
        let report = try lint(files, explicit: false)
        #expect(collisions(report).isEmpty)
        let config = (".redirectlint.yml", "apps:\n  Trips: [\"ios/App/*/Info.plist\"]\n")
        #expect(collisions(try lint(files + [config], explicit: false)).isEmpty)
    }
}

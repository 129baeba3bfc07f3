import Foundation
import RedirectLintEngine
import RedirectLintModel
import Testing

/// Inline suppressions in every comment syntax: each form, `all`, and what is reported about
/// the directives themselves.
@Suite("Inline suppressions")
struct SuppressionTests {
    /// `path:line rule` of every finding, in output order.
    func found(_ files: [(String, String)]) throws -> [String] {
        try lint(files).findings.map { "\($0.path):\($0.range.start.line) \($0.ruleID)" }
    }

    /// Two loopback URIs with `localhost` (lines 5 and 6), after `header` and with `line5` /
    /// `line6` appended to them.
    func yaml(header: String = "", before5: String = "", line5: String = "", line6: String = "") -> String {
        var text = header.isEmpty ? "" : header + "\n"
        text += "- client_id: notes-cli\n  application_type: native\n  token_endpoint_auth_method: none\n  redirect_uris:\n"
        if !before5.isEmpty { text += before5 + "\n" }
        text += "    - http://localhost/a\(line5)\n    - http://localhost/b\(line6)\n"
        return text
    }

    @Test func withoutDirectivesBothURIsAreReported() throws {
        #expect(try found([("c.yaml", yaml())]) == ["c.yaml:5 loopback-uses-localhost", "c.yaml:6 loopback-uses-localhost"])
    }

    // MARK: YAML

    @Test func yamlDisableNextLine() throws {
        let text = yaml(before5: "    # redirectlint: disable-next-line loopback-uses-localhost -- the CLI binds localhost")
        #expect(try found([("c.yaml", text)]) == ["c.yaml:7 loopback-uses-localhost"])
    }

    @Test func yamlDisableLine() throws {
        let text = yaml(line6: "  # redirectlint: disable-line loopback-uses-localhost -- the CLI binds localhost")
        #expect(try found([("c.yaml", text)]) == ["c.yaml:5 loopback-uses-localhost"])
    }

    @Test func yamlDisableFile() throws {
        let text = yaml(header: "# redirectlint: disable-file loopback-uses-localhost -- a development realm")
        #expect(try found([("c.yaml", text)]).isEmpty)
    }

    @Test func yamlAllAndSeveralIDs() throws {
        let all = yaml(line5: " # redirectlint: disable-line all")
        #expect(try found([("c.yaml", all)]) == ["c.yaml:6 loopback-uses-localhost"])
        let several = yaml(line5: " # redirectlint: disable-line redirect-uri-cleartext-http, loopback-uses-localhost")
        // The cleartext rule does not fire on a loopback URI: its id is reported as unused.
        #expect(try found([("c.yaml", several)]) == ["c.yaml:5 unused-suppression", "c.yaml:6 loopback-uses-localhost"])
    }

    @Test func springYAMLRegistrations() throws {
        let text = """
            spring:
              security:
                oauth2:
                  authorizationserver:
                    client:
                      desktop:
                        require-proof-key: true
                        registration:
                          client-id: desktop
                          client-authentication-methods: [none]
                          authorization-grant-types: [authorization_code]
                          redirect-uris:
                            # redirectlint: disable-next-line redirect-uri-cleartext-http -- kept for the 1.x intranet app
                            - http://intranet.contoso.org/callback
                            - http://intranet.contoso.org/other
            """
        #expect(try found([("application.yml", text)]) == ["application.yml:15 redirect-uri-cleartext-http"])
    }

    // MARK: XML

    static let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.contoso.photos">
          <application>
            <activity android:name="net.openid.appauth.RedirectUriReceiverActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                DIRECTIVE
                <data android:scheme="photos"/>TRAILING
                <data android:scheme="snaps"/>
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """

    func manifest(directive: String = "", trailing: String = "", header: String = "") -> String {
        header + Self.manifest.replacingOccurrences(of: "DIRECTIVE", with: directive)
            .replacingOccurrences(of: "TRAILING", with: trailing)
    }

    func schemeFindings(_ path: String, _ text: String) throws -> [String] {
        try found([(path, text)]).filter { !$0.hasSuffix("app-scheme-unused") }
    }

    @Test func xmlWithoutDirectives() throws {
        #expect(try schemeFindings("AndroidManifest.xml", manifest())
                == ["AndroidManifest.xml:8 private-scheme-not-reverse-domain", "AndroidManifest.xml:9 private-scheme-not-reverse-domain"])
    }

    @Test func xmlDisableNextLine() throws {
        let text = manifest(directive: "<!-- redirectlint: disable-next-line private-scheme-not-reverse-domain - legacy scheme of 1.x -->")
        #expect(try schemeFindings("AndroidManifest.xml", text) == ["AndroidManifest.xml:9 private-scheme-not-reverse-domain"])
    }

    @Test func xmlDisableNextLineAfterAMultiLineComment() throws {
        let text = manifest(directive: "<!-- redirectlint: disable-next-line private-scheme-not-reverse-domain\n       - legacy scheme of 1.x -->")
        #expect(try schemeFindings("AndroidManifest.xml", text) == ["AndroidManifest.xml:10 private-scheme-not-reverse-domain"])
    }

    @Test func xmlDisableLine() throws {
        let text = manifest(trailing: " <!-- redirectlint: disable-line private-scheme-not-reverse-domain -->")
        #expect(try schemeFindings("AndroidManifest.xml", text) == ["AndroidManifest.xml:9 private-scheme-not-reverse-domain"])
    }

    @Test func xmlDisableFileAndAll() throws {
        let file = manifest(header: "<!-- redirectlint: disable-file private-scheme-not-reverse-domain -->\n")
        #expect(try schemeFindings("AndroidManifest.xml", file).isEmpty)
        let all = manifest(trailing: " <!-- redirectlint: disable-line all -->")
        #expect(try schemeFindings("AndroidManifest.xml", all) == ["AndroidManifest.xml:9 private-scheme-not-reverse-domain"])
    }

    @Test func xmlPropertyList() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>CFBundleIdentifier</key>
              <string>com.contoso.photos</string>
              <key>CFBundleURLTypes</key>
              <array><dict>
                <key>CFBundleURLSchemes</key>
                <array>
                  <!-- redirectlint: disable-next-line private-scheme-not-reverse-domain - legacy -->
                  <string>photoapp</string>
                  <string>snapapp</string>
                </array>
              </dict></array>
            </dict>
            </plist>
            """
        #expect(try schemeFindings("Info.plist", plist) == ["Info.plist:12 private-scheme-not-reverse-domain"])
    }

    @Test func xmlAppxManifest() throws {
        let appx = """
            <Package xmlns="http://schemas.microsoft.com/appx/manifest/foundation/windows10"
                     xmlns:uap="http://schemas.microsoft.com/appx/manifest/uap/windows10">
              <Identity Name="Example.Photos" Publisher="CN=Example" Version="1.0.0.0"/>
              <Applications><Application Id="App">
                <Extensions>
                  <uap:Extension Category="windows.protocol">
                    <!-- redirectlint: disable-next-line private-scheme-not-reverse-domain - registered since 2019 -->
                    <uap:Protocol Name="photos"/>
                  </uap:Extension>
                </Extensions>
              </Application></Applications>
            </Package>
            """
        #expect(try schemeFindings("Package.appxmanifest", appx).isEmpty)
    }

    // MARK: Gradle, properties, desktop entries

    static let gradle = """
        android {
            defaultConfig {
                applicationId 'com.contoso.photos'
                def docs = "https://contoso.com/#oauth" // not a directive
                LINE
            }
        }
        """

    @Test func gradleLineComments() throws {
        let next = Self.gradle.replacingOccurrences(of: "LINE", with: """
            // redirectlint: disable-next-line private-scheme-not-reverse-domain -- AppAuth's default
                    manifestPlaceholders = [appAuthRedirectScheme: 'photos']
            """)
        #expect(try found([("build.gradle", next)]).isEmpty)
        let trailing = Self.gradle.replacingOccurrences(
            of: "LINE", with: "manifestPlaceholders = [appAuthRedirectScheme: 'photos'] // redirectlint: disable-line all")
        #expect(try found([("build.gradle", trailing)]).isEmpty)
        let none = Self.gradle.replacingOccurrences(of: "LINE", with: "manifestPlaceholders = [appAuthRedirectScheme: 'photos']")
        #expect(try found([("build.gradle", none)]) == ["build.gradle:5 private-scheme-not-reverse-domain"])
    }

    @Test func gradleLineCommentDisablesTheFile() throws {
        let file = "// redirectlint: disable-file private-scheme-not-reverse-domain -- AppAuth's default scheme\n"
            + Self.gradle.replacingOccurrences(of: "LINE", with: "manifestPlaceholders = [appAuthRedirectScheme: 'photos']")
        #expect(try found([("build.gradle", file)]).isEmpty)
    }

    @Test func gradleBlockComments() throws {
        let next = Self.gradle.replacingOccurrences(of: "LINE", with: """
            /* redirectlint: disable-next-line private-scheme-not-reverse-domain
                     -- AppAuth's default, kept for the 1.x app */
                    manifestPlaceholders = [appAuthRedirectScheme: 'photos']
            """)
        #expect(try found([("build.gradle.kts", next)]).isEmpty)
        let trailing = Self.gradle.replacingOccurrences(
            of: "LINE", with: "manifestPlaceholders = [appAuthRedirectScheme: 'photos'] /* redirectlint: disable-line all */")
        #expect(try found([("build.gradle", trailing)]).isEmpty)
        let file = "/** redirectlint: disable-file private-scheme-not-reverse-domain */\n"
            + Self.gradle.replacingOccurrences(of: "LINE", with: "manifestPlaceholders = [appAuthRedirectScheme: 'photos']")
        #expect(try found([("build.gradle", file)]).isEmpty)
    }

    static let properties = """
        spring.security.oauth2.authorizationserver.client.desktop.registration.client-id=desktop
        spring.security.oauth2.authorizationserver.client.desktop.registration.client-authentication-methods=none
        spring.security.oauth2.authorizationserver.client.desktop.require-proof-key=true
        DIRECTIVE
        spring.security.oauth2.authorizationserver.client.desktop.registration.redirect-uris[0]=http://intranet.contoso.org/a
        spring.security.oauth2.authorizationserver.client.desktop.registration.redirect-uris[1]=http://intranet.contoso.org/b
        """

    @Test func propertiesHashAndBang() throws {
        let hash = Self.properties.replacingOccurrences(
            of: "DIRECTIVE", with: "# redirectlint: disable-next-line redirect-uri-cleartext-http -- local tooling")
        #expect(try found([("application.properties", hash)]) == ["application.properties:6 redirect-uri-cleartext-http"])
        let bang = Self.properties.replacingOccurrences(of: "DIRECTIVE", with: "! redirectlint: disable-file redirect-uri-cleartext-http")
        #expect(try found([("application.properties", bang)]).isEmpty)
    }

    @Test func propertiesHaveNoTrailingComments() throws {
        // `key=value # …` is part of the value, so `disable-line` can only stand on its own line,
        // where it covers nothing.
        let text = Self.properties.replacingOccurrences(of: "DIRECTIVE", with: "# redirectlint: disable-line redirect-uri-cleartext-http")
        #expect(try found([("application.properties", text)]) == [
            "application.properties:4 unused-suppression",
            "application.properties:5 redirect-uri-cleartext-http", "application.properties:6 redirect-uri-cleartext-http",
        ])
    }

    @Test func desktopEntry() throws {
        let entry = """
            [Desktop Entry]
            Name=Photos
            Exec=photos %u
            # redirectlint: disable-next-line private-scheme-not-reverse-domain -- the scheme of 1.x
            MimeType=x-scheme-handler/photos;
            """
        #expect(try found([("photos.desktop", entry)]).isEmpty)
    }

    // MARK: What is reported about directives

    @Test func unusedSuppressionPointsAtTheRuleID() throws {
        let text = yaml(header: "# redirectlint: disable-file redirect-uri-oob, loopback-uses-localhost")
        let report = try lint([("c.yaml", text)])
        #expect(report.findings.map(\.ruleID) == ["unused-suppression"])
        let finding = try #require(report.findings.first)
        #expect(finding.range.start.line == 1)
        #expect(finding.range.start.column == 30)
        #expect(finding.range.end.column == 46)
        #expect(finding.message.contains("'redirect-uri-oob'"))
        #expect(finding.severity == .warning)
    }

    @Test func unusedNextLineAndAll() throws {
        // The directive is one line too early: the blank-free next line is a key, not the URI.
        let text = yaml(header: "# redirectlint: disable-next-line all")
        #expect(try found([("c.yaml", text)])
                == ["c.yaml:1 unused-suppression", "c.yaml:6 loopback-uses-localhost", "c.yaml:7 loopback-uses-localhost"])
    }

    @Test func unknownRulesAndCommandsAreInvalid() throws {
        let text = yaml(before5: "    # redirectlint: disable-next-line loopback-use-localhost, loopback-uses-localhost",
                        line6: " # redirectlint: ignore loopback-uses-localhost")
        let report = try lint([("c.yaml", text)])
        let positions = report.findings.map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" }
        #expect(positions == ["5:39 invalid-suppression", "7:14 loopback-uses-localhost", "7:42 invalid-suppression"])
        #expect(report.findings.contains { $0.message.contains("unknown rule 'loopback-use-localhost'") })
        #expect(report.findings.contains { $0.message.contains("unknown redirectlint directive 'ignore'") })
    }

    @Test func aDirectiveWithoutRulesIsInvalid() throws {
        let report = try lint([("c.yaml", yaml(line5: " # redirectlint: disable-line -- because"))])
        #expect(report.findings.map(\.ruleID).sorted() == ["invalid-suppression", "loopback-uses-localhost", "loopback-uses-localhost"])
    }

    @Test func commentsThatMerelyMentionTheToolAreNotDirectives() throws {
        let text = yaml(header: "# checked by redirectlint: disable-file all would hide everything")
        #expect(try found([("c.yaml", text)]).count == 2)
    }

    @Test func rulesSwitchedOffByConfigurationAreNeverUnused() throws {
        let text = yaml(header: "# redirectlint: disable-file redirect-uri-oob, pkce-not-enforced")
        let config = "rules:\n  redirect-uri-oob: off\nper-file-ignores:\n  \"c.yaml\": [pkce-not-enforced]\n"
        #expect(try found([(".redirectlint.yml", config), ("c.yaml", text)]).filter { $0.contains("suppression") }.isEmpty)
        // Narrowed to one value, an ignore does not cover the whole file: the directive is unused.
        let narrowed = "per-file-ignores:\n  \"c.yaml#/0/redirect_uris\": [redirect-uri-oob]\n"
        #expect(try found([(".redirectlint.yml", narrowed), ("c.yaml", text)]).filter { $0.contains("suppression") }.count == 2)
    }

    @Test func aDirectiveOverAFindingTheConfigurationAlsoHidesIsUsed() throws {
        let text = yaml(line5: " # redirectlint: disable-line loopback-uses-localhost")
        let config = "overrides:\n  - files: [\"c.yaml#/0/redirect_uris/0\"]\n    rules:\n      loopback-uses-localhost: off\n"
        #expect(try found([(".redirectlint.yml", config), ("c.yaml", text)]) == ["c.yaml:6 loopback-uses-localhost"])
    }

    @Test func unusedSuppressionYieldsOnlyToItsOwnName() throws {
        let byName = yaml(header: "# redirectlint: disable-file unused-suppression\n# redirectlint: disable-file redirect-uri-oob")
        #expect(try found([("c.yaml", byName)]).allSatisfy { $0.hasSuffix("loopback-uses-localhost") })
        let byAll = yaml(header: "# redirectlint: disable-file all\n# redirectlint: disable-next-line redirect-uri-oob")
        #expect(try found([("c.yaml", byAll)]) == ["c.yaml:2 unused-suppression"])
        let configured = "rules:\n  unused-suppression: off\n"
        #expect(try found([(".redirectlint.yml", configured), ("c.yaml", yaml(header: "# redirectlint: disable-file redirect-uri-oob"))])
                .allSatisfy { $0.hasSuffix("loopback-uses-localhost") })
    }

    @Test func directivesApplyInAFileThatDoesNotParse() throws {
        let broken = "# redirectlint: disable-file parse-error -- generated by a template\nclient_id: [\n"
        #expect(try found([("c.yaml", broken)]).isEmpty)
        #expect(try found([("c.yaml", "client_id: [\n")]) == ["c.yaml:2 parse-error"])
    }

    @Test func findingsOfOtherFilesAreUntouched() throws {
        let suppressed = yaml(header: "# redirectlint: disable-file loopback-uses-localhost")
        let localhost = try found([("a.yaml", suppressed), ("b.yaml", yaml())]).filter { $0.hasSuffix("loopback-uses-localhost") }
        #expect(localhost == ["b.yaml:5 loopback-uses-localhost", "b.yaml:6 loopback-uses-localhost"])
    }

    @Test func jsonHasNoSuppressionComments() throws {
        // libyaml would read the comment; a JSON file cannot have one, so it is not a directive.
        let json = "# redirectlint: disable-file all\n{\"client_id\": \"c\", \"application_type\": \"native\", \"token_endpoint_auth_method\": \"none\", \"redirect_uris\": [\"http://localhost/a\"]}"
        #expect(try found([("c.json", json)]) == ["c.json:2 loopback-uses-localhost"])
    }

    @Test func sameResultWhateverTheJobCount() throws {
        let root = try makeProject([("a.yaml", yaml(header: "# redirectlint: disable-file redirect-uri-oob")),
                                    ("b.yaml", yaml(line5: " # redirectlint: disable-line all"))])
        defer { try? FileManager.default.removeItem(at: root) }
        let one = Linter.run(LintRequest(paths: [root.path], jobs: 1)).findings
        let four = Linter.run(LintRequest(paths: [root.path], jobs: 4)).findings
        #expect(one == four)
        #expect(one.contains { $0.ruleID == "unused-suppression" })
    }
}

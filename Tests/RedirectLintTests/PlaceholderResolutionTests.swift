import RedirectLintEngine
import RedirectLintModel
import Testing

@Suite("Placeholder resolution")
struct PlaceholderResolutionTests {
    static func manifest(scheme: String) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
          <application>
            <activity android:name="net.openid.appauth.RedirectUriReceiverActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                <data android:scheme="\(scheme)"/>
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """
    }

    func summary(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.ruleID) \($0.severity) \($0.path):\($0.range.start)" }
    }

    @Test func gradlePlaceholderFillsTheManifestAndIsReportedOnceAtTheGradleValue() throws {
        let report = try lint([
            ("android/app/build.gradle", "android {\n    defaultConfig {\n        manifestPlaceholders = [appAuthRedirectScheme: 'myapp']\n    }\n}\n"),
            ("android/app/src/main/AndroidManifest.xml", Self.manifest(scheme: "${appAuthRedirectScheme}")),
        ], explicit: false)
        #expect(summary(report) == ["private-scheme-not-reverse-domain error android/app/build.gradle:3:57"])
        #expect(report.findings.first?.message.contains("manifestPlaceholders 'appAuthRedirectScheme'") == true)
    }

    /// The syntax rules judge a scheme filled in from a placeholder where it is defined too,
    /// once for every manifest that uses it, and offer no fix there.
    @Test func schemeSyntaxIsJudgedAtTheDefinitionOnce() throws {
        let report = try lint([
            ("app/build.gradle", "android {\n    defaultConfig {\n        manifestPlaceholders = [scheme: 'com.contoso.Photos', bad: 'com.example_x']\n    }\n}\n"),
            ("app/src/main/AndroidManifest.xml", Self.manifest(scheme: "${scheme}")),
            ("app/src/debug/AndroidManifest.xml", Self.manifest(scheme: "${scheme}")),
            ("lib/src/main/AndroidManifest.xml", Self.manifest(scheme: "${bad}")),
            ("lib/build.gradle", "android {\n    defaultConfig {\n        manifestPlaceholders = [bad: 'com.example_x']\n    }\n}\n"),
        ], explicit: false)
        let syntax = report.findings.filter { $0.ruleID == "scheme-not-lowercase" || $0.ruleID == "scheme-invalid-syntax" }
        #expect(syntax.map { "\($0.ruleID) \($0.path):\($0.range.start)" }
            == ["scheme-not-lowercase app/build.gradle:3:42", "scheme-invalid-syntax lib/build.gradle:3:39"])
        #expect(syntax.allSatisfy { $0.fix == nil })
        #expect(syntax.first?.message.contains("(manifestPlaceholders 'scheme')") == true)
    }

    @Test func aPlaceholderOnlyTheManifestUsesIsJudgedAtItsDefinition() throws {
        let report = try lint([
            ("app/build.gradle.kts", "android {\n    defaultConfig {\n        manifestPlaceholders[\"redirectScheme\"] = \"photos\"\n    }\n}\n"),
            ("app/src/main/AndroidManifest.xml", Self.manifest(scheme: "${redirectScheme}")),
        ], explicit: false)
        #expect(summary(report) == ["private-scheme-not-reverse-domain error app/build.gradle.kts:3:51"])
    }

    @Test func flavorsThatDisagreeGiveOneSchemeEach() throws {
        let gradle = """
            android {
                productFlavors {
                    free { manifestPlaceholders = [appAuthRedirectScheme: 'com.contoso.free'] }
                    paid { manifestPlaceholders = [appAuthRedirectScheme: 'paid'] }
                }
            }
            """
        let report = try lint([
            ("app/build.gradle", gradle),
            ("app/src/main/AndroidManifest.xml", Self.manifest(scheme: "${appAuthRedirectScheme}")),
        ], explicit: false)
        #expect(summary(report) == ["private-scheme-not-reverse-domain error app/build.gradle:4:64"])
    }

    @Test func aBuiltValueIsReportedAtTheManifest() throws {
        let report = try lint([
            ("app/build.gradle", "android { defaultConfig { applicationId 'photos' } }"),
            ("app/src/main/AndroidManifest.xml", Self.manifest(scheme: "${applicationId}x")),
        ], explicit: false)
        #expect(summary(report) == ["private-scheme-not-reverse-domain error app/src/main/AndroidManifest.xml:8:31"])
        #expect(report.findings.first?.message.contains("app/build.gradle), which") == true && report.findings.first?.message.contains("built from the Gradle applicationId in ") == true,
                "\(report.findings.map(\.message))")
    }

    @Test func stringResourcesOfTheSameSourceSetResolve() throws {
        let report = try lint([
            ("app/src/main/AndroidManifest.xml", Self.manifest(scheme: "@string/redirect_scheme")),
            ("app/src/main/res/values/strings.xml", "<resources>\n  <string name=\"redirect_scheme\">photos</string>\n</resources>\n"),
            ("app/src/debug/res/values/strings.xml", "<resources>\n  <string name=\"redirect_scheme\">other</string>\n</resources>\n"),
        ], explicit: false)
        #expect(summary(report) == ["private-scheme-not-reverse-domain error app/src/main/res/values/strings.xml:2:34"])
    }

    @Test func undefinedPlaceholdersStayNotes() throws {
        let report = try lint([
            ("app/build.gradle", "android { defaultConfig { manifestPlaceholders = [other: 'x'] } }"),
            ("app/src/main/AndroidManifest.xml", Self.manifest(scheme: "${appAuthRedirectScheme}")),
            ("lib/src/main/AndroidManifest.xml", Self.manifest(scheme: "${other}")),
        ], explicit: false)
        #expect(summary(report) == [
            "unresolved-template note app/src/main/AndroidManifest.xml:8:31",
            "unresolved-template note lib/src/main/AndroidManifest.xml:8:31",
        ])
    }
}

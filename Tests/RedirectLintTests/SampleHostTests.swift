import RedirectLintEngine
import RedirectLintModel
import Testing

/// AppAuth's demo declares an https redirect on its own host, `appauth.demo-app.io`; apps
/// copy the demo's manifest with it. Only the demo can verify that host: in a copy, the
/// filter is a leftover, which a note asks to remove (reviews 48 and 64).
@Suite("A sign-in sample's https host")
struct SampleHostTests {
    private func manifest(package: String?) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"\(package.map { " package=\"\($0)\"" } ?? "")>
          <application>
            <activity android:name="net.openid.appauth.RedirectUriReceiverActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                <data android:scheme="https" android:host="appauth.demo-app.io" android:path="/oauth2redirect"/>
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """
    }

    private func finding(package: String?) throws -> Finding? {
        try lint([("app/src/main/AndroidManifest.xml", manifest(package: package))], explicit: false)
            .findings.first { $0.ruleID == "https-redirect-not-verified" }
    }

    @Test func aCopyIsALeftover() throws {
        let copy = try #require(try finding(package: "com.contoso.rides"))
        #expect(copy.severity == .note)
        #expect(copy.message.contains("left from the sample"))
    }

    /// A manifest that leaves its package to the build may be the demo's own, or a copy: the
    /// note says what holds for both.
    @Test func aManifestWithoutItsPackage() throws {
        let unnamed = try #require(try finding(package: nil))
        #expect(unnamed.severity == .note)
        #expect(unnamed.message.contains("only that app can verify it; in any other app, remove the intent filter"))
    }

    /// The demo's own manifest is judged as any app's: its host lacks autoVerify.
    @Test func theDemoItself() throws {
        #expect(try finding(package: "net.openid.appauthdemo")?.severity == .warning)
    }
}

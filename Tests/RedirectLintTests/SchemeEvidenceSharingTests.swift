import RedirectLintEngine
import RedirectLintModel
import Testing

/// One app's platform projects side by side declare one app's schemes: what shows that the
/// Android manifest's scheme receives sign-in shows it for the iOS declaration too (review
/// 33: a Capacitor app's three schemes were errors on Android and notes on iOS).
@Suite("Sign-in evidence shared by one app's platforms")
struct SchemeEvidenceSharingTests {
    private let android = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.contoso.tensil">
          <application>
            <activity android:name="net.openid.appauth.RedirectUriReceiverActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                <data android:scheme="tensilapp"/>
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """

    private let ios = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>CFBundleIdentifier</key><string>org.contoso.tensil</string>
          <key>CFBundleURLTypes</key><array><dict>
            <key>CFBundleURLSchemes</key><array><string>tensilapp</string></array>
          </dict></array>
        </dict></plist>
        """

    private func severities(_ files: [(path: String, content: String)]) throws -> [String: Severity] {
        let report = try lint(files, explicit: false)
        return Dictionary(report.findings.filter { $0.ruleID == "private-scheme-not-reverse-domain" }.map { ($0.path, $0.severity) },
                          uniquingKeysWith: { first, _ in first })
    }

    @Test(arguments: [("", ""), ("apps/tensil/", "apps/tensil/")])
    func theIOSDeclarationOfTheSameAppShares(_ androidRoot: String, _ iosRoot: String) throws {
        let found = try severities([("\(androidRoot)android/app/src/main/AndroidManifest.xml", android),
                                    ("\(iosRoot)ios/App/App/Info.plist", ios)])
        #expect(found["\(androidRoot)android/app/src/main/AndroidManifest.xml"] == .error)
        #expect(found["\(iosRoot)ios/App/App/Info.plist"] == .error)
    }

    /// Another app of a monorepo that declares the same scheme is not the same app.
    @Test func anotherAppOfAMonorepoDoesNot() throws {
        let found = try severities([("apps/tensil/android/app/src/main/AndroidManifest.xml", android),
                                    ("apps/other/ios/App/App/Info.plist", ios)])
        #expect(found["apps/other/ios/App/App/Info.plist"] == .note)
    }

    /// Expo writes its scheme into the Android manifest as it is, where matching is
    /// case-sensitive.
    @Test func anExpoSchemeWithUpperCaseLetters() throws {
        let app = #"{"expo": {"name": "Thermometer", "slug": "thermometer", "scheme": "WearableThermometer", "android": {"package": "com.contoso.GamePlay"}}}"#
        let report = try lint([("app.json", app)], explicit: false)
        let lowercase = report.findings.filter { $0.ruleID == "scheme-not-lowercase" }
        #expect(lowercase.map(\.severity) == [.warning])
        #expect(lowercase.first?.message.contains("'WearableThermometer'") == true)
    }
}

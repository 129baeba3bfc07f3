import RedirectLintEngine
import RedirectLintModel
import Testing

/// A .NET Android app (MAUI, Xamarin) declares its schemes in C# attributes, which the build
/// writes into its manifest. Shaped like the MAUI apps of reviews 31 and 32, whose only
/// Android declaration of the sign-in scheme was the callback activity.
@Suite("C# intent filters of .NET Android apps")
struct DotNetAndroidDialectTests {
    private let callbackActivity = """
        using Android.App;
        using Android.Content;

        namespace Notes.Platforms.Android;

        [Activity(NoHistory = true, LaunchMode = LaunchMode.SingleTop, Exported = true)]
        [IntentFilter(new[] { Intent.ActionView },
            Categories = new[] { Intent.CategoryDefault, Intent.CategoryBrowsable },
            DataScheme = CALLBACK_SCHEME)]
        public class NotesWebAuthenticatorCallbackActivity : WebAuthenticatorCallbackActivity
        {
            const string CALLBACK_SCHEME = "NotesApp";
        }
        """
    private let signIn = ("Notes/Services/AuthService.cs", """
        using IdentityModel.OidcClient;
        public class AuthService { OidcClientOptions options = new() { RedirectUri = "NotesApp://callback" }; }
        """)

    private func findings(_ files: [(String, String)], rule: String) throws -> [Finding] {
        try lint(files, explicit: false).findings.filter { $0.ruleID == rule }
    }

    @Test func theCallbackActivityDeclaresTheSchemeTheAppSignsInWith() throws {
        let path = "Notes/Platforms/Android/NotesWebAuthenticatorCallbackActivity.cs"
        let report = try lint([(path, callbackActivity), signIn], explicit: false)
        let scheme = try #require(report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" })
        #expect(scheme.severity == .error)
        #expect(scheme.path == path)
        // At the constant's string, where the scheme is fixed.
        #expect(scheme.range.start.line == 12 && scheme.range.start.column == 37)
        #expect(scheme.message.contains("NotesApp://callback"))
        // Android matches schemes case-sensitively, and browsers send them in lower case.
        let lowercase = try #require(report.findings.first { $0.ruleID == "scheme-not-lowercase" && $0.path == path })
        #expect(lowercase.severity == .warning)
    }

    /// Without the code that starts a sign-in, the activity shows nothing: a note, as for any
    /// scheme whose purpose the project does not show.
    @Test func aLeftOverCallbackActivityIsANote() throws {
        let found = try findings([("Notes/Platforms/Android/Callback.cs", callbackActivity)], rule: "private-scheme-not-reverse-domain")
        #expect(found.map(\.severity) == [.note])
    }

    /// A Xamarin app's deep link (a shared note opens the app) is no business of RFC 8252.
    @Test func aDeepLinkActivityIsOnlyANote() throws {
        let activity = """
            [Activity(Label = "Share", Exported = true)]
            [Android.App.IntentFilter(new[] { Android.Content.Intent.ActionView },
                Categories = new[] { "android.intent.category.DEFAULT", "android.intent.category.BROWSABLE" },
                DataSchemes = new[] { "notes", "notesbeta" }, DataHost = "share")]
            public class ShareActivity : Activity { }
            """
        let found = try findings([("Notes.Droid/Activities/ShareActivity.cs", activity)], rule: "private-scheme-not-reverse-domain")
        #expect(found.map(\.severity) == [.note, .note])
        #expect(found.map { $0.message.contains("nothing in the project shows") } == [true, true])
    }

    /// MSAL.NET's activity receives the authorization response on its filter.
    @Test func msalsBrowserTabActivityReceivesSignIn() throws {
        let activity = """
            [Activity(Exported = true)]
            [IntentFilter([Intent.ActionView], Categories = [Intent.CategoryBrowsable, Intent.CategoryDefault],
                DataHost = "auth", DataScheme = "notesmsal")]
            public class MsalActivity : Microsoft.Identity.Client.BrowserTabActivity { }
            """
        let found = try findings([("Notes/Platforms/Android/MsalActivity.cs", activity)], rule: "private-scheme-not-reverse-domain")
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.contains("MSAL's BrowserTabActivity receives it") == true)
    }

    @Test(arguments: [
        // Commented out.
        "// [IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable }, DataScheme = \"notes\")]\npublic class A : Activity { }",
        // No browser can hand it a link: no BROWSABLE.
        "[IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryDefault }, DataScheme = \"notes\")]\npublic class B : Activity { }",
        // A constant the file does not define.
        "[IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable }, DataScheme = Constants.Scheme)]\npublic class C : Activity { }",
        // A sample's placeholder, for whoever copies it to fill in.
        "[IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable }, DataScheme = \"<YOUR_DATA_SCHEME>\")]\npublic class E : WebAuthenticatorCallbackActivity { }",
        // Another attribute that only ends in the name.
        "[MyIntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable }, DataScheme = \"notes\")]\npublic class D : Activity { }",
    ])
    func whatIsNoDeclaration(_ code: String) throws {
        let report = try lint([("Notes/Platforms/Android/Activity.cs", code)], explicit: false)
        #expect(report.findings.filter { $0.severity >= .warning }.isEmpty)
        #expect(!report.findings.contains { $0.ruleID == "private-scheme-not-reverse-domain" })
    }

    /// Outside an Android project, C# is read only as evidence, and only when an app of the
    /// run declares a scheme; named on the command line (pre-commit), it is read as it is.
    @Test func aWalkReadsTheAndroidProjectsActivities() throws {
        let elsewhere = try lint([("Notes/Shared/Callback.cs", callbackActivity), signIn], explicit: false)
        #expect(elsewhere.findings.isEmpty)
        let named = try lint([("Notes/Shared/Callback.cs", callbackActivity)], explicit: true)
        #expect(named.findings.contains { $0.ruleID == "private-scheme-not-reverse-domain" })
    }

    /// A registration's redirect to the scheme finds the app that declares it in C#.
    @Test func theDeclarationAnswersARegistrationsRedirect() throws {
        let realm = #"{"realm": "notes", "clients": [{"clientId": "notes-app", "publicClient": true, "redirectUris": ["com.contoso.notes:/callback"], "attributes": {"pkce.code.challenge.method": "S256"}}]}"#
        let activity = callbackActivity.replacingOccurrences(of: "\"NotesApp\"", with: "\"com.contoso.notes\"")
        let report = try lint([("realm.json", realm), ("Notes/Platforms/Android/Callback.cs", activity), signIn], explicit: false)
        #expect(!report.findings.contains { $0.ruleID == "private-scheme-not-declared-by-app" })
        #expect(report.findings.filter { $0.severity >= .warning }.isEmpty)
    }

    @Test func aCommentSuppressesAFinding() throws {
        let suppressed = callbackActivity.replacingOccurrences(
            of: "\"NotesApp\";", with: "\"NotesApp\"; // redirectlint: disable-line scheme-not-lowercase")
        let found = try findings([("Notes/Platforms/Android/Callback.cs", suppressed), signIn], rule: "scheme-not-lowercase")
        #expect(found.allSatisfy { $0.path != "Notes/Platforms/Android/Callback.cs" })
    }
}

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

    /// `//` in a string is no comment, and a verbatim string's `""` is a quote.
    @Test func stringsAreNotComments() throws {
        let activity = #"""
            const string Docs = @"see ""https://contoso.com/auth"" // here";
            [IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable }, DataScheme = "notes", DataPath = "//share")]
            public class LinkActivity : Activity { }
            """#
        let found = try findings([("Notes/Platforms/Android/LinkActivity.cs", activity)], rule: "private-scheme-not-reverse-domain")
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.range.start.line == 2)
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
        // An argument commented out inside the attribute (review 42).
        "[IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable },\n  //DataScheme = \"notes\",\n  /* DataScheme = \"notes\" */ DataHost = \"auth\")]\npublic class F : Activity { }",
        // A scheme blanked out with the app's other keys (review 42).
        "[IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable }, DataScheme = CALLBACK_SCHEME)]\npublic class G : WebAuthenticatorCallbackActivity { const string CALLBACK_SCHEME = \"\"; }",
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

    /// Outside an Android project, C# is evidence only, however it is read: found by a walk,
    /// beside an app that declares a scheme, or named (pre-commit). MAUI builds a file named
    /// `*.android.cs` for Android only, wherever it is.
    @Test func onlyTheAndroidProjectsActivitiesDeclare() throws {
        let plist = ("Notes/Platforms/iOS/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.contoso.notes</string>
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>com.contoso.notes</string></array></dict></array></dict></plist>
            """)
        for explicit in [false, true] {
            let elsewhere = try lint([("Notes/Shared/Callback.cs", callbackActivity), signIn, plist], explicit: explicit)
            #expect(!elsewhere.findings.contains { $0.path == "Notes/Shared/Callback.cs" })
        }
        let targeted = try lint([("Notes/Auth/Callback.android.cs", callbackActivity), signIn], explicit: false)
        #expect(targeted.findings.contains { $0.path == "Notes/Auth/Callback.android.cs" && $0.ruleID == "private-scheme-not-reverse-domain" })
    }

    /// A scheme built at run time (MSAL.NET's `"msal" + ClientId`) is none the file shows.
    @Test func aConcatenatedSchemeIsNotRead() throws {
        let activity = """
            [IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable, Intent.CategoryDefault },
                DataHost = "auth", DataScheme = "msal" + AuthConfig.ClientId)]
            public class MsalActivity : BrowserTabActivity { }
            """
        let report = try lint([("Notes.Droid/MsalActivity.cs", activity)], explicit: false)
        #expect(report.findings.isEmpty)
    }

    /// A registration's redirect to the scheme finds the app that declares it in C#.
    @Test func theDeclarationAnswersARegistrationsRedirect() throws {
        let realm = #"{"realm": "notes", "revokeRefreshToken": true, "clients": [{"clientId": "notes-app", "publicClient": true, "redirectUris": ["com.contoso.notes:/callback"], "attributes": {"pkce.code.challenge.method": "S256"}}]}"#
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

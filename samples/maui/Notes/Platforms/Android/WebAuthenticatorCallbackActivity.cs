using Android.App;
using Android.Content;
using Android.Content.PM;

namespace Notes.Platforms.Android;

// MAUI's callback activity, as its documentation writes it: the build puts this filter into
// the app's AndroidManifest.xml.
[Activity(NoHistory = true, LaunchMode = LaunchMode.SingleTop, Exported = true)]
[IntentFilter(new[] { Intent.ActionView },
    Categories = new[] { Intent.CategoryDefault, Intent.CategoryBrowsable },
    DataScheme = CALLBACK_SCHEME)]
public class WebAuthenticatorCallbackActivity : Microsoft.Maui.Authentication.WebAuthenticatorCallbackActivity
{
    const string CALLBACK_SCHEME = "notes";
}

// A share link, no sign-in: commented out, it declares nothing.
// [IntentFilter(new[] { Intent.ActionView }, Categories = new[] { Intent.CategoryBrowsable }, DataScheme = "notes-share")]

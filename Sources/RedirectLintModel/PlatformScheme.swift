/// Schemes whose shape a platform or SDK dictates, so the app author could not have
/// picked a reverse-domain name. Rules report these with an explanation instead of
/// the generic "not reverse-domain" finding.
public enum PlatformScheme: Sendable, Hashable {
    /// `msapp://{appSID}`: Windows Web Authentication Broker in SSO mode (RFC 8252 App. B.3).
    /// Windows itself writes it `ms-app://s-1-15-2-…` (`GetCurrentApplicationCallbackUri`).
    case windowsWebAuthenticationBroker
    /// `msauth://{package}/{signature hash}`: MSAL for Android.
    case msalAndroid
    /// `msauth.{bundle id}://auth`: MSAL for iOS and macOS.
    case msalApple(bundleIdentifier: String)
    /// `kakao{native app key}://oauth`: the Kakao SDK's sign-in.
    case kakao
    /// `db-{app key}`: the Dropbox SDK's sign-in (its `AuthActivity`).
    case dropbox
    /// `fb{app id}://authorize`: Facebook Login's redirect for native apps.
    case facebook
    /// `signinwithapple://callback`: Flutter's sign_in_with_apple plugin on Android, whose
    /// server page hands the response over in an `intent://` URL naming the app's package.
    case signInWithApplePlugin
    /// `exp://192.168.0.10:8081`: Expo Go, which runs a project under development and
    /// receives its redirects at the development server's address.
    case expoGo
    /// `capacitor://localhost` (`ionic://localhost` before Capacitor 3): the origin Capacitor
    /// serves an app's pages from inside its own web view; no OS routes it to an app.
    case capacitorWebView

    public var explanation: String {
        switch self {
        case .windowsWebAuthenticationBroker:
            return "\"msapp\" (\"ms-app\" as Windows writes it) is the scheme of the Windows Web Authentication Broker in SSO mode "
                + "(RFC 8252 Appendix B.3); Windows checks the app SID in the authority, "
                + "but other platforms let any app claim the scheme"
        case .msalAndroid:
            return "\"msauth\" is the scheme MSAL for Android requires "
                + "(msauth://<package name>/<signature hash>)"
        case .msalApple(let bundleIdentifier):
            return "\"msauth.\(bundleIdentifier)\" is the scheme MSAL for iOS and macOS requires "
                + "(msauth.<bundle id>://auth)"
        case .kakao:
            return "\"kakao<native app key>\" is the scheme the Kakao SDK requires for its sign-in "
                + "(kakao<native app key>://oauth)"
        case .dropbox:
            return "\"db-<app key>\" is the scheme the Dropbox SDK requires for its sign-in (db-<app key>://)"
        case .facebook:
            return "\"fb<app id>\" is the scheme Facebook Login requires for native apps (fb<app id>://authorize)"
        case .signInWithApplePlugin:
            return "\"signinwithapple\" is the scheme the sign_in_with_apple plugin requires on Android; "
                + "its callback page returns the response in an intent URL that names the app's package"
        case .expoGo:
            return "\"exp\" is Expo Go's scheme, at which a project under development receives its redirects "
                + "(exp://<development server>); a release build uses the app's own scheme, so drop this one "
                + "from the registration before release"
        case .capacitorWebView:
            return "\"capacitor\" (\"ionic\" before Capacitor 3) is the origin Capacitor serves the app's pages from inside "
                + "its own web view, not a scheme the OS routes to an app, so the response can only come back to a sign-in "
                + "shown in that web view (see embedded-user-agent)"
        }
    }
}

extension SchemeName {
    /// The platform that dictates this scheme, if any. Schemes are case-insensitive
    /// (RFC 3986 §3.1); the bundle identifier is returned as written.
    public static func isPlatformMandated(_ scheme: String) -> PlatformScheme? {
        let lower = scheme.asciiLowercased
        switch lower {
        case "msapp", "ms-app": return .windowsWebAuthenticationBroker
        case "msauth": return .msalAndroid
        case "signinwithapple": return .signInWithApplePlugin
        case "exp": return .expoGo
        case "capacitor", "ionic": return .capacitorWebView
        default: break
        }
        // Kakao's native app keys are 32 hexadecimal digits.
        if lower.hasPrefix("kakao"), lower.utf8.count == 37, lower.unicodeScalars.dropFirst(5).allSatisfy(\.isASCIIHexDigit) {
            return .kakao
        }
        // Dropbox's app keys are 15 lower-case letters and digits, digits among them: not an
        // app's own `db-contosoapp`.
        let key = lower.unicodeScalars.dropFirst(3)
        if lower.hasPrefix("db-"), key.count == 15, key.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }),
           key.contains(where: { ("0"..."9").contains($0) }) {
            return .dropbox
        }
        // Facebook's app ids are numbers of 8 digits or more (15 or 16 today).
        let appID = lower.unicodeScalars.dropFirst(2)
        if lower.hasPrefix("fb"), appID.count >= 8, appID.allSatisfy({ ("0"..."9").contains($0) }) {
            return .facebook
        }
        let prefix = "msauth."
        guard lower.hasPrefix(prefix), lower.count > prefix.count else { return nil }
        let bundleIdentifier = String(scheme.unicodeScalars.dropFirst(prefix.unicodeScalars.count))
        return .msalApple(bundleIdentifier: bundleIdentifier)
    }
}

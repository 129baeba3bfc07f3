/// What shows that a scheme an app declares receives sign-in responses (RFC 8252 §7.1 is
/// about the scheme of the redirect URI, not every deep link an app handles).
public enum SignInWords {
    /// Name parts that say a sign-in response arrives here: `oauth2redirect`, `auth-callback`,
    /// `appAuthRedirectScheme`, `@string/oauth2_redirect_uri_scheme`, `sso-callback`. Words
    /// for the act of signing in (`login`, `signin`) are not among them: `homeassistant://
    /// wear-phone-signin` opens a screen, it receives nothing.
    static let words: Set<String> = [
        "auth", "oauth", "oauth2", "oidc", "openid", "sso", "callback", "authorize",
        "authorization", "authentication", "authredirect", "oauthredirect", "oauth2redirect", "oauthcallback",
        "authcallback",
    ]

    /// The sign-in word a name contains as one of its parts (split at punctuation, digits
    /// kept, and at lower-to-upper case changes), else nil. `nanauth` names no part `auth`
    /// (it is a wallet's signing scheme), but `oauth` inside a part (`myoauthcb`) is never
    /// anything else. `x-callback-url` names no sign-in. `ignoring` leaves out words too weak
    /// for the caller (a bare `callback`, which a payment's return has too).
    public static func mentioned(in text: String, ignoring ignored: Set<String> = []) -> String? {
        var parts = self.parts(of: text).filter { !ignored.contains($0) }
        // The x-callback-url convention (`anki://x-callback-url/browser`) calls one app from
        // another; its callback is the calling app's, not a sign-in response.
        while let start = parts.indices.first(where: { parts[$0...].starts(with: ["x", "callback", "url"]) }) {
            parts.removeSubrange(start..<start + 3)
        }
        if let word = parts.first(where: words.contains) { return word }
        if parts.contains(where: { $0.contains("oauth") }) { return "oauth" }
        return nil
    }

    /// Whether a definition is one a library of another protocol names for its links: the
    /// Tiqr library's `tiqr_config_auth_scheme` carries its authentication challenges (scanned
    /// from a QR code), not an authorization response, whatever its words say.
    public static func namesOtherProtocol(_ definition: String) -> Bool {
        definition.lowercased().contains("tiqr_")
    }

    static func parts(of text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previousIsLower = false
        for character in text {
            let isLetterOrDigit = character.isLetter || character.isNumber
            if !isLetterOrDigit || (character.isUppercase && previousIsLower) {
                if !current.isEmpty { parts.append(current) }
                current = ""
            }
            if isLetterOrDigit { current.append(Character(character.lowercased())) }
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}

/// Sign-in SDKs that receive the authorization response on the app's URL scheme, by the
/// dependency names their build files use.
public enum SignInLibraries {
    /// Where a dependency is declared, which decides how it is named.
    public enum Ecosystem: Sendable {
        /// Gradle `group:artifact`.
        case gradle
        /// An npm package.
        case npm
        /// A CocoaPods pod (`Podfile.lock`), iOS apps' and Flutter plugins' alike.
        case cocoaPods
        /// A Swift package, by the name of its repository (`Package.resolved`'s `identity`).
        case swiftPM
        /// A Dart package in a Flutter app's `pubspec.yaml`.
        case pub
    }

    /// Dependency name prefixes and how messages name them. Google Sign-In is left out: it
    /// receives responses on a scheme of its own (the reversed client id), not the app's.
    static let known: [(ecosystem: Ecosystem, prefix: String, name: String)] = [
        (.gradle, "net.openid:appauth", "AppAuth"),
        (.gradle, "com.auth0.android:auth0", "Auth0.Android"),
        (.gradle, "com.microsoft.identity.client:msal", "MSAL"),
        (.gradle, "com.okta.android:", "Okta"),
        (.gradle, "com.okta.kotlin:", "Okta"),
        (.gradle, "com.okta.oidc:", "Okta"),
        (.npm, "expo-auth-session", "expo-auth-session"),
        (.npm, "react-native-app-auth", "react-native-app-auth"),
        (.npm, "react-native-auth0", "react-native-auth0"),
        (.npm, "@okta/okta-react-native", "Okta React Native"),
        (.npm, "@azure/msal-react-native", "MSAL React Native"),
        (.npm, "react-native-msal", "react-native-msal"),
        (.npm, "@openid/appauth", "AppAuth-JS"),
        (.npm, "electron-oauth2", "electron-oauth2"),
        (.npm, "tauri-plugin-oauth", loopbackListener),
        (.npm, "@fabianlars/tauri-plugin-oauth", loopbackListener),
        (.cocoaPods, "appauth", "AppAuth"),
        (.cocoaPods, "auth0", "Auth0.swift"),
        (.cocoaPods, "msal", "MSAL"),
        (.cocoaPods, "oktaoidc", "Okta"),
        (.cocoaPods, "oktawebauthenticationui", "Okta"),
        (.cocoaPods, "flutter_appauth", "flutter_appauth"),
        (.cocoaPods, "flutter_web_auth", "flutter_web_auth"),
        (.swiftPM, "appauth-ios", "AppAuth"),
        (.swiftPM, "auth0.swift", "Auth0.swift"),
        (.swiftPM, "microsoft-authentication-library-for-objc", "MSAL"),
        (.swiftPM, "okta-mobile-swift", "Okta"),
        (.swiftPM, "okta-oidc-ios", "Okta"),
        (.pub, "flutter_appauth", "flutter_appauth"),
        (.pub, "flutter_web_auth", "flutter_web_auth"),
        (.pub, "auth0_flutter", "auth0_flutter"),
        (.pub, "msal_auth", "msal_auth"),
        (.pub, "msal_flutter", "msal_flutter"),
    ]

    /// A library that receives the response on a loopback listener it starts, not on the
    /// app's scheme: an app that signs in with it shows that its scheme is something else.
    public static let loopbackListener = "tauri-plugin-oauth"

    /// The names an ecosystem's file must mention to be read at all.
    public static func prefixes(of ecosystem: Ecosystem) -> [String] {
        known.filter { $0.ecosystem == ecosystem }.map(\.prefix)
    }

    /// The library a dependency is, when it is a known sign-in SDK.
    public static func library(named dependency: String, in ecosystem: Ecosystem) -> String? {
        let lowered = dependency.lowercased()
        return known.first { $0.ecosystem == ecosystem && lowered.hasPrefix($0.prefix) }?.name
    }
}

/// What shows that a scheme an app declares receives sign-in responses (RFC 8252 §7.1 is
/// about the scheme of the redirect URI, not every deep link an app handles).
public enum SignInWords {
    /// Name parts that say sign-in: `oauth2redirect`, `auth-callback`, `appAuthRedirectScheme`,
    /// `@string/oauth2_redirect_uri_scheme`, `/login`.
    static let words: Set<String> = [
        "auth", "oauth", "oauth2", "oidc", "openid", "sso", "login", "logon", "signin", "callback", "authorize",
        "authorization", "authentication", "authredirect", "oauthredirect", "oauth2redirect", "oauthcallback",
        "authcallback",
    ]

    /// The sign-in word a name contains as one of its parts (split at punctuation, digits
    /// kept, and at lower-to-upper case changes), else nil. `nanauth` names no part `auth`.
    public static func mentioned(in text: String) -> String? {
        let parts = self.parts(of: text)
        if let word = parts.first(where: words.contains) { return word }
        // `sign-in`, `sign_in`: two parts.
        for (first, second) in zip(parts, parts.dropFirst()) where first == "sign" && second == "in" { return "sign in" }
        return nil
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
    /// Dependency names (Gradle `group:artifact`, npm package) and how messages name them.
    static let known: [(prefix: String, name: String)] = [
        ("net.openid:appauth", "AppAuth"),
        ("com.auth0.android:auth0", "Auth0.Android"),
        ("com.microsoft.identity.client:msal", "MSAL"),
        ("com.okta.android:", "Okta"),
        ("com.okta.kotlin:", "Okta"),
        ("com.okta.oidc:", "Okta"),
        ("expo-auth-session", "expo-auth-session"),
        ("react-native-app-auth", "react-native-app-auth"),
        ("react-native-auth0", "react-native-auth0"),
        ("@okta/okta-react-native", "Okta React Native"),
        ("@azure/msal-react-native", "MSAL React Native"),
        ("react-native-msal", "react-native-msal"),
        ("@openid/appauth", "AppAuth-JS"),
        ("electron-oauth2", "electron-oauth2"),
        ("@tauri-apps/plugin-oauth", "Tauri OAuth"),
        ("tauri-plugin-oauth", "Tauri OAuth"),
    ]

    /// The npm package names, which a `package.json` must mention to be read at all.
    public static let npmPackages = known.map(\.prefix).filter { !$0.contains(":") }

    /// The Gradle coordinates (`group:artifact`), searched for in build scripts.
    public static let gradleCoordinates = known.map(\.prefix).filter { $0.contains(":") }

    /// The library a dependency is, when it is a known sign-in SDK.
    public static func library(named dependency: String) -> String? {
        let lowered = dependency.lowercased()
        return known.first { lowered.hasPrefix($0.prefix) }?.name
    }
}

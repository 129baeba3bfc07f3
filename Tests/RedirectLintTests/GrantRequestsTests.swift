import RedirectLintModel
import Testing

/// The grants an app's code asks for, shaped like the reviews' misses: AniList's implicit
/// grant built with `appendQueryParameter`, an Expo app's `ResponseType.Token`, a Flutter app
/// posting `grant_type=password` to Keycloak, Dart oauth2's `resourceOwnerPasswordGrant`.
@Suite("Grants asked for in app code")
struct GrantRequestsTests {
    private let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.contoso.tracker">
          <application android:label="Tracker" />
        </manifest>
        """

    private func findings(_ path: String, _ code: String) throws -> [Finding] {
        try lint([("android/app/src/main/AndroidManifest.xml", manifest), ("app/src/main/AndroidManifest.xml", manifest),
                  (path, "// OAuth sign-in\n\(code)\n")], explicit: false)
            .findings.filter { ["implicit-grant-enabled", "ropc-grant-enabled", "pkce-not-enforced"].contains($0.ruleID) }
    }

    @Test(arguments: [
        ("app/src/main/java/Anilist.kt", #"    .appendQueryParameter("response_type", "token")"#, "response_type=token"),
        ("src/auth.ts", "const url = `${authorize}?client_id=${id}&response_type=token&redirect_uri=${uri}`;", "response_type=token"),
        ("src/auth.ts", "const RESPONSE_TYPE = 'token';", "response_type=token"),
        ("src/auth.ts", "const request = { responseType: 'id_token token', clientId };", "response_type=id_token token"),
        ("src/hooks/useAuth.tsx", "  responseType: ResponseType.Token,", "ResponseType.Token"),
        ("app/src/main/java/AuthConfig.kt", "    AuthorizationRequest.Builder(config, id, ResponseTypeValues.TOKEN, uri)", "ResponseTypeValues.TOKEN"),
        ("app/src/main/java/Spotify.kt", "    val request = AuthorizationRequest.Builder(CLIENT_ID, AuthorizationResponse.Type.TOKEN, REDIRECT_URI)", "AuthorizationResponse.Type.TOKEN"),
        ("app/src/main/java/Spotify.java", "    builder = new AuthenticationRequest.Builder(CLIENT_ID, AuthenticationResponse.Type.TOKEN, REDIRECT_URI);", "AuthenticationResponse.Type.TOKEN"),
        ("src/Services/Webex.cs", #"    var url = $"{authorize}?response_type=token&client_id={id}";"#, "response_type=token"),
    ])
    func anImplicitRequestIsAWarning(path: String, code: String, written: String) throws {
        let found = try findings(path, code)
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.ruleID == "implicit-grant-enabled" && finding.severity == .warning && finding.message.contains("'\(written)'"),
                "\(finding.message)")
    }

    @Test(arguments: [
        ("lib/keycloak_service.dart", "  body: {'grant_type': 'password', 'username': user},", "grant_type=password"),
        ("app/src/main/java/Login.kt", #"    val body = "grant_type=password&client_id=frontend&username=$u""#, "grant_type=password"),
        ("app/src/main/java/Kitsu.kt", #"    mapOf("grant_type" to "password", "username" to email)"#, "grant_type=password"),
        ("src/auth.ts", "  params.append('grant_type', 'password');", "grant_type=password"),
        ("lib/auth.dart", "  final client = await oauth2.resourceOwnerPasswordGrant(endpoint, user, pass);", "resourceOwnerPasswordGrant"),
    ])
    func aPasswordGrantIsAnError(path: String, code: String, written: String) throws {
        let found = try findings(path, code)
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.ruleID == "ropc-grant-enabled" && finding.severity == .error && finding.message.contains("'\(written)'"),
                "\(finding.message)")
    }

    @Test(arguments: [
        ("src/auth.ts", "const url = `${authorize}?response_type=code&client_id=${id}`;"),
        ("src/auth.ts", "const types = { response_types: ['token'] };"),
        ("src/auth.ts", "if (params.grant_type === 'refresh_token') refresh();"),
        ("src/auth.ts", "const body = { grant_type: 'authorization_code', code };"),
        ("src/auth.ts", "if (config.responseType === 'token') warn();"),
        ("src/auth.ts", "// const url = `${authorize}?response_type=token`;"),
        // Review 100: the response's type compared with the one asked for.
        ("app/src/main/java/Main.java", "if (response.getType() == AuthenticationResponse.Type.TOKEN) { play(); }"),
        // Review 98: a branch that handles the response type, beside a request for a code.
        ("app/src/main/java/SignIn.kt", "val r = AuthorizationRequest.Builder(ID, AuthorizationResponse.Type.CODE, URI)\nwhen (response.type) { AuthorizationResponse.Type.TOKEN -> fail() }"),
        ("server/token.ts", "const body = { grant_type: 'password', username };"),
        ("src/__tests__/auth.test.ts", "const body = { grant_type: 'password', username };"),
    ])
    func notAGrantOfConcern(path: String, code: String) throws {
        #expect(try findings(path, code).isEmpty)
    }

    @Test(arguments: [
        ("src/auth.ts", "  usePKCE: false,", "usePKCE: false"),
        ("app/src/main/java/Vipps.kt", "        .setCodeVerifier(null) // No PKCE", "setCodeVerifier(null)"),
        ("src/app/auth.config.ts", "  disablePKCE: true,", "disablePKCE: true"),
    ])
    func pkceTurnedOffIsAnError(path: String, code: String, written: String) throws {
        let found = try findings(path, code)
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.ruleID == "pkce-not-enforced" && finding.severity == .error && finding.message.contains("'\(written)'"),
                "\(finding.message)")
    }

    /// The code adds the challenge itself (review 65: Casdoor through expo-auth-session).
    @Test func aChallengeTheCodeAddsItselfIsPKCE() throws {
        #expect(try findings("src/auth.ts", "const config = { usePKCE: false, extraParams: { code_challenge: challenge } };").isEmpty)
    }

    /// A request for a code the app writes by hand, shaped like the reviews' misses (Tusky's
    /// `appendQueryParameter`, Home Assistant's `URLQueryItem`, a MAUI app's query string, a
    /// Flutter app's Strava map), in an app that redeems the code itself.
    @Test(arguments: [
        ("app/src/main/java/Login.kt", #"    .appendQueryParameter("response_type", "code")"#),
        ("ios/Runner/Auth.swift", #"    URLQueryItem(name: "response_type", value: "code"),"#),
        ("src/Login.cs", #"    var url = $"{authorize}?client_id={id}&redirect_uri={uri}&response_type=code&scope=openid";"#),
        ("src/Drive.cs", #"    { "response_type", "code" },"#),
        ("lib/strava.dart", "    'response_type': 'code',"),
        ("src/main/auth.ts", "const url = `${authorize}?response_type=code&client_id=${id}`;"),
    ])
    func aHandBuiltCodeRequestWithoutPKCEIsAnError(path: String, code: String) throws {
        let found = try findings(path, code + "\nlet form = [\"grant_type\": \"authorization_code\"]")
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.ruleID == "pkce-not-enforced" && finding.severity == .error && finding.message.contains("'response_type=code'"),
                "\(finding.message)")
    }

    /// What is no hand-built request without PKCE: a library's option (it adds PKCE), a hybrid
    /// response type, a request whose file names PKCE, one the app never redeems (its server's
    /// sign-in, as Rocket.Chat's app opens).
    @Test(arguments: [
        "const config = { responseType: 'code', clientId };\nconst form = { grant_type: 'authorization_code' };",
        "const settings = { response_type: 'code', client_id: id };\nconst form = { grant_type: 'authorization_code' };",
        "const url = `${authorize}?response_type=code%20id_token&client_id=${id}`;\nconst form = 'grant_type=authorization_code';",
        "const url = `${authorize}?response_type=code&code_challenge=${challenge}`;\nconst form = 'grant_type=authorization_code';",
        "const url = `${server}/oauth/authorize?response_type=code&redirect_uri=${server}/_oauth/github`;",
    ])
    func notAHandBuiltRequestWithoutPKCE(code: String) throws {
        #expect(try findings("src/login.ts", code).isEmpty)
    }

    /// The app as a whole decides: a verifier in another file of the app is PKCE; a
    /// redemption in another file makes the request the app's own.
    @Test func theAppsOtherFilesDecide() throws {
        let request = "// OAuth\nconst url = `${authorize}?response_type=code&client_id=${id}`;\n"
        let redeem = "// OAuth\nexport const form = (code) => ({ grant_type: 'authorization_code', code });\n"
        let verifier = "// OAuth\nexport const form = (code, v) => ({ grant_type: 'authorization_code', code, code_verifier: v });\n"
        func found(_ other: String) throws -> [Finding] {
            try lint([("app/src/main/AndroidManifest.xml", manifest), ("app/src/login.ts", request), ("app/src/token.ts", other)], explicit: false)
                .findings.filter { $0.ruleID == "pkce-not-enforced" }
        }
        #expect(try found(redeem).map(\.path) == ["app/src/login.ts"])
        #expect(try found(verifier).isEmpty)
    }

    /// supabase-js's default flow is the implicit grant (reviews 31, 73, 95: Expo, Capacitor and
    /// Tauri apps), whatever another app or a server of the project does; a `flowType: 'pkce'`
    /// in the app's code, or Dart's client (whose default is PKCE), is none.
    @Test func supabaseJSDefaultFlowIsTheImplicitGrant() throws {
        let signIn = "import { supabase } from './supabase';\nexport const google = () => supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: 'com.contoso.tracker://auth' } });\n"
        func found(_ files: [(String, String)]) throws -> [Finding] {
            try lint([("app/src/main/AndroidManifest.xml", manifest)] + files, explicit: false)
                .findings.filter { $0.ruleID == "implicit-grant-enabled" }
        }
        let implicit = try found([("app/src/auth.ts", signIn)])
        #expect(implicit.map(\.path) == ["app/src/auth.ts"] && implicit.first?.message.contains("flowType") == true, "\(implicit.map(\.message))")
        let client = "import { createClient } from '@supabase/supabase-js';\nexport const supabase = createClient(url, key, { auth: { flowType: 'pkce' } });\n"
        #expect(try found([("app/src/auth.ts", signIn), ("app/src/lib/supabase.ts", client)]).isEmpty)
        let route = "import { createClient } from '@supabase/supabase-js';\nexport const GET = (code) => supabase.auth.exchangeCodeForSession(code);\n"
        #expect(try found([("app/src/auth.ts", signIn), ("web/app/auth/callback/route.ts", route)]).map(\.path) == ["app/src/auth.ts"])
        let explicit = "import { createClient } from '@supabase/supabase-js';\nexport const supabase = createClient(url, key, { auth: { flowType: 'implicit' } });\n"
        #expect(try found([("app/src/auth.ts", signIn), ("app/src/lib/supabase.ts", explicit)]).map(\.path) == ["app/src/auth.ts"])
        #expect(try found([("app/src/auth.dart", "final r = await supabase.auth.signInWithOAuth(OAuthProvider.google);\n")]).isEmpty)
    }

    /// The second reader's cases (session 16): a code posted to the app's own backend, a test of
    /// a response type, a PKCE switch turned off; a file's many requests for codes, and two
    /// providers' requests in one file, leave its implicit request in view.
    @Test func whatAHandBuiltRequestWithoutPKCENeeds() throws {
        let request = "const url = `${authorize}?client_id=${id}&response_type=code`;\n"
        let posted = request + "await fetch('https://api.contoso.com/session', { method: 'POST', body: JSON.stringify({ authorization_code: code }) });"
        #expect(try findings("src/login.ts", posted).isEmpty)
        let tested = "if (params[\"response_type\"] !== \"code\") throw new Error();\nconst form = { grant_type: 'authorization_code' };"
        #expect(try findings("src/bridge.ts", tested).isEmpty)
        let switchedOff = "const PKCE_ENABLED = false;\n" + request + "const form = { grant_type: 'authorization_code', code };"
        #expect(try findings("src/login.ts", switchedOff).map(\.ruleID) == ["pkce-not-enforced"])
    }

    @Test func anImplicitRequestStaysInViewBesideOthers() throws {
        let codes = (1...4).map { "  p\($0): `${base}/authorize?client_id=${id}&response_type=code`," }.joined(separator: "\n")
        let providers = "const providers = {\n\(codes)\n  twitch: `${twitch}/authorize?client_id=${id}&response_type=token`,\n};"
        #expect(try findings("src/providers.ts", providers).map(\.ruleID).contains("implicit-grant-enabled"))
        let two = "const spotify = new AuthRequest({ clientId, responseType: ResponseType.Token });\nconst google = new AuthRequest({ clientId, responseType: ResponseType.Code });"
        #expect(try findings("src/providers.ts", two).map(\.ruleID) == ["implicit-grant-enabled"])
    }
}

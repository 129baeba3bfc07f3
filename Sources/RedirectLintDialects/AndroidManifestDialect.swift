import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// `AndroidManifest.xml`: the package, and the `<intent-filter>`s through which a browser can
/// hand a redirect to an activity (VIEW + BROWSABLE with `<data android:scheme>`).
public struct AndroidManifestDialect: Dialect {
    public let id = "android-manifest"
    public let fileTypes = [FileType(extensions: ["xml"], syntax: .structured, markers: ["<manifest"])]
    public init() {}

    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    private static let view = "android.intent.action.VIEW"
    private static let browsable = "android.intent.category.BROWSABLE"

    public func recognizes(_ document: Document) -> Bool {
        guard case .xml(let root) = document.content else { return false }
        return root.name == "manifest"
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .xml(let root) = document.content, !Self.isInTestSourceSet(document.file.path) else { return model }
        var app = AppManifest(format: id, path: document.file.path, platform: .android)
        if let package = root.attribute("package") {
            app.identity = Located(package.value, range: package.valueRange, isVerbatim: package.isVerbatim)
        }
        var stack: [XMLElement] = [root]
        while let element = stack.popLast() {
            stack.append(contentsOf: element.children.reversed())
            if element.localName == "meta-data" {
                secret(in: element).map { app.secrets.append($0) }
                secretReference(in: element).map { app.secretReferences.append($0) }
            }
            let exported = element.attribute("exported", namespace: Self.androidNamespace)?.value != "false"
            let receiverClass = android(element, "name").flatMap { name in Self.signInReceivers.first { name.value.hasSuffix($0.suffix) } }
            let receiver = receiverClass.map { "\($0.name) receives it" }
            if let library = receiverClass?.library { app.receiverLibraries.insert(library) }
            for filter in element.children(named: "intent-filter") {
                read(filter, exported: exported, receiver: receiver, into: &app, templates: &model.unresolvedTemplates)
            }
        }
        model.manifests = [app]
        return model
    }

    /// Gradle merges the manifest of a test source set (`src/test/`, `src/androidTest/`,
    /// `src/testDebug/`, `src/testFixtures/`) only into test builds, which no user installs:
    /// its schemes and receivers (often stubs that stand in for the app's placeholders) are
    /// no app's.
    static func isInTestSourceSet(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return zip(parts, parts.dropFirst()).contains { folder, sourceSet in
            guard folder == "src" else { return false }
            return ["test", "androidTest"].contains { name in
                sourceSet == name || (sourceSet.hasPrefix(name) && sourceSet.dropFirst(name.count).first?.isUppercase == true)
            }
        }
    }

    private func android(_ element: XMLElement, _ name: String) -> Located<String>? {
        guard let a = element.attribute(name, namespace: Self.androidNamespace) else { return nil }
        return Located(a.value, range: a.valueRange, isVerbatim: a.isVerbatim)
    }

    /// Activities of sign-in SDKs that receive the authorization response on their filter's
    /// scheme, by the end of their class name, how messages name them, and the library.
    static let signInReceivers: [(suffix: String, name: String, library: String)] = [
        ("net.openid.appauth.RedirectUriReceiverActivity", "AppAuth's RedirectUriReceiverActivity", "AppAuth"),
        ("RedirectUriReceiverActivity", "AppAuth's RedirectUriReceiverActivity", "AppAuth"),
        ("com.microsoft.identity.client.BrowserTabActivity", "MSAL's BrowserTabActivity", "MSAL"),
        ("com.auth0.android.provider.RedirectActivity", "Auth0's RedirectActivity", "Auth0"),
        ("OktaRedirectActivity", "Okta's redirect activity", "Okta"),
        ("com.linusu.flutter_web_auth.CallbackActivity", "flutter_web_auth's CallbackActivity", "flutter_web_auth"),
        ("com.linusu.flutter_web_auth_2.CallbackActivity", "flutter_web_auth_2's CallbackActivity", "flutter_web_auth_2"),
        ("com.dropbox.core.android.AuthActivity", "Dropbox's AuthActivity", "Dropbox"),
    ]

    private func read(_ filter: XMLElement, exported: Bool, receiver: String?, into app: inout AppManifest, templates: inout [Located<String>]) {
        let actions = filter.children(named: "action").compactMap { android($0, "name")?.value }
        let categories = filter.children(named: "category").compactMap { android($0, "name")?.value }
        let reachable = exported && actions.contains(Self.view) && categories.contains(Self.browsable)
        let verified = android(filter, "autoVerify")?.value == "true"
        let data = filter.children(named: "data")
        // All <data> elements of one filter combine: every scheme goes with every host.
        let hosts = data.compactMap { android($0, "host") }
        let paths = data.compactMap { android($0, "path") ?? android($0, "pathPrefix") ?? android($0, "pathPattern") }
        // Placeholders stay as written, apart from checked values: the engine fills in those
        // it can from the module's Gradle file and string resources, and notes the rest.
        for scheme in data.compactMap({ android($0, "scheme") }) {
            switch scheme.value {
            case "http", "https":
                for host in hosts {
                    let claim = ClaimedHost(host: host, verified: verified && reachable, signInEvidence: reachable ? receiver : nil)
                    if Self.isUnresolved(host.value) {
                        templates.append(host)
                        app.templatedHosts.append(claim)
                    } else {
                        app.claimedHosts.append(claim)
                    }
                }
            default:
                let declared = DeclaredScheme(scheme: scheme, host: hosts.first, path: paths.first,
                                              reachableFromBrowser: reachable, signInEvidence: receiver)
                if Self.isUnresolved(scheme.value) {
                    templates.append(scheme)
                    app.templatedSchemes.append(declared)
                } else {
                    app.schemes.append(declared)
                }
            }
        }
    }

    /// `${placeholder}` from Gradle, or an `@string/...` resource reference.
    static func isUnresolved(_ value: String) -> Bool {
        value.hasPrefix("@") || TemplateSyntax.firstPlaceholder(in: value) != nil
    }

    private func secret(in metaData: XMLElement) -> SecretOccurrence? {
        // A reference to a resource named like a secret (`@string/client_secret`) is judged
        // where that resource is defined (review 72: the reference read as a placeholder beside
        // it); one to another name (`@string/naver_login_value`) is the secret here.
        guard let value = secretValue(of: metaData), !SecretHasher.isPlaceholder(value.value),
              !Self.namesSecretResource(value.value) else { return nil }
        return SecretOccurrence(key: android(metaData, "name")?.value ?? "", range: value.valueRange, value: value.value)
    }

    /// `@string/client_secret`: a resource whose own name says secret.
    private static func namesSecretResource(_ value: String) -> Bool {
        guard value.hasPrefix("@"), let slash = value.firstIndex(of: "/") else { return false }
        return SecretKeys.isSecretName(String(value[value.index(after: slash)...]))
    }

    /// A secret's value filled in by the build (`${oauthValue}`, `@string/oauth_value`).
    private func secretReference(in metaData: XMLElement) -> String? {
        guard let value = secretValue(of: metaData), Self.isUnresolved(value.value) else { return nil }
        return value.value
    }

    /// The `android:value` of a `<meta-data>` named like a secret.
    private func secretValue(of metaData: XMLElement) -> XMLAttribute? {
        guard let name = android(metaData, "name"),
              SecretKeys.isSecretName(name.value.split(separator: ".").last.map(String.init) ?? name.value) || SecretKeys.isSecretName(name.value)
        else { return nil }
        return metaData.attribute("value", namespace: Self.androidNamespace)
    }
}

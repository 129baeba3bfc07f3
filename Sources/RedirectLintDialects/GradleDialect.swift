import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// An Android module's `build.gradle` / `build.gradle.kts`, read as text: the application id
/// and the `manifestPlaceholders` that library manifests merged into the app fill in. AppAuth
/// registers its redirect activity on `${appAuthRedirectScheme}` and Auth0 on `${auth0Scheme}`
/// with host `${auth0Domain}` (kotlin-multiplatform-oidc on `${oidcRedirectScheme}`), so those
/// values are schemes and hosts the app declares, even when the app's own manifest never
/// mentions them.
public struct GradleDialect: Dialect {
    public let id = "gradle"
    public let fileTypes = [FileType(extensions: ["gradle", "gradle.kts"], syntax: .gradle,
                                     markers: ["manifestPlaceholders", "applicationId", "buildConfigField", "resValue"])]
    public init() {}

    /// Placeholders a sign-in SDK's own manifest uses as its redirect scheme, and the SDK.
    static let schemeSDKs: [String: String] = [
        "appAuthRedirectScheme": "AppAuth", "auth0Scheme": "Auth0",
        "oidcRedirectScheme": "kotlin-multiplatform-oidc",
    ]
    static let schemeKeys = Set(schemeSDKs.keys)
    static let auth0Domain = "auth0Domain"

    public func recognizes(_ document: Document) -> Bool {
        if case .gradle = document.content { return true }
        return false
    }

    public func extract(_ document: Document) -> FileModel {
        let path = document.file.path
        var model = FileModel(path: path, format: id)
        guard case .gradle(let script) = document.content else { return model }
        var app = AppManifest(format: id, path: path, platform: .android)
        let ids = script.settings.filter { $0.kind == .applicationId && $0.name == "applicationId" && isLiteral($0) }
        let main = ids.first { $0.blocks.last == "defaultConfig" } ?? ids.first
        app.identity = main.map { located($0) }
        model.placeholders["applicationId"] = applicationIDs(script)

        let entries = script.settings.filter { $0.kind == .manifestPlaceholder }
        let auth0Schemes = entries.filter { $0.name == "auth0Scheme" }.map(\.value.value)
        let auth0ClaimsHTTPS = auth0Schemes.contains { $0.lowercased() == "https" }
        for entry in entries {
            let value = located(entry)
            let judged = Self.schemeKeys.contains(entry.name) || entry.name == Self.auth0Domain
            guard isLiteral(entry) else {
                if judged { model.unresolvedTemplates.append(value) }
                continue
            }
            model.placeholders[entry.name, default: []].append(value)
            guard judged else { continue }
            let origin = ValueOrigin.manifestPlaceholder(entry.name, path: path, range: value.range)
            // `@string/…` is filled in by resource merging: from the module's string resources
            // when the project holds them (`PlaceholderResolution`, as Auth0's quickstart
            // writes `auth0Scheme: "@string/com_auth0_scheme"`), else it stays unresolved.
            if value.value.hasPrefix("@") {
                model.unresolvedTemplates.append(value)
                if let sdk = Self.schemeSDKs[entry.name], main != nil {
                    app.templatedSchemes.append(DeclaredScheme(scheme: value, origin: origin,
                                                               signInEvidence: "\(sdk) receives sign-in responses on '\(entry.name)'"))
                }
                continue
            }
            // A script without an application id is a library module or a fragment applied
            // to one (`config/coverage.gradle`): its placeholders fill its own test builds,
            // not an app's manifest.
            if Self.schemeKeys.contains(entry.name) {
                guard main != nil else { continue }
                guard value.value.lowercased() != "https", value.value.lowercased() != "http" else { continue }
                let sdk = Self.schemeSDKs[entry.name] ?? entry.name
                app.schemes.append(DeclaredScheme(scheme: value, origin: origin,
                                                  signInEvidence: "\(sdk) receives sign-in responses on '\(entry.name)'"))
            } else if auth0ClaimsHTTPS {
                // Auth0's manifest marks its https filter autoVerify, so the domain is an App Link.
                app.claimedHosts.append(ClaimedHost(host: value, verified: true))
            }
        }
        // A server's script (a JVM `buildConfigField` plugin's) declares no app.
        guard Self.isAndroidBuild(document.file.bytes) else { return model }
        model.manifests = [app]
        model.signInLibraries = signInLibraries(in: document.file)
        readSecrets(of: script, into: &model)
        return model
    }

    /// An Android module's or a Kotlin Multiplatform module's script, by what only those write.
    private static func isAndroidBuild(_ bytes: [UInt8]) -> Bool {
        ["android {", "android{", "com.android.", "applicationId", "manifestPlaceholders", "buildkonfig"]
            .contains { bytes.firstIndex(of: Array($0.utf8), in: 0..<bytes.count) != nil }
    }

    /// The client secrets the build puts into the app (`buildConfigField "String",
    /// "CLIENT_SECRET", …`): a value a provider could have issued, written here, is a secret
    /// in the repository; any other but a blank is one the build brings from elsewhere
    /// (`local.properties`, the CI's secrets), which every copy of the app carries all the same.
    private func readSecrets(of script: GradleScript, into model: inout FileModel) {
        for value in script.builtInValues where CodeSecrets.isSecretName(Array(value.name.utf8)[...]) {
            let name = Located(value.name, range: value.nameRange)
            let carrier = "a Gradle \(value.carrier.rawValue) entry"
            guard let literal = value.literal else {
                model.secretsBuiltIn.append(BuiltInSecret(name: name, carrier: carrier, isDefinition: true))
                continue
            }
            // Whatever it is, a value under a secret's name is not printed.
            model.maskedInCode.append(literal.range)
            // A `buildConfigField` value is Java source: a string's own quotes are inside.
            let text = value.carrier == .buildConfigField ? Self.unquoted(literal.value) : literal.value
            if CodeSecrets.looksIssued(text) {
                model.secretsInCode.append(SecretOccurrence(key: value.name, range: literal.range, value: text))
            } else {
                let blank = text.isEmpty || text == "null" || SecretHasher.isPlaceholder(text) || SecretHasher.looksLikePlaceholder(text)
                model.secretsBuiltIn.append(BuiltInSecret(name: name, carrier: carrier, isDefinition: true, carriesValue: !blank))
            }
        }
    }

    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }

    /// Sign-in SDKs among the script's dependencies, found by their coordinates in the text
    /// (`implementation 'net.openid:appauth:0.11.1'`, `libs` catalogs aside).
    private func signInLibraries(in file: SourceFile) -> [Located<String>] {
        SignInLibraries.prefixes(of: .gradle).compactMap { coordinate in
            let needle = Array(coordinate.utf8)
            guard needle.count <= file.bytes.count, let name = SignInLibraries.library(named: coordinate, in: .gradle),
                  let start = (0...(file.bytes.count - needle.count)).first(where: { file.bytes[$0..<($0 + needle.count)].elementsEqual(needle) })
            else { return nil }
            return Located(name, range: file.range(from: start, to: start + needle.count))
        }
    }

    /// A value the build uses as written: no string template, no placeholder.
    private func isLiteral(_ setting: GradleSetting) -> Bool {
        !setting.isInterpolated && TemplateSyntax.firstPlaceholder(in: setting.value.value) == nil
            && !TemplateSyntax.hasVariableNamePart(setting.value.value)
    }

    private func located(_ setting: GradleSetting) -> Located<String> {
        setting.value.located
    }

    /// What `${applicationId}` becomes: each literal id, and each with each literal suffix
    /// (build types add `.debug`); with several, every variant is a possible value.
    private func applicationIDs(_ script: GradleScript) -> [Located<String>] {
        let settings = script.settings.filter { $0.kind == .applicationId && isLiteral($0) }
        let ids = settings.filter { $0.name == "applicationId" }.map { located($0) }
        let suffixes = settings.filter { $0.name == "applicationIdSuffix" }.map(\.value.value)
        return ids + ids.flatMap { id in suffixes.map { Located(id.value + $0, range: id.range) } }
    }
}

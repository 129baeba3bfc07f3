import RedirectLintModel

/// Whether a scheme an app declares receives sign-in responses, and what in the project
/// shows it. RFC 8252 §7.1 governs the scheme of a redirect URI; an app's other deep links
/// (a widget, a payment request, in-app navigation) are not its business. The evidence, in
/// order: the declaring file (a sign-in SDK's receiver activity, AppAuth's
/// `appAuthRedirectScheme`); a registration of the project that redirects to the scheme;
/// the scheme's name, host or path, or the name of the definition it comes from, naming
/// sign-in (`oauth`, `callback`, `login`); a sign-in SDK among the dependencies of the app's
/// own build or dependency file (Gradle, `package.json`, `pubspec.yaml`, `Podfile.lock`,
/// Xcode's `Package.resolved`; in its folder or one above), when the app declares that one
/// scheme only (and leaves no empty place for a build step to add one) and the build's code
/// writes no redirect to another scheme.
struct SchemePurpose {
    private let registered: [String: String]
    private let libraries: [(library: String, path: String)]
    private let inCode: [String: [(text: String, path: String, line: Int)]]
    private let codeRedirects: [(text: String, path: String, line: Int)]
    private let providerSignIns: [(text: String, path: String, line: Int)]
    /// Callback activities by scheme (lower-cased), and where the code starts a sign-in: an
    /// activity shows something only beside a start in its own app's folder, so one left
    /// behind after the sign-in code was removed (review 31's MAUI app) shows nothing.
    private let callbackActivities: [String: [(text: String, path: String, line: Int)]]
    private let signInCalls: [(text: String, path: String, line: Int)]
    /// The files that declare each template scheme (`myapp`, lower-cased): code that uses such
    /// a scheme speaks for the declarations nearest to it. In files gathered from many
    /// repositories, a sample's `myapp` is not the `myapp` another repository's code waits on;
    /// a scheme of the app's own (`youauth`) ties an iOS app to the Android module's code.
    private let declaringPaths: [String: [String]]
    /// The https hosts at which a sign-in SDK's activity receives each app's redirects
    /// (AppAuth's `RedirectUriReceiverActivity` for `https://auth.contoso.com/callback`).
    private let signInHosts: [String: Set<String>]
    /// The private-use schemes an app's own request configuration sends its redirect to
    /// (AppAuth's `auth_config.json`), by the folder of the app's code.
    private let requestedSchemes: [(folder: String, scheme: String)]

    init(_ project: Project) {
        var registered: [String: String] = [:]
        for registration in project.redirectingRegistrations {
            for uri in registration.redirectURIs where uri.value.kind == .privateUse {
                guard let scheme = uri.value.scheme?.lowercased(), registered[scheme] == nil else { continue }
                registered[scheme] = registration.label
            }
        }
        self.registered = registered
        libraries = project.signInLibraries
        codeRedirects = project.redirectsInCode
        providerSignIns = project.providerSignIns
        inCode = Dictionary(grouping: codeRedirects) { Self.scheme(of: $0.text) }
        callbackActivities = Dictionary(grouping: project.callbackActivitySchemes) { $0.text.lowercased() }
        signInCalls = project.signInCalls
        var declaringPaths: [String: [String]] = [:]
        for app in project.manifests {
            for scheme in Set(app.schemes.map { $0.scheme.value.lowercased() })
            where (inCode[scheme] != nil || callbackActivities[scheme] != nil) && SchemeName.isTemplateDefault(scheme) {
                declaringPaths[scheme, default: []].append(app.path)
            }
        }
        self.declaringPaths = declaringPaths
        signInHosts = Dictionary(project.manifests.map { app in
            (app.appOnFamily, Set(app.claimedHosts.filter { $0.signInEvidence != nil }.map { $0.host.value.lowercased() }))
        }, uniquingKeysWith: { $0.union($1) })
        requestedSchemes = project.redirectingRegistrations.filter(\.sendsRedirectAsWritten).flatMap { registration in
            registration.redirectURIs.compactMap { uri in
                uri.value.kind == .privateUse ? uri.value.scheme.map { (AppCode.moduleFolder(of: registration.path), $0.lowercased()) } : nil
            }
        }
    }

    /// Why the scheme is a sign-in redirect scheme, or nil when nothing in the project says.
    func evidence(for declared: DeclaredScheme, in app: AppManifest) -> String? {
        let scheme = declared.scheme.value
        let registration = registered[scheme.lowercased()]
        // AppAuth needs `appAuthRedirectScheme` even when the app's redirect is https; spelled
        // as the host that redirect goes to (`auth.tesla.com`), it only fills that need.
        if registration == nil, signInHosts[app.appOnFamily]?.contains(scheme.lowercased()) == true { return nil }
        if let evidence = declared.signInEvidence {
            // What the declaration shows (an SDK's placeholder, a receiver activity) is left
            // over when the app's own request configuration sends its redirect to another
            // scheme (review 72: AppAuth's demo scheme beside the app's `auth_config.json`).
            return registration == nil && requestsGoElsewhere(app, than: scheme) ? nil : evidence
        }
        if let label = registration {
            return "\(label) of the project redirects to it"
        }
        // The app's own build: a build file in the manifest's folder or one above it.
        let appLibraries = libraries.filter { SchemeOccurrences.folder(of: app.path).hasPrefix(Self.buildFolder(of: $0.path)) }
        // An app that signs in through a loopback listener receives no response on a scheme,
        // whatever the scheme is called. The listener is a desktop plugin: the same app's
        // Android and iOS builds come back on their scheme.
        let isMobile = [.android, .ios].contains(app.platform) || declared.isMobileOnly
        let listensOnLoopback = !isMobile && appLibraries.contains { $0.library == SignInLibraries.loopbackListener }
        // Expo's development-client scheme is the project's slug (`exp+rn-auth-ui`): its words
        // name the project, not a sign-in.
        let ownName = Self.isExpoDevelopmentClient(scheme) ? nil : scheme
        let definition = declared.origin?.description
        let named: [(String, String?)] = [("name", ownName), ("host", declared.host?.value), ("path", declared.path?.value),
                                          ("definition", definition.flatMap { SignInWords.namesOtherProtocol($0) ? nil : $0 })]
        for case let (part, text?) in named where !listensOnLoopback {
            if let word = SignInWords.mentioned(in: text) { return "its \(part) '\(text)' names sign-in ('\(word)')" }
        }
        if let use = inCode[scheme.lowercased()]?.first(where: { use in
            Self.reaches(declared, use.text) && isNearestDeclaration(app.path, of: scheme, to: use.path)
        }) {
            // Quoted as a message quotes any URI: credentials masked, and not a bundle's whole line.
            let shown = String(URIText.masked(use.text).prefix(120))
            return use.text.contains(":")
                ? "the project's code uses '\(shown)' as its redirect URI (\(use.path):\(use.line))"
                : "the app's code waits for sign-in responses on it (its sign-in session's callback scheme, \(use.path):\(use.line))"
        }
        for activity in callbackActivities[scheme.lowercased()] ?? []
        where Self.reaches(declared, activity.text) && isNearestDeclaration(app.path, of: scheme, to: activity.path) {
            // The call of the same app: one in the folder that holds the activity's platform folders.
            let appFolder = SchemeOccurrences.appFolder(of: activity.path) ?? SchemeOccurrences.folder(of: activity.path)
            if let call = signInCalls.first(where: { $0.path.hasPrefix(appFolder) }) {
                return "its callback activity (\(activity.path):\(activity.line)) receives the sign-in the app's code starts (\(call.path):\(call.line))"
            }
        }
        guard !listensOnLoopback else { return nil }
        if let call = expoRedirectCall(for: app, scheme: scheme) {
            return "the app's code signs in through expo-auth-session (\(call.path):\(call.line)), whose redirect is the app's scheme"
        }
        if let library = appLibraries.first, Set(Self.candidateSchemes(of: app).map { $0.scheme.value.lowercased() }) == [scheme.lowercased()],
           !app.schemesAddedAtBuildTime, !codeRedirectsElsewhere(under: Self.buildFolder(of: library.path), than: scheme) {
            let file = library.path.split(separator: "/").last.map(String.init) ?? library.path
            return "the project depends on \(library.library) (in \(file)), which receives sign-in responses on the app's scheme"
        }
        return nil
    }

    /// Where the code of an Expo app with this one scheme signs in through expo-auth-session
    /// (its import, `makeRedirectUri(`) and names no other scheme: the redirect is `scheme://…` in a build
    /// of the app (review 81: Crave's Clerk sign-in, `makeRedirectUri({ path: … })`).
    private func expoRedirectCall(for app: AppManifest, scheme: String) -> (text: String, path: String, line: Int)? {
        // The identifiers Expo also registers as schemes (`android.package`) are not `scheme`.
        let written = Self.candidateSchemes(of: app).filter { $0.origin == nil }
        guard app.platform == .expo, !app.schemesAddedAtBuildTime,
              Set(written.map { $0.scheme.value.lowercased() }) == [scheme.lowercased()] else { return nil }
        let folder = SchemeOccurrences.folder(of: app.path)
        guard !codeRedirectsElsewhere(under: folder, than: scheme) else { return nil }
        return signInCalls.first { $0.path.hasPrefix(folder) && ($0.text.lowercased() == "makeredirecturi(" || $0.text.contains("expo-auth-session")) }
    }

    /// Whether the code of a build writes its redirect to another scheme than this one (review
    /// 64: Okta's `redirectUri: 'com.okta.dev-…:/callback'` beside Expo's template scheme
    /// `myapp`), or signs in through a provider that redirects to a scheme of its own: the
    /// sign-in library of that build receives its responses there.
    private func codeRedirectsElsewhere(under folder: String, than scheme: String) -> Bool {
        codeRedirects.contains { $0.path.hasPrefix(folder) && Self.scheme(of: $0.text) != scheme.lowercased() }
            || (providerSignIns.contains { $0.path.hasPrefix(folder) } && !signInCalls.contains { $0.path.hasPrefix(folder) })
    }

    /// Whether the request configuration of the app's own module (not a sample module's
    /// beside it) names its redirect, and only other schemes.
    private func requestsGoElsewhere(_ app: AppManifest, than scheme: String) -> Bool {
        let folder = AppCode.moduleFolder(of: app.path)
        let requested = requestedSchemes.filter { $0.folder == folder }.map(\.scheme)
        return !requested.isEmpty && !requested.contains(scheme.lowercased())
    }

    /// The scheme (lower-cased) of a redirect the code writes: a URI's, or a bare scheme.
    private static func scheme(of text: String) -> String {
        text.prefix { $0 != ":" }.lowercased()
    }

    /// Whether no other file that declares the template scheme shares more folders with the code.
    private func isNearestDeclaration(_ path: String, of scheme: String, to code: String) -> Bool {
        let depth = Self.sharedFolders(path, code)
        return declaringPaths[scheme.lowercased(), default: []].allSatisfy { Self.sharedFolders($0, code) <= depth }
    }

    /// How many leading folders two paths have in common.
    private static func sharedFolders(_ first: String, _ second: String) -> Int {
        zip(first.split(separator: "/").dropLast(), second.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// Whether a redirect the code writes goes to this declaration: an Android filter that
    /// names a host (`homeassistant://invite`) never receives `homeassistant://auth-callback`,
    /// which the app may well catch in a web view of its own.
    static func reaches(_ declared: DeclaredScheme, _ uri: String) -> Bool {
        guard let host = declared.host?.value, host != "*" else { return true }
        return RedirectURI(uri).host?.lowercased() == host.lowercased()
    }

    /// The folder a dependency file speaks for: its own, or, for Xcode's
    /// `App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`, the folder
    /// that holds the Xcode project (and the app's `Info.plist` below it).
    static func buildFolder(of path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let project = components.firstIndex(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) else {
            return SchemeOccurrences.folder(of: path)
        }
        return components[..<project].map { $0 + "/" }.joined()
    }

    /// The schemes of an app that could be its sign-in scheme: reachable from a browser, not
    /// shared by design, and not the app's own identifier (which Expo registers too).
    static func candidateSchemes(of app: AppManifest) -> [DeclaredScheme] {
        app.schemes.filter { declared in
            declared.reachableFromBrowser && !SharedSchemes.contains(declared.scheme.value)
                && declared.scheme.value.lowercased() != app.identity?.value.lowercased()
                && !isExpoDevelopmentClient(declared.scheme.value)
        }
    }

    /// `exp+<slug>`, which `expo prebuild` declares for the development client's launcher: it
    /// opens development builds, and no sign-in SDK redirects to it.
    static func isExpoDevelopmentClient(_ scheme: String) -> Bool {
        scheme.lowercased().hasPrefix("exp+")
    }
}

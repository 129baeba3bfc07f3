import RedirectLintModel
import RedirectLintSource

// What the project-wide rules ask about the apps of a project, answered once so that the
// rules comparing registrations with apps agree with each other.

/// Apps on one OS family can intercept each other's redirects; apps on different families
/// cannot, because each OS routes only to apps installed on it.
enum OSFamily: String {
    case apple, android, windows, expo, electron, tauri, linux

    init(_ platform: Platform) {
        switch platform {
        case .ios, .macos, .apple: self = .apple
        case .android: self = .android
        case .windows: self = .windows
        case .expo: self = .expo
        case .electron: self = .electron
        case .tauri: self = .tauri
        case .linux: self = .linux
        }
    }
}

extension AppManifest {
    /// Which app this manifest belongs to. The configuration says so first (`apps:`). On
    /// Android it is the module: its manifests (`app/src/main`, `app/src/debug`) and its
    /// `build.gradle` describe one app, whatever package or application id each of them names.
    /// Elsewhere the identity, else the file: an identity left to the build
    /// (`$(PRODUCT_BUNDLE_IDENTIFIER)`) tells no two targets apart, so it does not count.
    var appIdentity: String {
        if let configuredApp { return "configured:" + configuredApp }
        if platform == .android {
            if let module = path.firstRange(of: "/src/") { return "android:" + String(path[..<module.lowerBound]) }
            if path.hasPrefix("src/") { return "android:." }
            let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            return "android:" + (directory.isEmpty ? "." : directory)
        }
        return literalIdentity ?? path
    }

    /// The app on one OS family: an identity shared by an app's iOS and Android builds is
    /// still two installs, on two kinds of device.
    var appOnFamily: String { "\(OSFamily(platform).rawValue) \(appIdentity)" }

    /// Messages can name the app (by configuration or identity), not only its file.
    var hasName: Bool { name != nil }

    /// The app's name by configuration or literal identity; nil when neither is known.
    var name: String? { configuredApp ?? literalIdentity }

    /// The identity as written, unless it is empty or a build placeholder.
    private var literalIdentity: String? {
        guard let identity = identity?.value, !identity.isEmpty, TemplateSyntax.firstPlaceholder(in: identity) == nil else {
            return nil
        }
        return identity
    }

    /// How messages name the app: `app 'Notes' (ios)` for an app of the configuration,
    /// `app 'com.contoso.notes' (android)`, or the file when the identity is unknown.
    var label: String {
        if let configuredApp { return "app '\(configuredApp)' (\(platform.rawValue))" }
        if let identity = literalIdentity { return "app '\(identity)' (\(platform.rawValue))" }
        return "the \(platform.rawValue) app in \(path)"
    }

    /// Where to point for the app as a whole: its identity, else its first scheme, else the
    /// file's start.
    var anchor: SourceRange {
        identity?.range ?? schemes.first?.scheme.range ?? claimedHosts.first?.host.range ?? .fileStart
    }

    /// A related location naming the app.
    func related(_ message: String) -> RelatedLocation {
        RelatedLocation(path: path, range: anchor, message: message)
    }

    /// True when the OS compares URL schemes exactly: Android's intent filters are
    /// case-sensitive, Apple platforms and the others fold case as RFC 3986 §3.1 says.
    var matchesSchemesExactly: Bool { platform == .android }

    func declares(_ declared: DeclaredScheme, matching scheme: String) -> Bool {
        matchesSchemesExactly ? declared.scheme.value == scheme
            : declared.scheme.value.lowercased() == scheme.lowercased()
    }
}

/// How many related locations a finding lists when it names every app of the project.
enum RelatedLimit {
    static let apps = 5

    /// `app 'a' (ios), app 'b' (android) and 3 more`: each app once per OS family
    /// (`appOnFamily`), however many of its manifests (a module's manifest and build.gradle,
    /// the manifests of an app in `apps:`) there are, named by one that knows its identity.
    /// The `count` manifests are told by index: `app` says which app each is (a key, equal for
    /// the manifests of one app), `label` and `hasName` how it is named.
    static func names<App: Hashable>(count: Int, app: (Int) -> App, label: (Int) -> String, hasName: (Int) -> Bool) -> String {
        var order: [App] = []
        var naming: [App: Int] = [:]
        for index in 0..<count {
            let key = app(index)
            if let current = naming[key] {
                if !hasName(current), hasName(index) { naming[key] = index }
            } else {
                order.append(key)
                naming[key] = index
            }
        }
        let named = order.prefix(apps).map { label(naming[$0]!) }
        let more = order.count > apps ? " and \(order.count - apps) more" : ""
        return named.joined(separator: ", ") + more
    }
}

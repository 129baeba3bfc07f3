import RedirectLintModel

/// RFC 8252 §8.3, for the loopback redirects an app's code sends: part of
/// `loopback-uses-localhost`, run over the whole project because only the project's manifests
/// say which code an app is built from (`AppCode`). A desktop app's or a CLI's listener at
/// `http://localhost:8765/callback` should be written `http://127.0.0.1:8765/callback`.
public struct LoopbackUsesLocalhostInApp: ProjectRule {
    public let id = "loopback-uses-localhost"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        guard !project.localhostRedirectsInCode.isEmpty else { return [] }
        let apps = AppCode.AppFolders(project)
        // An Electron app that signs in inside a window of its own catches the redirect there
        // (`will-redirect`): no listener, and `embedded-user-agent` is the defect. Not a Flutter
        // app's web view, beside which openid_client does listen on the port (review 75).
        let embedded = Set(project.embeddedSignInsInCode.compactMap { apps.app(building: $0.path) }
            .filter { $0.platform == .electron }.map(\.path))
        var reported: Set<String> = []
        return project.localhostRedirectsInCode.compactMap { written, path in
            let uri = written.map { RedirectURI($0) }
            // `http://localhost:pw@evil.example/cb` goes to another host; one finding a URI a file.
            guard uri.value.isLocalhostName, reported.insert("\(path)\n\(uri.value.text)").inserted,
                  let app = apps.app(building: path), !isMobileScript(path, apps), !embedded.contains(app.path) else { return nil }
            return report(
                path: path, range: uri.range(of: uri.value.hostRange),
                message: "the source code of the app that '\(app.path)' declares sends the loopback redirect URI '\(uri.value.displayText)', which uses the name 'localhost' instead of the IP literal 127.0.0.1 (or [::1]); listen on and send 127.0.0.1",
                subjectKey: "code/\(uri.value.displayText)")
        }
    }

    /// A React Native, Expo or Capacitor app's JavaScript cannot listen on a port: a localhost
    /// URI there is its web build's or a development server's (review 85: Expo's web origin
    /// `http://localhost:8081/callback`). An Electron or Tauri app's can, through its host.
    private func isMobileScript(_ path: String, _ apps: AppCode.AppFolders) -> Bool {
        let scripts = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte"]
        guard scripts.contains(where: path.lowercased().hasSuffix) else { return false }
        return apps.apps(building: path).allSatisfy { [.android, .ios, .apple, .expo].contains($0.platform) }
    }
}

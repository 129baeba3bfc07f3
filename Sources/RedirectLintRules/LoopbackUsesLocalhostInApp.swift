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
        // A loopback redirect needs a listener in the app: an Android app's `http://localhost`
        // that its web view or an SDK catches (review 98) has none, and the name is moot there.
        var listeners: [String: (text: String, path: String, line: Int)] = [:]
        for (listener, path, app) in AppCode.inApps(project.loopbackListenersInCode, of: apps) where listeners[app.path] == nil {
            listeners[app.path] = (listener.value, path, listener.range.start.line)
        }
        var reported: Set<String> = []
        return project.localhostRedirectsInCode.compactMap { written, path in
            let uri = written.map { RedirectURI($0) }
            // `http://localhost:pw@evil.example/cb` goes to another host; one finding a URI a file.
            guard uri.value.isLocalhostName, reported.insert("\(path)\n\(uri.value.text)").inserted,
                  let app = apps.app(building: path), let listener = listeners[app.path], !isMobileScript(path, apps) else { return nil }
            return report(
                path: path, range: uri.range(of: uri.value.hostRange),
                message: "the source code of the app that '\(app.path)' declares sends the loopback redirect URI '\(uri.value.displayText)', which uses the name 'localhost' instead of the IP literal 127.0.0.1 (or [::1]), to reach the listener its code starts ('\(listener.text)', \(listener.path):\(listener.line)); listen on and send 127.0.0.1",
                subjectKey: "code/\(uri.value.displayText)")
        }
    }

    /// A React Native, Expo or Capacitor app's JavaScript cannot listen on a port, whatever it
    /// names: a localhost URI there is its web build's or a development server's (review 85:
    /// Expo's web origin `http://localhost:8081/callback`). An Electron or Tauri app's can,
    /// through its host.
    private func isMobileScript(_ path: String, _ apps: AppCode.AppFolders) -> Bool {
        guard ScriptFiles.contains(path) else { return false }
        return apps.apps(building: path).allSatisfy { [.android, .ios, .apple, .expo].contains($0.platform) }
    }
}

import RedirectLintModel

/// Which app a source file is built into: the app whose manifest sits at the top of the file's
/// folder, or in a platform folder below it (`android/`, `ios/`, `Platforms/Android/`).
enum AppCode {
    /// The client secrets the project's code assigns, each with the app it is built into; a
    /// secret in code no manifest of the project speaks for (a web server's) is left out.
    static func secrets(of project: Project) -> [(secret: SecretOccurrence, path: String, app: AppManifest)] {
        guard !project.secretsInCode.isEmpty else { return [] }
        let apps = project.manifests.map { (folder: codeFolder(of: $0.path), app: $0) }
        return project.secretsInCode.compactMap { secret, path in
            // The innermost app: a repository's sample app is an app of its own.
            let holding = apps.filter { path.hasPrefix($0.folder) && !isServerCode(path.dropFirst($0.folder.count)) }
            guard let app = holding.max(by: { $0.folder.count < $1.folder.count })?.app else { return nil }
            return (secret, path, app)
        }
    }

    /// The folder an app's code sits in, for its manifest at `path`: the cross-platform app's,
    /// above its platform folders (Flutter's `lib/` beside `android/`), an Android module's or
    /// a Tauri app's, above `src/` or `src-tauri/`, else the manifest's own.
    /// A NativeScript app's (`app/App_Resources/Android/`) is the one above `App_Resources/`.
    static func codeFolder(of path: String) -> String {
        if let app = SchemeOccurrences.appFolder(of: path) {
            // NativeScript keeps the platform folders in `app/App_Resources/`, beside the code.
            return app.hasSuffix("App_Resources/") ? String(app.dropLast("App_Resources/".count)) : app
        }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if let source = components.lastIndex(where: { $0 == "src" || $0 == "src-tauri" }) {
            components = components[..<source]
        }
        return components.map { $0 + "/" }.joined()
    }

    /// A folder of the app's repository that holds its server, not the app (an Expo app's
    /// `server/`, a Firebase app's `functions/`): that code runs where secrets can be kept.
    private static func isServerCode(_ relativePath: Substring) -> Bool {
        relativePath.split(separator: "/").dropLast().contains { serverFolders.contains($0.lowercased()) }
    }

    private static let serverFolders: Set<String> = ["server", "backend", "functions", "supabase", "api-server", "lambda", "lambdas"]
}

import RedirectLintModel

/// Which app a source file is built into: the app whose manifest sits at the top of the file's
/// folder, or in a platform folder below it (`android/`, `ios/`, `Platforms/Android/`), unless
/// the file is what such a repository also holds beside the app: its server, its web site, its
/// scripts, its tests.
enum AppCode {
    /// The apps of a project by the folder of their code; code no manifest of the project
    /// speaks for (a web server's) is no app's.
    struct AppFolders {
        private let apps: [(folder: String, app: AppManifest)]

        init(_ project: Project) {
            apps = project.manifests.filter { !isTestCode($0.path) }.map { (codeFolder(of: $0.path), $0) }
        }

        /// The app a source file is built into, if any: the innermost, since a repository's
        /// sample app is an app of its own.
        func app(building path: String) -> AppManifest? {
            holding(path).max(by: { $0.folder.count < $1.folder.count })?.app
        }

        /// Every app a source file is built into: a Tauri app's front end is also its iOS
        /// build's.
        func apps(building path: String) -> [AppManifest] {
            holding(path).map(\.app)
        }

        private func holding(_ path: String) -> [(folder: String, app: AppManifest)] {
            guard !isTestCode(path) else { return [] }
            return apps.filter { path.hasPrefix($0.folder) && !isBesideTheApp(path.dropFirst($0.folder.count)) }
        }
    }

    /// The facts of the project's code that are an app's, with the app.
    static func inApps<Value>(_ facts: [CodeFact<Value>], of project: Project) -> [(value: Value, path: String, app: AppManifest)] {
        facts.isEmpty ? [] : inApps(facts, of: AppFolders(project))
    }

    static func inApps<Value>(_ facts: [CodeFact<Value>], of apps: AppFolders) -> [(value: Value, path: String, app: AppManifest)] {
        facts.compactMap { fact in apps.app(building: fact.path).map { (fact.value, fact.path, $0) } }
    }

    /// The paths of the apps some fact of whose code is given.
    static func apps<Value>(with facts: [CodeFact<Value>], of apps: AppFolders) -> Set<String> {
        Set(inApps(facts, of: apps).map(\.app.path))
    }

    /// The folder an app's code sits in, for its manifest at `path`: the cross-platform app's,
    /// above its platform folders (Flutter's `lib/` beside `android/`; NativeScript's above
    /// `app/App_Resources/`), else the module's (`moduleFolder`).
    static func codeFolder(of path: String) -> String {
        guard let app = SchemeOccurrences.appFolder(of: path) else { return moduleFolder(of: path) }
        return app.hasSuffix("App_Resources/") ? String(app.dropLast("App_Resources/".count)) : app
    }

    /// The folder of the one build a manifest belongs to: an Android module's or a Tauri
    /// app's, above `src/` or `src-tauri/`; an Xcode target's, above `Supporting Files/` or
    /// `Resources/`; else the manifest's own.
    static func moduleFolder(of path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if let source = components.lastIndex(where: { $0 == "src" || $0 == "src-tauri" }) {
            components = components[..<source]
        } else if let last = components.last, ["Supporting Files", "Resources"].contains(last) {
            components = components.dropLast()
        }
        return components.map { $0 + "/" }.joined()
    }

    /// A file a repository holds beside the app at its top (`relativePath` from the app's
    /// folder): in a first-level folder of its server, web site, scripts or infrastructure, in
    /// a server's folder at any depth (`packages/server/`), an Expo Router or Next.js API route,
    /// which runs on a server, a web build's file, or a server script at the top.
    private static func isBesideTheApp(_ relativePath: Substring) -> Bool {
        let components = relativePath.split(separator: "/")
        guard let first = components.first?.lowercased(), let name = components.last?.lowercased() else { return false }
        if components.count == 1 { return name.hasPrefix("server.") }
        if besideTheApp.contains(first) { return true }
        // Deeper, only names no app's own code uses (`packages/server/`; not `lib/backend/`).
        if components.dropLast().contains(where: { serverFolders.contains($0.lowercased()) }) { return true }
        if name.contains("+api.") || isWebBuild(name) { return true }
        return zip(components, components.dropFirst()).contains { ["app", "pages"].contains($0.lowercased()) && $1 == "api" }
    }

    private static let serverFolders: Set<String> = ["server", "servers", "api-server", "convex", "supabase", "lambda", "lambdas"]

    /// A file only a web build compiles (Expo's `auth.web.ts`, Flutter's `auth_web.dart`) or an
    /// Angular/Ionic environment (`environment.ts`, whose URLs are a development server's).
    private static func isWebBuild(_ name: String) -> Bool {
        name.contains(".web.") || name.hasSuffix("_web.dart") || name.hasPrefix("environment.") || name.hasPrefix("environment-")
    }

    private static let besideTheApp: Set<String> = [
        "server", "servers", "backend", "api", "api-server", "functions", "cloud-functions", "convex", "supabase",
        "lambda", "lambdas", "worker", "workers", "edge", "cloud", "web", "website", "site", "docs", "scripts", "tools",
        "infra", "infrastructure", "example", "examples",
    ]

    /// Test, mock and story code (`Auth.test.ts`, `__mocks__/`, an Xcode test target
    /// `KuraTests/`, Gradle's `src/test/` and `src/androidTest/`, Flutter's `test/` and
    /// `integration_test/`) and templates (`secrets-example.js`), which no build ships.
    private static let templateSuffixes = ["-example", ".example", "_example", "-sample", ".sample", "_sample", "-template",
                                           ".template", "_template", ".dist"]

    private static let testFolders: Set<String> = [
        "__mocks__", "__tests__", "mocks", "e2e", "test", "tests", "integration_test", "androidtest", "testfixtures", "spec", "specs",
    ]

    private static func isTestCode(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let name = components.last?.lowercased() ?? ""
        if [".test.", ".spec.", ".stories.", "mock"].contains(where: name.contains) { return true }
        // A template the developer copies and fills in (review 101: `secrets-example.js`, beside
        // the `secrets.js` the app reads), which no build ships as it is.
        if let dot = name.lastIndex(of: "."), templateSuffixes.contains(where: name[..<dot].hasSuffix) { return true }
        return components.dropLast().contains { folder in
            testFolders.contains(folder.lowercased()) || folder.hasSuffix("Tests")
        }
    }
}

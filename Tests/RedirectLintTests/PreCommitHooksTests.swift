import Foundation
@testable import RedirectLintEngine
import RedirectLintSyntax
import Testing

/// `.pre-commit-hooks.yaml` hands the hook exactly the files a directory walk would read.
@Suite("pre-commit hooks")
struct PreCommitHooksTests {
    private func hooks() throws -> [Node] {
        let path = repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml").path
        let file = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        return try #require(try YAMLLoader.load(file).documents.first?.items)
    }

    @Test func everyHookRunsOnceOverTheWholeProject() throws {
        let hooks = try hooks()
        #expect(hooks.compactMap { $0["id"]?.stringValue } == ["redirectlint", "redirectlint-system", "redirectlint-python"])
        #expect(hooks.compactMap { $0["language"]?.stringValue } == ["swift", "system", "python"])
        for hook in hooks {
            #expect(hook["entry"]?.stringValue == "redirectlint")
            #expect(hook["require_serial"]?.scalar?.boolValue == true)
            #expect(hook["args"]?.items?.compactMap(\.stringValue) == ["--project-root", "."])
        }
        #expect(Set(hooks.compactMap { $0["files"]?.stringValue }).count == 1)
    }

    @Test func theFilesPatternMatchesTheExtensionsRedirectlintReads() throws {
        let pattern = try #require(try hooks().first?["files"]?.stringValue)
        let regex = try NSRegularExpression(pattern: pattern)
        let paths = [
            "clients/app.json", "deploy/tenant.yaml", "dex/config.yml", "ios/App/Info.plist", "ios/App/App.entitlements",
            "android/app/src/main/AndroidManifest.xml", "src/main/resources/application.properties",
            "android/app/build.gradle", "android/app/build.gradle.kts", "windows/Package.appxmanifest",
            "linux/app.desktop", "data/org.example.App.desktop.in", "data/org.example.App.desktop.in.in", "LEGACY/CLIENT.JSON", "Package.swift", "README.md", "scripts/build.kts",
            "notes.txt", "config.json5", "app.plist.bak", "yaml/readme", "src/auth/Login.kt", "ios/App/SignIn.swift",
            "Reader/Platforms/Android/CallbackActivity.cs", "Reader.Droid/MainActivity.cs", "Reader/Services/SignIn.cs", "Reader/Auth/CallbackActivity.android.cs",
            "android/app/src/main/java/Login.kt",
            "apps/mobile/app.config.js", "app.config.ts", "desktop/forge.config.cjs", "electron-builder.config.mjs",
            "packages/app/electron-builder-config.js", "apps/desktop/electron-builder.json5", "src/app.js", "metro.config.js",
            ".env", "server/.env.production", "apps/mobile/.env.local", ".env.example", "docs/.env.sample", "src/env.ts",
        ]
        for path in paths {
            // pre-commit searches the pattern anywhere in the path (re.search).
            let matched = regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            // Every file redirectlint reads may get a finding: source code too (an app's
            // secret), so a commit of source files alone starts the hook.
            let getsFindings = Discovery.isReadableExtension(path)
            #expect(matched == getsFindings, "\(path)")
        }
    }
}

import RedirectLintModel

/// Files in a project's test folders (`src/test/resources/realm.json`, `integration-tests/`,
/// `testdata/`, a `ci/` folder's realm for the server CI starts) feed throwaway servers and
/// apps in tests, and those of a local development environment's folder (DDEV's `.ddev/`, a
/// dev container's `.devcontainer/`, a `local-development/` compose stack) the stack on a
/// developer's machine; nothing deploys or ships them. What the rules find there is true of
/// the file but no risk to anyone, so it is a note that says why. `exclude:` leaves such
/// folders out altogether.
enum TestFixtures {
    static func softened(_ findings: [Finding], path: String, configuration: Configuration) -> [Finding] {
        guard !findings.isEmpty else { return findings }
        let relative = configuration.relativePath(path)
        let reason: String
        if isFixture(relative) {
            reason = " (a test fixture, which nothing deploys, so this is a note)"
        } else if isLocalEnvironment(relative) {
            reason = " (a local development environment's file, which nothing deploys, so this is a note)"
        } else {
            return findings
        }
        return findings.map { finding in
            guard finding.severity != .note else { return finding }
            var softened = finding
            softened.severity = .note
            softened.message += reason
            return softened
        }
    }

    /// A folder of the path configures a development environment on the developer's machine:
    /// one of the usual names, or a `dev/` folder that holds an identity server's files
    /// itself (`dev/dex.yaml`, `dev/keycloak/realm.json`: review 52). Not a `dev` folder of
    /// repositories (`~/dev/myrepo/…`, which a path from the home folder names), one inside a
    /// source tree (`src/dev/`, a build flavor; `src/main/kotlin/dev/`, a package) or among a
    /// deployment's environments (`overlays/dev/`), which a server runs.
    static func isLocalEnvironment(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast().map { $0.lowercased() }
        if folders.contains(where: localEnvironmentFolders.contains) { return true }
        return folders.indices.contains { index in
            folders[index] == "dev" && !folders[..<index].contains(where: sourceOrDeploymentFolders.contains)
                && (index == folders.count - 1 || identityServerFolders.contains(folders[index + 1]))
        }
    }

    private static let identityServerFolders: Set<String> = [
        "keycloak", "dex", "hydra", "oauth2-proxy", "authelia", "authentik", "zitadel", "idp", "sso", "auth", "realms",
    ]

    private static let sourceOrDeploymentFolders: Set<String> = [
        "src", "source", "sources", "lib", "app", "overlays", "environments", "envs", "env", "deploy", "deployment",
        "deployments", "k8s", "kubernetes", "helm", "charts", "terraform", "infra", "infrastructure", "ansible",
        "clusters", "argocd", "gitops", "config", "configs", "live", "manifests",
    ]

    private static let localEnvironmentFolders: Set<String> = [
        ".ddev", ".devcontainer", "local-development", "local-dev", "localdev", "local_development",
    ]

    /// A folder of the path is a test folder: one of the usual names, a .NET test project or
    /// an Xcode UI test target, or a Gradle test source set (`src/test`, `src/androidTest`,
    /// `src/testFixtures`, `src/integrationTest`, `src/testDebug`); or the file's name starts with the word `test` (`test-realm.json`, a
    /// test's realm) or `benchmark` (a load test's generated realm). A trailing one
    /// (`realm-test.json`) may name an environment called test.
    static func isFixture(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let nameParts = components.last?.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }) ?? []
        if nameParts.count >= 3, nameParts[0].lowercased() == "test" { return true }
        if nameParts.first?.lowercased() == "benchmark" { return true }
        return components.dropLast().contains { folder in
            folderNames.contains(folder.lowercased()) || isTestProject(folder)
                || ["test", "androidTest", "integrationTest"].contains { name in
                    folder == name || (folder.hasPrefix(name) && folder.dropFirst(name.count).first?.isUppercase == true)
                }
        }
    }

    /// A .NET test project (`WinUIEx.Tests`, `App.UnitTests`: review 59's test app package)
    /// or an Xcode UI test target (`ReaderUITests`). Case matters: `keycloak.staging.test`
    /// names a host. Not any `…Tests` (`SpeedTests` may be a product).
    private static func isTestProject(_ folder: Substring) -> Bool {
        if let dot = folder.lastIndex(of: "."),
           ["Test", "Tests", "UnitTests", "IntegrationTests", "UITests", "FunctionalTests"].contains(folder[folder.index(after: dot)...]) {
            return true
        }
        return folder.count > 7 && folder.hasSuffix("UITests")
    }

    private static let folderNames: Set<String> = [
        "test", "tests", "__tests__", "testdata", "test-data", "test_data", "fixtures", "__fixtures__",
        "test-fixtures", "integration-tests", "integration-test", "integrationtests", "e2e", "ci", ".ci",
        ".snapshots", "__snapshots__", "systemtests", "systemtest", "system-tests", "benchmarks", "benchmark",
    ]
}

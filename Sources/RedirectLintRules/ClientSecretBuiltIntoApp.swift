import RedirectLintModel

/// RFC 8252 §8.5, for the secrets an app's build puts into it by name: part of
/// `embedded-client-secret`. The repository need not hold the value (`local.properties`, the
/// CI's secrets fill it in): a `buildConfigField "String", "CLIENT_SECRET", …` or code reading
/// `BuildConfig.CLIENT_SECRET` or `EXPO_PUBLIC_CLIENT_SECRET` shows that every copy of the app
/// carries one. A warning, not an error: nothing leaks from the repository, and whether copies
/// reach other users (§8.5's condition) is the build's business. A name the build defines is
/// reported where it does; code that only reads it, once a project, in an app's code.
public struct ClientSecretBuiltIntoApp: ProjectRule {
    public let id = "embedded-client-secret"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        guard !project.secretsBuiltIn.isEmpty else { return [] }
        let apps = AppCode.AppFolders(project)
        // Names already reported: as a definition, or as a secret written out (an error).
        var reported = Set(project.secretsInCode.map { $0.secret.key.lowercased() })
        var findings: [Finding] = []
        for (secret, path) in project.secretsBuiltIn where secret.isDefinition {
            guard reported.insert("\(path)\n\(secret.name.value.lowercased())").inserted else { continue }
            findings.append(report(
                severity: .warning, path: path, range: secret.name.range,
                message: "the build puts a client secret into the app as '\(secret.name.value)' (\(secret.carrier)); every copy of the app carries it and anyone can extract it, so it authenticates nothing: sign in as a public client with PKCE, or leave the secret to a server",
                subjectKey: "build/\(secret.name.value)"))
        }
        reported.formUnion(project.secretsBuiltIn.filter(\.secret.isDefinition).map { $0.secret.name.value.lowercased() })
        for (secret, path) in project.secretsBuiltIn where !secret.isDefinition {
            guard let app = apps.app(building: path), reported.insert(secret.name.value.lowercased()).inserted else { continue }
            findings.append(report(
                severity: .warning, path: path, range: secret.name.range,
                message: "the source code of the app that '\(app.path)' declares reads a client secret, '\(secret.name.value)', from \(secret.carrier); every copy of the app carries it and anyone can extract it, so it authenticates nothing: sign in as a public client with PKCE, or leave the secret to a server",
                subjectKey: "build/\(secret.name.value)"))
        }
        return findings
    }
}

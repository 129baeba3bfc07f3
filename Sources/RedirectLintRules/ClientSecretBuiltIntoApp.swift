import RedirectLintModel

/// RFC 8252 §8.5, for the secrets an app's build puts into it by name: part of
/// `embedded-client-secret`. The repository need not hold the value (`local.properties`, the
/// CI's secrets fill it in): a `buildConfigField "String", "CLIENT_SECRET", …` or code reading
/// `BuildConfig.CLIENT_SECRET` or `EXPO_PUBLIC_CLIENT_SECRET` shows that every copy of the app
/// carries one. A warning, not an error: nothing leaks from the repository, and whether copies
/// reach other users (§8.5's condition) is the build's business. A name the build defines is
/// reported where it does (not when it defines it blank); code that only reads it, once a
/// project, in an app's code.
public struct ClientSecretBuiltIntoApp: ProjectRule {
    public let id = "embedded-client-secret"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        guard !project.secretsBuiltIn.isEmpty else { return [] }
        let definitions = project.secretsBuiltIn.filter(\.value.isDefinition)
        // Code that reads a name the build defines, or a secret written out, is reported there.
        let defined = Set(definitions.map { $0.value.name.value.lowercased() } + project.secretsInCode.map { $0.value.key.lowercased() })
        var findings: [Finding] = []
        var definedInFile: Set<String> = []
        for (secret, path) in definitions where secret.carriesValue && definedInFile.insert("\(path)\n\(secret.name.value.lowercased())").inserted {
            findings.append(report(
                severity: .warning, path: path, range: secret.name.range,
                message: "the build puts a client secret into the app as '\(secret.name.value)' (\(secret.carrier)); every copy of the app carries it and anyone can extract it, so it authenticates nothing: sign in as a public client with PKCE, or leave the secret to a server",
                subjectKey: "build/\(secret.name.value)"))
        }
        let reads = project.secretsBuiltIn.filter { !$0.value.isDefinition && !defined.contains($0.value.name.value.lowercased()) }
        var readNames: Set<String> = []
        for (read, path, app) in AppCode.inApps(reads, of: project) where readNames.insert(read.name.value.lowercased()).inserted {
            findings.append(report(
                severity: .warning, path: path, range: read.name.range,
                message: "the source code of the app that '\(app.path)' declares reads a client secret, '\(read.name.value)', from \(read.carrier); every copy of the app carries it and anyone can extract it, so it authenticates nothing: sign in as a public client with PKCE, or leave the secret to a server",
                subjectKey: "build/\(read.name.value)"))
        }
        return findings
    }
}

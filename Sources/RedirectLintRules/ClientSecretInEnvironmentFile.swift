import RedirectLintModel

/// A committed environment file's client secret (`GOOGLE_CLIENT_SECRET=GOCSPX-…` in `.env`,
/// `CLIENT_SECRET=…` in `gradle.properties`): part of `client-secret-committed`. Whoever reads
/// the repository can act as the client, whether the file configures a server or a build.
public struct ClientSecretInEnvironmentFile: FileRule {
    public let id = "client-secret-committed"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.secretsInEnvironmentFile.map { secret in
            report(path: file.path, range: secret.range,
                   message: "the committed file holds a client secret under '\(secret.key)', so everyone who can read the repository can act as that client; remove the file from the repository, rotate the secret, and give it to the deployment or build from a secret store",
                   subjectKey: "env/\(secret.key)")
        }
    }
}

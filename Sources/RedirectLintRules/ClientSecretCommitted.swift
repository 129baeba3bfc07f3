import RedirectLintModel

/// RFC 6749 §10.1: web application clients MUST keep their client credentials confidential.
/// A web server's or service's real secret written into a file under version control is
/// known to everyone who can read the repository. A value that is plainly a stand-in
/// (`secret`, `changeme`, `<client-secret>`, the client id again), readable words a person
/// chose (`openid-connect`), the secret of a server on `localhost` (a tutorial's), or one in a
/// file whose every redirect goes to the developer's machine or its compose stack (a local
/// development realm's: reviews 37 and 38), or one in an `examples/` folder, is only a note. Native and browser apps' secrets are
/// `embedded-client-secret`'s; messages never show the value.
public struct ClientSecretCommitted: FileRule {
    public let id = "client-secret-committed"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        for registration in file.registrations where !registration.secretIsPublicByDesign && !registration.isNativeOrPublic {
            for secret in registration.secrets {
                let severity: Severity?
                let message: String
                if registration.isPlaceholder(secret) {
                    severity = .note
                    message = "\(registration.label) has a '\(secret.key)' that looks like a placeholder; make sure the real secret is supplied from a secret store, never written here"
                } else if secret.isReadableWords {
                    severity = .note
                    message = "\(registration.label) has a '\(secret.key)' of readable words, as a sample or a development server chooses them, written in this file; make sure a deployed server's secret is generated and supplied from a secret store, never written here"
                } else if let server = registration.serverAddress, server.isDevelopmentAddress || server.hasReservedExampleHost {
                    severity = .note
                    message = "\(registration.label) has its '\(secret.key)' written in this file, for the server at '\(server.displayText)', which only a developer's machine or network knows (or an example); make sure a deployed server's secret is supplied from a secret store, never written here"
                } else if Self.isExample(file.path) {
                    severity = .note
                    message = "\(registration.label) has its '\(secret.key)' written in an example's file, where a project publishes its demo's credentials; make sure a deployment made from it generates its own secret and supplies it from a secret store"
                } else if file.redirectsOnlyToDevelopmentStack, isDevelopmentServersOwn(registration, in: file) {
                    severity = .note
                    message = "\(registration.label) has its '\(secret.key)' written in this file, whose every redirect goes to a developer's machine or its compose stack, as a development server's do; make sure a deployed server's secret is supplied from a secret store, never written here"
                } else {
                    severity = nil
                    message = "\(registration.label) has its '\(secret.key)' written in this file, so everyone who can read the repository can act as this client; move it to a secret store or an environment variable, and rotate it"
                }
                findings.append(report(severity: severity, path: file.path, range: secret.range,
                                       message: message, subjectKey: "\(registration.displayName)/\(secret.key)"))
            }
        }
        return findings
    }

    /// A file in an `examples/` folder: a demo the project publishes, credentials and all
    /// (review 78: lakekeeper's example realms, whose compose files repeat the same secrets).
    private static func isExample(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.lowercased() == "examples" }
    }

    /// A development server's own client, a service account of its realm among them (review
    /// 52); not a secret at a hosted provider (Google, Auth0) or a connector's at an upstream
    /// one (Dex's at GitHub), which works wherever the app or Dex runs.
    private func isDevelopmentServersOwn(_ registration: ClientRegistration, in file: FileModel) -> Bool {
        guard !registration.serverIsHostedService else { return false }
        return !registration.redirectURIs.isEmpty
            || file.redirectingRegistrations.contains { $0.server.key == registration.server.key }
    }
}

import RedirectLintModel

/// RFC 9700 §2.6: authorization responses must not travel over unencrypted connections, and
/// `http` redirect URIs are allowed only for native apps' loopback redirects (RFC 8252 §7.3).
/// A web or browser app that registers `http://localhost:3000/callback` beside its https
/// redirects carries a development callback in its real registration: any process that
/// listens on that port of a user's machine can receive the code.
public struct LoopbackRedirectInWebClient: FileRule {
    public let id = "loopback-redirect-in-web-client"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectingRegistrations.flatMap { registration -> [Finding] in
            guard let kind = registration.kind, kind.kind == .web || kind.kind == .browser,
                  // An API tool's callback (Postman's) is for trying the client by hand, not a
                  // deployment beside the development one.
                  registration.redirectURIs.contains(where: { Self.isDeployed($0.value) }) else { return [] }
            return registration.redirectURIs.compactMap { uri in
                // A command-line login's listener (Vault's) is a native app's loopback redirect
                // that the server's own client must register beside its web callback.
                guard uri.value.kind == .loopbackIP || uri.value.kind == .localhostName,
                      uri.value.schemeLowercased == "http", uri.value.commandLineListener == nil else { return nil }
                return report(path: file.path, range: uri.range(of: uri.value.schemeRange),
                              message: "\(registration.label)\(registration.kindEvidence) registers the http loopback redirect '\(uri.value.displayText)' beside its https ones; RFC 9700 §2.6 allows http only for native apps' loopback redirects, so register development callbacks with a separate development client",
                              subjectKey: uri.value.displayText)
            }
        }
    }

    /// An https redirect of a deployment, written out or with its host left to the deployment
    /// (`https://app.${CLUSTER_DOMAIN}/callback`, review 37); not an API tool's callback
    /// (Postman's), which is for trying the client by hand.
    private static func isDeployed(_ uri: RedirectURI) -> Bool {
        uri.isHTTPS && !(uri.kind == .claimedHTTPS && uri.isDeveloperToolCallback)
    }
}

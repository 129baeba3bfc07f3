import RedirectLintModel

/// RFC 8252 §8.3: loopback redirects should use the IP literal, not `localhost`: the name
/// may resolve elsewhere or to the other address family, and a firewall may treat it
/// differently (§7.3). Only for native apps (by declaration or evidence, named in the
/// message), and for the listener of a known command-line sign-in (Vault's) whoever
/// registers it: a web app's `http://localhost:3000/callback` is a dev server, not a loopback
/// redirect in RFC 8252's sense, and neither is a `localhost` redirect of a client whose own
/// pages are served from `localhost` (Keycloak `rootUrl` or `webOrigins`), whatever else it
/// registers.
/// `https://localhost` is `https-loopback`. Where the provider writes the URI into every
/// client's file (Google's desktop clients) and accepts any loopback address, the file is no
/// choice to change: a note, about the request.
public struct LoopbackUsesLocalhost: FileRule {
    public let id = "loopback-uses-localhost"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectingRegistrations.flatMap { registration in
            registration.redirectURIs.compactMap { uri -> Finding? in
                let listener = uri.value.commandLineListener
                guard registration.isNative || listener != nil, uri.value.isLocalhostName, uri.value.schemeLowercased == "http",
                      let host = uri.value.hostRange, !isServedFrom(uri.value, registration) else { return nil }
                let byProvider = registration.redirectsWrittenByProvider
                let evidence = registration.isNative ? registration.kindEvidence : " (\(listener ?? ""))"
                return report(
                    severity: byProvider ? .note : nil, path: file.path, range: uri.range(of: host),
                    message: "loopback redirect URI '\(uri.value.displayText)' of \(registration.label)\(evidence) uses the name '\(uri.value.host ?? "localhost")' instead of the IP literal 127.0.0.1 (or [::1])"
                        + (byProvider ? " (the provider writes this value into every such client's file and accepts any loopback address in the request, so this is a note: have the app send 127.0.0.1)" : ""),
                    fix: uri.fix(replacing: host, with: "127.0.0.1"), subjectKey: uri.value.displayText)
            }
        }
    }

    /// The client's own pages are at the URI's origin (its `rootUrl`, one of its web origins):
    /// its web callbacks, not a native app's loopback listener. An origin is scheme, host and
    /// port: a desktop app's `http://localhost` origin says nothing of its listener on port 18765.
    private func isServedFrom(_ uri: RedirectURI, _ registration: ClientRegistration) -> Bool {
        registration.ownOrigins.contains { origin in
            let page = RedirectURI(origin.value)
            return ["http", "https"].contains(page.schemeLowercased) && page.host?.lowercased() == uri.host?.lowercased()
                && (Self.port(of: uri) == nil || Self.port(of: page) == Self.port(of: uri))
        }
    }

    /// The port, the scheme's default when none is written; nil for a wildcard (`localhost:*`),
    /// which covers the page's.
    private static func port(of uri: RedirectURI) -> Int? {
        guard let written = uri.port, !written.isEmpty else { return uri.schemeLowercased == "https" ? 443 : 80 }
        return uri.portNumber
    }
}

extension RedirectURI {
    /// The callback of a public tool for trying a sign-in by hand (Postman's
    /// `https://oauth.pstmn.io/v1/callback`, Keycloak's test app, OAuth debuggers): the tool
    /// receives the code, not an app of the project, and fixes its callback, so every server
    /// a developer tries lists the same one.
    public var isDeveloperToolCallback: Bool {
        guard schemeLowercased == "https" || schemeLowercased == "http", let host else { return false }
        return Self.developerToolHosts.contains(host.asciiLowercased)
    }

    private static let developerToolHosts: Set<String> = [
        "www.keycloak.org", "oidcdebugger.com", "oauthdebugger.com", "openidconnect.net", "jwt.io",
        "flowsimulator.pragmaticwebsecurity.com", "oauth.tools", "oauth.pstmn.io", "www.getpostman.com",
        "app.getpostman.com", "oauth.usebruno.com",
    ]
}

extension RedirectURI {
    /// What a loopback URI is the listener of, when a command-line tool's documented sign-in
    /// listens there whoever registers it: `vault login -method=oidc` on port 8250 at
    /// `/oidc/callback` (the Vault server is a confidential client; its users' CLI receives
    /// the code on their own machine, as a native app does, and takes `callbackhost` and
    /// `listenaddress` to use 127.0.0.1).
    public var commandLineListener: String? {
        guard isLoopback, schemeLowercased == "http" else { return nil }
        if portNumber == 8250, path == "/oidc/callback" { return "the listener of Vault's command-line login, vault login -method=oidc" }
        return nil
    }
}

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

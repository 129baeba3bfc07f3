import RedirectLintModel

/// Every rule with logic. The catalog in `rules/` describes them; a test checks that each
/// registered id has an entry and each entry a rule (or is one of the engine's own).
public enum RuleRegistry {
    public static let fileRules: [any FileRule] = [
        ApplicationTypeRedirectMismatch(),
        AssociatedDomainMalformed(),
        AuthMethodDefaultsConfidential(),
        ClientAuthenticationOptional(),
        ClientSecretCommitted(),
        ConsentSkippedUnverifiableClient(),
        EmbeddedClientSecret(),
        ClientSecretInEnvironmentFile(),
        EmbeddedUserAgent(),
        GrantResponseTypesInconsistent(),
        HTTPSLoopback(),
        HTTPSRedirectNotVerified(),
        ImplicitGrantEnabled(),
        LoopbackPortPinned(),
        LoopbackRedirectInWebClient(),
        LoopbackUnspecifiedAddress(),
        LoopbackUsesLocalhost(),
        MisspeltKeyIgnored(),
        NativeClientRegisteredConfidential(),
        PKCENotEnforced(),
        PKCEPlainAllowed(),
        PrivateSchemeDoubleSlash(),
        PrivateSchemeInWebClient(),
        PrivateSchemeNoSlash(),
        RedirectURICleartextHTTP(),
        IssuerCleartextHTTP(),
        RedirectURIHasFragment(),
        RedirectURIHasUserinfo(),
        RedirectURIInvalid(),
        RedirectURIMissing(),
        RedirectURINotAbsolute(),
        RedirectURIOutOfBand(),
        RedirectURIBrowserHandledScheme(),
        RedirectURIWildcard(),
        RegistrationFieldWrongType(),
        RefreshTokenNotRotated(),
        ROPCGrantEnabled(),
        SchemeInvalidSyntax(),
        SchemeNotLowercase(),
        UnresolvedTemplate(),
        WindowsProtocolNameInvalid(),
    ]
    public static let projectRules: [any ProjectRule] = [
        RedirectURISharedAcrossServers(),
        PrivateSchemeNotDeclaredByApp(),
        PrivateSchemeNotReverseDomain(),
        HTTPSRedirectNotClaimedByApp(),
        SchemeCollisionBetweenApps(),
        ClientSecretReusedAcrossClients(),
        EmbeddedClientSecretInApp(),
        ClientSecretBuiltIntoApp(),
        EmbeddedUserAgentInApp(),
        ImplicitGrantInApp(),
        ROPCGrantInApp(),
        PKCETurnedOffInApp(),
        PKCEMissingInApp(),
        LoopbackUsesLocalhostInApp(),
        AppSchemeUnused(),
    ]

    public static var allIDs: [String] {
        // One id may have a file part and a project part (`embedded-client-secret`).
        var seen: Set<String> = []
        return (fileRules.map(\.id) + projectRules.map(\.id)).filter { seen.insert($0).inserted }
    }
}

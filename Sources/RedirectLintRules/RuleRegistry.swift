import RedirectLintModel

/// Every rule with logic. The catalog in `rules/` describes them; a test checks that each
/// registered id has an entry and each entry a rule (or is one of the engine's own).
public enum RuleRegistry {
    public static let fileRules: [any FileRule] = [
        EmbeddedClientSecret(),
        ImplicitGrantEnabled(),
        LoopbackUsesLocalhost(),
        PrivateSchemeDoubleSlash(),
        PrivateSchemeNotReverseDomain(),
        UnresolvedTemplate(),
    ]
    public static let projectRules: [any ProjectRule] = [
        RedirectURISharedAcrossServers(),
    ]

    public static var allIDs: [String] {
        fileRules.map(\.id) + projectRules.map(\.id)
    }
}

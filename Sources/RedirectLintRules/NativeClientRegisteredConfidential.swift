import RedirectLintModel

/// RFC 8252 §8.4 and §8.5: a native app is a public client and MUST be registered as one;
/// a secret shipped in an app authenticates nothing, so a confidential registration only
/// pretends to. The evidence is the declared application kind, or, when none is declared,
/// a private-use redirect, which only an installed app can receive.
public struct NativeClientRegisteredConfidential: FileRule {
    public let id = "native-client-registered-confidential"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.registrations.compactMap { r in
            guard r.isNativeRegisteredConfidential, let declared = r.declaredType, let kind = r.kind else { return nil }
            let evidence = kind.reason
            let method = r.authMethod.map { "token endpoint authentication '\($0.value)'" } ?? "its settings"
            return report(path: file.path, range: r.authMethod?.range ?? declared.range,
                          message: "\(r.label) is registered as a confidential client (\(method)), but \(evidence); register it as a public client ('none') and protect the code with PKCE",
                          subjectKey: "\(r.displayName)/client-type")
        }
    }
}

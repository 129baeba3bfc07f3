import RedirectLintModel

/// RFC 6749 §2.1 and OpenID Connect Registration §2: one client has one type. A private-use
/// scheme belongs to a native app, which cannot keep the secret a web (confidential) client
/// authenticates with; mixing both in one registration gives the app the web client's
/// privileges, or the web client's secret to the app.
///
/// Registrations whose redirect URIs are all native are reported by
/// `application-type-redirect-mismatch` (declared web) or
/// `native-client-registered-confidential` (declared confidential) instead.
public struct PrivateSchemeInWebClient: FileRule {
    public let id = "private-scheme-in-web-client"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        for registration in file.redirectingRegistrations {
            guard let declared = declaration(registration), registration.hasWebRedirect,
                  !registration.onlyNativeRedirectsForWebKind, !registration.isNativeRegisteredConfidential else { continue }
            for uri in registration.redirectURIs {
                guard uri.value.kind == .privateUse && !uri.value.hasBrowserHandledScheme else { continue }
                findings.append(report(
                    path: file.path, range: uri.range(of: uri.value.schemeRange),
                    message: "\(registration.label) is registered as \(declared) but also registers the private-use redirect '\(uri.value.displayText)', which only a native app receives; register the app as a separate public client",
                    subjectKey: "\(registration.displayName)/\(uri.value.displayText)"))
            }
        }
        return findings
    }

    private func declaration(_ r: ClientRegistration) -> String? {
        if r.declaredKind?.value == .web { return "a web application" }
        if r.declaredKind == nil, r.declaredType?.value == .confidential {
            return "a confidential client ('\(r.authMethod?.value ?? "confidential")')"
        }
        return nil
    }
}

import RedirectLintModel
import RedirectLintSource

/// Shared steps of the app-manifest dialects.
extension AppManifest {
    /// Declares each scheme; values with a placeholder are noted instead of judged.
    mutating func declare(_ schemes: [Located<String>], host: Located<String>? = nil, reachable: Bool = true,
                          origin: ValueOrigin? = nil, templates: inout [Located<String>]) {
        for scheme in schemes where !scheme.value.isEmpty {
            if TemplateSyntax.firstPlaceholder(in: scheme.value) != nil || TemplateSyntax.hasVariableNamePart(scheme.value) {
                templates.append(scheme)
                templatedSchemes.append(DeclaredScheme(scheme: scheme, host: host, reachableFromBrowser: reachable, origin: origin))
            } else {
                self.schemes.append(DeclaredScheme(scheme: scheme, host: host, reachableFromBrowser: reachable, origin: origin))
            }
        }
    }

    /// Apple associated-domain entries (`applinks:host`), as in an entitlements file.
    mutating func associate(_ entries: [Located<String>], templates: inout [Located<String>]) {
        for entry in entries {
            associatedDomains.append(entry)
            if TemplateSyntax.isTemplatedAssociatedDomain(entry.value) {
                templates.append(entry)
            } else if let host = AssociatedDomain.applinksHost(in: entry) {
                claimedHosts.append(ClaimedHost(host: host, verified: true))
            }
        }
    }
}

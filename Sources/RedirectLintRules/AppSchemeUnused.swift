import RedirectLintModel

/// RFC 8252 §8.6 in reverse: every scheme an app claims is a door another app's redirect
/// could be sent through, so one that no registration of the project uses is either a
/// leftover or a redirect registered somewhere the project cannot see. Only reverse-domain
/// schemes, which are the ones apps declare for OAuth; silent when the project has no
/// registrations. Google's `com.googleusercontent.apps.*` schemes belong to iOS clients that
/// Google registers without a redirect list, so they are never "unused".
public struct AppSchemeUnused: ProjectRule {
    public let id = "app-scheme-unused"
    public init() {}

    private static let registeredWithoutRedirectList = "com.googleusercontent.apps."

    public func makeCheck(_ project: ProjectIndex, options: RuleOptions) -> any ProjectCheck {
        guard project.registrationCount > 0 else { return ManifestCheck { _ in } }
        // Only the schemes apps declare can be unused, so only they are looked for.
        var declared: Set<String> = []
        for manifest in project.manifests {
            for declaredScheme in manifest.schemes { declared.insert(Self.lowercased(declaredScheme.scheme.value)) }
        }
        guard !declared.isEmpty else { return ManifestCheck { _ in } }
        return Check(rule: self, manifests: project.manifests, declared: declared)
    }

    /// `scheme.lowercased()`, sharing the manifest's own string when that is already lower case
    /// (nearly always): the set then costs no string of its own per scheme.
    private static func lowercased(_ scheme: String) -> String {
        scheme.utf8.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) } ? scheme.lowercased() : scheme
    }

    private struct Check: ProjectCheck {
        let rule: AppSchemeUnused
        let manifests: [AppManifest]
        let declared: Set<String>
        var used: Set<String> = []
        var walked = false

        mutating func nextWalk(report: (Finding) -> Void) -> Bool {
            defer { walked = true }
            if walked { rule.reportUnused(in: manifests, used: used, report: report) }
            return !walked
        }

        mutating func visit(_ registration: ClientRegistration, report: (Finding) -> Void) {
            for uri in registration.redirectURIs where uri.value.kind == .privateUse {
                // The declared set's own string, not the registration's, which is soon let go.
                if let scheme = uri.value.schemeLowercased, let index = declared.firstIndex(of: scheme) { used.insert(declared[index]) }
            }
        }
    }

    private func reportUnused(in manifests: [AppManifest], used: Set<String>, report: (Finding) -> Void) {
        for app in manifests {
            for declared in app.schemes {
                let scheme = declared.scheme.value
                let lower = scheme.lowercased()
                guard !used.contains(lower), !lower.hasPrefix(Self.registeredWithoutRedirectList),
                      SchemeName.isReverseDomainShaped(scheme) == .ok else { continue }
                report(Finding(
                    ruleID: id, severity: .note, path: app.path, range: declared.scheme.range,
                    message: "\(app.label) declares the URL scheme '\(scheme)', which no client registration in the project uses as a redirect URI",
                    subjectKey: lower))
            }
        }
    }
}

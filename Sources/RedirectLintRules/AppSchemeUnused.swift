import RedirectLintModel

/// RFC 8252 §8.1 in reverse: every scheme an app claims is a door another app's redirect
/// could be sent through, so one that no registration of the project uses is either a
/// leftover or a redirect registered somewhere the project cannot see. Only reverse-domain
/// schemes, which are the ones apps declare for OAuth; only for apps the project holds a
/// registration of (`AppRelation`): beside another product's registrations, or none, the
/// app's own are elsewhere. Google's `com.googleusercontent.apps.*` schemes belong to iOS clients that
/// Google registers without a redirect list, so they are never "unused".
public struct AppSchemeUnused: ProjectRule {
    public let id = "app-scheme-unused"
    public init() {}

    private static let registeredWithoutRedirectList = "com.googleusercontent.apps."

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        guard !project.registrations.isEmpty else { return [] }
        var used: Set<String> = []
        var owners: Set<String> = []
        for registration in project.registrations {
            owners.formUnion(AppRelation.owners(of: registration))
            for uri in registration.redirectURIs where uri.value.kind == .privateUse {
                if let scheme = uri.value.schemeLowercased { used.insert(scheme) }
            }
        }
        var findings: [Finding] = []
        let apps = project.manifests.filter { AppRelation.isRelated($0, toAnyOf: owners) }
        reportUnused(in: apps, used: used) { findings.append($0) }
        return findings
    }

    private func reportUnused(in manifests: [AppManifest], used: Set<String>, report: (Finding) -> Void) {
        for app in manifests {
            for declared in app.schemes {
                let scheme = declared.scheme.value
                let lower = scheme.lowercased()
                guard !used.contains(lower), !lower.hasPrefix(Self.registeredWithoutRedirectList),
                      SchemeName.isReverseDomainShaped(scheme).isWellFormed else { continue }
                report(Finding(
                    ruleID: id, severity: .note, path: app.path, range: declared.scheme.range,
                    message: "\(app.label) declares the URL scheme '\(scheme)', which no client registration in the project uses as a redirect URI",
                    subjectKey: lower))
            }
        }
    }
}

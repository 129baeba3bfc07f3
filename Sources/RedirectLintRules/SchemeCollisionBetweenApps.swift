import RedirectLintModel

/// RFC 8252 §8.1: when two apps on one device claim the same private-use scheme, the OS
/// gives no guarantee which one receives the redirect. Two apps of one project doing so is
/// the same hazard built in: one app gets the other's authorization responses, or the user
/// a chooser. Only schemes a browser can hand over count; apps are told apart by identity
/// (bundle id, package), and only apps of one OS family can meet on one device. Only apps
/// whose identities are known and differ are two apps: an identity left to the build
/// (`$(PRODUCT_BUNDLE_IDENTIFIER)` in a Flutter app's iOS and macOS runners) or a Gradle
/// fragment without one may well be the same app. Schemes under a domain reserved for
/// examples (`com.example.app`) are samples' placeholders, not two products' schemes.
/// Only schemes shown to receive sign-in responses (`SchemePurpose`) count: the hazard is a
/// redirect's code, and two manifests of one repository sharing a deep-link scheme are
/// nearly always one app built twice (packagings, versions, platforms of a sample); builds
/// that show it (manifests side by side in one folder) never count. Android filters that name
/// different hosts (MSAL's `msauth://<package>/<hash>`) do not meet: a redirect goes to the
/// filter of its host. Only apps of one product count: two products' apps in one tree share
/// nothing but the scheme.
public struct SchemeCollisionBetweenApps: ProjectRule {
    public let id = "scheme-collision-between-apps"
    public init() {}

    private struct Declaration {
        var app: AppManifest
        var scheme: DeclaredScheme
    }

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        let apps = project.manifests
        let purpose = SchemePurpose(project)
        var findings: [Finding] = []
        var earlierByKey: [String: [Declaration]] = [:]
        var reported: Set<String> = []
        for app in apps {
            guard let name = app.name else { continue }
            for declared in app.schemes where declared.reachableFromBrowser && !SharedSchemes.contains(declared.scheme.value)
                && SchemeName.reservedDomain(of: declared.scheme.value) == nil {
                let key = "\(OSFamily(app.platform).rawValue) \(declared.scheme.value.lowercased())"
                defer { earlierByKey[key, default: []].append(Declaration(app: app, scheme: declared)) }
                let current = Declaration(app: app, scheme: declared)
                // The first earlier app this one really meets: a product's app that came
                // earlier in path order hides nothing of another product's pair.
                guard let first = earlierByKey[key]?.first(where: { earlier in
                    Self.hostsOverlap(earlier, current) && earlier.app.name != name && earlier.app.appIdentity != app.appIdentity
                        && !areBuildsOfOneApp(earlier.app, app) && Self.areOneProduct(earlier.app, app, apartFrom: declared)
                }), purpose.evidence(for: declared, in: app) ?? purpose.evidence(for: first.scheme, in: first.app) != nil,
                      reported.insert("\(key) \(app.appIdentity)").inserted else { continue }
                findings.append(finding(current, collidingWith: first))
            }
        }
        return findings
    }

    /// A filter without a host, or with `*`, takes the scheme's every redirect; two with hosts
    /// only the same one's. MSAL's `${applicationId}` is each app's package; another placeholder
    /// cannot be told, so it meets nothing.
    private static func hostsOverlap(_ a: Declaration, _ b: Declaration) -> Bool {
        guard let hostA = host(of: a), let hostB = host(of: b) else { return true }
        if hostA == "*" || hostB == "*" { return true }
        return hostA == hostB && TemplateSyntax.firstPlaceholder(in: hostA) == nil
    }

    private static func host(of declaration: Declaration) -> String? {
        guard let host = declaration.scheme.host?.value.lowercased() else { return nil }
        guard host == "${applicationid}", let package = declaration.app.identity?.value,
              TemplateSyntax.firstPlaceholder(in: package) == nil else { return host }
        return package.lowercased()
    }

    /// Two apps of one product (`com.contoso.field` and `com.contoso.field.companion`) share an
    /// owner besides the scheme they collide on (`AppRelation`). Two products' apps side by side
    /// (files gathered from many repositories, review 48) share only the scheme, and are not
    /// the project's own hazard.
    /// Apps that `apps:` names are the project's by the user's word.
    private static func areOneProduct(_ a: AppManifest, _ b: AppManifest, apartFrom declared: DeclaredScheme) -> Bool {
        if a.configuredApp != nil, b.configuredApp != nil { return true }
        let scheme = declared.scheme.value
        return !AppRelation.owners(of: a, apartFrom: scheme).isDisjoint(with: AppRelation.owners(of: b, apartFrom: scheme))
    }

    /// Packagings of one app side by side (`Package.appxmanifest`, `Package-Dev.appxmanifest`
    /// and `Package-Can.appxmanifest` in one folder) are one project's builds, not a second app
    /// after the first one's redirects. Targets in folders of their own (a staging app) are two
    /// apps unless `apps:` says otherwise.
    private func areBuildsOfOneApp(_ a: AppManifest, _ b: AppManifest) -> Bool {
        SchemeOccurrences.folder(of: a.path) == SchemeOccurrences.folder(of: b.path)
    }

    private func finding(_ second: Declaration, collidingWith first: Declaration) -> Finding {
        let scheme = second.scheme.scheme.value
        let related = RelatedLocation(path: first.app.path, range: first.scheme.scheme.range,
                                      message: "\(first.app.label) declares '\(first.scheme.scheme.value)' here")
        return report(
            path: second.app.path, range: second.scheme.scheme.range,
            message: "\(second.app.label) declares the URL scheme '\(scheme)', which \(first.app.label) also declares; the OS may hand either app the other's redirects, so give each app its own scheme",
            related: [related], subjectKey: scheme.lowercased())
    }
}

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
        /// Its place in path order.
        var order: Int
    }

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        let purpose = SchemePurpose(project)
        var findings: [Finding] = []
        // Earlier declarations by scheme key, under each owner their app has besides the
        // scheme (`AppRelation`), and those of apps `apps:` names: an app is compared only
        // with one product's apps, not with every app that declared the scheme before it.
        var earlierByOwner: [String: [String: [Declaration]]] = [:]
        var earlierConfigured: [String: [Declaration]] = [:]
        var reported: Set<String> = []
        // Only the first declaration of each app, folder and host is kept for comparison:
        // a later one would meet exactly the same apps.
        var indexed: Set<String> = []
        var order = 0
        for app in project.manifests {
            guard let name = app.name else { continue }
            for declared in app.schemes where declared.reachableFromBrowser && !SharedSchemes.contains(declared.scheme.value)
                && SchemeName.reservedDomain(of: declared.scheme.value) == nil {
                let key = "\(OSFamily(app.platform).rawValue) \(declared.scheme.value.lowercased())"
                let owners = AppRelation.owners(of: app, apartFrom: declared.scheme.value)
                let current = Declaration(app: app, scheme: declared, order: order)
                order += 1
                defer {
                    let place = "\(key) \(app.appIdentity) \(SchemeOccurrences.folder(of: app.path)) \(declared.host?.value.lowercased() ?? "")"
                    if indexed.insert(place).inserted {
                        for owner in owners { earlierByOwner[key, default: [:]][owner, default: []].append(current) }
                        if app.configuredApp != nil { earlierConfigured[key, default: []].append(current) }
                    }
                }
                var sameProduct = owners.flatMap { earlierByOwner[key]?[$0] ?? [] }
                if app.configuredApp != nil { sameProduct += earlierConfigured[key] ?? [] }
                // The first earlier app of the product this one really meets, in path order.
                guard let first = sameProduct.sorted(by: { $0.order < $1.order }).first(where: { earlier in
                    Self.hostsOverlap(earlier, current) && earlier.app.name != name && earlier.app.appIdentity != app.appIdentity
                        && !areBuildsOfOneApp(earlier.app, app)
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

import RedirectLintModel

/// Whether an app of the project is the client a registration is for.
///
/// A tree of unrelated projects (a folder of samples, files gathered from many repositories)
/// puts one product's registration beside another product's app, and an app that "does not
/// declare" a scheme its registration never meant says nothing. So the rules that fault the
/// apps for a registration's redirect first need evidence that the two belong together: a
/// name they share an owner of. The owner of a reverse-domain name is its first two labels
/// (`com.contoso` for the bundle id `com.contoso.notes` and the scheme `com.contoso.note`),
/// of an https host its domain reversed (`notes.contoso.com`), of a bare scheme the scheme.
/// So an app that declares another of the registration's schemes, or claims another of its
/// hosts, is related too.
enum AppRelation {
    /// The owners an app's names speak for: its identity, its schemes, its claimed hosts.
    static func owners(of app: AppManifest) -> Set<String> {
        var owners: Set<String> = []
        if let identity = app.identity?.value, TemplateSyntax.firstPlaceholder(in: identity) == nil {
            owners.formUnion(owner(ofReverseDomain: identity).map { [$0] } ?? [])
        }
        for declared in app.schemes {
            if let owner = owner(ofScheme: declared.scheme.value, host: declared.host?.value) { owners.insert(owner) }
        }
        for claim in app.claimedHosts {
            if let owner = owner(ofHost: claim.host.value) { owners.insert(owner) }
        }
        return owners
    }

    /// The owners a registration's redirect URIs speak for.
    static func owners(of registration: ClientRegistration) -> Set<String> {
        var owners: Set<String> = []
        for uri in registration.redirectURIs {
            let value = uri.value
            switch value.kind {
            case .privateUse:
                if let scheme = value.scheme, let owner = owner(ofScheme: scheme, host: value.host) { owners.insert(owner) }
            case .claimedHTTPS:
                if let host = value.host, let owner = owner(ofHost: host) { owners.insert(owner) }
            default:
                break
            }
        }
        return owners
    }

    /// The manifests among `apps` that share an owner with the registration, with the owner,
    /// and the other manifests of those apps: an Android module's, and an Apple target's
    /// `Info.plist` beside its `.entitlements`, whose names may be Google's or the build's.
    static func apps(_ apps: [AppManifest], relatedTo registration: ClientRegistration) -> [(app: AppManifest, owner: String)] {
        let wanted = owners(of: registration)
        guard !wanted.isEmpty else { return [] }
        var ownerOfApp: [String: String] = [:]
        for app in apps {
            guard let owner = owners(of: app).intersection(wanted).min() else { continue }
            ownerOfApp[app.appIdentity] = ownerOfApp[app.appIdentity] ?? owner
            ownerOfApp[folder(of: app)] = ownerOfApp[folder(of: app)] ?? owner
        }
        return apps.compactMap { app in (ownerOfApp[app.appIdentity] ?? ownerOfApp[folder(of: app)]).map { (app, $0) } }
    }

    private static func folder(of app: AppManifest) -> String {
        OSFamily(app.platform) == .apple ? "apple target:" + SchemeOccurrences.folder(of: app.path) : app.appIdentity
    }

    /// MSAL for Android writes the app's package as the host of `msauth://`, MSAL for Apple
    /// prefixes the bundle id (`msauth.com.contoso.notes`): the package is the owner.
    static func owner(ofScheme scheme: String, host: String?) -> String? {
        let lower = scheme.lowercased()
        if lower == "msauth" { return host.flatMap(owner(ofReverseDomain:)) }
        if lower.hasPrefix("msauth.") { return owner(ofReverseDomain: String(lower.dropFirst(7))) }
        if !lower.contains(".") { return lower.isEmpty ? nil : lower }
        return owner(ofReverseDomain: lower)
    }

    /// The first two labels, or three under a domain where many unrelated publishers get a
    /// name (`io.github.someone`, Google's per-client `com.googleusercontent.apps.…`). A name
    /// under a domain reserved for examples is every sample's: only the whole name is an owner.
    static func owner(ofReverseDomain name: String) -> String? {
        let labels = name.lowercased().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard labels.count >= 2, !labels.contains(where: \.isEmpty) else { return nil }
        if SchemeName.reservedDomain(of: name) != nil { return labels.joined(separator: ".") }
        var count = 2
        while count < labels.count, sharedParents.contains(labels.prefix(count).joined(separator: ".")) { count += 1 }
        return labels.prefix(count).joined(separator: ".")
    }

    /// `notes.contoso.com` → `com.contoso`; `app.contoso.co.uk` → `uk.co.contoso`.
    static func owner(ofHost host: String) -> String? {
        var labels = host.lowercased().split(separator: ".").map(String.init)
        if labels.first == "*" { labels.removeFirst() }
        guard labels.count >= 2, !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
        return owner(ofReverseDomain: labels.reversed().joined(separator: "."))
    }

    /// Parents under which a label more names the publisher: second-level registries
    /// (`co.uk`) and hosts and package prefixes given to anyone.
    private static let sharedParents: Set<String> = [
        "uk.co", "jp.co", "nz.co", "za.co", "in.co", "kr.co", "au.com", "br.com", "cn.com", "mx.com", "tr.com",
        "io.github", "com.github", "io.gitlab", "com.gitlab", "org.codeberg", "page.codeberg",
        "com.googleusercontent", "com.googleusercontent.apps", "app.netlify", "app.vercel", "app.web",
        "com.firebaseapp", "com.herokuapp", "net.azurewebsites", "com.onmicrosoft", "com.b2clogin",
        "com.auth0", "com.okta", "com.oktapreview",
    ]
}

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
/// hosts, is related too. An app whose names show no owner (an identity left to Xcode and
/// no reverse-domain scheme) cannot be told from another product's, so it is not related.
struct AppRelation {
    /// The apps related to a set of owners, and how messages name them.
    struct Related {
        /// The first `RelatedLimit.apps` apps, which findings list as related locations. Only
        /// those are kept: a monorepo's owner may have thousands of apps, and every set of
        /// owners gets its own `Related`.
        var listed: [AppManifest]
        /// The owners the apps share with the registration, for messages: `'com.contoso'`.
        var owners: String
        /// `app 'a' (ios), app 'b' (android) and 3 more`.
        var names: String
    }

    private let apps: [AppManifest]
    /// For each manifest, which app it is (one number per OS family and identity) and how
    /// messages name it: worked out once, not once for every registration related to it.
    private let appNumbers: [Int]
    private let labels: [String]
    /// The apps of each owner, by number in path order, with the other manifests of each app
    /// (its Android module, or its Apple target's folder, so that an `Info.plist` goes with
    /// its `.entitlements`).
    private let appNumbersByOwner: [String: [Int]]
    /// Registrations of one product share their owners: each set of shared owners is worked
    /// out, and its apps named, once.
    private var cache: [[String]: Related] = [:]
    /// Many sets of owners have the same apps (a product's owners in every combination):
    /// they are named once.
    private var names: [[Int]: String] = [:]

    init(_ apps: [AppManifest]) {
        self.apps = apps
        var numberOfApp: [String: Int] = [:]
        appNumbers = apps.map { app in
            let key = app.appOnFamily
            if let number = numberOfApp[key] { return number }
            numberOfApp[key] = numberOfApp.count
            return numberOfApp.count - 1
        }
        labels = apps.map(\.label)
        var numbersByKey: [String: [Int]] = [:]
        var keysByOwner: [String: Set<String>] = [:]
        for (number, app) in apps.enumerated() {
            let key = Self.key(app)
            numbersByKey[key, default: []].append(number)
            for owner in Self.owners(of: app) { keysByOwner[owner, default: []].insert(key) }
        }
        appNumbersByOwner = keysByOwner.mapValues { keys in keys.flatMap { numbersByKey[$0] ?? [] }.sorted() }
    }

    /// The apps that share an owner with the registration's redirects, with the other
    /// manifests of those apps; nil when none does.
    mutating func related(to registration: ClientRegistration) -> Related? {
        let shared = Self.owners(of: registration).filter { appNumbersByOwner[$0] != nil }.sorted()
        guard !shared.isEmpty else { return nil }
        if let known = cache[shared] { return known }
        let numbers = shared.dropFirst().reduce(appNumbersByOwner[shared[0]] ?? []) { Self.union($0, appNumbersByOwner[$1] ?? []) }
        let named = names[numbers] ?? RelatedLimit.names(count: numbers.count, app: { appNumbers[numbers[$0]] },
                                                         label: { labels[numbers[$0]] }, hasName: { apps[numbers[$0]].hasName })
        names[numbers] = named
        let result = Related(listed: numbers.prefix(RelatedLimit.apps).map { apps[$0] },
                             owners: shared.map { "'\($0)'" }.joined(separator: ", "), names: named)
        cache[shared] = result
        return result
    }

    /// The union of two ascending lists of app numbers, ascending: a merge, since a project
    /// with thousands of apps has thousands of sets of owners to take unions for.
    private static func union(_ a: [Int], _ b: [Int]) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let next = j == b.count || (i < a.count && a[i] <= b[j]) ? a[i] : b[j]
            if i < a.count, a[i] == next { i += 1 }
            if j < b.count, b[j] == next { j += 1 }
            merged.append(next)
        }
        return merged
    }

    /// Whether the app shares an owner with any of `owners`.
    static func isRelated(_ app: AppManifest, toAnyOf owners: Set<String>) -> Bool {
        !Self.owners(of: app).isDisjoint(with: owners)
    }

    private static func key(_ app: AppManifest) -> String {
        OSFamily(app.platform) == .apple ? "apple target:" + SchemeOccurrences.folder(of: app.path) : app.appIdentity
    }

    /// The owners an app's names speak for: its identity, its schemes (but `scheme`), its
    /// claimed hosts.
    static func owners(of app: AppManifest, apartFrom scheme: String? = nil) -> Set<String> {
        var owners: Set<String> = []
        if let identity = app.identity?.value, TemplateSyntax.firstPlaceholder(in: identity) == nil,
           let owner = owner(ofReverseDomain: identity) {
            owners.insert(owner)
        }
        for declared in app.schemes where declared.scheme.value.lowercased() != scheme?.lowercased() {
            if let owner = owner(ofScheme: declared.scheme.value, host: declared.host?.value) { owners.insert(owner) }
        }
        for claim in app.claimedHosts {
            if let owner = owner(ofHost: claim.host.value) { owners.insert(owner) }
        }
        return owners
    }

    /// The owners a registration's redirect URIs speak for.
    static func owners(of registration: ClientRegistration) -> Set<String> {
        Set(registration.redirectURIs.compactMap { owner(of: $0.value) })
    }

    /// The owner a private-use scheme or an https host speaks for.
    private static func owner(of uri: RedirectURI) -> String? {
        switch uri.kind {
        case .privateUse: return uri.scheme.flatMap { owner(ofScheme: $0, host: uri.host) }
        case .claimedHTTPS: return uri.host.flatMap(owner(ofHost:))
        default: return nil
        }
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

    /// The first two labels, or one more under a parent where many unrelated publishers get a
    /// name: a country's second level (`uk.co`, `sg.com`, `uk.org`), a hosting platform
    /// (`io.github.someone`), Google's per-client `com.googleusercontent.apps.…`. A name under
    /// a domain reserved for examples is every sample's: only the whole name is an owner.
    static func owner(ofReverseDomain name: String) -> String? {
        owner(ofLabels: name.lowercased().split(separator: ".", omittingEmptySubsequences: false))
    }

    private static func owner(ofLabels labels: [Substring]) -> String? {
        guard labels.count >= 2, !labels.contains(where: \.isEmpty) else { return nil }
        if SchemeName.reservedDomain(of: labels.prefix(2).joined(separator: ".")) != nil { return labels.joined(separator: ".") }
        var count = 2
        while count < labels.count, isSharedParent(labels.prefix(count)) { count += 1 }
        return labels.prefix(count).joined(separator: ".")
    }

    private static func isSharedParent(_ labels: ArraySlice<Substring>) -> Bool {
        if labels.count == 2, labels.first!.count == 2, countrySecondLevels.contains(String(labels.last!)) { return true }
        return sharedParents.contains(labels.joined(separator: "."))
    }

    /// Second-level labels countries register names under (`co.uk`, `com.sg`, `org.uk`).
    private static let countrySecondLevels: Set<String> = [
        "co", "com", "org", "net", "ac", "gov", "edu", "ne", "or", "go", "gob", "nic", "mil", "ltd", "plc", "info", "biz",
    ]

    /// `notes.contoso.com` → `com.contoso`; `app.contoso.co.uk` → `uk.co.contoso`.
    static func owner(ofHost host: String) -> String? {
        var labels = host.lowercased().split(separator: ".")
        if labels.first == "*" { labels.removeFirst() }
        guard labels.count >= 2, !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
        return owner(ofLabels: labels.reversed())
    }

    /// Hosts and package prefixes given to anyone, reversed.
    private static let sharedParents: Set<String> = [
        "io.github", "com.github", "io.gitlab", "com.gitlab", "org.codeberg", "page.codeberg",
        "com.googleusercontent", "com.googleusercontent.apps", "app.netlify", "app.vercel", "app.web",
        "com.firebaseapp", "com.herokuapp", "net.azurewebsites", "com.onmicrosoft", "com.b2clogin",
        "com.auth0", "com.okta", "com.oktapreview", "dev.pages", "link.page", "com.appspot", "com.amplifyapp",
        "net.azurestaticapps", "app.ngrok-free", "io.ngrok", "app.fly", "app.onrender", "app.railway", "io.surge",
        "com.cloudfront", "com.amazonaws", "io.vercel", "app.pages",
    ]
}

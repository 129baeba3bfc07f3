import RedirectLintModel

/// RFC 8252 §7.2: an app receives an https redirect only for a host it claims and the OS has
/// verified (Android App Links with `autoVerify`, iOS associated domains). Without a verified
/// claim the redirect opens in the browser, or a chooser lets any app that claims the host
/// take the code.
///
/// Judged for clients that say they are native (an error) and for clients of unstated kind
/// that also redirect to a private-use scheme, so are apps too (a warning); browser-based
/// and web clients receive https redirects without any app. Only against the project's apps
/// that the registration is for (`AppRelation`): another product's app beside it is not the
/// one that should claim its host.
public struct HTTPSRedirectNotClaimedByApp: ProjectRule {
    public let id = "https-redirect-not-claimed-by-app"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        let manifests = project.manifests
        guard !manifests.isEmpty else { return [] }
        let claims = ClaimIndex(manifests)
        var relation = AppRelation(manifests)
        var findings: [Finding] = []
        for registration in project.redirectingRegistrations {
            guard let severity = severity(for: registration),
                  registration.redirectURIs.contains(where: { $0.value.kind == .claimedHTTPS }) else { continue }
            guard let apps = relation.related(to: registration) else { continue }
            let listed = apps.listed.map { (manifest: $0, label: $0.label) }
            for uri in registration.redirectURIs {
                // A host reserved for examples (`app.example.com`) is a template's placeholder: no
                // app can claim it, and whoever uses the template replaces it. An API tool's
                // callback (Postman's) is the tool's, for trying the sign-in.
                guard uri.value.kind == .claimedHTTPS, !uri.value.hasReservedExampleHost, !uri.value.isDeveloperToolCallback,
                      let host = uri.value.host?.lowercased(), !host.isEmpty else { continue }
                let verdict = verdict(on: host, claims: claims, listed: listed, related: apps)
                guard case .unclaimed(let consequence, let related) = verdict else { continue }
                findings.append(Finding(ruleID: id, severity: severity, path: registration.path,
                               range: uri.range(of: uri.value.hostRange),
                               message: "https redirect URI '\(uri.value.displayText)' of \(registration.label) \(consequence)",
                               related: related, subjectKey: uri.value.displayText))
            }
        }
        return findings
    }

    private func severity(for registration: ClientRegistration) -> Severity? {
        switch registration.declaredKind?.value {
        case .native?: return .error
        case .web?, .browser?, .service?: return nil
        case nil: return registration.isNative ? .warning : nil
        }
    }

    /// What the project's apps say of redirects to `host`: nothing when one claims it as a
    /// verified link, else what follows the URI in the message, and where to look.
    private func verdict(on host: String, claims: ClaimIndex, listed: [(manifest: AppManifest, label: String)],
                         related apps: AppRelation.Related) -> HostVerdict {
        let covering = claims.claims(covering: host)
        if covering.contains(where: { $0.1.verified }) { return .claimed }
        // A sign-in SDK's unverified filter is reported at the app (`https-redirect-not-verified`).
        if covering.contains(where: { $0.1.signInEvidence != nil }) { return .claimed }
        let unverified = covering
        if let (app, _) = unverified.first {
            return .unclaimed(
                consequence: "goes to '\(host)', which \(app.label) claims without verification (Android 'autoVerify'), so the OS may offer the redirect to other apps",
                related: unverified.map { RelatedLocation(path: $0.0.path, range: $0.1.host.range, message: "claimed here without verification") })
        }
        return .unclaimed(
            consequence: "goes to '\(host)', which no app of the project named under \(apps.owners) claims as a verified link (checked \(apps.names))",
            related: listed.map { $0.manifest.related("\($0.label) does not claim '\(host)'") })
    }
}

private enum HostVerdict {
    case claimed
    case unclaimed(consequence: String, related: [RelatedLocation])
}

/// Every manifest's claimed hosts by lower-cased host, built once per run so each redirect
/// is checked in constant time, whatever the number of apps.
private struct ClaimIndex {
    /// Claims by number (manifest, claim within it), in manifest order: an entry holding a
    /// whole claim or manifest would copy it.
    private typealias Entry = (manifest: Int32, claim: Int32)
    private let manifests: [AppManifest]
    private var exact: [String: [Entry]] = [:]
    /// `*.parent` claims, keyed by `.parent`.
    private var wildcard: [String: [Entry]] = [:]

    init(_ manifests: [AppManifest]) {
        self.manifests = manifests
        for (number, manifest) in manifests.enumerated() {
            for (index, claim) in manifest.claimedHosts.enumerated() {
                let entry = (Int32(number), Int32(index))
                let claimed = claim.host.value.lowercased()
                if claimed.hasPrefix("*.") {
                    wildcard[String(claimed.dropFirst(1)), default: []].append(entry)
                } else {
                    exact[claimed, default: []].append(entry)
                }
            }
        }
    }

    /// An exact claim of `host`, or a `*.parent` claim for any host below `parent` (not
    /// `parent` itself, as Apple's and Android's wildcards work), in manifest order.
    func claims(covering host: String) -> [(AppManifest, ClaimedHost)] {
        var found = exact[host] ?? []
        var suffix = Substring(host)
        while let dot = suffix.dropFirst().firstIndex(of: ".") {
            suffix = suffix[dot...]
            found += wildcard[String(suffix)] ?? []
        }
        return found.sorted { ($0.manifest, $0.claim) < ($1.manifest, $1.claim) }.map {
            let manifest = manifests[Int($0.manifest)]
            return (manifest, manifest.claimedHosts[Int($0.claim)])
        }
    }
}

import RedirectLintModel

/// RFC 8252 §7.2: an app receives an https redirect only for a host it claims and the OS has
/// verified (Android App Links with `autoVerify`, iOS associated domains). Without a verified
/// claim the redirect opens in the browser, or a chooser lets any app that claims the host
/// take the code.
///
/// Judged for clients that say they are native (an error) and for clients of unstated kind
/// that also redirect to a private-use scheme, so are apps too (a warning); browser-based
/// and web clients receive https redirects without any app. Only when the project contains
/// app manifests.
public struct HTTPSRedirectNotClaimedByApp: ProjectRule {
    public let id = "https-redirect-not-claimed-by-app"
    public init() {}

    public func check(_ project: ProjectIndex, options: RuleOptions) -> [Finding] {
        let manifests = project.manifests
        guard !manifests.isEmpty else { return [] }
        var findings: [Finding] = []
        for registration in project.registrations {
            guard let severity = severity(for: registration) else { continue }
            for uri in registration.redirectURIs where uri.value.kind == .claimedHTTPS {
                guard let host = uri.value.host?.lowercased(), !host.isEmpty else { continue }
                if let finding = check(uri, host: host, of: registration, severity: severity, against: manifests) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    private func severity(for registration: ClientRegistration) -> Severity? {
        switch registration.declaredKind?.value {
        case .native?: return .error
        case .web?, .browser?: return nil
        case nil:
            let isApp = registration.redirectURIs.contains { $0.value.kind == .privateUse }
            return isApp ? .warning : nil
        }
    }

    private func check(_ uri: Located<RedirectURI>, host: String, of registration: ClientRegistration,
                       severity: Severity, against manifests: [AppManifest]) -> Finding? {
        var unverified: [(AppManifest, ClaimedHost)] = []
        for manifest in manifests {
            for claim in manifest.claimedHosts where covers(claim.host.value, host) {
                if claim.verified { return nil }
                unverified.append((manifest, claim))
            }
        }
        let start = "https redirect URI '\(uri.value.text)' of \(registration.label)"
        let message: String
        let related: [RelatedLocation]
        if let (app, _) = unverified.first {
            message = "\(start) goes to '\(host)', which \(app.label) claims without verification (Android 'autoVerify'), so the OS may offer the redirect to other apps"
            related = unverified.map { RelatedLocation(path: $0.0.path, range: $0.1.host.range, message: "claimed here without verification") }
        } else {
            let names = manifests.prefix(RelatedLimit.apps).map(\.label).joined(separator: ", ")
            let more = manifests.count > RelatedLimit.apps ? " and \(manifests.count - RelatedLimit.apps) more" : ""
            message = "\(start) goes to '\(host)', which no app in the project claims as a verified link (checked \(names)\(more))"
            related = manifests.prefix(RelatedLimit.apps).map { $0.related("\($0.label) does not claim '\(host)'") }
        }
        return Finding(ruleID: id, severity: severity, path: registration.path, range: uri.range(of: uri.value.hostRange),
                       message: message, related: related, subjectKey: uri.value.text)
    }

    /// An exact host, or a `*.parent` claim for any host below `parent` (not `parent` itself,
    /// as Apple's and Android's wildcards work).
    private func covers(_ claimed: String, _ host: String) -> Bool {
        let claimed = claimed.lowercased()
        if claimed == host { return true }
        guard claimed.hasPrefix("*.") else { return false }
        return host.hasSuffix(String(claimed.dropFirst(1)))
    }
}

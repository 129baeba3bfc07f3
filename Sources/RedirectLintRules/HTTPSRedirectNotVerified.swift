import RedirectLintModel

/// RFC 8252 §7.2: a claimed https redirect protects the response because the OS checks
/// that the domain vouches for the app. An Android filter without `autoVerify` is not
/// checked, so a sign-in SDK's https redirect there is either never delivered to the app
/// or offered to every app that declares the host (§8.1). A filter with `autoVerify` on a
/// host that is no public domain name (`10.0.2.2`, `myserver`) can never be verified.
public struct HTTPSRedirectNotVerified: FileRule {
    public let id = "https-redirect-not-verified"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        // `autoVerify` is Android's: other platforms' claims are verified or not by their files.
        file.manifests.filter { $0.platform == .android }.flatMap { manifest in
            // Android verifies a host for the whole app: another filter's autoVerify covers it.
            let verifiedHosts = Set(manifest.claimedHosts.filter(\.verified).map { $0.host.value.lowercased() })
            return manifest.claimedHosts.filter { $0.verified || !verifiedHosts.contains($0.host.value.lowercased()) }
                .map { ($0, manifest) }
        }.compactMap { claim, manifest in
            guard let evidence = claim.signInEvidence else { return nil }
            let identity = manifest.identity?.value ?? ""
            if let sample = Self.sampleHosts[claim.host.value.lowercased()], identity != sample.identity {
                // A manifest without its package (the build names it, review 64) may be the
                // sample's own or a copy: the message fits both.
                let message = identity.isEmpty
                    ? "https redirect host '\(claim.host.value)' is \(sample.name) (\(evidence)): only that app can verify it; in any other app, remove the intent filter, or use a host the app owns"
                    : "https redirect host '\(claim.host.value)' is \(sample.name), left from the sample (\(evidence)): '\(identity)' can never verify a domain it does not own; remove the intent filter, or use a host the app owns"
                return report(severity: .note, path: file.path, range: claim.host.range, message: message, subjectKey: claim.host.value)
            }
            if !claim.isPublicDomainName {
                // Without autoVerify, only a note: adding it cannot help, and such a filter is
                // a development address's (the emulator's `10.0.2.2`) or a leftover beside the
                // app's real redirect (review 48: `https://mars.ring` beside `mars.ring:/`).
                return report(severity: claim.verified ? nil : .note, path: file.path, range: claim.host.range,
                              message: "https redirect host '\(claim.host.value)' can never be verified (\(evidence)\(claim.verified ? ", with android:autoVerify=\"true\"" : "")): Android fetches assetlinks.json only from a domain name in public DNS, and '\(claim.host.value)' is none, so the app never receives the redirect as a verified link; use a public domain you control",
                              subjectKey: claim.host.value)
            }
            if claim.verified { return nil }
            return report(path: file.path, range: claim.host.range,
                          message: "https redirect host '\(claim.host.value)' is not a verified link (\(evidence), but the intent filter has no android:autoVerify=\"true\"), so Android does not check that the host vouches for the app; add autoVerify and publish assetlinks.json on the host",
                          subjectKey: claim.host.value)
        }
    }

    /// Hosts of sign-in SDKs' sample apps, whose manifests real apps copy whole: the filter
    /// comes along, though the app's own redirect is another.
    private static let sampleHosts = [
        "appauth.demo-app.io": (name: "the host of AppAuth for Android's demo app", identity: "net.openid.appauthdemo"),
    ]
}

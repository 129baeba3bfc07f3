import RedirectLintModel

/// RFC 8252 §8.6: the server cannot tell a native app from another app claiming the same
/// private-use scheme or loopback port, so it SHOULD NOT approve its requests without asking
/// the user; otherwise a malicious app obtains tokens silently. Claimed https redirects can
/// prove the app's identity, so a client with one is not reported.
public struct ConsentSkippedUnverifiableClient: FileRule {
    public let id = "consent-skipped-unverifiable-client"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        let affected = file.redirectingRegistrations.compactMap { r -> (registration: ClientRegistration, range: SourceRange, serverScoped: Bool)? in
            // A password typed at every sign-in is the user's interaction §8.6 asks for.
            guard let skipped = r.consentSkipped, skipped.value, r.isNativeOrPublic, !r.asksForPasswordEveryTime,
                  // An https host the deployment fills in is one too (review 86: `https://matrix.${DOMAIN}/…`).
                  !r.redirectURIs.contains(where: \.value.isHTTPS) else { return nil }
            return (r, skipped.range, false)
        }
        return AffectedClients.group(affected).map { group in
            let who = group.registrations.count == 1
                ? "\(group.registrations[0].label) is a native or public client"
                : "clients \(group.names) are native or public clients"
            return report(path: file.path, range: group.range,
                          message: "\(who) whose identity the server cannot verify, yet the consent screen is skipped, so another app using the same redirect can get tokens without the user noticing; require consent",
                          subjectKey: "consent/\(group.subjectKey)")
        }
    }
}

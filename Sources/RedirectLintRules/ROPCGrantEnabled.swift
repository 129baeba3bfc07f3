import RedirectLintModel

/// RFC 9700 §2.4: the resource owner password credentials grant MUST NOT be used. The
/// client sees the user's password, which defeats the point of OAuth, and cannot use
/// multi-factor or federated sign-in; a native app has no secret to limit who may use it.
public struct ROPCGrantEnabled: FileRule {
    public let id = "ropc-grant-enabled"
    public init() {}

    static let passwordGrants: Set<String> = ["password", "http://auth0.com/oauth/grant-type/password-realm"]

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        // A server-wide grant list (Dex) is one finding at that line, naming every client.
        let uses = file.registrations.flatMap { r in
            r.grantTypes.filter { Self.passwordGrants.contains($0.value) }.map { (registration: r, range: $0.range, serverScoped: false) }
        }
        return AffectedClients.group(uses).map { group in
            // Dex's implied grants all sit at its `passwordConnector` line: name the password one.
            let grant = group.registrations[0].grantTypes.first { $0.range == group.range && Self.passwordGrants.contains($0.value) }?.value ?? "password"
            return report(path: file.path, range: group.range,
                          message: "\(group.who) \(group.verb("allows", "allow")) the resource owner password grant ('\(grant)'), which hands the user's password to the client; use the authorization code grant with PKCE",
                          subjectKey: "\(group.subjectKey)/grant/\(grant)")
        }
    }
}

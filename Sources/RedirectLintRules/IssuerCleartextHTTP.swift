import RedirectLintModel

/// RFC 6749 §3.1 and §3.2: the authorization and token endpoints MUST be reached over TLS,
/// and a server's endpoints live under its issuer. An `http` issuer to a host other than
/// the machine itself sends passwords, codes and tokens in clear text. A host only a private
/// network knows is a development stack's or a VPN's: a note.
public struct IssuerCleartextHTTP: FileRule {
    public let id = "issuer-cleartext-http"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.issuers.compactMap { issuer in
            let uri = issuer.map { RedirectURI($0) }
            guard uri.value.kind == .cleartextHTTP, !uri.value.isUnspecifiedAddress, !uri.value.namesLoopbackAddress,
                  !uri.value.hasReservedExampleHost else { return nil }
            let privateHost = uri.value.hasPrivateNetworkHost
            return report(severity: privateHost ? .note : nil, path: file.path, range: uri.range(of: uri.value.schemeRange),
                          message: "issuer '\(uri.value.displayText)' uses cleartext http to '\(uri.value.host ?? "")', which is not a loopback address, so sign-in passwords, authorization codes and tokens travel unencrypted; use https"
                              + (privateHost ? RedirectURICleartextHTTP.privateNetworkNote : ""),
                          fix: uri.fix(scheme: "https"), subjectKey: uri.value.displayText)
        }
    }
}

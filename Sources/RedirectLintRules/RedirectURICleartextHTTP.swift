import RedirectLintModel

/// RFC 9700 §2.6 and RFC 6749 §3.1.2.1: the authorization response carries the code;
/// over plain http to a remote host anyone on the path can read or change it. Only
/// loopback redirects may use http (RFC 8252 §7.3, §8.3). A host only a private network
/// knows (a compose service, `.local`, `10.0.0.1`) is how development stacks and VPNs name
/// their servers: a note, as for a test fixture.
public struct RedirectURICleartextHTTP: FileRule {
    public let id = "redirect-uri-cleartext-http"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectURIs.compactMap { uri in
            // `0.0.0.0` and `[::]` are `loopback-unspecified-address`; `app.127.0.0.1.nip.io`
            // stays on the machine.
            guard uri.value.kind == .cleartextHTTP, !uri.value.isUnspecifiedAddress, !uri.value.namesLoopbackAddress,
                  !uri.value.hasReservedExampleHost,
                  // A pattern host (`localhost*`) is one defect, `redirect-uri-wildcard`'s.
                  uri.value.host?.contains("*") != true else { return nil }
            let privateHost = uri.value.hasPrivateNetworkHost
            return report(severity: privateHost ? .note : nil, path: file.path, range: uri.range(of: uri.value.schemeRange),
                          message: "redirect URI '\(uri.value.displayText)' uses cleartext http to '\(uri.value.host ?? "")', which is not a loopback address, so the authorization code travels unencrypted; use https"
                              + (privateHost ? Self.privateNetworkNote : ""),
                          fix: uri.fix(scheme: "https"), subjectKey: uri.value.displayText)
        }
    }

    /// What the cleartext rules add when the host is one only a private network knows.
    static let privateNetworkNote = " (a host of a private network, as development stacks and VPNs use, so this is a note; use https where the configuration is deployed)"
}

import RedirectLintModel

/// RFC 6749 §3.1 and §3.2: the authorization and token endpoints MUST be reached over TLS,
/// and a server's endpoints live under its issuer. An `http` issuer to a host other than
/// the machine itself sends passwords, codes and tokens in clear text.
public struct IssuerCleartextHTTP: FileRule {
    public let id = "issuer-cleartext-http"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.issuers.compactMap { issuer in
            let uri = issuer.map { RedirectURI($0) }
            guard uri.value.kind == .cleartextHTTP, !uri.value.isUnspecifiedAddress,
                  !Self.namesLoopbackAddress(uri.value.host ?? "") else { return nil }
            return report(path: file.path, range: uri.range(of: uri.value.schemeRange),
                          message: "issuer '\(uri.value.displayText)' uses cleartext http to '\(uri.value.host ?? "")', which is not a loopback address, so sign-in passwords, authorization codes and tokens travel unencrypted; use https",
                          fix: uri.fix(scheme: "https"), subjectKey: uri.value.displayText)
        }
    }

    /// Wildcard DNS names that resolve to the address they embed (`dex.127.0.0.1.nip.io`)
    /// are how local setups give a loopback server a name: the traffic stays on the machine.
    static func namesLoopbackAddress(_ host: String) -> Bool {
        let labels = host.lowercased().split(separator: ".")
        guard labels.count >= 6, ["nip.io", "sslip.io"].contains(labels.suffix(2).joined(separator: ".")) else { return false }
        let address = labels.dropLast(2).suffix(4)
        return address.first == "127" && address.allSatisfy { Int($0).map { (0...255).contains($0) } ?? false }
    }
}

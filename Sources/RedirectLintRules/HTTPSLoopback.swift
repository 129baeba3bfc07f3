import RedirectLintModel

/// RFC 8252 §7.3 writes loopback redirects with `http`: the response never leaves the
/// device (§8.3), and an installed app cannot give every user's browser a trusted
/// certificate for `127.0.0.1`. An `https` loopback redirect fails with a certificate
/// warning, or works only where a development certificate is installed. Only for native
/// apps (by declaration or evidence), as `loopback-uses-localhost`: a web app's development
/// server on `https://localhost:44301` is served with a development certificate on purpose.
public struct HTTPSLoopback: FileRule {
    public let id = "https-loopback"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectingRegistrations.filter(\.isNative).flatMap(\.redirectURIs).compactMap { uri in
            let value = uri.value
            guard value.kind == .loopbackIP || value.kind == .localhostName, value.schemeLowercased == "https" else { return nil }
            return report(path: file.path, range: uri.range(of: value.schemeRange),
                          message: "loopback redirect URI '\(value.displayText)' uses https, which needs a certificate for the loopback address that every user's browser trusts; RFC 8252 §7.3 uses http, which is safe because the response never leaves the device",
                          fix: uri.fix(scheme: "http"), subjectKey: value.displayText)
        }
    }
}

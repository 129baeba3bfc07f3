import RedirectLintModel

/// RFC 8252 §8.3: loopback redirects should use the IP literal, not `localhost`: the name
/// may resolve elsewhere or to the other address family, and a firewall may treat it
/// differently (§7.3).
public struct LoopbackUsesLocalhost: FileRule {
    public let id = "loopback-uses-localhost"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectURIs.compactMap { uri -> Finding? in
            guard uri.value.isLocalhostName, let host = uri.value.hostRange else { return nil }
            let fix = uri.fix(replacing: host, with: "127.0.0.1")
            return report(
                path: file.path, range: uri.range(of: host),
                message: "loopback redirect URI '\(uri.value.displayText)' uses the name '\(uri.value.host ?? "localhost")' instead of the IP literal 127.0.0.1 (or [::1])",
                fix: fix, subjectKey: uri.value.displayText)
        }
    }
}

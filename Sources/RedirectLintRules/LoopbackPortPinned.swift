import RedirectLintModel

/// RFC 8252 §7.3: the app opens a port on the loopback interface when it makes the request,
/// and the server MUST allow any port for loopback IP redirect URIs. A registered port is
/// therefore pointless, and on a server that compares exactly it fails whenever the port is
/// taken and the app listens elsewhere. Only for native apps' `http` loopback redirects:
/// a web app's dev server listens on the port it names.
public struct LoopbackPortPinned: FileRule {
    public let id = "loopback-port-pinned"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectingRegistrations.filter(\.isNative).flatMap(\.redirectURIs).compactMap { uri in
            let value = uri.value
            guard value.kind == .loopbackIP, value.schemeLowercased == "http", let port = value.port, !port.isEmpty,
                  let withColon = value.portWithColon else { return nil }
            let fix = uri.fix(replacing: withColon, with: "")
            let suggestion = fix.map { "; register '\($0.displayURI)'" } ?? ""
            return report(path: file.path, range: uri.range(of: withColon),
                          message: "loopback redirect URI '\(value.displayText)' pins port \(port); RFC 8252 §7.3 requires the server to accept any port for it, so the port is pointless, and a server that matches exactly rejects the redirect whenever the app listens on another port\(suggestion)",
                          fix: fix, subjectKey: value.displayText)
        }
    }
}

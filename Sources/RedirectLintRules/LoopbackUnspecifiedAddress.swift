import RedirectLintModel

/// `0.0.0.0` and `[::]` mean "every interface" to a listening socket, not loopback: a
/// browser sent there goes wherever its OS routes the address, and an app that listens on
/// it is reachable from the network. RFC 8252 §7.3 and §8.3 name `127.0.0.1` and `[::1]`.
/// In a development server's file (`redirectsOnlyToDevelopmentStack`), whose clients are web
/// apps on the developer's machine and no native app listens, it is a note (review 49).
public struct LoopbackUnspecifiedAddress: FileRule {
    public let id = "loopback-unspecified-address"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        let development = file.redirectsOnlyToDevelopmentStack
        return file.redirectURIs.compactMap { uri in
            // Stored fields first, read in place: what follows copies the URI, which only
            // the few candidates should pay for.
            guard uri.value.isUnspecifiedAddress else { return nil }
            let value = uri.value
            guard value.isJudgeable, let host = value.hostRange, let written = value.host else { return nil }
            let loopback = written.hasPrefix("[") ? "[::1]" : "127.0.0.1"
            return report(severity: development ? .note : nil, path: file.path, range: uri.range(of: host),
                          message: "redirect URI '\(value.displayText)' uses the unspecified address \(written), which is not loopback; use \(loopback)"
                              + (development ? FileModel.developmentStackNote : ""),
                          fix: uri.fix(replacing: host, with: loopback), subjectKey: value.displayText)
        }
    }
}

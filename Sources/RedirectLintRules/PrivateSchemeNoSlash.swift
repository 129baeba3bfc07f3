import RedirectLintModel

/// RFC 8252 §7.1 writes private-use redirects as `com.contoso.app:/oauth2redirect`: a path
/// after a single slash. `com.contoso.app:cb` is legal RFC 3986, but some platforms and
/// libraries that build or parse the URI expect the slash, so the string the app sends
/// may differ from the one registered.
public struct PrivateSchemeNoSlash: FileRule {
    public let id = "private-scheme-no-slash"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectURIs.compactMap { uri in
            // Stored fields first, read in place: what follows copies the URI, which only
            // the few candidates should pay for.
            guard uri.value.kind == .privateUse, uri.value.doubleSlashRange == nil else { return nil }
            let value = uri.value
            guard value.isJudgeable, value.hasNoSlashAfterScheme, let scheme = value.schemeRange else { return nil }
            let fix = uri.fix(replacing: value.pathRange.lowerBound..<value.pathRange.lowerBound, with: "/")
            let suggestion = fix?.displayURI ?? "\(value.scheme ?? ""):/\(value.path)"
            let range = value.pathRange.isEmpty ? uri.range(of: scheme) : uri.range(of: value.pathRange)
            return report(path: file.path, range: range,
                          message: "redirect URI '\(value.displayText)' has no '/' after the private-use scheme; write it '\(suggestion)', the 'scheme:/path' form of RFC 8252 §7.1",
                          fix: fix, subjectKey: value.displayText)
        }
    }
}

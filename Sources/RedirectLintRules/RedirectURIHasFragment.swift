import RedirectLintModel

/// RFC 6749 §3.1.2: the redirection endpoint URI MUST NOT include a fragment; the
/// authorization response would not be delivered to it intact.
public struct RedirectURIHasFragment: FileRule {
    public let id = "redirect-uri-has-fragment"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectURIs.compactMap { uri in
            // Stored fields first, read in place: what follows copies the URI, which only
            // the few candidates should pay for.
            guard uri.value.fragmentRange != nil else { return nil }
            guard uri.value.isJudgeable, let fragment = uri.value.fragmentWithHash else { return nil }
            let fix = uri.fix(replacing: fragment, with: "")
            let suggestion = fix.map { " ('\($0.displayURI)')" } ?? ""
            return report(path: file.path, range: uri.range(of: fragment),
                          message: "redirect URI '\(uri.value.displayText)' has a fragment '\(uri.value.displayed(fragment))', which redirect URIs must not have; drop it\(suggestion) and carry request state in 'state'",
                          fix: fix, subjectKey: uri.value.displayText)
        }
    }
}

import RedirectLintModel

/// RFC 3986 §3.2.1 deprecates `user:password@` in URIs, and browsers strip it or warn;
/// in a redirect URI it either never matches what the browser sends or leaks a credential.
/// The password is masked in messages.
public struct RedirectURIHasUserinfo: FileRule {
    public let id = "redirect-uri-has-userinfo"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.redirectURIs.compactMap { uri in
            // Stored fields first, read in place: what follows copies the URI, which only
            // the few candidates should pay for.
            guard uri.value.userinfoRange != nil else { return nil }
            guard uri.value.isJudgeable, let userinfo = uri.value.userinfoWithAt,
                  let part = uri.value.userinfoRange else { return nil }
            let fix = uri.fix(replacing: userinfo, with: "")
            let password = uri.value.text.unicodeScalars[part].contains(":") ? " and a password" : ""
            return report(path: file.path, range: uri.range(of: part),
                          message: "redirect URI '\(uri.value.displayText)' has user information\(password) before '@'; browsers drop or refuse it, so remove it",
                          fix: fix, subjectKey: uri.value.displayText)
        }
    }
}

import RedirectLintModel

/// RFC 9700 §4.1.3 and RFC 8252 §8.4: redirect URIs are compared by exact string match;
/// a pattern lets an attacker pick any URI it matches (an open redirector or a host they
/// control under the wildcard) and receive the authorization code.
public struct RedirectURIWildcard: FileRule {
    public let id = "redirect-uri-wildcard"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        let development = file.redirectsOnlyToDevelopmentStack
        for registration in file.redirectingRegistrations {
            var reported: Set<SourceRange> = []
            for uri in registration.redirectURIs {
                guard let star = Self.wildcard(in: uri) else { continue }
                reported.insert(uri.range)
                // `localhost:*` gets its own finding, about the port.
                let portPattern = uri.value.isLoopback && uri.value.port == "*"
                if registration.matchesWildcardOnlyAtEnd, star.upperBound != uri.value.text.endIndex, !portPattern {
                    findings.append(deadEntry(file, uri, star))
                    continue
                }
                if registration.sendsRedirectAsWritten {
                    findings.append(sentAsWritten(file, uri, star))
                    continue
                }
                var found = finding(file, uri, star, logoutInherits: registration.postLogoutInheritsRedirects != nil,
                                    onTheServer: registration.resolvesAgainstServer(uri.value))
                // A path or port pattern on a developer's machine or stack, in a development
                // server's file: only programs there could answer it (review 68: `localhost:80*`).
                // Not `localhost:*`, whose finding is about what to register instead.
                if development, found.severity != .note, !portPattern, Self.isInPathOrPort(star, of: uri.value) {
                    found.severity = .note
                    found.message += FileModel.developmentStackNote
                } else if uri.value.hasBrowserExtensionHost, found.severity != .note, uri.value.pathRange.contains(star.lowerBound) {
                    // Every path of the host goes to the one extension (review 52).
                    found.severity = .note
                    found.message += " (the browser hands every URL of a browser extension's redirect host to that extension alone, so this is a note)"
                }
                findings.append(found)
            }
            for uri in registration.postLogoutRedirectURIs {
                guard let star = Self.wildcard(in: uri) else { continue }
                // As for the redirects: a path pattern on the developer's machine or stack, in a
                // development server's file (review 43).
                let local = development && Self.isInPathOrPort(star, of: uri.value) && (uri.value.isLoopback || uri.value.hasComposeServiceHost)
                findings.append(report(
                    severity: local ? .note : .warning, path: file.path, range: uri.range(of: star),
                    message: "post-logout redirect URI '\(uri.value.displayText)' of \(registration.label) has a wildcard '*', so after logout the server redirects the user to any URI the pattern matches (an open redirector when it covers pages others control); register every post-logout URI exactly"
                        + (local ? FileModel.developmentStackNote : ""),
                    subjectKey: "post-logout/\(uri.value.displayText)"))
            }
            if let pattern = registration.redirectPatternMatching, pattern.value, !reported.contains(pattern.range) {
                findings.append(report(
                    path: file.path, range: pattern.range,
                    message: "\(registration.label) lets the server match redirect URIs as patterns instead of exactly; register each redirect URI in full",
                    subjectKey: "\(registration.displayName)/pattern-matching"))
            }
        }
        return findings
    }

    /// A `*` before the end, where the server reads it as a character (Keycloak): the entry
    /// matches no real URI, so it lets nothing in; it is left over from a pattern that never
    /// worked (review 43: `http://*.nir.center/*`).
    private func deadEntry(_ file: FileModel, _ uri: Located<RedirectURI>, _ star: Range<String.Index>) -> Finding {
        report(
            severity: .note, path: file.path, range: uri.range(of: star),
            message: "redirect URI '\(uri.value.displayText)' has a '*' before its end, which this server matches as a character, not a wildcard, so the entry matches no URI a browser sends; remove it, or register each URI exactly",
            subjectKey: uri.value.displayText)
    }

    /// A `*` in the redirect an app sends (review 72: an AppAuth `auth_config.json`): the
    /// server compares it with its registrations as a character, so it is no pattern, only a
    /// redirect that fails unless registered as written.
    private func sentAsWritten(_ file: FileModel, _ uri: Located<RedirectURI>, _ star: Range<String.Index>) -> Finding {
        report(
            severity: .note, path: file.path, range: uri.range(of: star),
            message: "redirect URI '\(uri.value.displayText)' has a '*', which the app sends as written: no server matches it as a pattern, and one that compares exactly accepts it only if registered so; write the URI the app receives its responses on",
            subjectKey: uri.value.displayText)
    }

    /// A pattern in the path or the port: on the developer's machine, one only programs there
    /// could answer. Not one in the host (`localhost*` matches `localhost.attacker.example`).
    private static func isInPathOrPort(_ star: Range<String.Index>, of uri: RedirectURI) -> Bool {
        uri.pathRange.contains(star.lowerBound) || uri.portRange?.contains(star.lowerBound) == true
    }

    private static func wildcard(in uri: Located<RedirectURI>) -> Range<String.Index>? {
        guard !uri.value.hasBrowserHandledScheme else { return nil }
        guard uri.value.kind == .templated else { return uri.value.wildcardRange }
        // A host a deployment fills in leaves the path's pattern as written
        // (`https://${KC_HOSTNAME}/*`: review 53).
        let text = uri.value.text
        guard text.hasSuffix("/*"), TemplateSyntax.firstPlaceholder(in: String(text.dropLast())) != nil,
              uri.value.pathRange.contains(text.index(before: text.endIndex)) else { return nil }
        return text.index(before: text.endIndex)..<text.endIndex
    }

    /// `onTheServer`: a relative pattern the server resolves against its own URL (Keycloak's
    /// `/*` without a root URL): still no exact match, but only the server's own pages match,
    /// so no open redirector to another host (reviews 69, 91).
    private func finding(_ file: FileModel, _ uri: Located<RedirectURI>, _ star: Range<String.Index>, logoutInherits: Bool,
                         onTheServer: Bool) -> Finding {
        let value = uri.value
        // `http://localhost:*/cb` asks for what RFC 8252 §7.3 already gives loopback
        // redirects (any port), in a form that is not URI syntax.
        if value.isLoopback, value.port == "*", let port = value.portWithColon {
            let fix = uri.fix(replacing: port, with: "")
            let suggestion = fix.map { "'\($0.displayURI)'" } ?? "the URI without a port"
            return report(
                severity: .warning, path: file.path, range: uri.range(of: star),
                message: "loopback redirect URI '\(value.displayText)' has '*' as its port, which is not URI syntax; servers following RFC 8252 §7.3 accept any port for a loopback redirect registered without one, so register \(suggestion)",
                fix: fix, subjectKey: value.displayText)
        }
        let at = star.lowerBound
        let part = [(value.hostRange, "host"), (value.portRange, "port"), (Optional(value.pathRange), "path"),
                    (value.queryRange, "query")]
            .first { range, _ in range?.contains(at) ?? false }?.1 ?? "scheme"
        let matches = onTheServer ? "a pattern (any page of its own host, against which it resolves a relative redirect)" : "a pattern"
        let inherits = !logoutInherits ? "" : onTheServer ? ", and the post-logout redirects inherit it ('+')"
            : ", and the post-logout redirects inherit it ('+'), which makes the server an open redirector after logout"
        return report(
            path: file.path, range: uri.range(of: star),
            message: "redirect URI '\(value.displayText)' has a wildcard '*' in its \(part), so a server that accepts it matches \(matches), not one URI\(inherits); register every redirect URI exactly",
            subjectKey: value.displayText)
    }
}

import RedirectLintModel
import RedirectLintSource

extension Located where Value == RedirectURI {
    /// The source range of one component of the URI (falls back to the whole value).
    func range(of component: Range<String.Index>?) -> SourceRange {
        guard let component else { return range }
        return SourceRange.of(component, in: value.text, writtenAt: range, isVerbatim: isVerbatim)
    }

    /// A fix that rewrites the whole URI, offered only when the source text is the URI
    /// itself, so that the replacement cannot break quoting or escapes around it, and, for a
    /// URI with a credential (a userinfo password, `?client_secret=…`), only when the part
    /// replaced covers every credential: a fix's replacement is printed as it is, and reports
    /// never show a secret.
    func fix(replacing component: Range<String.Index>, with replacement: String) -> SuggestedFix? {
        guard isVerbatim else { return nil }
        for credential in value.credentialRanges
        where !(component.lowerBound <= credential.lowerBound && credential.upperBound <= component.upperBound) {
            return nil
        }
        var text = value.text
        text.replaceSubrange(component, with: replacement)
        return SuggestedFix(range: range, replacement: text)
    }
}

// MARK: - Which rule speaks about a redirect URI
//
// One defect, one finding. The rules below agree on this order, so a URI gets the
// finding that explains it and not the cascade that follows from it:
// 1. templated: nothing but `unresolved-template` (the value is not known yet);
// 2. an unsafe scheme (`javascript:`, `data:`, ...): only `redirect-uri-unsafe-scheme`;
// 3. invalid structure: `redirect-uri-invalid` for each syntax issue (or
//    `redirect-uri-wildcard` when a `*` is what breaks it) and `scheme-invalid-syntax`
//    for the scheme; no rule that reads components;
// 4. otherwise each rule reports its own component, and the kind-specific rules
//    (`redirect-uri-oob`, `redirect-uri-not-absolute`, the loopback rules) apply.

extension RedirectURI {

    /// An https redirect, written out or with its host left to the deployment
    /// (`https://app.${CLUSTER_DOMAIN}/callback`).
    var isHTTPS: Bool {
        kind == .claimedHTTPS || (kind == .templated && schemeLowercased == "https")
    }

    /// Whether rules that read the URI's components may judge it (steps 1–3 above).
    var isJudgeable: Bool {
        kind != .templated && kind != .invalid && !hasBrowserHandledScheme
    }

    /// The syntax issues `redirect-uri-invalid` reports: all but the scheme's
    /// (`scheme-invalid-syntax`), and none that a `*` explains (`redirect-uri-wildcard`).
    var reportableIssues: [URISyntaxIssue] {
        guard !issues.isEmpty, kind != .templated, !hasBrowserHandledScheme else { return [] }
        return issuesExceptScheme.filter { !text.unicodeScalars[$0.range].contains("*") }
    }

    /// `#` and the fragment after it.
    var fragmentWithHash: Range<String.Index>? {
        guard let fragment = fragmentRange else { return nil }
        return text.unicodeScalars.index(before: fragment.lowerBound)..<fragment.upperBound
    }

    /// The userinfo and the `@` after it.
    var userinfoWithAt: Range<String.Index>? {
        guard let userinfo = userinfoRange else { return nil }
        return userinfo.lowerBound..<text.unicodeScalars.index(after: userinfo.upperBound)
    }

    /// `:` and the port after it.
    var portWithColon: Range<String.Index>? {
        guard let port = portRange else { return nil }
        return text.unicodeScalars.index(before: port.lowerBound)..<port.upperBound
    }

    /// The authority for messages (`user:***@host`), a password masked as in `displayText`.
    var displayAuthority: String? {
        authorityRange.map(displayed)
    }

    /// The text for messages: every credential (`credentialRanges`: a userinfo password,
    /// `?client_secret=…`, `#access_token=…`) is `***`, because messages never contain secrets.
    var displayText: String {
        displayed(text.startIndex..<text.endIndex)
    }

    /// A part of the text for messages, its credentials masked as in `displayText`.
    func displayed(_ part: Range<String.Index>) -> String {
        let credentials = credentialRanges
        // Most URIs hold no credential: a message then quotes the text as it is.
        if credentials.isEmpty { return String(text.unicodeScalars[part]) }
        var shown = String.UnicodeScalarView()
        var at = part.lowerBound
        for credential in credentials where part.lowerBound <= credential.lowerBound && credential.upperBound <= part.upperBound {
            shown.append(contentsOf: text.unicodeScalars[at..<credential.lowerBound])
            shown.append(contentsOf: "***".unicodeScalars)
            at = credential.upperBound
        }
        shown.append(contentsOf: text.unicodeScalars[at..<part.upperBound])
        return String(shown)
    }
}

extension Located where Value == RedirectURI {
    /// A fix that rewrites the scheme (`HTTP` → `http`, `https` → `http`).
    func fix(scheme replacement: String) -> SuggestedFix? {
        value.schemeRange.flatMap { fix(replacing: $0, with: replacement) }
    }
}

extension SuggestedFix {
    /// The replacement URI as messages may show it (a userinfo password masked).
    var displayURI: String { RedirectURI(replacement).displayText }
}

/// URI texts a rule holds only as text (a set-aside occurrence, a templated value), as
/// messages, subjects and fixes may show them: a userinfo password masked as
/// `RedirectURI.displayText` masks it.
enum URIText {
    static func masked(_ text: String) -> String {
        RedirectURI(text).displayText
    }
}

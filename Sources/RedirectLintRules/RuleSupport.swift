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

extension ClientRegistration {
    /// How messages name the client: `client 'abc' (google-client-secret)`.
    var label: String { Self.label(displayName: displayName) }

    /// The label of a client by its display name, for a check that keeps only the name.
    static func label(displayName: String) -> String { "client '\(displayName)'" }
}

/// A private-use scheme written somewhere: in a registered redirect URI or declared by an app.
struct SchemeOccurrence {
    /// Where the scheme is written; a redirect URI's range and text are made only when a
    /// finding needs them.
    enum Written {
        case redirectURI(Located<RedirectURI>)
        case declared(range: SourceRange, subject: String)
    }

    var scheme: String
    var path: String
    var written: Written
    /// For a scheme an app declares: what shows it receives sign-in responses, if anything.
    /// A redirect URI's scheme receives them by definition.
    var signInEvidence: String?
    var isRedirectURI: Bool {
        if case .redirectURI = written { return true }
        return false
    }

    var range: SourceRange {
        switch written {
        case .redirectURI(let uri): return uri.range(of: uri.value.schemeRange)
        case .declared(let range, _): return range
        }
    }

    /// The start of a message: `redirect URI 'myapp://cb' uses the scheme 'myapp'` or
    /// `the app declares the URL scheme 'myapp'`.
    var subject: String {
        switch written {
        case .redirectURI(let uri): return "redirect URI '\(uri.value.displayText)' uses the scheme '\(scheme)'"
        case .declared(_, let subject): return subject
        }
    }
}

enum SchemeOccurrences {
    /// Every private-use scheme of the project's redirect URIs and of the schemes its apps
    /// can receive from a browser, with the evidence that a declared one is for sign-in.
    static func all(in project: Project) -> [SchemeOccurrence] {
        var out: [SchemeOccurrence] = []
        for registration in project.redirectingRegistrations {
            for uri in registration.redirectURIs {
                guard uri.value.kind == .privateUse, !uri.value.hasBrowserHandledScheme, let scheme = uri.value.scheme else { continue }
                out.append(SchemeOccurrence(scheme: scheme, path: registration.path, written: .redirectURI(uri)))
            }
        }
        let purpose = SchemePurpose(project)
        for manifest in project.manifests {
            for declared in manifest.schemes where declared.reachableFromBrowser && !SharedSchemes.contains(declared.scheme.value) {
                var occurrence = occurrence(of: declared, declaredIn: manifest.path)
                occurrence.signInEvidence = purpose.evidence(for: declared, in: manifest)
                out.append(occurrence)
            }
        }
        return sharingEvidenceOfOneScheme(mergingDeclarationsOfOneScheme(out))
    }

    /// One scheme declared by one app in several files (an Expo `app.json` and the Android
    /// manifest generated below it) is one scheme: what shows one declaration is for sign-in
    /// shows the others in the same folder or below it. Sibling folders may be other apps.
    private static func sharingEvidenceOfOneScheme(_ occurrences: [SchemeOccurrence]) -> [SchemeOccurrence] {
        // By scheme, in project order: a large project declares thousands of schemes.
        let withEvidence = Dictionary(grouping: occurrences.filter { !$0.isRedirectURI && $0.signInEvidence != nil },
                                      by: { $0.scheme.lowercased() })
        return occurrences.map { occurrence in
            guard !occurrence.isRedirectURI, occurrence.signInEvidence == nil else { return occurrence }
            var shared = occurrence
            let folder = Self.folder(of: occurrence.path)
            shared.signInEvidence = withEvidence[occurrence.scheme.lowercased()]?.first { other in
                folder.hasPrefix(Self.folder(of: other.path)) || Self.folder(of: other.path).hasPrefix(folder)
            }?.signInEvidence
            return shared
        }
    }

    /// `a/b/` for `a/b/app.json`, `` for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Several manifests filled from one definition (a Gradle placeholder) are one scheme,
    /// judged once at the definition, with the first evidence any of them gives; so are the
    /// intent filters of one manifest that declare the same scheme (a redirect activity and a
    /// deep-link activity): one finding, at the first declaration that shows sign-in (the
    /// redirect's filter, not an `invite` link's), else at the first.
    private static func mergingDeclarationsOfOneScheme(_ occurrences: [SchemeOccurrence]) -> [SchemeOccurrence] {
        var merged: [SchemeOccurrence] = []
        var index: [String: Int] = [:]
        for occurrence in occurrences {
            let place = occurrence.isRedirectURI ? "\(occurrence.range)" : ""
            let key = "\(occurrence.isRedirectURI) \(occurrence.path) \(place) \(occurrence.scheme)"
            if let at = index[key] {
                if merged[at].signInEvidence == nil, occurrence.signInEvidence != nil { merged[at] = occurrence }
            } else {
                index[key] = merged.count
                merged.append(occurrence)
            }
        }
        return merged
    }

    /// A scheme filled in from a definition elsewhere is judged at that definition, where the
    /// fix belongs; every declaration of it then yields the same finding, reported once.
    private static func occurrence(of declared: DeclaredScheme, declaredIn path: String) -> SchemeOccurrence {
        let value = declared.scheme.value
        guard let origin = declared.origin else {
            return SchemeOccurrence(scheme: value, path: path,
                                    written: .declared(range: declared.scheme.range,
                                                       subject: "the app declares the URL scheme '\(value)'"))
        }
        if let (origin, range) = declared.definition {
            return SchemeOccurrence(scheme: value, path: origin.path,
                                    written: .declared(range: range,
                                                       subject: "the app declares the URL scheme '\(value)' (\(origin.description))"))
        }
        let place = origin.path == path ? "" : " in \(origin.path)"
        return SchemeOccurrence(scheme: value, path: path,
                                written: .declared(range: declared.scheme.range,
                                                   subject: "the app declares the URL scheme '\(value)' (built from \(origin.description)\(place))"))
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

extension String {
    var hasASCIIUppercase: Bool { unicodeScalars.contains { ("A"..."Z").contains($0) } }
}

extension FileModel {
    /// The registrations the server redirects to: a client with only grants without a
    /// redirect (service accounts) never uses its redirect URIs, so they are not judged.
    var redirectingRegistrations: [ClientRegistration] { registrations.redirecting }

    /// Every redirect URI of every redirecting registration, in file order.
    var redirectURIs: [Located<RedirectURI>] { redirectingRegistrations.flatMap(\.redirectURIs) }
}

// MARK: - What kind of client a registration is

extension ClientRegistration {
    /// The kind the file declares, or what the format says an absent declaration means.
    var effectiveKind: ApplicationKind? { declaredKind?.value ?? defaultKind }

    /// ` (a native app: it is declared a native application)`: the evidence a finding that
    /// depends on the client's kind rests on.
    var kindEvidence: String {
        guard let kind else { return "" }
        // A declaration names the kind itself; evidence is told with the kind it shows.
        if declaredKind != nil { return " (\(kind.reason))" }
        return " (\(kind.kind.phrase): \(kind.reason))"
    }

    /// Any redirect URI a web server or browser app receives (https or http to a host).
    var hasWebRedirect: Bool {
        redirectURIs.contains { $0.value.kind == .claimedHTTPS || $0.value.kind == .cleartextHTTP }
    }

    /// A client with web origins and no redirect URI: the sign-in popup posts the code back
    /// to the page (Google's `postmessage`), so there is nothing to redirect to.
    var redirectsToOriginsOnly: Bool { redirectURIs.isEmpty && !webOrigins.isEmpty }

    /// Whether the client may use the authorization code grant (named, or the default).
    var mayUseCodeGrant: Bool {
        (grantTypesAreDefault && grantTypes.isEmpty) || grantTypes.contains { $0.value == "authorization_code" }
    }

    /// The redirect URIs a client-kind rule can judge: not templated, relative or invalid,
    /// and without an unsafe scheme (reported on its own).
    var judgedRedirectURIs: [Located<RedirectURI>] {
        redirectURIs.filter { uri in
            switch uri.value.kind {
            case .templated, .relative, .invalid: return false
            default: return !uri.value.hasBrowserHandledScheme
            }
        }
    }

    /// `application-type-redirect-mismatch`: a web client (declared, or by the format's
    /// default) that registers private-use redirects and nothing a web app receives. A
    /// loopback redirect beside them decides nothing (web apps have dev callbacks too).
    var onlyNativeRedirectsForWebKind: Bool {
        guard effectiveKind == .web else { return false }
        let judged = judgedRedirectURIs
        return judged.contains { $0.value.kind == .privateUse } && judged.allSatisfy { uri in
            switch uri.value.kind {
            case .privateUse, .loopbackIP, .localhostName, .outOfBand: return true
            default: return false
            }
        }
    }

    /// `native-client-registered-confidential`: evidence other than the registration's own
    /// type says native (a declaration, or a private-use redirect).
    var isNativeRegisteredConfidential: Bool {
        declaredType?.value == .confidential && isNative
    }
}

/// Settings that hold for every client of a server (`SettingScope.server`, or any
/// setting several clients share) are one finding at the setting, naming every client.
struct AffectedClients {
    var range: SourceRange
    var registrations: [ClientRegistration]
    var serverScoped: Bool

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    var names: String {
        let all = registrations.map { "'\($0.displayName)'" }
        guard all.count > 1 else { return all.first ?? "" }
        return all.dropLast().joined(separator: ", ") + " and " + all[all.count - 1]
    }

    /// `client 'a'` or `clients 'a' and 'b'`, and the verb that agrees with it.
    var who: String { registrations.count == 1 ? registrations[0].label : "clients \(names)" }
    func verb(_ singular: String, _ plural: String) -> String { registrations.count == 1 ? singular : plural }

    var anyNativeOrPublic: Bool { registrations.contains(where: \.isNativeOrPublic) }

    var subjectKey: String { registrations.map(\.displayName).joined(separator: ",") }

    /// Groups registrations by where their setting is written, in file order.
    static func group(_ items: [(registration: ClientRegistration, range: SourceRange, serverScoped: Bool)]) -> [AffectedClients] {
        var groups: [AffectedClients] = []
        var index: [SourceRange: Int] = [:]
        for item in items {
            if let at = index[item.range] {
                groups[at].registrations.append(item.registration)
                groups[at].serverScoped = groups[at].serverScoped || item.serverScoped
                continue
            }
            index[item.range] = groups.count
            groups.append(AffectedClients(range: item.range, registrations: [item.registration],
                                          serverScoped: item.serverScoped))
        }
        return groups
    }
}

extension SuggestedFix {
    /// The replacement URI as messages may show it (a userinfo password masked).
    var displayURI: String { RedirectURI(replacement).displayText }
}

/// A scheme as written, for the RFC 3986 §3.1 checks: every redirect URI's scheme and every
/// scheme an app declares (Windows protocol names have a rule of their own). Most schemes are
/// fine, so the texts for a finding are made only when a rule asks for them.
struct WrittenScheme {
    enum Source {
        case redirectURI(Located<RedirectURI>, scheme: Range<String.Index>)
        /// `origin`: where a scheme filled in from a placeholder is defined (Gradle
        /// `manifestPlaceholders`, an Android string resource).
        case declared(Located<String>, origin: ValueOrigin?)
    }

    var scheme: String
    var source: Source
    var isRedirectURI: Bool {
        if case .redirectURI = source { return true }
        return false
    }
    /// The file the finding goes to: the manifest's, or the definition's for a scheme
    /// filled in from one, where the fix belongs (every manifest using it then yields the
    /// same finding, reported once), as `SchemeOccurrences` places them.
    var path: String

    var range: SourceRange {
        switch source {
        case .redirectURI(let uri, let scheme): return uri.range(of: scheme)
        case .declared(let located, let origin): return origin?.range ?? located.range
        }
    }

    /// Start of a message: `the scheme 'My_App' of redirect URI 'My_App:/cb'`.
    var subject: String {
        switch source {
        case .redirectURI(let uri, _): return "the scheme '\(scheme)' of redirect URI '\(uri.value.displayText)'"
        case .declared(_, let origin?): return "the URL scheme '\(scheme)' the app declares (\(origin.description))"
        case .declared: return "the URL scheme '\(scheme)' the app declares"
        }
    }

    /// Why an upper-case letter matters here.
    var caseConsequence: String {
        switch source {
        case .redirectURI: return "browsers send schemes in lower case and servers compare redirect URIs exactly"
        case .declared: return "browsers send schemes in lower case and Android matches them case-sensitively"
        }
    }

    /// The scheme rewritten, as a fix, when the source can be edited exactly.
    func fix(_ replacement: String) -> SuggestedFix? {
        switch source {
        case .redirectURI(let uri, let scheme): return uri.fix(replacing: scheme, with: replacement)
        case .declared(let located, nil): return located.isVerbatim ? SuggestedFix(range: located.range, replacement: replacement) : nil
        case .declared: return nil
        }
    }
}

extension SchemeOccurrences {
    /// Every written scheme, in file order.
    static func written(in file: FileModel) -> [WrittenScheme] {
        var out: [WrittenScheme] = []
        for uri in file.redirectURIs {
            guard uri.value.kind != .templated, uri.value.kind != .outOfBand, !uri.value.hasBrowserHandledScheme,
                  let range = uri.value.schemeRange, let scheme = uri.value.scheme else { continue }
            out.append(WrittenScheme(scheme: scheme, source: .redirectURI(uri, scheme: range), path: file.path))
        }
        for manifest in file.manifests where manifest.platform != .windows {
            for declared in manifest.schemes where TemplateSyntax.firstPlaceholder(in: declared.scheme.value) == nil {
                let origin = declared.definition?.origin
                out.append(WrittenScheme(scheme: declared.scheme.value, source: .declared(declared.scheme, origin: origin),
                                         path: origin?.path ?? file.path))
            }
        }
        return out
    }
}

/// URI texts a rule holds only as text (a set-aside occurrence, a templated value), as
/// messages, subjects and fixes may show them: a userinfo password masked as
/// `RedirectURI.displayText` masks it.
enum URIText {
    static func masked(_ text: String) -> String {
        RedirectURI(text).displayText
    }
}

extension DeclaredScheme {
    /// Where a scheme filled in from a placeholder is judged (every rule on schemes places it
    /// there): its definition, when the declared value is exactly the defined one; nil for a
    /// scheme written in the manifest or built from a definition (`${applicationId}.auth`).
    var definition: (origin: ValueOrigin, range: SourceRange)? {
        guard let origin, let range = origin.range else { return nil }
        return (origin, range)
    }
}

// MARK: - Reporting

extension FileRule {
    /// A finding of this rule, at its default severity (`severity:` in `rules/<id>.yaml`)
    /// unless `severity` names a variant that the entry's `severity-rationale` documents.
    func report(severity: Severity? = nil, path: String, range: SourceRange, message: String,
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, subjectKey: String = "") -> Finding {
        finding(ruleID: id, severity: severity, path: path, range: range, message: message,
                related: related, fix: fix, subjectKey: subjectKey)
    }
}

extension ProjectRule {
    /// A finding of this rule, as `FileRule.report` makes one.
    func report(severity: Severity? = nil, path: String, range: SourceRange, message: String,
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, subjectKey: String = "") -> Finding {
        finding(ruleID: id, severity: severity, path: path, range: range, message: message,
                related: related, fix: fix, subjectKey: subjectKey)
    }
}

private func finding(ruleID: String, severity: Severity?, path: String, range: SourceRange, message: String,
                     related: [RelatedLocation], fix: SuggestedFix?, subjectKey: String) -> Finding {
    guard let severity = severity ?? RuleSeverities.defaults[ruleID] else {
        preconditionFailure("rule \(ruleID) has no rules/\(ruleID).yaml")
    }
    return Finding(ruleID: ruleID, severity: severity, path: path, range: range, message: message,
                   related: related, fix: fix, subjectKey: subjectKey)
}

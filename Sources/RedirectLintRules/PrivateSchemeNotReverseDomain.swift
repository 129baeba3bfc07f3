import RedirectLintModel

/// RFC 8252 §7.1: apps MUST use a URI scheme based on a domain name under their control,
/// reversed, for the redirect URI (§8.4: servers should reject schemes without a period).
/// That is about the scheme that receives the authorization response: every registered
/// redirect URI, and the schemes apps declare when the project shows they receive sign-in
/// responses (`SchemePurpose`). A declared scheme whose purpose the project does not show
/// gets advice, a note that says so: an app's other deep links (a widget, a payment request)
/// are no business of RFC 8252, and its other shape problems are not reported. A scheme
/// written with its quotes (`"com.contoso.app"`) is `scheme-invalid-syntax`'s: one defect, one
/// finding. Other invalid characters (`client_app`, a whole URI as the scheme) leave a domain
/// problem of their own to report.
public struct PrivateSchemeNotReverseDomain: ProjectRule {
    public let id = "private-scheme-not-reverse-domain"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        // The demo itself (AppAuth's, whose application id is its scheme) owns its scheme.
        let identities = Set(project.manifests.compactMap { $0.identity?.value.lowercased() })
        let usesMSAL = Self.usesMSAL(project)
        return SchemeOccurrences.all(in: project).compactMap { occurrence in
            verdict(occurrence, options: options, identities: identities, usesMSAL: usesMSAL).map { severity, message in
                report(severity: severity, path: occurrence.path, range: occurrence.range,
                       message: message, subjectKey: occurrence.scheme)
            }
        }
    }

    private enum Problem {
        case platform(PlatformScheme)
        case shape(ReverseDomainVerdict)
        case demo(String)
        case borrowed(String)
        case notOwned
    }

    /// Whether the project signs in with MSAL: it depends on it, or a manifest declares MSAL's
    /// receiver. Only then is an Android (or Expo) app's `msauth` the scheme MSAL requires; an
    /// app that gives it to AppAuth's receiver (review 95) claims every MSAL app's redirects, and
    /// MSAL for iOS asks for `msauth.<bundle id>`. A registered `msauth://<package>/<hash>` has
    /// MSAL's shape itself.
    private static func usesMSAL(_ project: Project) -> Bool {
        project.signInLibraries.contains { $0.library.lowercased().contains("msal") }
            || project.manifests.contains { $0.receiverLibraries.contains("MSAL") }
    }

    /// What is wrong with the scheme, if anything: the verdict without its message.
    private func problem(_ scheme: String, declaredOn platform: Platform?, options: RuleOptions, identities: Set<String>,
                         usesMSAL: Bool) -> Problem? {
        guard scheme.first != "\"", scheme.first != "'" else { return nil }
        if let mandated = SchemeName.isPlatformMandated(scheme),
           mandated != .msalAndroid || platform == nil || (usesMSAL && [.android, .expo].contains(platform)),
           // An app that declares `capacitor` as its own scheme claims it like any other (review 67).
           mandated != .capacitorWebView || platform == nil {
            return .platform(mandated)
        }
        let shape = SchemeName.isReverseDomainShaped(scheme)
        guard shape == .ok else { return .shape(shape) }
        if let demo = SchemeName.demoApp(of: scheme), !identities.contains(scheme.lowercased()) { return .demo(demo) }
        if let owner = SchemeName.borrowedDomain(of: scheme) { return .borrowed(owner) }
        let domain = scheme.lowercased().split(separator: ".").reversed().joined(separator: ".")
        guard !options.ownedDomains.isEmpty else { return nil }
        let owned = options.ownedDomains.contains { domain == $0 || domain.hasSuffix("." + $0) }
        return owned ? nil : .notOwned
    }

    /// `com.example.notes` → `com.yourcompany.notes`.
    private static func replacingReservedLabel(_ scheme: String) -> String {
        var labels = scheme.lowercased().split(separator: ".").map(String.init)
        labels[1] = "yourcompany"
        return labels.joined(separator: ".")
    }

    private func verdict(_ o: SchemeOccurrence, options: RuleOptions, identities: Set<String>, usesMSAL: Bool) -> (Severity?, String)? {
        // A whole URI written as the scheme (`com.example.app:/auth`) is `scheme-invalid-syntax`'s;
        // the domain problem is the one of the scheme it begins with (review 79), and there is
        // none to judge in `https://login.contoso.com` or `:/auth`.
        var scheme = o.scheme
        if !o.isRedirectURI, let colon = scheme.firstIndex(of: ":") {
            scheme = String(scheme[..<colon])
            guard !scheme.isEmpty, !["http", "https"].contains(scheme.lowercased()) else { return nil }
        }
        // A scheme that is no URI syntax (`anime_convention`) is `scheme-invalid-syntax`'s one
        // defect (reviews 88, 104).
        guard SchemeName.isValidSyntax(scheme),
              let problem = problem(scheme, declaredOn: o.platform, options: options, identities: identities, usesMSAL: usesMSAL) else { return nil }
        let suggestion = "use a reverse domain name you control, like 'com.yourcompany.\(o.scheme.lowercased())'"
        guard o.isRedirectURI || o.signInEvidence != nil else {
            // Nothing shows the scheme is for sign-in: only the one problem anyone can exploit,
            // and a demo's scheme left in the app (review 72: AppAuth's, beside the app's own).
            if case .demo(let app) = problem {
                return (.note, "\(o.subject), which is \(app)'s scheme, so every copy of the demo claims it; nothing in the project shows that this app receives sign-in responses on it, so it looks left over: remove it, or if it does receive them, use a reverse domain name you control, like 'com.yourcompany.yourapp'")
            }
            guard case .shape(.noPeriod) = problem else { return nil }
            return (.note, "\(o.subject), which contains no period, so any app can claim it; nothing in the project shows that it receives sign-in responses, but if it does (or carries credentials), RFC 8252 §7.1 requires a reverse domain name you control, like 'com.yourcompany.\(o.scheme.lowercased())'")
        }
        let because = o.signInEvidence.map { " (a sign-in redirect scheme: \($0))" } ?? ""
        switch problem {
        case .platform(.capacitorWebView):
            // The web view's origin: no scheme to rename, and `embedded-user-agent`'s one defect.
            return nil
        case .platform(let platform):
            return (.note, "\(o.subject), which is not a reverse domain name but is required by the platform: \(platform.explanation)")
        case .shape(.noPeriod):
            let and = o.signInEvidence.map { ", and \($0)" } ?? ""
            return (nil, "\(o.subject), which contains no period, so any app can claim it\(and); \(suggestion)")
        case .shape(.invalidLabel(let label)):
            return (.warning, "\(o.subject), which is not a valid reversed domain name: '\(label)' is not a DNS label\(because)")
        case .shape(.firstLabelNotTLD(let label)):
            let reversed = o.scheme.split(separator: ".").reversed().joined(separator: ".")
            return (.warning, "\(o.subject), which does not start with a top-level domain ('\(label)'); write the domain reversed, as in '\(reversed)'\(because)")
        case .shape(.reservedDomain(let domain)):
            // A template's placeholder, as reserved example hosts are: advice to whoever uses it.
            return (.note, "\(o.subject), which is under '\(domain)', a domain reserved for documentation (RFC 2606) that nobody can own, so the name does not tie the scheme to your app\(because); before release, use a reverse domain name you control, like '\(Self.replacingReservedLabel(o.scheme))'")
        case .shape(.ok):
            return nil
        case .demo(let app):
            return (nil, "\(o.subject), which is \(app)'s scheme, under a domain you do not control, so every copy of the demo claims it\(because); use a reverse domain name you control, like 'com.yourcompany.yourapp'")
        case .borrowed(let owner):
            return (nil, "\(o.subject), which is under \(owner), a domain you do not control\(because); use a reverse domain name you control, like 'com.yourcompany.yourapp'")
        case .notOwned:
            return (.warning, "\(o.subject), which is not under a domain in owned-domains (\(options.ownedDomains.joined(separator: ", ")))\(because)")
        }
    }
}

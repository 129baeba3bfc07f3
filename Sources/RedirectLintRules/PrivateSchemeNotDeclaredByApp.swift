import RedirectLintModel

/// RFC 8252 §7.1: a private-use redirect reaches the app only if the app registers the
/// scheme with the OS. A registered scheme that no app of the project declares is a redirect
/// nobody in the project can receive, or one that another app may (§8.1).
/// Judged only against the project's apps that the registration is for (`AppRelation`: an
/// app named like its redirects): a server-only repository, or an app of another product
/// beside the registration, says nothing about the app that receives it. A scheme an app leaves to the build (`$(PRODUCT_BUNDLE_IDENTIFIER)`,
/// `${applicationId}.auth`) could become this one: such a redirect is not judged, the others
/// are.
public struct PrivateSchemeNotDeclaredByApp: ProjectRule {
    public let id = "private-scheme-not-declared-by-app"
    public init() {}

    public func check(_ project: Project, options: RuleOptions) -> [Finding] {
        let manifests = project.manifests
        guard !manifests.isEmpty else { return [] }
        var relation = AppRelation(manifests)
        var findings: [Finding] = []
        for registration in project.registrations {
            for uri in registration.redirectURIs where uri.value.kind == .privateUse {
                guard let scheme = uri.value.scheme, isJudged(scheme),
                      !project.unresolvedManifestSchemes.contains(where: { Self.couldBecome($0, scheme) }) else { continue }
                if let finding = check(uri, scheme: scheme, of: registration, against: manifests, relation: &relation) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// Browser-handled schemes have a rule of their own; `msapp` is received by the Windows Web
    /// Authentication Broker, and `capacitor` is Capacitor's web view's own origin, which no app
    /// manifest declares. MSAL's `msauth` schemes are judged: MSAL requires the app to declare them.
    private func isJudged(_ scheme: String) -> Bool {
        if BrowserHandledSchemes.all.contains(scheme.lowercased()) { return false }
        return ![.windowsWebAuthenticationBroker, .capacitorWebView].contains(SchemeName.isPlatformMandated(scheme))
    }

    /// Whether a scheme written with placeholders could be `scheme` once the build fills
    /// them in: the literal parts in order, each placeholder standing for any text.
    static func couldBecome(_ template: String, _ scheme: String) -> Bool {
        var literals: [String] = []
        var rest = Substring(template)
        while let placeholder = TemplateSyntax.firstPlaceholder(in: String(rest)) {
            let text = String(rest)
            literals.append(String(text[..<placeholder.lowerBound]).lowercased())
            rest = Substring(text[placeholder.upperBound...])
        }
        literals.append(String(rest).lowercased())
        var remaining = Substring(scheme.lowercased())
        guard remaining.hasPrefix(literals[0]) else { return false }
        remaining = remaining.dropFirst(literals[0].count)
        for (index, literal) in literals.enumerated().dropFirst() {
            if index == literals.count - 1 { return remaining.hasSuffix(literal) }
            guard let found = remaining.firstRange(of: literal) else { return false }
            remaining = remaining[found.upperBound...]
        }
        return remaining.isEmpty
    }

    private func check(_ uri: Located<RedirectURI>, scheme: String, of registration: ClientRegistration,
                       against manifests: [AppManifest], relation: inout AppRelation) -> Finding? {
        var unreachable: [(AppManifest, DeclaredScheme)] = []
        var caseDifferent: [(AppManifest, DeclaredScheme)] = []
        for manifest in manifests {
            for declared in manifest.schemes where manifest.declares(declared, matching: scheme) {
                if declared.reachableFromBrowser { return nil }
                unreachable.append((manifest, declared))
            }
            for declared in manifest.schemes where declared.reachableFromBrowser
                && declared.scheme.value != scheme && declared.scheme.value.lowercased() == scheme.lowercased() {
                caseDifferent.append((manifest, declared))
            }
        }
        let start = "redirect URI '\(uri.value.displayText)' of \(registration.label) uses the scheme '\(scheme)'"
        let message: String
        let related: [RelatedLocation]
        if let (app, declared) = caseDifferent.first {
            message = "\(start), but \(app.label) declares it as '\(declared.scheme.value)' and Android matches schemes case-sensitively"
            related = caseDifferent.map { RelatedLocation(path: $0.0.path, range: $0.1.scheme.range, message: "declared as '\($0.1.scheme.value)' here") }
        } else if let (app, _) = unreachable.first {
            message = "\(start), but \(app.label) declares it only in an intent filter a browser cannot use (it needs VIEW and BROWSABLE, exported)"
            related = unreachable.map { RelatedLocation(path: $0.0.path, range: $0.1.scheme.range, message: "declared here without VIEW and BROWSABLE") }
        } else {
            guard let apps = relation.related(to: registration) else { return nil }
            message = "\(start), which no app of the project named under \(apps.owners) declares (checked \(apps.names))"
            related = apps.listed.map { $0.related("\($0.label) does not declare '\(scheme)'") }
        }
        return Finding(ruleID: id, severity: .error, path: registration.path, range: uri.range(of: uri.value.schemeRange),
                       message: message, related: related, subjectKey: uri.value.displayText)
    }
}

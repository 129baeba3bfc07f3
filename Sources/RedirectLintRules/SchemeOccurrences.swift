import RedirectLintModel
import RedirectLintSource

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
    /// The platform of the app that declares the scheme; nil for a redirect URI's.
    var platform: Platform?
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
                guard let scheme = uri.value.privateUseScheme, !uri.value.hasBrowserHandledScheme else { continue }
                out.append(SchemeOccurrence(scheme: scheme, path: registration.path, written: .redirectURI(uri)))
            }
        }
        let purpose = SchemePurpose(project)
        for manifest in project.manifests {
            for declared in manifest.schemes where declared.reachableFromBrowser && !SharedSchemes.contains(declared.scheme.value) {
                var occurrence = occurrence(of: declared, declaredIn: manifest.path)
                occurrence.signInEvidence = purpose.evidence(for: declared, in: manifest)
                occurrence.platform = manifest.platform
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
            let app = Self.appFolder(of: occurrence.path)
            shared.signInEvidence = withEvidence[occurrence.scheme.lowercased()]?.first { other in
                folder.hasPrefix(Self.folder(of: other.path)) || Self.folder(of: other.path).hasPrefix(folder)
                    || (app != nil && app == Self.appFolder(of: other.path))
            }?.signInEvidence
            return shared
        }
    }

    /// `a/b/` for `a/b/app.json`, `` for a file at the root.
    /// The folder of a cross-platform app whose platform projects sit side by side
    /// (Flutter's, React Native's and Capacitor's `android/` and `ios/`, MAUI's
    /// `Platforms/Android/` and `Platforms/iOS/`): the manifests below it declare one app's
    /// schemes. Nil for a path in no platform folder.
    static func appFolder(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let platform = components.firstIndex(where: { platformFolders.contains($0.lowercased()) }) else { return nil }
        return components[..<platform].map { $0 + "/" }.joined()
    }

    private static let platformFolders: Set<String> = ["android", "ios", "macos", "platforms", "androidapp", "iosapp"]

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

extension DeclaredScheme {
    /// Where a scheme filled in from a placeholder is judged (every rule on schemes places it
    /// there): its definition, when the declared value is exactly the defined one; nil for a
    /// scheme written in the manifest or built from a definition (`${applicationId}.auth`).
    var definition: (origin: ValueOrigin, range: SourceRange)? {
        guard let origin, let range = origin.range else { return nil }
        return (origin, range)
    }
}

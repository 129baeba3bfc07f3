import RedirectLintModel
import RedirectLintSource

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
    /// Every written scheme that may carry a redirect, in file order.
    static func written(in file: FileModel) -> [WrittenScheme] {
        var out: [WrittenScheme] = []
        for uri in file.redirectURIs {
            guard uri.value.kind != .templated || uri.value.privateUseScheme != nil, uri.value.kind != .outOfBand,
                  !uri.value.hasBrowserHandledScheme, let range = uri.value.schemeRange, let scheme = uri.value.scheme else { continue }
            out.append(WrittenScheme(scheme: scheme, source: .redirectURI(uri, scheme: range), path: file.path))
        }
        // A filter no browser can hand a URI to (another action, or not BROWSABLE) receives
        // no redirect, whatever its scheme.
        for manifest in file.manifests where manifest.platform != .windows {
            for declared in manifest.schemes where declared.reachableFromBrowser
                && TemplateSyntax.firstPlaceholder(in: declared.scheme.value) == nil {
                let origin = declared.definition?.origin
                out.append(WrittenScheme(scheme: declared.scheme.value, source: .declared(declared.scheme, origin: origin),
                                         path: origin?.path ?? file.path))
            }
        }
        return out
    }
}

extension String {
    var hasASCIIUppercase: Bool { unicodeScalars.contains { ("A"..."Z").contains($0) } }
}

import RedirectLintModel
import RedirectLintSource

extension Located where Value == RedirectURI {
    /// The source range of one component of the URI (falls back to the whole value).
    func range(of component: Range<String.Index>?) -> SourceRange {
        guard let component else { return range }
        return map(\.text).range(of: component)
    }

    /// A fix that rewrites the whole URI, offered only when the source text is the URI
    /// itself, so that the replacement cannot break quoting or escapes around it.
    func fix(replacing component: Range<String.Index>, with replacement: String) -> SuggestedFix? {
        guard isVerbatim else { return nil }
        var text = value.text
        text.replaceSubrange(component, with: replacement)
        return SuggestedFix(range: range, replacement: text)
    }
}

extension ClientRegistration {
    /// How messages name the client: `client 'abc' (google-client-secret)`.
    var label: String { "client '\(displayName)'" }
}

/// Schemes that apps declare for purposes other than receiving redirects (mail links,
/// phone numbers, app stores): not judged as redirect schemes.
enum WellKnownSchemes {
    static let all: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "smsto", "mms", "geo", "market", "content", "file", "ftp",
        "intent", "maps", "itms", "itms-apps", "itms-services", "facetime", "facetime-audio", "data", "javascript",
        "about", "blob", "ws", "wss", "webcal", "bitcoin", "magnet", "spotify", "skype", "whatsapp", "zoommtg",
    ]

    static func contains(_ scheme: String) -> Bool { all.contains(scheme.lowercased()) }
}

/// Schemes that can never be redirect targets; `redirect-uri-unsafe-scheme` reports them.
enum UnsafeSchemes {
    static let all: Set<String> = ["javascript", "data", "file", "vbscript", "about", "blob"]
}

/// A private-use scheme written somewhere: in a registered redirect URI or declared by an app.
struct SchemeOccurrence {
    var scheme: String
    var range: SourceRange
    var path: String
    /// The start of a message: `redirect URI 'myapp://cb' uses the scheme 'myapp'` or
    /// `the app declares the URL scheme 'myapp'`.
    var subject: String
}

enum SchemeOccurrences {
    static func all(in file: FileModel) -> [SchemeOccurrence] {
        var out: [SchemeOccurrence] = []
        for registration in file.registrations {
            for uri in registration.redirectURIs where uri.value.kind == .privateUse {
                guard let scheme = uri.value.scheme, !UnsafeSchemes.all.contains(scheme.lowercased()) else { continue }
                out.append(SchemeOccurrence(scheme: scheme, range: uri.range(of: uri.value.schemeRange), path: file.path,
                                            subject: "redirect URI '\(uri.value.text)' uses the scheme '\(scheme)'"))
            }
        }
        for manifest in file.manifests {
            for declared in manifest.schemes where !WellKnownSchemes.contains(declared.scheme.value) {
                out.append(occurrence(of: declared, in: file))
            }
        }
        return out
    }

    /// A scheme filled in from a definition elsewhere is judged at that definition, where the
    /// fix belongs; every declaration of it then yields the same finding, reported once.
    private static func occurrence(of declared: DeclaredScheme, in file: FileModel) -> SchemeOccurrence {
        let value = declared.scheme.value
        guard let origin = declared.origin else {
            return SchemeOccurrence(scheme: value, range: declared.scheme.range, path: file.path,
                                    subject: "the app declares the URL scheme '\(value)'")
        }
        if let range = origin.range {
            return SchemeOccurrence(scheme: value, range: range, path: origin.path,
                                    subject: "the app declares the URL scheme '\(value)' (\(origin.description))")
        }
        let place = origin.path == file.path ? "" : " in \(origin.path)"
        return SchemeOccurrence(scheme: value, range: declared.scheme.range, path: file.path,
                                subject: "the app declares the URL scheme '\(value)' (built from \(origin.description)\(place))")
    }
}

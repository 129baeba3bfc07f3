import RedirectLintModel

/// RFC 8252 §7 defines three redirect options for native apps; the out-of-band
/// copy/paste flow is not one of them: the user carries the code by hand, which phishing
/// pages exploit, and Google has blocked it since 2023. Google wrote it into every desktop
/// client's downloaded credentials until 2022: there the file is no choice of the developer,
/// and the note is about what the app sends.
public struct RedirectURIOutOfBand: FileRule {
    public let id = "redirect-uri-oob"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        for registration in file.redirectingRegistrations {
            for uri in registration.redirectURIs where uri.value.kind == .outOfBand {
                let byProvider = registration.redirectsWrittenByProvider
                findings.append(report(
                           severity: byProvider ? .note : nil, path: file.path, range: uri.range,
                           message: "\(registration.label) registers the out-of-band redirect '\(uri.value.displayText)', a copy/paste flow that RFC 8252 does not define and servers are retiring; use a loopback redirect, or the device authorization grant (RFC 8628) on devices without a browser"
                               + (byProvider ? " (the provider wrote this value into every such client's file, so this is a note: make sure the app sends a loopback redirect)" : ""),
                           subjectKey: "\(registration.displayName)/\(uri.value.displayText)"))
            }
        }
        return findings
    }
}

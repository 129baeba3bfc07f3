import RedirectLintModel

/// RFC 8252 §7.1: a private-use scheme is a reverse domain name the app's publisher controls;
/// §8.4: servers should reject schemes without a period.
public struct PrivateSchemeNotReverseDomain: FileRule {
    public let id = "private-scheme-not-reverse-domain"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        SchemeOccurrences.all(in: file).compactMap { occurrence in
            verdict(occurrence, options: options).map { severity, message in
                Finding(ruleID: id, severity: severity, path: occurrence.path, range: occurrence.range,
                        message: message, subjectKey: occurrence.scheme)
            }
        }
    }

    private func verdict(_ o: SchemeOccurrence, options: RuleOptions) -> (Severity, String)? {
        if let platform = SchemeName.isPlatformMandated(o.scheme) {
            return (.note, "scheme '\(o.scheme)' of the \(o.context) is not reverse-domain, but the platform requires it: \(platform.explanation)")
        }
        switch SchemeName.isReverseDomainShaped(o.scheme) {
        case .noPeriod:
            return (.error, "scheme '\(o.scheme)' of the \(o.context) contains no period, so any app can claim it; use a reverse domain name you control, like 'com.example.\(o.scheme.lowercased())'")
        case .invalidLabel(let label):
            return (.warning, "scheme '\(o.scheme)' of the \(o.context) is not a valid reversed domain name: '\(label)' is not a DNS label")
        case .firstLabelNotTLD(let label):
            let reversed = o.scheme.split(separator: ".").reversed().joined(separator: ".")
            return (.warning, "scheme '\(o.scheme)' of the \(o.context) does not start with a top-level domain ('\(label)'); write the domain reversed, as in '\(reversed)'")
        case .ok:
            break
        }
        guard !options.ownedDomains.isEmpty else { return nil }
        let domain = o.scheme.lowercased().split(separator: ".").reversed().joined(separator: ".")
        let owned = options.ownedDomains.contains { domain == $0 || domain.hasSuffix("." + $0) }
        if owned { return nil }
        return (.warning, "scheme '\(o.scheme)' of the \(o.context) is not under a domain in owned-domains (\(options.ownedDomains.joined(separator: ", ")))")
    }
}

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
            return (.note, "\(o.subject), which is not a reverse domain name but is required by the platform: \(platform.explanation)")
        }
        switch SchemeName.isReverseDomainShaped(o.scheme) {
        case .noPeriod:
            return (.error, "\(o.subject), which contains no period, so any app can claim it; use a reverse domain name you control, like 'com.example.\(o.scheme.lowercased())'")
        case .invalidLabel(let label):
            return (.warning, "\(o.subject), which is not a valid reversed domain name: '\(label)' is not a DNS label")
        case .firstLabelNotTLD(let label):
            let reversed = o.scheme.split(separator: ".").reversed().joined(separator: ".")
            return (.warning, "\(o.subject), which does not start with a top-level domain ('\(label)'); write the domain reversed, as in '\(reversed)'")
        case .ok:
            break
        }
        guard !options.ownedDomains.isEmpty else { return nil }
        let domain = o.scheme.lowercased().split(separator: ".").reversed().joined(separator: ".")
        let owned = options.ownedDomains.contains { domain == $0 || domain.hasSuffix("." + $0) }
        if owned { return nil }
        return (.warning, "\(o.subject), which is not under a domain in owned-domains (\(options.ownedDomains.joined(separator: ", ")))")
    }
}

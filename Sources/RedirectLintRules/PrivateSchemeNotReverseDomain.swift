import RedirectLintModel

/// RFC 8252 §7.1: a private-use scheme is a reverse domain name the app's publisher controls;
/// §8.4: servers should reject schemes without a period.
public struct PrivateSchemeNotReverseDomain: FileRule {
    public let id = "private-scheme-not-reverse-domain"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        SchemeOccurrences.all(in: file).compactMap { occurrence in
            verdict(occurrence, options: options).map { severity, message in
                report(severity: severity, path: occurrence.path, range: occurrence.range,
                       message: message, subjectKey: occurrence.scheme)
            }
        }
    }

    private enum Problem {
        case platform(PlatformScheme)
        case shape(ReverseDomainVerdict)
        case notOwned
    }

    /// What is wrong with the scheme, if anything: the verdict without its message.
    private func problem(_ scheme: String, options: RuleOptions) -> Problem? {
        if let platform = SchemeName.isPlatformMandated(scheme) { return .platform(platform) }
        let shape = SchemeName.isReverseDomainShaped(scheme)
        guard shape == .ok else { return .shape(shape) }
        guard !options.ownedDomains.isEmpty else { return nil }
        let domain = scheme.lowercased().split(separator: ".").reversed().joined(separator: ".")
        let owned = options.ownedDomains.contains { domain == $0 || domain.hasSuffix("." + $0) }
        return owned ? nil : .notOwned
    }

    private func verdict(_ o: SchemeOccurrence, options: RuleOptions) -> (Severity?, String)? {
        switch problem(o.scheme, options: options) {
        case nil: return nil
        case .platform(let platform):
            return (.note, "\(o.subject), which is not a reverse domain name but is required by the platform: \(platform.explanation)")
        case .shape(let shape): return message(o, shape)
        case .notOwned:
            return (.warning, "\(o.subject), which is not under a domain in owned-domains (\(options.ownedDomains.joined(separator: ", ")))")
        }
    }

    private func message(_ o: SchemeOccurrence, _ shape: ReverseDomainVerdict) -> (Severity?, String)? {
        switch shape {
        case .noPeriod:
            return (nil, "\(o.subject), which contains no period, so any app can claim it; use a reverse domain name you control, like 'com.example.\(o.scheme.lowercased())'")
        case .invalidLabel(let label):
            return (.warning, "\(o.subject), which is not a valid reversed domain name: '\(label)' is not a DNS label")
        case .firstLabelNotTLD(let label):
            let reversed = o.scheme.split(separator: ".").reversed().joined(separator: ".")
            return (.warning, "\(o.subject), which does not start with a top-level domain ('\(label)'); write the domain reversed, as in '\(reversed)'")
        case .ok:
            return nil
        }
    }
}

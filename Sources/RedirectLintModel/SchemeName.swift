import RedirectLintSource

/// Checks on URI scheme names, shared by redirect URIs and by the schemes app
/// manifests declare (`CFBundleURLSchemes`, Android `<data android:scheme>`), so both
/// sides of a cross-file comparison are judged by the same code.
public enum SchemeName {
    /// RFC 3986 §3.1: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    public static func isValidSyntax(_ scheme: String) -> Bool {
        let scalars = scheme.unicodeScalars
        guard let first = scalars.first, first.isASCIILetter else { return false }
        return scalars.dropFirst().allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0) }
    }

    /// Why a scheme breaks RFC 3986 §3.1, or nil when it does not.
    public static func syntaxViolation(in scheme: String) -> SchemeSyntaxViolation? {
        guard !isValidSyntax(scheme) else { return nil }
        var scalars = scheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return .empty }
        guard first.isASCIILetter else { return .startsWithNonLetter(Character(first)) }
        while let scalar = scalars.next() {
            guard scalar.isASCIILetter || scalar.isASCIIDigit || "+-.".unicodeScalars.contains(scalar) else {
                return .disallowedCharacter(Character(scalar))
            }
        }
        return nil
    }

    /// RFC 8252 §7.1 and RFC 7595 §3.8: a private-use scheme should be a domain name
    /// the publisher controls, written in reverse order (`com.contoso.app`).
    ///
    /// Labels are checked as DNS labels (letters, digits, inner hyphens), because the
    /// point is that the scheme names a domain someone could own. Single-character
    /// labels are accepted: they are legal in DNS (`x.com`).
    public static func isReverseDomainShaped(
        _ scheme: String,
        topLevelDomains: Set<String> = TopLevelDomains.icann
    ) -> ReverseDomainVerdict {
        guard scheme.unicodeScalars.contains(".") else { return .noPeriod }
        let labels = scheme.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let bad = labels.first(where: { !isDNSLabel($0) }) {
            return .invalidLabel(bad)
        }
        let first = labels[0]
        guard topLevelDomains.contains(first.asciiLowercased) else {
            return .firstLabelNotTLD(first)
        }
        if let reserved = reservedDomain(of: scheme) { return .reservedDomain(reserved) }
        return .ok
    }

    /// The domain a reversed scheme falls under when RFC 2606 §3 reserves it for
    /// documentation (`com.example.app` → `example.com`): nobody can own a name under it.
    public static func reservedDomain(of scheme: String) -> String? {
        let labels = scheme.asciiLowercased.split(separator: ".")
        guard labels.count >= 2, labels[1] == "example", ["com", "net", "org"].contains(labels[0]) else { return nil }
        return "example.\(labels[0])"
    }

    /// The SDK demo whose scheme this is, when apps copy it from the demo (review 38: a
    /// deployment's app still on `net.openid.appauthdemo`): under the SDK maker's domain,
    /// which no app's developer controls, and claimed by every copy of the demo.
    public static func demoApp(of scheme: String) -> String? {
        demoSchemes[scheme.asciiLowercased]
    }

    /// The owner of the domain a scheme is under, when apps borrow it from an SDK's demo
    /// (review 64: `net.openid.bard`, named as AppAuth's demo names its scheme): a domain no
    /// app's developer controls. Not the demo's own scheme, which `demoApp` names.
    public static func borrowedDomain(of scheme: String) -> String? {
        let lower = scheme.asciiLowercased
        guard demoSchemes[lower] == nil, lower.hasPrefix("net.openid.") else { return nil }
        return "openid.net, the OpenID Foundation's domain (AppAuth's demo names its scheme under it)"
    }

    private static let demoSchemes: [String: String] = [
        "net.openid.appauthdemo": "AppAuth's demo app",
        "io.identityserver.demo": "IdentityServer's demo client",
        "io.identitymodel.native": "IdentityModel's OidcClient sample app",
        "com.auth0.sample": "Auth0's sample app",
    ]

    /// A scheme that tutorials and templates give every app (`myapp`, `exampleapp`): two files
    /// that use it need not be of one app, as two that use `readest` are.
    public static func isTemplateDefault(_ scheme: String) -> Bool {
        templateDefaults.contains(scheme.asciiLowercased)
    }

    private static let templateDefaults: Set<String> = [
        "myapp", "my-app", "myscheme", "yourapp", "your-app", "yourscheme", "appscheme", "customscheme",
        "app", "example", "exampleapp", "sample", "sampleapp", "demo", "demoapp", "test", "testapp",
    ]

    private static func isDNSLabel(_ label: String) -> Bool {
        DNSLabel.problem(Substring(label)) == nil
    }
}

public enum SchemeSyntaxViolation: Sendable, Hashable, CustomStringConvertible {
    case empty
    case startsWithNonLetter(Character)
    case disallowedCharacter(Character)

    public var description: String {
        switch self {
        case .empty:
            return "the scheme is empty"
        case .startsWithNonLetter(let character):
            return "it starts with \"\(character)\"; a scheme must start with a letter"
        case .disallowedCharacter(let character):
            return "it contains \"\(character)\"; only letters, digits, \"+\", \"-\" and \".\" are allowed"
        }
    }
}

/// How well a scheme reads as a reversed domain name.
public enum ReverseDomainVerdict: Sendable, Hashable {
    /// No `.` at all (`myapp`): RFC 8252 §8.4 says servers should reject these outright.
    case noPeriod
    /// A label that no domain name could have: empty (`com..app`), with `+` or `_`,
    /// or starting or ending with `-`.
    case invalidLabel(String)
    /// The first label is no top-level domain, so the scheme is probably written in
    /// forward order (`myapp.example.com`) or invented (`auth.callback`).
    case firstLabelNotTLD(String)
    /// Under a domain reserved for documentation (`com.example.app`), named here
    /// (`example.com`): well formed, but nobody controls it.
    case reservedDomain(String)
    case ok

    /// A reversed domain name, whoever owns the domain.
    public var isWellFormed: Bool {
        switch self {
        case .ok, .reservedDomain: return true
        case .noPeriod, .invalidLabel, .firstLabelNotTLD: return false
        }
    }
}

import RedirectLintModel

/// RFC 8252 Appendix B.3: Windows "URI activation" schemes are at most 39 characters and may
/// contain `.`, which is what makes short reverse-domain schemes possible. The `uap:Protocol`
/// `Name` schema allows 2 to 39 lower-case letters, digits, `.`, `+` and `-`; RFC 3986 §3.1
/// adds that a scheme starts with a letter. Windows refuses to install a package that breaks
/// the schema, and a name that is no URI scheme can never receive a redirect.
public struct WindowsProtocolNameInvalid: FileRule {
    public let id = "windows-protocol-name-invalid"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.manifests.filter { $0.platform == .windows }.flatMap { manifest in
            manifest.schemes.compactMap { declared -> Finding? in
                let name = declared.scheme
                guard TemplateSyntax.firstPlaceholder(in: name.value) == nil,
                      let reason = Self.violation(in: name.value) else { return nil }
                let lower = name.value.lowercased()
                let fix = name.isVerbatim && Self.violation(in: lower) == nil
                    ? SuggestedFix(range: name.range, replacement: lower) : nil
                return report(path: file.path, range: name.range,
                              message: "Windows protocol name '\(name.value)' is invalid for URI activation: \(reason)",
                              fix: fix, subjectKey: name.value)
            }
        }
    }

    /// Why a `uap:Protocol` name is invalid, or nil.
    static func violation(in name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 2 else { return "it has \(scalars.count) character\(scalars.count == 1 ? "" : "s"); a name has 2 to 39" }
        guard scalars.count <= 39 else { return "it has \(scalars.count) characters; Windows allows at most 39 (RFC 8252 Appendix B.3), so use a shorter reverse domain name" }
        let isLower = { (s: Unicode.Scalar) in s >= "a" && s <= "z" }
        let isDigit = { (s: Unicode.Scalar) in s >= "0" && s <= "9" }
        if let upper = scalars.first(where: { $0 >= "A" && $0 <= "Z" }) {
            return "it contains the upper-case letter '\(Character(upper))'; Windows protocol names are lower case"
        }
        if let bad = scalars.first(where: { !(isLower($0) || isDigit($0) || "+-.".unicodeScalars.contains($0)) }) {
            return "it contains '\(Character(bad))'; only lower-case letters, digits, '.', '+' and '-' are allowed"
        }
        guard isLower(scalars[0]) else { return "it starts with '\(Character(scalars[0]))'; a URI scheme starts with a letter (RFC 3986 §3.1)" }
        return nil
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

extension Scalar {
    var located: Located<String> {
        Located(value, range: range, isVerbatim: isVerbatim)
    }
}

/// JSON Pointer escaping (RFC 6901) for building `/clients/3/redirect_uris/0`.
func pointer(_ base: String, _ component: String) -> String {
    // Almost no key needs escaping: then one string is made, with room for both parts.
    guard !component.containsByte(UInt8(ascii: "~"), UInt8(ascii: "/")) else {
        return base + "/" + component.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }
    return joined(base, component)
}

func pointer(_ base: String, _ index: Int) -> String { joined(base, String(index)) }

/// `base/token` as one allocation, not one for `base + "/"` and another for the rest.
private func joined(_ base: String, _ token: String) -> String {
    var out = ""
    out.reserveCapacity(base.utf8.count + 1 + token.utf8.count)
    out += base
    out += "/"
    out += token
    return out
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        // Most keys hold neither character: a byte scan says so without walking characters.
        if let ascii = target.asciiValue, !containsByte(ascii, ascii) { return self }
        guard contains(target) else { return self }
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }

    /// The key folded for matching field names written in any case or separator style.
    var foldedKey: String {
        // For ASCII, letters and numbers are A–Z, a–z and 0–9, and lower-casing is ASCII's.
        if let folded = mappingASCIIBytes({ byte in
            guard (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (byte >= 0x30 && byte <= 0x39) else { return nil }
            return byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        }) {
            return folded
        }
        return String(lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension Node {
    /// The string values of a node that may be one string or a list of strings; anything
    /// else in the list is passed over.
    var stringItems: [Located<String>] {
        switch self {
        case .scalar(let s) where !s.isNull:
            return [s.located]
        case .sequence(let items, _):
            return items.compactMap { $0.scalar?.located }
        default:
            return []
        }
    }

    func locatedString(_ key: String) -> Located<String>? {
        guard let s = self[key]?.scalar, !s.isNull else { return nil }
        return s.located
    }
}

/// Names that hold a client secret in any format (`client_secret`, `ClientSecret`,
/// `clientSecret`, `oauth.client.secret`).
enum SecretKeys {
    static func isSecretName(_ name: String) -> Bool {
        let folded = name.foldedKey
        return folded.hasSuffix("clientsecret") || folded == "secret" || folded == "appsecret"
            || folded == "consumersecret" || folded == "oauthsecret"
    }
}

extension Located where Value == String {
    var redirectURI: Located<RedirectURI> { map { RedirectURI($0) } }
}

/// Placeholders in values a dialect reads, collected for the `unresolved-template` note.
func templates(in values: [Located<String>]) -> [Located<String>] {
    values.filter { TemplateSyntax.firstPlaceholder(in: $0.value) != nil }
}

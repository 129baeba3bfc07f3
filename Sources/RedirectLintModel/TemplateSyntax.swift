/// Placeholders that build tools and servers substitute before a URI is used:
/// `${var}` (Keycloak, shells, Gradle), `$VAR` at the start or after a `/` (`envsubst`),
/// `$(VAR)` (Xcode build settings), `{{var}}`
/// (Mustache-style deploy tools), `##KEY##` (Auth0 Deploy CLI), `@@KEY@@` (Auth0
/// keyword replacement), `?KEY?` and `__KEY__` in upper case (realm templates that a deploy
/// script fills, `?ROOTURL?/*`, `?UUID?`, `https://dex.__CLUSTER_FQDN__/callback`), `{name}`
/// (the samples' `{yourOktaDomain}`, `{customUriScheme}`, RFC 6570 URI templates; not Spring's password encoder ids, `{noop}secret`), `<name>` (a
/// sample's `<your_custom_scheme>`, which no URI or scheme can hold); in the last two, words
/// a space joins (`msal{your client ID}`, `<application secret>`). A rule cannot judge such
/// a URI until it is resolved.
public enum TemplateSyntax {
    /// The first complete placeholder, delimiters included.
    public static func firstPlaceholder(in text: String) -> Range<String.Index>? {
        // Nearly every value has no opening character at all; it needs no closer look.
        guard text.utf8.contains(where: openers.contains) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
        // Once a closing delimiter is known to be absent from the rest of the text,
        // no later opener can match it either; remembering that keeps the scan linear.
        var exhausted: Set<String> = []

        /// The end of a placeholder whose body starts at `bodyStart` and is closed by
        /// the first `close` after it; an empty body is no placeholder.
        func closing(_ close: [Unicode.Scalar], bodyStart: Int) -> Int? {
            let key = String(String.UnicodeScalarView(close))
            guard !exhausted.contains(key) else { return nil }
            var index = bodyStart
            while index <= scalars.count - close.count {
                if scalars[index..<index + close.count].elementsEqual(close) {
                    return index > bodyStart ? index + close.count : nil
                }
                index += 1
            }
            exhausted.insert(key)
            return nil
        }

        func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCIILetter || scalar.isASCIIDigit
        }

        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "_" || scalar == "." || scalar == "-"
        }

        /// The end of a name of words that a single space may join, as a sample writes what to
        /// fill in (`msal{your client ID}`, `<application secret>`).
        func endOfWords(from start: Int) -> Int {
            var end = start
            while end < scalars.count {
                if isNameCharacter(scalars[end]) {
                    end += 1
                } else if scalars[end] == " ", end > start, end + 1 < scalars.count, isNameCharacter(scalars[end + 1]) {
                    end += 1
                } else {
                    break
                }
            }
            return end
        }

        var index = 0
        while index + 1 < scalars.count {
            let pair = (scalars[index], scalars[index + 1])
            var end: Int?
            switch pair {
            case ("$", "{"): end = closing(["}"], bodyStart: index + 2)
            // An environment variable as `envsubst` and shells write it (`$DEX_PUBLIC_URL/callback`):
            // upper case, as environment variables are, at the value's start or after a `/`.
            case ("$", _) where pair.1.isASCIIUppercase && (index == 0 || scalars[index - 1] == "/"):
                var nameEnd = index + 1
                while nameEnd < scalars.count, scalars[nameEnd].isASCIIUppercase || scalars[nameEnd].isASCIIDigit || scalars[nameEnd] == "_" {
                    nameEnd += 1
                }
                if nameEnd - index > 2 { end = nameEnd }
            case ("$", "("): end = closing([")"], bodyStart: index + 2)
            case ("{", "{"): end = closing(["}", "}"], bodyStart: index + 2)
            case ("{", _) where pair.1.isASCIILetter:
                let nameEnd = endOfWords(from: index + 1)
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<nameEnd])).lowercased()
                if nameEnd - index > 2, nameEnd < scalars.count, scalars[nameEnd] == "}", !passwordEncoderIDs.contains(name) {
                    end = nameEnd + 1
                }
            case ("#", "#"), ("@", "@"):
                var nameEnd = index + 2
                while nameEnd < scalars.count, isNameCharacter(scalars[nameEnd]) { nameEnd += 1 }
                if nameEnd > index + 2, nameEnd + 1 < scalars.count,
                   scalars[nameEnd] == pair.0, scalars[nameEnd + 1] == pair.0 {
                    end = nameEnd + 2
                }
            // Not in markup (`data:text/html,<script>…</script>`): a placeholder has no end tag.
            case ("<", _) where pair.1.isASCIILetter && !text.contains("</"):
                let nameEnd = endOfWords(from: index + 1)
                if nameEnd - index > 2, nameEnd < scalars.count, scalars[nameEnd] == ">" { end = nameEnd + 1 }
            // `__REPLACE_CLUSTER_FQDN__`, which a deploy script's `sed` fills in (review 66): a
            // word of its own, not the middle of a secret (`q8Zr1m__K7P2X__vN`).
            case ("_", "_") where index + 2 < scalars.count && scalars[index + 2].isASCIIUppercase
                && (index == 0 || !isWordCharacter(scalars[index - 1])):
                var nameEnd = index + 2
                while nameEnd < scalars.count, scalars[nameEnd].isASCIIUppercase || scalars[nameEnd].isASCIIDigit || scalars[nameEnd] == "_" {
                    nameEnd += 1
                }
                if nameEnd - index > 5, scalars[nameEnd - 1] == "_", scalars[nameEnd - 2] == "_",
                   nameEnd == scalars.count || !isWordCharacter(scalars[nameEnd]) {
                    end = nameEnd
                } else {
                    // No placeholder starts inside the run: the scan goes on after it.
                    index = nameEnd - 2
                }
            case ("?", _) where pair.1.isASCIIUppercase:
                // A query starts with `?` too, but never with a capitalised word closed by `?`.
                var nameEnd = index + 1
                while nameEnd < scalars.count, scalars[nameEnd].isASCIIUppercase || scalars[nameEnd].isASCIIDigit || scalars[nameEnd] == "_" {
                    nameEnd += 1
                }
                if nameEnd - index > 2, nameEnd < scalars.count, scalars[nameEnd] == "?" { end = nameEnd + 1 }
            default:
                break
            }
            if let end {
                return indices[index]..<indices[end]
            }
            index += 1
        }
        return nil
    }

    /// The characters a placeholder starts with.
    private static let openers: Set<UInt8> = Set("${#@?<_".utf8)

    /// Spring Security's `DelegatingPasswordEncoder` prefixes: `{noop}secret` is a secret.
    private static let passwordEncoderIDs: Set<String> = [
        "noop", "bcrypt", "pbkdf2", "scrypt", "sha256", "argon2", "ldap", "md4", "md5", "sha", "sha-1", "sha-256",
        "pbkdf2@springsecurity_v5_8", "scrypt@springsecurity_v5_8", "argon2@springsecurity_v5_8",
    ]

    /// An environment variable's name that starts a URI (`TEMPLATE_REDIRECT_URI`,
    /// `ISSUER_URL/dex`), for a `sed` or `envsubst` step to replace: no URI starts with an
    /// upper-case word joined to another by `_`. Only for URIs: a secret spelt this way
    /// (`YOUR_CLIENT_SECRET`) may well be the value a test really uses.
    public static func leadingVariableName(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        guard let first = bytes.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        let end = bytes.firstIndex { !((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_")) } ?? bytes.endIndex
        let name = bytes[..<end]
        guard end == bytes.endIndex || bytes[end] == UInt8(ascii: "/"),
              name.contains(UInt8(ascii: "_")), name.last != UInt8(ascii: "_") else { return nil }
        return text.startIndex..<end
    }

    /// A whole value that is a variable's name (`ISSUER_HOST_PLACEHOLDER`, the host a
    /// deployment script's `sed` fills in): no host is written so.
    public static func isVariableName(_ text: String) -> Bool {
        leadingVariableName(in: text).map { $0.upperBound == text.endIndex } ?? false
    }

    /// A scheme with a part that is a variable's name of three words or more
    /// (`com.googleusercontent.apps.SET_ME_GOOGLE_OAUTH_CLIENT_ID`, `REVERSED_CLIENT_ID`): the
    /// value whoever builds the app fills in (review 76). No scheme holds `_`.
    public static func hasVariableNamePart(_ scheme: String) -> Bool {
        scheme.split(separator: ".").contains { part in
            isVariableName(String(part)) && part.filter { $0 == "_" }.count >= 2
        }
    }

    /// An associated-domain entry left to whoever uses the project: a placeholder anywhere,
    /// or a domain that is a variable name (`webcredentials:YOUR_AUTH0_DOMAIN`, which a
    /// sample's README says to replace).
    public static func isTemplatedAssociatedDomain(_ entry: String) -> Bool {
        if firstPlaceholder(in: entry) != nil { return true }
        guard let colon = entry.firstIndex(of: ":") else { return false }
        return leadingVariableName(in: String(entry[entry.index(after: colon)...])) != nil
    }
}

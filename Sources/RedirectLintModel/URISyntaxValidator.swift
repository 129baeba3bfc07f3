/// Finds what keeps a string from being an RFC 3986 URI-reference. Each kind of issue
/// is reported once, at its first occurrence: one precise pointer helps more than a
/// list of every bad character in a long URI.
struct URISyntaxValidator {
    let text: String
    let components: URIComponents
    /// The scheme with A–Z lower-cased, made once by `RedirectURI` for the validator and the rules.
    let schemeLowercased: String?
    private var scalars: String.UnicodeScalarView { text.unicodeScalars }

    func issues() -> [URISyntaxIssue] {
        guard !text.isEmpty else {
            return [URISyntaxIssue(kind: .empty, message: "the redirect URI is empty",
                                   range: text.startIndex..<text.startIndex)]
        }
        var found: [URISyntaxIssue] = []
        found += schemeIssue().map { [$0] } ?? []
        found += characterIssues()
        found += percentEncodingIssue().map { [$0] } ?? []
        found += misplacedDelimiterIssue().map { [$0] } ?? []
        found += hostIssue().map { [$0] } ?? []
        found += hostNameIssue().map { [$0] } ?? []
        found += portIssue().map { [$0] } ?? []
        found += missingHostIssue().map { [$0] } ?? []
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    private func range(at index: String.Index) -> Range<String.Index> {
        index..<scalars.index(after: index)
    }

    private func schemeIssue() -> URISyntaxIssue? {
        if let scheme = components.scheme {
            let name = String(scalars[scheme])
            guard let violation = SchemeName.syntaxViolation(in: name) else { return nil }
            return URISyntaxIssue(kind: .invalidScheme,
                                  message: "scheme \"\(name)\" is not a valid URI scheme: \(violation)",
                                  range: scheme)
        }
        // Appendix B needs one character before the colon, so ":cb" parses as a path;
        // RFC 3986 §4.2 forbids a colon in the first segment of a relative reference.
        guard scalars.first == ":" else { return nil }
        return URISyntaxIssue(kind: .invalidScheme, message: "the URI starts with \":\", so its scheme is empty",
                              range: range(at: scalars.startIndex))
    }

    /// Characters that are wrong wherever they appear.
    private func characterIssues() -> [URISyntaxIssue] {
        // Nearly every URI is printable ASCII without any of these: a byte scan says so first.
        guard !text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !Self.isDisallowedEverywhere(Unicode.Scalar($0)) }) else { return [] }
        var space, control, nonASCII, disallowed: URISyntaxIssue?
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == " " {
                if space == nil {
                    space = URISyntaxIssue(kind: .space,
                                           message: "space is not allowed in a URI; percent-encode it as %20 or remove it",
                                           range: range(at: index))
                }
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                if control == nil {
                    control = URISyntaxIssue(kind: .controlCharacter,
                                             message: "control character \(scalar.codePoint) is not allowed in a URI",
                                             range: range(at: index))
                }
            } else if !scalar.isASCII {
                if nonASCII == nil {
                    nonASCII = URISyntaxIssue(
                        kind: .nonASCIICharacter,
                        message: "non-ASCII character \"\(Character(scalar))\" (\(scalar.codePoint)); RFC 3986 URIs are ASCII, so it must be percent-encoded as UTF-8",
                        range: range(at: index))
                }
            } else if Self.isDisallowedEverywhere(scalar) {
                if disallowed == nil {
                    disallowed = URISyntaxIssue(kind: .disallowedCharacter,
                                                message: "character \"\(Character(scalar))\" is not allowed in a URI",
                                                range: range(at: index))
                }
            }
        }
        return [space, control, nonASCII, disallowed].compactMap { $0 }
    }

    /// `"<>\^`{|}`: ASCII characters RFC 3986 allows in no component.
    private static func isDisallowedEverywhere(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "<", ">", "\\", "^", "`", "{", "|", "}": return true
        default: return false
        }
    }

    private func percentEncodingIssue() -> URISyntaxIssue? {
        // Most URIs have no `%`: a byte search says so without stepping through scalars.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        var index = scalars.startIndex
        while let percent = scalars[index...].firstIndex(of: "%") {
            let digits = scalars[scalars.index(after: percent)...].prefix(2)
            if digits.count < 2 || !digits.allSatisfy(\.isASCIIHexDigit) {
                return URISyntaxIssue(
                    kind: .invalidPercentEncoding,
                    message: "\"%\" is not followed by two hexadecimal digits; a literal percent sign is written %25",
                    range: percent..<digits.endIndex)
            }
            index = digits.endIndex
        }
        return nil
    }

    /// Delimiters the grammar allows only in one component: brackets only around an
    /// IP-literal host, `@` only once (ending userinfo), `#` only once, `:` in a
    /// reg-name never. The scan for wrong-everywhere characters has already reported
    /// the first `"<>\^`{|}`; this one is ordered against it by position.
    private func misplacedDelimiterIssue() -> URISyntaxIssue? {
        var candidates: [(String.Index, String)] = []
        // The first bracket outside the host: before it, else after it.
        let isBracket = { (scalar: Unicode.Scalar) in scalar == "[" || scalar == "]" }
        // Most URIs have no bracket: a byte search says so without stepping through scalars.
        let hasBracket = text.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
        let bracket = !hasBracket ? nil : components.host.map { host in
            scalars[..<host.lowerBound].firstIndex(where: isBracket) ?? scalars[host.upperBound...].firstIndex(where: isBracket)
        } ?? scalars.firstIndex(where: isBracket)
        if let bracket {
            candidates.append((bracket, "\"\(scalars[bracket])\" is only allowed around an IP address in the host"))
        }
        if let fragment = components.fragment, let hash = scalars[fragment].firstIndex(of: "#") {
            candidates.append((hash, "\"#\" is not allowed inside the fragment; percent-encode it as %23"))
        }
        if let userinfo = components.userinfo, let at = scalars[userinfo].firstIndex(of: "@") {
            candidates.append((at, "a second \"@\" in the authority; percent-encode it as %40"))
        }
        if let host = components.host, scalars[host].first != "[", let colon = scalars[host].firstIndex(of: ":") {
            candidates.append((colon, "\":\" is not allowed in a host name; an IPv6 address must be in brackets"))
        }
        guard let first = candidates.min(by: { $0.0 < $1.0 }) else { return nil }
        return URISyntaxIssue(kind: .disallowedCharacter, message: first.1, range: range(at: first.0))
    }

    private func hostIssue() -> URISyntaxIssue? {
        guard let host = components.host else { return nil }
        let hostScalars = scalars[host]
        guard hostScalars.first == "[" else {
            guard let bracket = hostScalars.firstIndex(where: { $0 == "[" || $0 == "]" }) else { return nil }
            return URISyntaxIssue(kind: .unbalancedBrackets,
                                  message: "unbalanced \"\(scalars[bracket])\" in the host; an IP address is written as [address]",
                                  range: range(at: bracket))
        }
        guard let close = hostScalars.firstIndex(of: "]") else {
            return URISyntaxIssue(kind: .unbalancedBrackets,
                                  message: "\"[\" in the host has no matching \"]\"",
                                  range: range(at: host.lowerBound))
        }
        let literal = String(scalars[host])
        guard scalars.index(after: close) == host.upperBound else {
            return URISyntaxIssue(kind: .invalidIPLiteral,
                                  message: "unexpected text after \"]\" in the host \"\(literal)\"",
                                  range: host)
        }
        let inner = Substring(scalars[scalars.index(after: host.lowerBound)..<close])
        if inner.first == "v" || inner.first == "V" {
            guard !IPAddress.isIPvFuture(inner) else { return nil }
            return URISyntaxIssue(kind: .invalidIPLiteral,
                                  message: "\"\(literal)\" is not a valid IPvFuture literal",
                                  range: host)
        }
        guard IPAddress.ipv6(inner) == nil else { return nil }
        let zoneHint = inner.unicodeScalars.contains("%") ? " (zone identifiers are not part of RFC 3986)" : ""
        return URISyntaxIssue(kind: .invalidIPLiteral,
                              message: "\"\(literal)\" is not a valid IPv6 address\(zoneHint)",
                              range: host)
    }

    /// RFC 1123 §2.1: a web host is an IP address or a DNS name of letters, digits and inner
    /// hyphens. RFC 3986 lets a reg-name hold more (`_`, `~`, `!`), which resolvers, browsers
    /// and servers (Java's `URI` returns no host for `my_app`) each treat differently.
    /// Characters other issues report (`%`, `{`, non-ASCII) and wildcards are left to them.
    private func hostNameIssue() -> URISyntaxIssue? {
        guard let schemeLowercased, ["http", "https"].contains(schemeLowercased),
              let host = components.host, !host.isEmpty else { return nil }
        let name = Substring(scalars[host])
        // By bytes: every http(s) URI of the run comes here, and its host is nearly always ASCII.
        guard name.utf8.first != UInt8(ascii: "["), name.utf8.allSatisfy({ $0 < 0x80 && !Self.isReportedElsewhere(Unicode.Scalar($0)) })
        else { return nil }
        // A label that is a variable's name (`app.YOUR_ACCOUNT.workers.dev`) is a blank the
        // template's user fills in, not a host name typed wrong.
        if name.utf8.contains(UInt8(ascii: "_")), name.split(separator: ".").contains(where: { TemplateSyntax.isVariableName(String($0)) }) {
            return nil
        }
        func issue(_ why: String, at range: Range<String.Index>) -> URISyntaxIssue {
            URISyntaxIssue(kind: .invalidHostName, message: "'\(name)' is not a DNS name: \(why)", range: range)
        }
        if !name.utf8.allSatisfy({ Self.isHostNameCharacter(Unicode.Scalar($0)) }),
           let bad = name.unicodeScalars.indices.first(where: { !Self.isHostNameCharacter(name.unicodeScalars[$0]) }) {
            return issue("\"\(name.unicodeScalars[bad])\" is not allowed in a host name (RFC 1123: letters, digits, hyphens)",
                         at: range(at: bad))
        }
        guard name.utf8.count <= 253 else { return issue("it is longer than 253 characters", at: host) }
        // Split by bytes: a host is ASCII here, so bytes are scalars (and indices the same), and
        // splitting by `Character` would look for grapheme clusters in every URI of the run.
        let labels = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Substring.init)
        // A trailing dot names the root: `example.com.` is fully qualified.
        for label in name.utf8.last == UInt8(ascii: ".") ? labels.dropLast() : labels[...] {
            guard let why = DNSLabel.problem(label) else { continue }
            return issue(why, at: label.isEmpty ? range(at: label.startIndex) : label.startIndex..<label.endIndex)
        }
        return nil
    }

    private static func isHostNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "-" || scalar == "."
    }

    /// Reported by `characterIssues`, `percentEncodingIssue` or `redirect-uri-wildcard`.
    private static func isReportedElsewhere(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "%", "*", "\"", "<", ">", "\\", "^", "`", "{", "|", "}": return true
        default: return false
        }
    }

    private func portIssue() -> URISyntaxIssue? {
        guard let port = components.port, !port.isEmpty else { return nil }
        let digits = scalars[port]
        let written = String(digits)
        guard digits.allSatisfy(\.isASCIIDigit) else {
            return URISyntaxIssue(kind: .invalidPort, message: "port \"\(written)\" is not a number", range: port)
        }
        let significant = digits.drop(while: { $0 == "0" })
        guard significant.count <= 5, (Int(String(significant)) ?? 0) <= 65535 else {
            return URISyntaxIssue(kind: .invalidPort,
                                  message: "port \(written) is out of range (0–65535)", range: port)
        }
        return nil
    }

    private func missingHostIssue() -> URISyntaxIssue? {
        guard let scheme = components.scheme,
              let schemeLowercased, ["http", "https"].contains(schemeLowercased),
              (components.host?.isEmpty ?? true) else { return nil }
        let name = String(scalars[scheme])
        return URISyntaxIssue(kind: .missingHost,
                              message: "an \(name) URI needs a host (\(name)://host/…)",
                              range: components.doubleSlash ?? scheme)
    }
}

extension Unicode.Scalar {
    /// `U+00E9`, the way character tables name it.
    fileprivate var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

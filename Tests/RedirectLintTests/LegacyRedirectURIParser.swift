// The redirect URI parser as it was before it read UTF-8 bytes (String and Unicode-scalar
// based), kept verbatim apart from the names as the oracle that `RedirectURIEquivalenceTests`
// compares the byte parser with.

@testable import RedirectLintModel

/// A redirect URI exactly as a registration or manifest wrote it, split per RFC 3986.
///
/// Nothing is normalised: registrations are matched by simple string comparison
/// (RFC 8252 §8.4, RFC 3986 §6.2.1), so a linter that decoded or lower-cased would
/// judge a different string than the server does. Components are ranges into `text`
/// so findings can point at the characters; the `String?` accessors are conveniences.
struct LegacyRedirectURI {
    let text: String

    let schemeRange: Range<String.Index>?
    /// The `//` after the scheme; present exactly when there is an authority.
    let doubleSlashRange: Range<String.Index>?
    /// Without the leading `//`.
    let authorityRange: Range<String.Index>?
    /// Without the trailing `@`.
    let userinfoRange: Range<String.Index>?
    /// Brackets of an IP-literal included.
    let hostRange: Range<String.Index>?
    /// Without the `:`; present but empty for `http://host:/`.
    let portRange: Range<String.Index>?
    /// Always present, possibly empty.
    let pathRange: Range<String.Index>
    /// Without the `?`.
    let queryRange: Range<String.Index>?
    /// Without the `#`.
    let fragmentRange: Range<String.Index>?

    /// Everything that keeps `text` from being an RFC 3986 URI-reference, in text order.
    let issues: [URISyntaxIssue]
    /// The first unresolved placeholder (`${…}`, `$(…)`, `{{…}}`, `##NAME##`, `@@NAME@@`).
    let templateRange: Range<String.Index>?
    private(set) var kind: RedirectURIKind = .invalid

    /// Parses any string; never fails. Broken input yields issues and kind `invalid`,
    /// with the components split as far as Appendix B allows.
    init(_ text: String) {
        self.text = text
        let components = LegacyURIComponents(splitting: text)
        schemeRange = components.scheme
        doubleSlashRange = components.doubleSlash
        authorityRange = components.authority
        userinfoRange = components.userinfo
        hostRange = components.host
        portRange = components.port
        pathRange = components.path
        queryRange = components.query
        fragmentRange = components.fragment
        issues = LegacyURISyntaxValidator(text: text, components: components).issues()
        templateRange = LegacyTemplateSyntax.firstPlaceholder(in: text)
        kind = RedirectURIKind.legacyClassify(self)
    }

    

    /// Slices by Unicode scalars: a range may start at a combining mark that
    /// `String`'s subscript would round back to the previous character.
    private func component(_ range: Range<String.Index>?) -> String? {
        range.map { String(text.unicodeScalars[$0]) }
    }

    var scheme: String? { component(schemeRange) }
    var authority: String? { component(authorityRange) }
    var userinfo: String? { component(userinfoRange) }
    var host: String? { component(hostRange) }
    var port: String? { component(portRange) }
    var path: String { String(text.unicodeScalars[pathRange]) }
    var query: String? { component(queryRange) }
    var fragment: String? { component(fragmentRange) }

    /// True iff `//` follows the scheme (or starts a scheme-less reference).
    var hasAuthority: Bool { doubleSlashRange != nil }

    /// The host with an IP-literal's brackets removed (`::1` for `[::1]`).
    var hostWithoutBrackets: String? {
        guard let host else { return nil }
        let scalars = host.unicodeScalars
        guard scalars.count >= 2, scalars.first == "[", scalars.last == "]" else { return host }
        return String(scalars.dropFirst().dropLast())
    }

    /// The port as a number, when it is all digits and at most 65535.
    var portNumber: Int? {
        guard let port, !port.isEmpty, port.unicodeScalars.allSatisfy(\.isASCIIDigit) else { return nil }
        // Leading zeros are legal (`*DIGIT`); dropping them keeps `Int` from overflowing.
        let significant = String(port.unicodeScalars.drop(while: { $0 == "0" }))
        guard significant.count <= 5 else { return nil }
        let number = Int(significant) ?? 0
        return number <= 65535 ? number : nil
    }

    var schemeLowercased: String? { scheme?.asciiLowercased }

    /// The issue for rule `scheme-invalid-syntax`, kept apart from the others.
    var schemeIssue: URISyntaxIssue? { issues.first { $0.kind == .invalidScheme } }
    /// All issues except the scheme's.
    var issuesExceptScheme: [URISyntaxIssue] { issues.filter { $0.kind != .invalidScheme } }
}


/// The components of a URI-reference as the regular expression of RFC 3986
/// Appendix B splits them. That regex matches every string, which is the point: a
/// broken URI still has a host a finding can point at.
///
/// Indices come from the Unicode scalar view. Every boundary sits next to an ASCII
/// delimiter, so the ranges are valid scalar boundaries of `text`.
struct LegacyURIComponents {
    var scheme: Range<String.Index>?
    /// The `//` that introduces the authority.
    var doubleSlash: Range<String.Index>?
    var authority: Range<String.Index>?
    var userinfo: Range<String.Index>?
    var host: Range<String.Index>?
    var port: Range<String.Index>?
    var path: Range<String.Index>
    var query: Range<String.Index>?
    var fragment: Range<String.Index>?

    init(splitting text: String) {
        let scalars = text.unicodeScalars
        let end = scalars.endIndex
        var cursor = scalars.startIndex

        // `^(([^:/?#]+):)?`: a scheme needs at least one character before the colon.
        if let colon = scalars.firstIndex(where: { ":/?#".unicodeScalars.contains($0) }),
           scalars[colon] == ":", colon > cursor {
            scheme = cursor..<colon
            cursor = scalars.index(after: colon)
        }

        // `(//([^/?#]*))?`
        if scalars[cursor...].starts(with: "//".unicodeScalars) {
            let authorityStart = scalars.index(cursor, offsetBy: 2)
            doubleSlash = cursor..<authorityStart
            let authorityEnd = scalars[authorityStart...].firstIndex(where: { "/?#".unicodeScalars.contains($0) }) ?? end
            authority = authorityStart..<authorityEnd
            cursor = authorityEnd
        }

        // `([^?#]*)(\?([^#]*))?(#(.*))?`
        let pathEnd = scalars[cursor...].firstIndex(where: { $0 == "?" || $0 == "#" }) ?? end
        path = cursor..<pathEnd
        cursor = pathEnd
        if cursor < end, scalars[cursor] == "?" {
            let queryStart = scalars.index(after: cursor)
            let queryEnd = scalars[queryStart...].firstIndex(of: "#") ?? end
            query = queryStart..<queryEnd
            cursor = queryEnd
        }
        if cursor < end, scalars[cursor] == "#" {
            fragment = scalars.index(after: cursor)..<end
        }

        if let authority {
            splitAuthority(authority, of: scalars)
        }
    }

    /// Userinfo ends at the last `@` (a host cannot contain one); the port follows the
    /// last `:` that is not inside an IP-literal's brackets.
    private mutating func splitAuthority(_ authority: Range<String.Index>, of scalars: String.UnicodeScalarView) {
        var hostStart = authority.lowerBound
        if let at = scalars[authority].lastIndex(of: "@") {
            userinfo = authority.lowerBound..<at
            hostStart = scalars.index(after: at)
        }
        let hostPort = scalars[hostStart..<authority.upperBound]
        var searchFrom = hostStart
        if hostPort.first == "[" {
            // Without a closing bracket the whole rest is the (broken) literal.
            guard let close = hostPort.lastIndex(of: "]") else {
                host = hostStart..<authority.upperBound
                return
            }
            searchFrom = close
        }
        if let colon = scalars[searchFrom..<authority.upperBound].lastIndex(of: ":") {
            host = hostStart..<colon
            port = scalars.index(after: colon)..<authority.upperBound
        } else {
            host = hostStart..<authority.upperBound
        }
    }
}

/// Finds what keeps a string from being an RFC 3986 URI-reference. Each kind of issue
/// is reported once, at its first occurrence: one precise pointer helps more than a
/// list of every bad character in a long URI.
struct LegacyURISyntaxValidator {
    let text: String
    let components: LegacyURIComponents
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
            guard let violation = LegacySchemeName.syntaxViolation(in: name) else { return nil }
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
            } else if "\"<>\\^`{|}".unicodeScalars.contains(scalar) {
                if disallowed == nil {
                    disallowed = URISyntaxIssue(kind: .disallowedCharacter,
                                                message: "character \"\(Character(scalar))\" is not allowed in a URI",
                                                range: range(at: index))
                }
            }
        }
        return [space, control, nonASCII, disallowed].compactMap { $0 }
    }

    private func percentEncodingIssue() -> URISyntaxIssue? {
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
        let outsideHost = { (index: String.Index) -> Bool in
            guard let host = components.host else { return true }
            return !host.contains(index)
        }
        if let bracket = scalars.indices.first(where: { (scalars[$0] == "[" || scalars[$0] == "]") && outsideHost($0) }) {
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
            guard !LegacyIPAddress.isIPvFuture(inner) else { return nil }
            return URISyntaxIssue(kind: .invalidIPLiteral,
                                  message: "\"\(literal)\" is not a valid IPvFuture literal",
                                  range: host)
        }
        guard LegacyIPAddress.ipv6(inner) == nil else { return nil }
        let zoneHint = inner.unicodeScalars.contains("%") ? " (zone identifiers are not part of RFC 3986)" : ""
        return URISyntaxIssue(kind: .invalidIPLiteral,
                              message: "\"\(literal)\" is not a valid IPv6 address\(zoneHint)",
                              range: host)
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
              ["http", "https"].contains(String(scalars[scheme]).asciiLowercased),
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

/// IP address literals as RFC 3986 §3.2.2 spells them. Only the strict grammar is
/// accepted: `127.0.0.01` is a reg-name there (no leading zeros in `dec-octet`), even
/// though a WHATWG browser would read it as octal; an exact-match server compares
/// the string, so it must not count as a loopback literal.
enum LegacyIPAddress {
    /// `IPv4address`: four `dec-octet`s, 0–255, without leading zeros.
    static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            let scalars = part.unicodeScalars
            guard (1...3).contains(scalars.count), scalars.allSatisfy(\.isASCIIDigit),
                  scalars.count == 1 || scalars.first != "0",
                  let value = UInt8(part) else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// `IPv6address`: eight 16-bit groups, at most one `::`, optionally ending in an
    /// embedded IPv4 address. Zone identifiers (RFC 6874) are not part of RFC 3986.
    static func ipv6(_ text: Substring) -> [UInt16]? {
        let halves = text.components(separatedBy: "::")
        switch halves.count {
        case 1:
            guard let groups = groups(halves[0]), groups.count == 8 else { return nil }
            return groups
        case 2:
            guard let head = groups(halves[0], mayEndInIPv4: false), let tail = groups(halves[1]),
                  head.count + tail.count <= 7 else { return nil }
            return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        default:
            return nil
        }
    }

    /// `IPvFuture`: `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
    static func isIPvFuture(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 4, scalars[0] == "v" || scalars[0] == "V",
              let dot = scalars.firstIndex(of: "."), dot > 1, dot < scalars.count - 1 else { return false }
        return scalars[1..<dot].allSatisfy(\.isASCIIHexDigit)
            && scalars[(dot + 1)...].allSatisfy { $0.isUnreserved || $0.isSubDelimiter || $0 == ":" }
    }

    /// Colon-separated hex groups; the last one may be a dotted IPv4 address
    /// (counting as two groups). An empty string is zero groups, for the sides of `::`.
    private static func groups(_ text: Substring, mayEndInIPv4: Bool = true) -> [UInt16]? {
        guard !text.isEmpty else { return [] }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var result: [UInt16] = []
        for (index, part) in parts.enumerated() {
            if mayEndInIPv4, index == parts.count - 1, part.unicodeScalars.contains("."), let v4 = ipv4(part) {
                result.append(UInt16(v4[0]) << 8 | UInt16(v4[1]))
                result.append(UInt16(v4[2]) << 8 | UInt16(v4[3]))
                continue
            }
            let scalars = part.unicodeScalars
            guard (1...4).contains(scalars.count), scalars.allSatisfy(\.isASCIIHexDigit),
                  let value = UInt16(part, radix: 16) else { return nil }
            result.append(value)
        }
        return result
    }
}

extension Substring {
    /// Split on a multi-character separator without Foundation.
    fileprivate func components(separatedBy separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = startIndex
        var cursor = startIndex
        while cursor < endIndex {
            if self[cursor...].hasPrefix(separator) {
                pieces.append(self[start..<cursor])
                cursor = index(cursor, offsetBy: separator.count)
                start = cursor
            } else {
                cursor = index(after: cursor)
            }
        }
        pieces.append(self[start..<endIndex])
        return pieces
    }
}

/// Placeholders that build tools and servers substitute before a URI is used:
/// `${var}` (Keycloak, shells, Gradle), `$(VAR)` (Xcode build settings), `{{var}}`
/// (Mustache-style deploy tools), `##KEY##` (Auth0 Deploy CLI), `@@KEY@@` (Auth0
/// keyword replacement). A rule cannot judge such a URI until it is resolved.
enum LegacyTemplateSyntax {
    /// The first complete placeholder, delimiters included.
    static func firstPlaceholder(in text: String) -> Range<String.Index>? {
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

        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "_" || scalar == "." || scalar == "-"
        }

        var index = 0
        while index + 1 < scalars.count {
            let pair = (scalars[index], scalars[index + 1])
            var end: Int?
            switch pair {
            case ("$", "{"): end = closing(["}"], bodyStart: index + 2)
            case ("$", "("): end = closing([")"], bodyStart: index + 2)
            case ("{", "{"): end = closing(["}", "}"], bodyStart: index + 2)
            case ("#", "#"), ("@", "@"):
                var nameEnd = index + 2
                while nameEnd < scalars.count, isNameCharacter(scalars[nameEnd]) { nameEnd += 1 }
                if nameEnd > index + 2, nameEnd + 1 < scalars.count,
                   scalars[nameEnd] == pair.0, scalars[nameEnd + 1] == pair.0 {
                    end = nameEnd + 2
                }
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
}

extension RedirectURIKind {
    private static let legacyOutOfBandValues: Set<String> = [
        "urn:ietf:wg:oauth:2.0:oob", "urn:ietf:wg:oauth:2.0:oob:auto", "oob",
    ]

    /// The classification order of the brief: a placeholder hides what the URI will
    /// be, so it wins over everything; an OOB value is recognised even though `oob`
    /// alone parses as a relative path.
    static func legacyClassify(_ uri: LegacyRedirectURI) -> RedirectURIKind {
        if uri.templateRange != nil { return .templated }
        if legacyOutOfBandValues.contains(uri.text.asciiLowercased) { return .outOfBand }
        if uri.issues.contains(where: \.kind.makesStructureUnreliable) { return .invalid }
        guard let scheme = uri.schemeLowercased else { return .relative }
        switch scheme {
        case "http", "https":
            if uri.isLoopbackIP { return .loopbackIP }
            if uri.isLocalhostName { return .localhostName }
            return scheme == "https" ? .claimedHTTPS : .cleartextHTTP
        default:
            return .privateUse
        }
    }
}

// Host tests for http(s) URIs. They look only at scheme and host, not at `kind`, so
// a URI classified `invalid` for another reason (`http://localhost:*/cb`) still tells
// the loopback rules what it was meant to be.

extension LegacyRedirectURI {
    /// http or https, case-insensitively: the schemes whose hosts RFC 8252 §7.3 and
    /// §8.3 talk about.
    var isHTTPFamily: Bool {
        guard let scheme = schemeLowercased else { return false }
        return scheme == "http" || scheme == "https"
    }

    /// An http(s) URI whose host is a loopback IP literal: `127.0.0.0/8` in strict
    /// dotted-decimal, or any spelling of `[::1]` (`[0:0:0:0:0:0:0:1]`). IPv4-mapped
    /// forms (`[::ffff:127.0.0.1]`) are not counted: RFC 8252 names only the two.
    var isLoopbackIP: Bool {
        guard isHTTPFamily, let host else { return false }
        if let octets = LegacyIPAddress.ipv4(Substring(host)) { return octets[0] == 127 }
        return ipv6Host == [0, 0, 0, 0, 0, 0, 0, 1]
    }

    /// An http(s) URI whose host is `localhost` or ends in `.localhost` (RFC 6761
    /// §6.3), any case, trailing root dot allowed.
    var isLocalhostName: Bool {
        guard isHTTPFamily, let host else { return false }
        var name = host.asciiLowercased
        if name.hasSuffix(".") { name.removeLast() }
        return name == "localhost" || name.hasSuffix(".localhost")
    }

    
    /// An http(s) URI to `0.0.0.0` or `[::]`: "listen everywhere", not loopback;
    /// a redirect there reaches whatever the browser's OS routes it to.
    var isUnspecifiedAddress: Bool {
        guard isHTTPFamily, let host else { return false }
        if let octets = LegacyIPAddress.ipv4(Substring(host)) { return octets == [0, 0, 0, 0] }
        return ipv6Host == [0, 0, 0, 0, 0, 0, 0, 0]
    }

    private var ipv6Host: [UInt16]? {
        guard let host, host.unicodeScalars.first == "[", host.unicodeScalars.last == "]",
              let inner = hostWithoutBrackets else { return nil }
        return LegacyIPAddress.ipv6(Substring(inner))
    }
}

enum LegacySchemeName {
    /// Why a scheme breaks RFC 3986 §3.1, or nil when it does not.
    static func syntaxViolation(in scheme: String) -> SchemeSyntaxViolation? {
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

}

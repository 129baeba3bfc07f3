/// Finds what keeps a string from being an RFC 3986 URI-reference. Each kind of issue
/// is reported once, at its first occurrence: one precise pointer helps more than a
/// list of every bad character in a long URI.
///
/// Works on the UTF-8 bytes (see `URIComponents`); a range covers whole scalars, and
/// a non-ASCII character is decoded only to name it in a message.
struct URISyntaxValidator {
    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    let components: URIComponents

    func issues() -> [URISyntaxIssue] {
        guard !bytes.isEmpty else {
            return [URISyntaxIssue(kind: .empty, message: "the redirect URI is empty",
                                   range: text.startIndex..<text.startIndex)]
        }
        var found: [URISyntaxIssue] = []
        if let issue = schemeIssue() { found.append(issue) }
        characterIssues(into: &found)
        if let issue = percentEncodingIssue() { found.append(issue) }
        if let issue = misplacedDelimiterIssue() { found.append(issue) }
        if let issue = hostIssue() { found.append(issue) }
        if let issue = portIssue() { found.append(issue) }
        if let issue = missingHostIssue() { found.append(issue) }
        guard found.count > 1 else { return found }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    private func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    private func range(_ bytes: Range<Int>) -> Range<String.Index> {
        index(bytes.lowerBound)..<index(bytes.upperBound)
    }

    /// The one scalar starting at `offset`.
    private func range(at offset: Int) -> Range<String.Index> {
        range(offset..<bytes.scalarEnd(at: offset))
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func scalar(at offset: Int) -> Unicode.Scalar {
        text.unicodeScalars[index(offset)]
    }

    private func issue(_ kind: URISyntaxIssue.Kind, _ message: String, _ bytes: Range<Int>) -> URISyntaxIssue {
        URISyntaxIssue(kind: kind, message: message, range: range(bytes))
    }

    private func schemeIssue() -> URISyntaxIssue? {
        if let scheme = components.scheme {
            guard !SchemeName.isValidSyntax(UnsafeBufferPointer(rebasing: bytes[scheme])) else { return nil }
            let name = string(scheme)
            guard let violation = SchemeName.syntaxViolation(in: name) else { return nil }
            return issue(.invalidScheme, "scheme \"\(name)\" is not a valid URI scheme: \(violation)", scheme)
        }
        // Appendix B needs one character before the colon, so ":cb" parses as a path;
        // RFC 3986 §4.2 forbids a colon in the first segment of a relative reference.
        guard bytes[0] == UInt8(ascii: ":") else { return nil }
        return URISyntaxIssue(kind: .invalidScheme, message: "the URI starts with \":\", so its scheme is empty",
                              range: range(at: 0))
    }

    /// Characters that are wrong wherever they appear.
    private func characterIssues(into found: inout [URISyntaxIssue]) {
        var space, control, nonASCII, disallowed: Int?
        var offset = 0
        // Loaded once: a `static let` is checked for initialization on each read.
        let ordinary = Self.ordinaryBytes
        while offset < bytes.count {
            let byte = bytes[offset]
            // Nearly every byte is one of these: one table test, not the chain below.
            if ordinary.contains(byte) {
                offset += 1
                continue
            }
            if byte >= 0x80 {
                if nonASCII == nil { nonASCII = offset }
                offset = bytes.scalarEnd(at: offset)
                continue
            }
            if byte == UInt8(ascii: " ") {
                if space == nil { space = offset }
            } else if byte < 0x20 || byte == 0x7F {
                if control == nil { control = offset }
            } else if Self.isDisallowedEverywhere(byte) {
                if disallowed == nil { disallowed = offset }
            }
            offset += 1
        }
        if let space {
            found.append(URISyntaxIssue(kind: .space,
                                        message: "space is not allowed in a URI; percent-encode it as %20 or remove it",
                                        range: range(at: space)))
        }
        if let control {
            found.append(URISyntaxIssue(kind: .controlCharacter,
                                        message: "control character \(scalar(at: control).codePoint) is not allowed in a URI",
                                        range: range(at: control)))
        }
        if let nonASCII {
            let scalar = scalar(at: nonASCII)
            found.append(URISyntaxIssue(
                kind: .nonASCIICharacter,
                message: "non-ASCII character \"\(Character(scalar))\" (\(scalar.codePoint)); RFC 3986 URIs are ASCII, so it must be percent-encoded as UTF-8",
                range: range(at: nonASCII)))
        }
        if let disallowed {
            found.append(URISyntaxIssue(kind: .disallowedCharacter,
                                        message: "character \"\(Character(scalar(at: disallowed)))\" is not allowed in a URI",
                                        range: range(at: disallowed)))
        }
    }

    /// The ASCII bytes `characterIssues` has nothing to say about: printable, not a space
    /// and not disallowed everywhere.
    private static let ordinaryBytes = ASCIIByteSet { byte in
        byte > UInt8(ascii: " ") && byte < 0x7F && !isDisallowedEverywhere(byte)
    }

    /// `"<>\^`{|}`
    private static func isDisallowedEverywhere(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
             UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    private func percentEncodingIssue() -> URISyntaxIssue? {
        var from = 0
        while let percent = bytes.firstIndex(of: UInt8(ascii: "%"), in: from..<bytes.count) {
            // The two scalars after `%`, as far as there are any.
            var digitsEnd = percent + 1
            var digits = 0
            var allHex = true
            while digits < 2, digitsEnd < bytes.count {
                allHex = allHex && bytes[digitsEnd].isASCIIHexDigit
                digitsEnd = bytes.scalarEnd(at: digitsEnd)
                digits += 1
            }
            if digits < 2 || !allHex {
                return issue(.invalidPercentEncoding,
                             "\"%\" is not followed by two hexadecimal digits; a literal percent sign is written %25",
                             percent..<digitsEnd)
            }
            from = digitsEnd
        }
        return nil
    }

    /// Delimiters the grammar allows only in one component: brackets only around an
    /// IP-literal host, `@` only once (ending userinfo), `#` only once, `:` in a
    /// reg-name never. The scan for wrong-everywhere characters has already reported
    /// the first `"<>\^`{|}`; this one is ordered against it by position.
    private func misplacedDelimiterIssue() -> URISyntaxIssue? {
        var first: (offset: Int, message: String)?
        func consider(_ offset: Int, _ message: @autoclosure () -> String) {
            if first.map({ offset < $0.offset }) ?? true { first = (offset, message()) }
        }
        let host = components.host
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]"), !(host?.contains(offset) ?? false) {
                consider(offset, "\"\(Character(Unicode.Scalar(byte)))\" is only allowed around an IP address in the host")
                break
            }
            offset += 1
        }
        if let fragment = components.fragment, let hash = bytes.firstIndex(of: UInt8(ascii: "#"), in: fragment) {
            consider(hash, "\"#\" is not allowed inside the fragment; percent-encode it as %23")
        }
        if let userinfo = components.userinfo, let at = bytes.firstIndex(of: UInt8(ascii: "@"), in: userinfo) {
            consider(at, "a second \"@\" in the authority; percent-encode it as %40")
        }
        if let host, !host.isEmpty, bytes[host.lowerBound] != UInt8(ascii: "["),
           let colon = bytes.firstIndex(of: UInt8(ascii: ":"), in: host) {
            consider(colon, "\":\" is not allowed in a host name; an IPv6 address must be in brackets")
        }
        guard let first else { return nil }
        return URISyntaxIssue(kind: .disallowedCharacter, message: first.message, range: range(at: first.offset))
    }

    private func hostIssue() -> URISyntaxIssue? {
        guard let host = components.host, !host.isEmpty else { return nil }
        guard bytes[host.lowerBound] == UInt8(ascii: "[") else {
            var offset = host.lowerBound
            while offset < host.upperBound, bytes[offset] != UInt8(ascii: "["), bytes[offset] != UInt8(ascii: "]") {
                offset += 1
            }
            guard offset < host.upperBound else { return nil }
            return URISyntaxIssue(kind: .unbalancedBrackets,
                                  message: "unbalanced \"\(Character(Unicode.Scalar(bytes[offset])))\" in the host; an IP address is written as [address]",
                                  range: range(at: offset))
        }
        guard let close = bytes.firstIndex(of: UInt8(ascii: "]"), in: host) else {
            return URISyntaxIssue(kind: .unbalancedBrackets,
                                  message: "\"[\" in the host has no matching \"]\"",
                                  range: range(at: host.lowerBound))
        }
        guard close + 1 == host.upperBound else {
            return issue(.invalidIPLiteral, "unexpected text after \"]\" in the host \"\(string(host))\"", host)
        }
        let inner = UnsafeBufferPointer(rebasing: bytes[(host.lowerBound + 1)..<close])
        if startsWithV(inner) {
            guard !IPAddress.isIPvFuture(inner) else { return nil }
            return issue(.invalidIPLiteral, "\"\(string(host))\" is not a valid IPvFuture literal", host)
        }
        guard IPAddress.ipv6(inner) == nil else { return nil }
        let zoneHint = inner.contains(UInt8(ascii: "%")) ? " (zone identifiers are not part of RFC 3986)" : ""
        return issue(.invalidIPLiteral, "\"\(string(host))\" is not a valid IPv6 address\(zoneHint)", host)
    }

    /// Whether the first character is `v` or `V`: a character, not a byte, so that a `v`
    /// carrying a combining mark counts as no `v`.
    private func startsWithV(_ inner: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let v = inner.first, v == UInt8(ascii: "v") || v == UInt8(ascii: "V") else { return false }
        // An ASCII scalar never extends the character before it.
        guard inner.count > 1, inner[1] >= 0x80 else { return true }
        let first = String(decoding: inner, as: UTF8.self).first
        return first == "v" || first == "V"
    }

    private func portIssue() -> URISyntaxIssue? {
        guard let port = components.port, !port.isEmpty else { return nil }
        let digits = UnsafeBufferPointer(rebasing: bytes[port])
        guard digits.allSatisfy(\.isASCIIDigit) else {
            return issue(.invalidPort, "port \"\(string(port))\" is not a number", port)
        }
        guard URIPort.value(ofDigits: digits) != nil else {
            return issue(.invalidPort, "port \(string(port)) is out of range (0–65535)", port)
        }
        return nil
    }

    private func missingHostIssue() -> URISyntaxIssue? {
        guard let scheme = components.scheme,
              URIScheme.isHTTPFamily(UnsafeBufferPointer(rebasing: bytes[scheme])),
              (components.host?.isEmpty ?? true) else { return nil }
        let name = string(scheme)
        return issue(.missingHost, "an \(name) URI needs a host (\(name)://host/…)", components.doubleSlash ?? scheme)
    }
}

extension Unicode.Scalar {
    /// `U+00E9`, the way character tables name it.
    fileprivate var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

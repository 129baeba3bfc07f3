/// IP address literals as RFC 3986 §3.2.2 spells them. Only the strict grammar is
/// accepted: `127.0.0.01` is a reg-name there (no leading zeros in `dec-octet`), even
/// though a WHATWG browser would read it as octal; an exact-match server compares
/// the string, so it must not count as a loopback literal.
enum IPAddress {
    /// `IPv4address`: four `dec-octet`s, 0–255, without leading zeros.
    static func ipv4(_ text: Substring) -> [UInt8]? {
        // Most hosts are names: they are told apart by their first character.
        guard text.unicodeScalars.first?.isASCIIDigit == true else { return nil }
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

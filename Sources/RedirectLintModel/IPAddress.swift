/// IP address literals as RFC 3986 §3.2.2 spells them. Only the strict grammar is
/// accepted: `127.0.0.01` is a reg-name there (no leading zeros in `dec-octet`), even
/// though a WHATWG browser would read it as octal; an exact-match server compares
/// the string, so it must not count as a loopback literal.
///
/// Read from UTF-8 bytes: every character of an address is ASCII, so any other byte
/// simply fails to match, as any non-ASCII character did.
enum IPAddress {
    /// `IPv4address`: four `dec-octet`s, 0–255, without leading zeros.
    static func ipv4(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var octets: [UInt8] = []
        octets.reserveCapacity(4)
        var partStart = 0
        var index = 0
        while index <= text.count {
            guard index == text.count || text[index] == UInt8(ascii: ".") else { index += 1; continue }
            guard octets.count < 4, let octet = decOctet(text, partStart..<index) else { return nil }
            octets.append(octet)
            index += 1
            partStart = index
        }
        return octets.count == 4 ? octets : nil
    }

    /// `dec-octet`: 1–3 digits, no leading zero, at most 255.
    private static func decOctet(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt8? {
        guard (1...3).contains(range.count), range.count == 1 || text[range.lowerBound] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for index in range {
            guard text[index].isASCIIDigit else { return nil }
            value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
        }
        return value <= 255 ? UInt8(value) : nil
    }

    /// `IPv6address`: eight 16-bit groups, at most one `::`, optionally ending in an
    /// embedded IPv4 address. Zone identifiers (RFC 6874) are not part of RFC 3986.
    static func ipv6(_ text: UnsafeBufferPointer<UInt8>) -> [UInt16]? {
        // Split at every `::`, left to right, without overlap.
        var halves: [Range<Int>] = []
        var start = 0
        var cursor = 0
        while cursor < text.count {
            if cursor + 1 < text.count, text[cursor] == UInt8(ascii: ":"), text[cursor + 1] == UInt8(ascii: ":") {
                halves.append(start..<cursor)
                cursor += 2
                start = cursor
            } else {
                cursor += 1
            }
        }
        halves.append(start..<text.count)
        switch halves.count {
        case 1:
            guard let groups = groups(text, halves[0]), groups.count == 8 else { return nil }
            return groups
        case 2:
            guard let head = groups(text, halves[0], mayEndInIPv4: false), let tail = groups(text, halves[1]),
                  head.count + tail.count <= 7 else { return nil }
            return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        default:
            return nil
        }
    }

    /// `IPvFuture`: `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
    static func isIPvFuture(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count >= 4, text[0] == UInt8(ascii: "v") || text[0] == UInt8(ascii: "V"),
              let dot = text.firstIndex(of: UInt8(ascii: ".")), dot > 1, dot < text.count - 1 else { return false }
        return text[1..<dot].allSatisfy(\.isASCIIHexDigit)
            && text[(dot + 1)...].allSatisfy { $0.isUnreserved || $0.isSubDelimiter || $0 == UInt8(ascii: ":") }
    }

    /// Colon-separated hex groups; the last one may be a dotted IPv4 address
    /// (counting as two groups). An empty range is zero groups, for the sides of `::`.
    private static func groups(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                               mayEndInIPv4: Bool = true) -> [UInt16]? {
        guard !range.isEmpty else { return [] }
        var result: [UInt16] = []
        var partStart = range.lowerBound
        var index = range.lowerBound
        while index <= range.upperBound {
            guard index == range.upperBound || text[index] == UInt8(ascii: ":") else { index += 1; continue }
            let part = partStart..<index
            let isLast = index == range.upperBound
            if mayEndInIPv4, isLast, text.firstIndex(of: UInt8(ascii: "."), in: part) != nil,
               let v4 = ipv4(UnsafeBufferPointer(rebasing: text[part])) {
                result.append(UInt16(v4[0]) << 8 | UInt16(v4[1]))
                result.append(UInt16(v4[2]) << 8 | UInt16(v4[3]))
            } else {
                guard (1...4).contains(part.count) else { return nil }
                var value: UInt16 = 0
                for offset in part {
                    let byte = text[offset]
                    guard byte.isASCIIHexDigit else { return nil }
                    value = value << 4 | UInt16(byte.isASCIIDigit ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10)
                }
                result.append(value)
            }
            index += 1
            partStart = index
        }
        return result
    }
}

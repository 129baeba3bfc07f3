// Questions several rules ask about a redirect URI, answered once here so the rules
// agree with each other.

extension RedirectURI {
    /// `*` anywhere: servers that accept it treat the URI as a pattern (RFC 9700 §4.1.3).
    public var hasWildcard: Bool { wildcardRange != nil }

    /// The first `*`.
    public var wildcardRange: Range<String.Index>? {
        // `*` is one byte and one scalar. The bytes are searched in place: the generic
        // `utf8.firstIndex(of:)` walks the view one index at a time.
        let utf8 = text.utf8
        guard let offset = utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: UInt8(ascii: "*")) })
            ?? utf8.firstIndex(of: UInt8(ascii: "*")).map({ utf8.distance(from: utf8.startIndex, to: $0) })
        else { return nil }
        let star = utf8.index(utf8.startIndex, offsetBy: offset)
        return star..<utf8.index(after: star)
    }

    /// The password of the userinfo (after the first `:` of `user:password@`), if there is
    /// one: a secret, masked wherever the URI is shown.
    public var userinfoPasswordRange: Range<String.Index>? {
        guard let userinfo = userinfoRange, let colon = text.unicodeScalars[userinfo].firstIndex(of: ":") else { return nil }
        return text.unicodeScalars.index(after: colon)..<userinfo.upperBound
    }

    public var isTemplated: Bool { kind == .templated }

    public var isPrivateUseScheme: Bool { kind == .privateUse }

    /// RFC 8252 §8.4: servers should at least reject private-use schemes without a period.
    public var schemeHasPeriod: Bool { scheme?.unicodeScalars.contains(".") ?? false }

    /// `com.example.app://cb`: a private-use scheme with an authority, which puts
    /// `cb` in the host position (RFC 8252 §7.1 recommends a single slash).
    /// The `//` itself is `doubleSlashRange`.
    public var hasDoubleSlashAfterPrivateScheme: Bool { isPrivateUseScheme && hasAuthority }

    /// `com.example.app:cb`: a private-use scheme whose path does not start with `/`.
    /// Legal RFC 3986, but not the `scheme:/path` form RFC 8252 §7.1 shows.
    public var hasNoSlashAfterScheme: Bool {
        isPrivateUseScheme && !hasAuthority && text.unicodeScalars[pathRange].first != "/"
    }

    /// A key under which two registrations are "the same redirect URI" for a server
    /// following RFC 8252 §7.3 and §8.4: scheme and host lower-cased (RFC 3986 §3.1,
    /// §3.2.2), the port dropped for loopback URIs (any port must be accepted at
    /// request time), everything else as written. Scheme-less text is kept as is.
    public var loopbackKey: String {
        var key: [UInt8] = []
        appendLoopbackKey(to: &key)
        return String(decoding: key, as: UTF8.self)
    }

    /// The bytes of `loopbackKey`, appended to `key`: a rule comparing every URI of a
    /// project reuses one buffer instead of making a string per URI.
    public func appendLoopbackKey(to key: inout [UInt8]) {
        guard let schemeRange else { return key.append(contentsOf: text.utf8) }
        // The components tile the text (`scheme:` `//` `userinfo@` `host` `:port` `path`
        // `?query` `#fragment`), so the key is the text with scheme and host lower-cased and,
        // for a loopback URI, the `:port` left out.
        let utf8 = text.utf8
        func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
        let schemeEnd = offset(schemeRange.upperBound)
        let host = hostRange.map { offset($0.lowerBound)..<offset($0.upperBound) } ?? 0..<0
        var dropped = host.upperBound..<host.upperBound
        if let portRange, kind == .loopbackIP || kind == .localhostName {
            dropped = host.upperBound..<offset(portRange.upperBound)
        }
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            // The text goes in with one copy; then scheme and host are lower-cased where they
            // landed and the dropped port is cut out, instead of testing every byte on the way.
            let base = key.count
            key.append(contentsOf: bytes)
            key.withUnsafeMutableBufferPointer { key in
                for index in base..<(base + schemeEnd) { key[index] = key[index].asciiLowercased }
                for index in (base + host.lowerBound)..<(base + host.upperBound) { key[index] = key[index].asciiLowercased }
            }
            if !dropped.isEmpty { key.removeSubrange((base + dropped.lowerBound)..<(base + dropped.upperBound)) }
        }
        if utf8.withContiguousStorageIfAvailable(append) == nil { Array(utf8).withUnsafeBufferPointer(append) }
    }
}

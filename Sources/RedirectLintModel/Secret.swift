import RedirectLintSource

/// Where a secret was seen. The value itself is never kept: only a salted hash, so that
/// project rules can tell two places hold the same secret without any output revealing it.
public struct SecretOccurrence: Sendable, Hashable {
    /// What holds the secret, as the file names it (`client_secret`, `secret`).
    public var key: String
    public var range: SourceRange
    public var fingerprint: UInt64

    public init(key: String, range: SourceRange, value: String) {
        self.key = key
        self.range = range
        self.fingerprint = SecretHasher.fingerprint(value)
    }

    /// An occurrence read back from where the engine stored it during the run (the salt of
    /// `fingerprint` lasts only as long as the process).
    public init(key: String, range: SourceRange, fingerprint: UInt64) {
        self.key = key
        self.range = range
        self.fingerprint = fingerprint
    }
}

/// FNV-1a over a per-process random salt and the value: equal values compare equal within
/// one run, and nothing printed or stored can be turned back into the secret.
public enum SecretHasher {
    private static let salt: UInt64 = UInt64.random(in: 1...UInt64.max)

    public static func fingerprint(_ value: String) -> UInt64 {
        FNV1a.hash(value, basis: FNV1a.offsetBasis ^ salt)
    }

    /// A value that only stands for a secret (`${CLIENT_SECRET}`, `##SECRET##`) or is empty.
    public static func isPlaceholder(_ value: String) -> Bool {
        let trimmed = value.trimmingSpaces
        if trimmed.isEmpty { return true }
        return TemplateSyntax.firstPlaceholder(in: String(trimmed)) != nil
    }
}

extension String {
    var trimmingSpaces: Substring {
        var s = self[...]
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return s
    }
}

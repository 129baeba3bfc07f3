import RedirectLintSource

/// Where a secret was seen. The value itself is never kept: only a salted hash, so that
/// project rules can tell two places hold the same secret without any output revealing it.
public struct SecretOccurrence: Sendable, Hashable {
    /// What holds the secret, as the file names it (`client_secret`, `secret`).
    public var key: String
    public var range: SourceRange
    public var fingerprint: UInt64
    /// The value is plainly a stand-in (`secret`, `changeme`, `<client-secret>`, Dex's
    /// `example-app-secret`), not a credential anyone issued.
    public var looksLikePlaceholder: Bool = false
    /// The value is words a person typed (`openid-connect`, `with-messages`): lower-case
    /// words joined by `-` or `_`, as samples and development servers choose them. A server
    /// generates its secrets, with digits and mixed case.
    public var isReadableWords: Bool = false

    public init(key: String, range: SourceRange, value: String) {
        self.key = key
        self.range = range
        self.fingerprint = SecretHasher.fingerprint(value)
        self.looksLikePlaceholder = SecretHasher.looksLikePlaceholder(value)
        self.isReadableWords = SecretHasher.isReadableWords(value)
    }
}

/// A client secret an app's build puts into the app by name, whatever its value (which the
/// repository may not hold): a Gradle `buildConfigField`, `resValue` or manifest placeholder,
/// or code reading a value the build inlines (`BuildConfig.CLIENT_SECRET`,
/// `process.env.EXPO_PUBLIC_CLIENT_SECRET`). Every copy of the app carries it.
public struct BuiltInSecret: Sendable, Equatable {
    /// The name as written, where it is written.
    public var name: Located<String>
    /// How the value gets into the app, for messages: "a Gradle buildConfigField", "BuildConfig".
    public var carrier: String
    /// Where the build defines it (a build script), not where code reads it.
    public var isDefinition: Bool
    /// The definition gives it a value; a blank or a placeholder (`"\"\""`) gives nothing
    /// away, but still says what code that reads the name gets.
    public var carriesValue: Bool

    public init(name: Located<String>, carrier: String, isDefinition: Bool, carriesValue: Bool = true) {
        self.name = name
        self.carrier = carrier
        self.isDefinition = isDefinition
        self.carriesValue = carriesValue
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

extension SecretHasher {
    /// Words that only sample or placeholder values contain; a secret a server issued is
    /// random. Checked in the value and, for Base64 text, in what it decodes to.
    static let placeholderWords = [
        "secret", "password", "passwd", "changeme", "change-me", "change_me", "example", "sample", "demo", "insecure",
        "dummy", "placeholder", "your", "xxx", "todo", "test", "replace", "insert", "fixme", "notasecret", "foobar", "redacted",
    ]

    /// Short values, values built from one character, `<...>`, and values that contain a
    /// placeholder word, as written or Base64-decoded (`ZXhhbXBsZS1hcHAtc2VjcmV0`).
    public static func looksLikePlaceholder(_ value: String) -> Bool {
        var text = String(value.trimmingSpaces)
        if text.hasPrefix("{noop}") { text.removeFirst("{noop}".count) }
        if text.count < 8 || Set(text).count <= 2 { return true }
        if text.hasPrefix("<") && text.hasSuffix(">") { return true }
        return containsPlaceholderWord(text) || base64Decoded(text).map(containsPlaceholderWord) == true
    }

    /// Two to four lower-case words of two letters or more joined by `-` or `_`, at most 24
    /// characters (`openid-connect`); not one run of letters, which a generator may produce.
    static func isReadableWords(_ value: String) -> Bool {
        guard value.utf8.count <= 24 else { return false }
        let words = value.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        return (2...4).contains(words.count) && words.allSatisfy { word in
            word.count >= 2 && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
        }
    }

    /// Compared as UTF-8 bytes: `String.contains(_:)` goes through the generic string
    /// search, and every secret-looking value of a run is checked against every word.
    private static func containsPlaceholderWord(_ text: String) -> Bool {
        let lowered = Array(text.lowercased().utf8)
        return placeholderWordBytes.contains { word in
            lowered.count >= word.count
                && (0...(lowered.count - word.count)).contains { lowered[$0..<$0 + word.count].elementsEqual(word) }
        }
    }

    private static let placeholderWordBytes = placeholderWords.map { Array($0.utf8) }

    /// The text a Base64 value stands for, when it decodes to printable ASCII.
    static func base64Decoded(_ text: String) -> String? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        let body = text.hasSuffix("==") ? text.dropLast(2) : text.hasSuffix("=") ? text.dropLast() : text[...]
        var bits = 0, count = 0
        var bytes: [UInt8] = []
        for character in body {
            guard let digit = alphabet.firstIndex(of: character) else { return nil }
            bits = bits << 6 | digit
            count += 6
            if count >= 8 {
                count -= 8
                bytes.append(UInt8((bits >> count) & 0xFF))
            }
        }
        // `echo value | base64` encodes the line's end too.
        while bytes.last == 0x0A || bytes.last == 0x0D { bytes.removeLast() }
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
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

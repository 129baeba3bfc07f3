import RedirectLintModel
import RedirectLintSyntax

/// The client secrets a program's source assigns as literals: a name that says client secret
/// (`CLIENT_SECRET`, `clientSecret`, `"client_secret"`, OAuthSwift's `consumerSecret`) given a
/// quoted value (`=`, `:`, `=>`, `:=`, a type between: `val CLIENT_SECRET: String = "…"`), on
/// the same line or the next after a `=` that ends its line, or given one as a choice or a
/// fallback (`isDev ? "…" : "…"`, `env.X ?? "…"`). Only values a provider could have issued count: random-looking text of 16
/// characters or more, with letters and digits, no spaces, no placeholder word. The reviews
/// found these in apps' code (a Strava secret in a Swift view controller, a Reddit secret in
/// an Android constants class) where no manifest holds them.
enum CodeSecrets {
    /// `code` is the file's bytes with its comments blanked out (`CodeComments`).
    static func find(in file: SourceFile, code bytes: [UInt8]) -> [SecretOccurrence] {
        var found: [SecretOccurrence] = []
        for line in 0..<file.lineCount where found.count < maxPerFile {
            let start = file.lineStarts[line]
            let end = line + 1 < file.lineCount ? file.lineStarts[line + 1] : bytes.count
            guard end - start <= maxLineLength else { continue }
            // A line is read whole, whatever the count: every secret on a line it shows must
            // be known, to be masked there.
            var index = start
            while index < end {
                guard isNameByte(bytes[index]), index == start || !isNameByte(bytes[index - 1]) else {
                    index += 1
                    continue
                }
                var nameEnd = index
                while nameEnd < end, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                if isSecretName(bytes[index..<nameEnd]) {
                    for value in assignedLiterals(after: nameEnd, in: bytes, end: end) {
                        let text = String(decoding: bytes[value], as: UTF8.self)
                        guard looksIssued(text) else { continue }
                        let key = String(decoding: bytes[index..<nameEnd], as: UTF8.self)
                        found.append(SecretOccurrence(key: key, range: file.range(from: value.lowerBound, to: value.upperBound), value: text))
                    }
                }
                index = nameEnd
            }
        }
        return found
    }

    private static let maxPerFile = 8
    /// A minified bundle's line holds anything; its names are not the program's.
    private static let maxLineLength = 1000

    /// `-` too: a quoted dictionary key may be written `"client-secret"`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        CodeBytes.isLetter(byte) || CodeBytes.isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }


    /// `CLIENT_SECRET`, `clientSecret`, `client-secret`, `SPOTIFY_CLIENT_SECRET`, `consumerSecret`;
    /// not `CLIENT_SECRET_FILE` or `clientSecretKey`, which name where a secret is kept, nor
    /// `PREF_CLIENT_SECRET` or `hashedClientSecret` (a preference's key, a hash).
    static func isSecretName(_ name: ArraySlice<UInt8>) -> Bool {
        // Most names end in anything but `t` or `e`: they are not spelled out.
        guard let last = name.last, [UInt8(ascii: "t"), UInt8(ascii: "e")].contains(last | 0x20) else { return false }
        let letters = String(decoding: name.filter { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") }, as: UTF8.self).lowercased()
        guard ["clientsecret", "consumersecret"].contains(where: { letters.hasSuffix($0) || letters.hasSuffix($0 + "value") }) else { return false }
        // `USE_CLIENT_SECRET`, `VITE_REQUIRE_CLIENT_SECRET`: a flag about the secret, not it.
        let nameWords = words(name)
        if let secret = nameWords.lastIndex(where: { $0 == "client" || $0 == "consumer" || $0 == "clientsecret" || $0 == "consumersecret" }),
           secret > 0, flagWords.contains(nameWords[secret - 1]) { return false }
        // `PREF_CLIENT_SECRET` is a preference's key, `hashedClientSecret` a hash; not
        // `KEY_VAULT_CLIENT_SECRET`, whose first word only names where the secret came from.
        guard let first = nameWords.first, keyWords.contains(first) else { return true }
        return !["clientsecret", "consumersecret"].contains(nameWords.dropFirst().joined())
    }

    private static let keyWords: Set<String> = ["pref", "key", "extra", "arg", "hashed", "encrypted"]

    private static let flagWords: Set<String> = ["use", "uses", "require", "requires", "has", "enable", "enabled", "is", "needs", "show", "send", "with"]

    /// The name's words, lower-cased: split at `_`, `-` and where a capital follows a small letter.
    private static func words(_ name: ArraySlice<UInt8>) -> [String] {
        var out: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        for byte in name {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || (CodeBytes.isUpper(byte) && (previous | 0x20) == previous && CodeBytes.isLetter(previous)) {
                if !current.isEmpty { out.append(String(decoding: current, as: UTF8.self).lowercased()) }
                current = []
            }
            if byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") { current.append(byte) }
            previous = byte
        }
        if !current.isEmpty { out.append(String(decoding: current, as: UTF8.self).lowercased()) }
        return out
    }

    /// The contents of the quoted values the name is given: after an optional closing quote (a
    /// dictionary key), an optional type (`: String`, `: &str`), then `=`, `:`, `=>` or `:=`.
    /// After a `=` that ends its line, the value may open the next (review 96: a long secret
    /// that a formatter moved below `const client_secret =`).
    private static func assignedLiterals(after nameEnd: Int, in bytes: [UInt8], end lineEnd: Int) -> [Range<Int>] {
        assignedValueStart(after: nameEnd, in: bytes, end: lineEnd).map { start in
            CodeBytes.isQuote(bytes[start]) ? [literal(at: start, in: bytes)].compactMap { $0 } : chosenLiterals(from: start, in: bytes)
        } ?? []
    }

    /// Where the value a name is given starts.
    private static func assignedValueStart(after nameEnd: Int, in bytes: [UInt8], end lineEnd: Int) -> Int? {
        var end = lineEnd
        var index = nameEnd
        func skipSpaces() { while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 } }
        if index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { index += 1 }
        skipSpaces()
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: ":"), index + 1 < end, bytes[index + 1] != UInt8(ascii: "=") {
            index += 1
            skipSpaces()
            // A type before the `=` (`: String =`); otherwise the `:` gave the value.
            if index < end, !CodeBytes.isQuote(bytes[index]) {
                while index < end, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "?") { index += 1 }
                skipSpaces()
                guard index < end, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
            }
        } else if bytes[index] == UInt8(ascii: "=") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: ">") { index += 1 }
            if index < end, bytes[index] == UInt8(ascii: "=") { return nil }
            skipSpaces()
            if index < end, bytes[index] == UInt8(ascii: "\r") { index += 1 }
            if index == end - 1, bytes[index] == UInt8(ascii: "\n"), end < bytes.count {
                index = end
                end = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                guard end - index <= maxLineLength else { return nil }
            }
        } else if bytes[index] == UInt8(ascii: ":"), index + 1 < end {
            index += 2
        } else {
            return nil
        }
        skipSpaces()
        return index < end ? index : nil
    }

    /// The content of the literal whose opening quote is at `start`, closed on its line.
    private static func literal(at start: Int, in bytes: [UInt8]) -> Range<Int>? {
        let quote = bytes[start]
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        guard let close = bytes[(start + 1)..<end].firstIndex(where: { $0 == quote || $0 == UInt8(ascii: "\\") }),
              bytes[close] == quote else { return nil }
        return (start + 1)..<close
    }

    /// The quoted values a choice or a fallback gives, each of its branches (`isDev ? "…" : "…"`,
    /// written on one line or several; `env["X"] ?? "…"`, Swift's `as? String ?? "…"`, Kotlin's
    /// `?: "…"`): review 99's Flutter app chose between two Strava secrets so. Within the
    /// statement: up to a `;`, a brace, a `,` or `)` outside brackets, or a line's end that no
    /// `?` or `:` continues (the next statement's `?:` is not this one's). Not `?.`, which reads
    /// a member; quoted text elsewhere (the condition's `"dev"`) is no branch.
    private static func chosenLiterals(from start: Int, in bytes: [UInt8]) -> [Range<Int>] {
        let limit = min(bytes.count, start + 300)
        var found: [Range<Int>] = []
        var depth = 0
        var index = start
        while index < limit {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return found
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { return found }
                depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                return found
            case UInt8(ascii: "\n"):
                var next = index + 1
                while next < limit, CodeBytes.isSpace(bytes[next]) { next += 1 }
                guard next < limit, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: ":") else { return found }
            case UInt8(ascii: "?"), UInt8(ascii: ":"):
                var value = index + 1
                if depth > 0 { break }
                if byte == UInt8(ascii: "?"), value < limit, bytes[value] == UInt8(ascii: ".") { break }
                if value < limit, bytes[value] == UInt8(ascii: "?") || bytes[value] == UInt8(ascii: ":") { value += 1 }
                while value < limit, CodeBytes.isSpace(bytes[value]) { value += 1 }
                if value < limit, CodeBytes.isQuote(bytes[value]), let content = literal(at: value, in: bytes) {
                    found.append(content)
                    index = content.upperBound
                }
            default:
                if CodeBytes.isQuote(byte), let content = literal(at: index, in: bytes) { index = content.upperBound }
            }
            index += 1
        }
        return found
    }

    /// Text a provider issued: 16 printable characters or more, no space, a letter and a digit,
    /// nothing that stands for a value (`${…}`, Kotlin's and Dart's `$name`, `YOUR_CLIENT_SECRET`,
    /// `example`), and not a path, a URL, a hash (`$2a$…`, `{bcrypt}…`) or a dotted name
    /// (`com.contoso.auth.cs_v2_key`, a preference's key).
    static func looksIssued(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count >= 16, bytes.allSatisfy({ (0x21...0x7E).contains($0) }),
              bytes.contains(where: CodeBytes.isDigit), bytes.contains(where: CodeBytes.isLetter),
              !isTemplateOrHash(bytes), !isPath(bytes), bytes.first != UInt8(ascii: "{"),
              !value.contains("://"), !isDottedName(bytes) else { return false }
        return !SecretHasher.isPlaceholder(value) && !SecretHasher.looksLikePlaceholder(value)
    }

    /// `$name`, `${…}` (Kotlin's, Dart's, Groovy's templates) or `$2a$…` (a bcrypt hash); not
    /// a `$` a generator put among other characters.
    private static func isTemplateOrHash(_ bytes: [UInt8]) -> Bool {
        zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: "$") && (CodeBytes.isLetter($1) || $1 == UInt8(ascii: "{") || $1 == UInt8(ascii: "_") || $1 == UInt8(ascii: "2")) }
    }

    /// `/data/local/tmp/client.json`: a path, which starts with `/` and has another; not
    /// Base64 text that happens to start with `/`.
    private static func isPath(_ bytes: [UInt8]) -> Bool {
        bytes.first == UInt8(ascii: "/") && bytes.dropFirst().contains(UInt8(ascii: "/"))
    }

    /// `a.b.c`: names joined by two dots or more, as keys and packages are written.
    private static func isDottedName(_ bytes: [UInt8]) -> Bool {
        bytes.filter { $0 == UInt8(ascii: ".") }.count >= 2
            && bytes.allSatisfy { CodeBytes.isLetter($0) || CodeBytes.isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }
    }
}

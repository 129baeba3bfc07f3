import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Where a file's secrets are, for masking them in excerpts: those its model records (client
/// secrets, credentials in redirect URIs) and, when `secretLooking`, the values under
/// secret-looking keys of its tree (`documents`) and of its placeholder definitions (Gradle
/// `manifestPlaceholders`, Android string resources, which have no tree).
enum ExcerptSecrets {
    static func ranges(of model: FileModel, documents: [Node]?, secretLooking: Bool) -> [SourceRange] {
        let recorded = model.registrations.flatMap { $0.secrets.map(\.range) } + model.manifests.flatMap { $0.secrets.map(\.range) }
            + model.secretsInCode.map(\.range) + model.maskedInCode
        var ranges = recorded
        if secretLooking {
            for (name, values) in model.placeholders where SecretLookingValues.isSecretLooking(name) {
                ranges += values.filter { !$0.value.isEmpty }.map(\.range)
            }
        }
        if secretLooking, let documents {
            // Where the model knows a secret, its range is the one to mask: it can leave a
            // marker such as Spring's `{noop}` in view.
            let known = recorded.map(\.start.offset).sorted()
            for range in SecretLookingValues.ranges(in: documents) {
                // The first known secret starting at or after this value: inside it, or none is.
                var low = 0
                var high = known.count
                while low < high {
                    let middle = (low + high) / 2
                    if known[middle] < range.start.offset { low = middle + 1 } else { high = middle }
                }
                if low < known.count, known[low] <= range.end.offset { continue }
                ranges.append(range)
            }
        }
        // A credential in a redirect URI or an issuer (a userinfo password, `?client_secret=…`)
        // is a secret too.
        let uris = model.registrations.flatMap(\.redirectURIs) + model.issuers.map { $0.map { RedirectURI($0) } }
        for uri in uris {
            for credential in uri.value.credentialRanges {
                ranges.append(SourceRange.of(credential, in: uri.value.text, writtenAt: uri.range, isVerbatim: uri.isVerbatim))
            }
        }
        return ranges
    }
}

/// Values a file holds under keys that look like they name a secret (`secret`,
/// `clientSecret`, `passwordCredentials`, `registration_access_token`, `APIKey`), found in its
/// tree. The dialects record only the secrets their rules judge; an excerpt of a line can
/// show any other value on it (a bearer-only client's `secret`, an Expo `extra.clientSecret`),
/// so excerpts mask these too, strings whatever they hold (booleans, nulls and numbers are
/// settings and stay shown): better a hidden value than a printed secret.
enum SecretLookingValues {
    static func ranges(in roots: [Node]) -> [SourceRange] {
        var found: [SourceRange] = []
        for root in roots { collect(root, isUnderSecret: false, into: &found) }
        return found
    }

    /// Recursive: trees are at most `LoadLimits.maxDepth` deep (512), well within the stack.
    private static func collect(_ node: borrowing Node, isUnderSecret: Bool, into found: inout [SourceRange]) {
        switch node {
        case .scalar(let scalar):
            // `true`, `null` and numbers are settings, not secrets (`enableAccessTokenIssuance`).
            if isUnderSecret, !scalar.value.isEmpty, scalar.boolValue == nil, !scalar.isNull,
               scalar.style != .plain || Double(scalar.value) == nil {
                found.append(scalar.range)
            }
        case .mapping(let entries, _):
            for index in entries.indices {
                collect(entries[index].value, isUnderSecret: isUnderSecret || isSecretLooking(entries[index].key.value), into: &found)
            }
        case .sequence(let items, _):
            for index in items.indices { collect(items[index], isUnderSecret: isUnderSecret, into: &found) }
        }
    }

    /// The words a secret-looking key holds, lower-cased and without `_`, `-` and `.`, so that
    /// `client_secret`, `clientSecret` and `client-secret` are one key.
    private static let words = ["secret", "password", "passwd", "privatekey", "apikey", "registrationaccesstoken"]
        .map { $0.unicodeScalars.map(\.value) }

    static func isSecretLooking(_ key: String) -> Bool {
        // Short keys (`id`, `name`) hold no word. A key is searched in its UTF-8 bytes where
        // they are: a text run asks this of every key of every file.
        guard key.utf8.count >= 6 else { return false }
        return key.utf8.withContiguousStorageIfAvailable { firstWordEnd(in: $0) != nil }
            ?? (firstWordEnd(in: Array(key.utf8)) != nil)
    }

    /// Where the first secret-looking word in `text` ends (an index into `text`), matching
    /// case-insensitively over ASCII and passing over `_`, `-` and `.` inside the word; nil
    /// when there is none. A key is searched in its UTF-8 bytes.
    static func firstWordEnd<Text: RandomAccessCollection>(in text: Text) -> Int?
    where Text.Element: FixedWidthInteger, Text.Index == Int {
        func folded(_ value: Text.Element) -> UInt32 {
            let value = UInt32(truncatingIfNeeded: value)
            return value >= 0x41 && value <= 0x5A ? value | 0x20 : value
        }
        func isSeparator(_ value: UInt32) -> Bool { value == 0x5F || value == 0x2D || value == 0x2E }
        for start in text.indices {
            var earliest: Int?
            for word in words where folded(text[start]) == word[0] {
                var i = start
                var matched = 0
                while i < text.endIndex, matched < word.count {
                    let value = folded(text[i])
                    if matched > 0, isSeparator(value) { i += 1; continue }
                    guard value == word[matched] else { break }
                    matched += 1
                    i += 1
                }
                if matched == word.count { earliest = min(earliest ?? Int.max, i) }
            }
            if let earliest { return earliest }
        }
        return nil
    }
}

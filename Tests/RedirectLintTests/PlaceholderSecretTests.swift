@testable import RedirectLintModel
import Testing

/// Values that stand for a secret supplied elsewhere, and values that only look like one.
@Suite("Placeholder secrets")
struct PlaceholderSecretTests {
    /// Spring's password encoder ids are part of a secret, not a placeholder for one; a
    /// sample's `{yourClientSecret}` is; so is a Base64 `foobar`.
    @Test func placeholderSecrets() {
        #expect(!SecretHasher.isPlaceholder("{noop}kT9xq2LmWv7Zr4Bn"))
        #expect(!SecretHasher.isPlaceholder("{bcrypt}$2a$10$kT9xq2LmWv7Zr4BnQ1"))
        #expect(SecretHasher.isPlaceholder("{yourClientSecret}"))
        #expect(SecretHasher.looksLikePlaceholder("Zm9vYmFy"))
    }

    /// Words a person typed are a sample's or a development server's secret; one run of
    /// letters, digits or mixed case may be generated.
    @Test func readableWords() {
        #expect(SecretHasher.isReadableWords("openid-connect"))
        #expect(SecretHasher.isReadableWords("with_messages"))
        #expect(!SecretHasher.isReadableWords("qzxkvbnmwtrplhgd"), "one run of letters")
        #expect(!SecretHasher.isReadableWords("ecommerce123"))
        #expect(!SecretHasher.isReadableWords("Open-Connect"))
        #expect(!SecretHasher.isReadableWords("a-b"))
        #expect(!SecretHasher.isReadableWords("much-too-long-for-a-phrase-of-words"))
    }
}

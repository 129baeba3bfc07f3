import RedirectLintModel
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
}

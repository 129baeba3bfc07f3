import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Ory Hydra clients (RFC 7591 dialect)")
struct HydraClientTests {
    @Test func skipConsentIsRead() throws {
        let json = """
        [{"client_id": "cli", "redirect_uris": ["http://127.0.0.1/cb"], "token_endpoint_auth_method": "none",
          "skip_consent": true, "owner": "team"}]
        """
        let model = try extract("clients.json", json, with: RFC7591Dialect())
        #expect(model.registrations.first?.consentSkipped?.value == true)
        #expect(model.registrations.first?.consentSkipped?.range.at == "2:19")
    }
}

import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Google client file dialect")
struct GoogleClientSecretDialectTests {
    /// A web client with no redirect URI only redeems codes an Android or iOS app obtained:
    /// Google redirects it nowhere.
    @Test func aWebClientWithoutRedirectsIsRedirectedNowhere() throws {
        let json = """
        {"web": {"client_id": "6160-abc.apps.googleusercontent.com", "project_id": "drives",
                 "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token"}}
        """
        let model = try extract("client_secret.json", json, with: GoogleClientSecretDialect())
        let client = try #require(model.registrations.first)
        #expect(client.refusesRequestsWithoutRedirects && !client.usesRedirects)
    }
}

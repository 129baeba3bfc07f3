import Foundation
import RedirectLintEngine
import RedirectLintModel
import Testing

/// Files a walk finds that hold OAuth words but are no client registration, shaped like the
/// ones review 8b found reported.
@Suite("Files that are not registrations")
struct NotRegistrationsTests {
    /// A Google credential file (`gcloud auth application-default login`): its client only
    /// refreshes tokens, so no redirect URI is missing; its secret is still a secret.
    @Test func aGoogleCredentialFileRedirectsNowhere() throws {
        let credential = """
            {
              "client_id": "123-abc.apps.googleusercontent.com",
              "client_secret": "d-FL95Q19q7MQmFpd7hHD0Ty",
              "refresh_token": "1//0gexample",
              "type": "authorized_user"
            }
            """
        let report = try lint([("util/git/gcpAuthorizedUser.json", credential)], explicit: false)
        #expect(report.findings.map(\.ruleID) == ["client-secret-committed"])
    }

    /// Tokens oauth2client stored beside the script that signed in (review 59:
    /// `upload_video.py-oauth2.json`): no registration, so no redirect URI is missing.
    @Test func storedTokensRedirectNowhere() throws {
        let stored = """
            {"access_token": "ya29.example", "client_id": "123-abc.apps.googleusercontent.com",
             "client_secret": "d-FL95Q19q7MQmFpd7hHD0Ty", "refresh_token": "1//0gexample",
             "token_expiry": "2021-06-01T10:00:00Z", "token_uri": "https://oauth2.googleapis.com/token",
             "scopes": ["https://www.googleapis.com/auth/youtube.upload"], "invalid": false,
             "_class": "OAuth2Credentials", "_module": "oauth2client.client"}
            """
        let report = try lint([("upload_video.py-oauth2.json", stored)], explicit: false)
        #expect(report.findings.map(\.ruleID) == ["client-secret-committed"])
        // An access token alone says the same; redirect URIs beside the tokens are a registration's.
        let accessOnly = #"{"client_id": "cli", "client_secret": "d-FL95Q19q7MQmFpd7hHD0Ty", "access_token": "ya29.example"}"#
        #expect(try lint([("token.json", accessOnly)], explicit: false).findings.map(\.ruleID) == ["client-secret-committed"])
        let registered = #"{"client_id": "cli", "redirect_uris": ["myapp://cb"], "refresh_token": "1//0gexample"}"#
        #expect(try lint([("client.json", registered)], explicit: false).findings.contains { $0.ruleID == "private-scheme-not-reverse-domain" })
    }

    /// An editor's task file mentions OAuth and is JSON with comments: its folder is never walked.
    @Test func editorSettingsAreNotWalked() throws {
        let tasks = "{\n  // Provision the Teams app\n  \"tasks\": [{\"label\": \"oauth\", \"redirect_uris\": [\"x\"],}]\n}\n"
        let report = try lint([(".vscode/tasks.json", tasks)], explicit: false)
        #expect(report.findings.isEmpty)
        #expect(report.files.isEmpty)
    }
}

import RedirectLintModel
import Testing

/// Client secrets in committed environment files, shaped like the reviews' misses: a backend's
/// `.env` with its Google secret, an Expo app's `EXPO_PUBLIC_CLIENTSECRET`, a UTF-16
/// `.env.backup`. A developer's own `.env`, which git ignores, is not the repository's.
@Suite("Environment files")
struct DotEnvTests {
    private static let secret = "GOCSPX-a8Kf93jdLq02mZx7PpQw1RtY"

    private func findings(_ files: [(path: String, content: String)], explicit: Bool = false) throws -> [Finding] {
        try lint(files, explicit: explicit).findings.filter { $0.ruleID == "client-secret-committed" }
    }

    @Test(arguments: [
        "GOOGLE_CLIENT_SECRET=\(secret)",
        "export SPOTIFY_CLIENT_SECRET=\(secret)",
        "EXPO_PUBLIC_CLIENTSECRET=\"\(secret)\"",
        "  VITE_MICROSOFT_CLIENT_SECRET='\(secret)'  ",
        "GOOGLE_CLIENT_SECRET = \(secret)",
        "GOOGLE_CLIENT_SECRET=\(secret) # the staging client's",
    ])
    func aCommittedSecretIsAnError(line: String) throws {
        let found = try findings([("backend/.env.production", "# OAuth\nGOOGLE_CLIENT_ID=48213\n\(line)\n")])
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.severity == .error && finding.range.start.line == 3 && !finding.message.contains(Self.secret))
    }

    @Test(arguments: [
        "# GOOGLE_CLIENT_SECRET=\(secret)",
        "GOOGLE_CLIENT_SECRET=your-google-client-secret",
        "GOOGLE_CLIENT_SECRET=${VAULT_SECRET_1234567890}",
        "GOOGLE_CLIENT_SECRET=",
        "GOOGLE_CLIENT_ID=\(secret)",
        "USE_CLIENT_SECRET=\(secret)",
    ])
    func notACommittedSecret(line: String) throws {
        #expect(try findings([(".env", "\(line)\n")]).isEmpty)
    }

    @Test func examplesAreNotRead() throws {
        #expect(try findings([(".env.example", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
                              ("docs/.env.sample", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n")]).isEmpty)
    }

    /// A walk leaves out what git ignores (a developer's own `.env`), a `!` pattern brings a
    /// file back, and a file named on the command line (pre-commit's staged `.env`) is read.
    @Test func gitIgnorePatternsAsGitReadsThem() throws {
        let files: [(path: String, content: String)] = [
            (".git/HEAD", "ref: refs/heads/main\n"),
            (".gitignore", "config\n/.env\nbuild/\n"),
            (".env", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
            ("config/.env", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
            ("build/.env", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
            ("app/.env", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
        ]
        // A folder pattern without a slash ignores what is below it; `/.env` only the top one.
        #expect(try findings(files).map(\.path) == ["app/.env"])
    }

    @Test func gitIgnoredFilesAreADevelopersOwn() throws {
        let files: [(path: String, content: String)] = [
            (".gitignore", "# local settings\n.env\n.env.*\n!.env.production\n"),
            ("server/.env", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
            ("server/.env.local", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
            ("server/.env.production", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
            ("mobile/.gitignore", "!.env\n"),
            ("mobile/.env", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n"),
        ]
        #expect(try findings(files).map(\.path).sorted() == ["mobile/.env", "server/.env.production"])
        #expect(try findings([(".gitignore", ".env\n"), (".env", "GOOGLE_CLIENT_SECRET=\(Self.secret)\n")], explicit: true).map(\.path) == [".env"])
    }

    @Test func aSuppressionCommentIsAHashComment() throws {
        let file = "# redirectlint: disable-next-line client-secret-committed -- a sandbox app's, rotated daily\nGOOGLE_CLIENT_SECRET=\(Self.secret)\n"
        #expect(try findings([(".env", file)]).isEmpty)
    }
}

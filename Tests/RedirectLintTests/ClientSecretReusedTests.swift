import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import Testing

/// `client-secret-reused-across-clients`: the first holder of a secret is the one the others are reported against,
/// a client is reported once however many secrets it shares, and one client written in two
/// files is one client.
@Suite struct ClientSecretReusedTests {
    private func client(_ id: String, in path: String, server: String = "corp", secrets: [String], line: Int = 1) -> ClientRegistration {
        var registration = ClientRegistration(format: "rfc7591", path: path, server: ServerIdentity(name: server, source: .declared),
                                              anchor: .fileStart)
        registration.clientID = Located(id, range: SourceRange(at: SourcePosition(line: line, column: 1, offset: line * 100)))
        registration.secrets = secrets.enumerated().map { index, value in
            let at = SourcePosition(line: line + 1 + index, column: 20, offset: line * 100 + 40 * (index + 1))
            return SecretOccurrence(key: "client_secret", range: SourceRange(at: at), value: value)
        }
        return registration
    }

    private func findings(_ files: [(String, [ClientRegistration])]) -> [Finding] {
        let project = Project(files: files.map { path, registrations in
            FileModel(path: path, format: "rfc7591", registrations: registrations)
        })
        return ClientSecretReusedAcrossClients().check(project, options: RuleOptions())
    }

    @Test func aLaterHolderIsReportedAgainstTheFirst() {
        let found = findings([
            ("a.json", [client("web", in: "a.json", secrets: ["s3cr3t-shared-value"])]),
            ("b.json", [client("mobile", in: "b.json", secrets: ["s3cr3t-shared-value"]),
                        client("cli", in: "b.json", secrets: ["s3cr3t-shared-value"], line: 10)]),
            ("c.json", [client("other", in: "c.json", secrets: ["a-different-secret"])]),
        ])
        #expect(found.map(\.path) == ["b.json", "b.json"])
        #expect(found.map(\.range.start.line) == [2, 11])
        #expect(found.allSatisfy { $0.related.map(\.path) == ["a.json"] && $0.message.contains("as client 'web' in a.json") })
        #expect(found.allSatisfy { !$0.message.contains("s3cr3t") }, "no message names the secret")
    }

    @Test func oneClientInTwoFilesIsOneClient() {
        let found = findings([
            ("dev.json", [client("web", in: "dev.json", secrets: ["same-secret-value"])]),
            ("prod.json", [client("web", in: "prod.json", secrets: ["same-secret-value"])]),
        ])
        #expect(found.isEmpty)
    }

    @Test func aClientsOwnSettingsBesideItsServerAreOneClient() {
        // A Spring application names its provider's issuer; the authorization server's own
        // file does not: one client, seen from both sides.
        var serverSide = client("login-client", in: "server/application.yml", secrets: ["Xq7LmT29vBnR4sWp"])
        serverSide.server = ServerIdentity(name: "server/application.yml", source: .file)
        let found = findings([
            ("server/application.yml", [serverSide]),
            ("app/application.yml", [client("login-client", in: "app/application.yml", server: "http://localhost:9000", secrets: ["Xq7LmT29vBnR4sWp"])]),
        ])
        #expect(found.isEmpty)
    }

    @Test func aClientSharingTwoSecretsIsReportedOnce() {
        let found = findings([
            ("a.json", [client("first", in: "a.json", secrets: ["Hf83kLq-one-Zp2"]),
                        client("second", in: "a.json", secrets: ["Hf83kLq-two-Zp2"], line: 10)]),
            ("b.json", [client("both", in: "b.json", secrets: ["Hf83kLq-one-Zp2", "Hf83kLq-two-Zp2"])]),
        ])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("as client 'first'") == true)
    }

    /// Two environments' servers (files in two folders) are two deployments; realm exports side
    /// by side are imported into one server, and one app's client copied into them is one.
    /// A Helm chart's base values and an environment's overlay configure one client (review 103);
    /// two environments' overlays are two.
    @Test func aChartsBaseValuesAndItsOverlayAreOneClient() throws {
        func dex(_ issuer: String) -> String {
            "config:\n  issuer: \(issuer)\n  storage:\n    type: kubernetes\n  staticClients:\n"
                + "    - id: management\n      secret: Rt5mNw-realm-Xc8-9f2c41d7\n      redirectURIs: [\"https://mgmt.example.org/callback\"]\n"
        }
        let overlays = try lint([("helm/deploy/values.yaml", dex("https://dex.default.example.org")),
                                 ("helm/deploy/values-acceptance.yaml", dex("https://dex.acc.example.org"))], explicit: false)
        #expect(overlays.findings.filter { $0.ruleID == "client-secret-reused-across-clients" }.isEmpty)
        let environments = try lint([("helm/deploy/values-demo.yaml", dex("https://dex.demo.example.org")),
                                     ("helm/deploy/values-acceptance.yaml", dex("https://dex.acc.example.org"))], explicit: false)
        #expect(environments.findings.filter { $0.ruleID == "client-secret-reused-across-clients" }.count == 1)
    }

    @Test func theSameIdOnTwoServersIsTwoClients() {
        let found = findings([
            ("dev/a.json", [client("web", in: "dev/a.json", server: "realm-a", secrets: ["Rt5mNw-realm-Xc8"])]),
            ("prod/b.json", [client("web", in: "prod/b.json", server: "realm-b", secrets: ["Rt5mNw-realm-Xc8"])]),
        ])
        #expect(found.map(\.path) == ["prod/b.json"])
        let sideBySide = findings([
            ("a.json", [client("web", in: "a.json", server: "realm-a", secrets: ["Rt5mNw-realm-Xc8"])]),
            ("b.json", [client("web", in: "b.json", server: "realm-b", secrets: ["Rt5mNw-realm-Xc8"])]),
        ])
        #expect(sideBySide.isEmpty)
    }

    /// Dex's sample secret (base64 of `example-app-secret`) copied into two sample configs
    /// stands for real secrets supplied elsewhere: equal placeholders say nothing.
    @Test func equalPlaceholdersAreNoSharedSecret() {
        let found = findings([
            ("a.yaml", [client("example-app", in: "a.yaml", secrets: ["ZXhhbXBsZS1hcHAtc2VjcmV0"])]),
            ("b.yaml", [client("kubernetes", in: "b.yaml", secrets: ["ZXhhbXBsZS1hcHAtc2VjcmV0"])]),
        ])
        #expect(found.isEmpty)
    }
}

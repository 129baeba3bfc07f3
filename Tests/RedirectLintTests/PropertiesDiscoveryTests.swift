import RedirectLintEngine
import Testing

@Suite("Java properties in a directory walk")
struct PropertiesDiscoveryTests {
    @Test func onlyAuthorizationServerPropertiesAreRead() throws {
        let report = try lint([
            ("src/main/resources/application.properties",
             "spring.security.oauth2.authorizationserver.client.app.registration.redirect-uris=myapp://cb\n"),
            ("gradle.properties", "org.gradle.jvmargs=-Xmx2g\n"),
        ], explicit: false)
        let formats = Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.format) })
        #expect(formats["src/main/resources/application.properties"] == "spring-authorization-server")
        // Gradle's property file is read for client secrets only, as an environment file is.
        #expect(formats["gradle.properties"] == nil)
        let finding = try #require(report.findings.first { $0.ruleID == "private-scheme-not-reverse-domain" })
        #expect(finding.range.start.line == 1 && finding.range.start.column == 82)
    }
}

import Foundation
@testable import RedirectLintEngine
import RedirectLintSyntax
import Testing

/// Java reads `.properties` as ISO-8859-1 by default, so a file saved that way is valid even
/// though it is not UTF-8.
@Suite("ISO-8859-1 properties")
struct Latin1PropertiesTests {
    static let prefix = "spring.security.oauth2.authorizationserver.client."
    /// `client.café.registration.client-name=Café` and a redirect URI after it on the line.
    static let bytes = Array("\(prefix)caf".utf8) + [0xE9] + Array(".registration.client-name=Caf".utf8) + [0xE9]
        + Array("\n\(prefix)caf".utf8) + [0xE9] + Array(".registration.redirect-uris=http://caf".utf8) + [0xE9] + Array(".contoso.com/cb\n".utf8)

    @Test func invalidUTF8PropertiesAreReadAsLatin1() throws {
        guard case .text(let text) = TextDecoding.decode(Self.bytes, path: "application.properties", as: .properties) else {
            Issue.record("not decoded")
            return
        }
        #expect(String(decoding: text, as: UTF8.self).contains("client-name=Café\n"))
        // Other syntaxes keep refusing invalid UTF-8.
        guard case .invalid = TextDecoding.decode(Self.bytes, path: "application.yaml", as: .structured) else {
            Issue.record("YAML decoded as Latin-1")
            return
        }
    }

    @Test func findingsAreAtTheirColumnsAndExcerptsReadTheSame() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.bytes).write(to: root.appendingPathComponent("application.properties"))
        let run = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let report = relative(run, to: root)
        #expect(report.files.map(\.format) == ["spring-authorization-server"])
        let finding = try #require(report.findings.first { $0.ruleID == "redirect-uri-cleartext-http" })
        // 2:83 counts the é before it as one character, as an editor showing Latin-1 does.
        #expect(finding.range.start.line == 2 && finding.range.start.column == 83)
        #expect(finding.message.contains("'http://café.contoso.com/cb'"))
        let excerpt = try #require(run.byFile.first?.excerpt?.text(ofLine: 2))
        #expect(excerpt.hasSuffix("redirect-uris=http://café.contoso.com/cb"))
    }
}

import Foundation
import RedirectLintEngine
import RedirectLintModel
import Testing

/// The verdict a native app's single redirect URI gets from the whole catalog: the highest
/// severity over every finding, nil when clean. This is the table users read first, so it is
/// pinned here; a change of precedence between rules shows up as a changed row.
@Suite("Native client verdict table")
struct NativeVerdictTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var uri: String
        var verdict: Severity?
        var testDescription: String { "\(uri) → \(verdict?.rawValue ?? "clean")" }
    }

    static let table: [Row] = [
        Row(uri: "org.northwind.app:/cb", verdict: nil),
        Row(uri: "myapp:/cb", verdict: .error),
        Row(uri: "com.contoso.app://cb", verdict: .note),
        Row(uri: "http://127.0.0.1/cb", verdict: nil),
        Row(uri: "http://[::1]:8080/cb", verdict: .note),
        Row(uri: "http://localhost/cb", verdict: .warning),
        Row(uri: "http://0.0.0.0/cb", verdict: .error),
        Row(uri: "https://app.contoso.com/cb#x", verdict: .error),
        Row(uri: "https://*.contoso.com/cb", verdict: .error),
        Row(uri: "http://app.contoso.com/cb", verdict: .error),
        Row(uri: "javascript:alert(1)", verdict: .error),
        Row(uri: "https://user:pw@app.contoso.com/cb", verdict: .error),
        Row(uri: "urn:ietf:wg:oauth:2.0:oob", verdict: .warning),
        Row(uri: "/cb", verdict: .error),
    ]

    @Test(arguments: table)
    func verdict(_ row: Row) throws {
        let content = """
            {
              "client_id": "verdict-table",
              "application_type": "native",
              "token_endpoint_auth_method": "none",
              "redirect_uris": [\(jsonString(row.uri))]
            }
            """
        let report = try lint("client.json", content)
        #expect(report.files.map(\.format) == ["rfc7591"])
        let highest = report.findings.map(\.severity).max()
        #expect(highest == row.verdict,
                "\(report.findings.map { "\($0.ruleID) \($0.severity.rawValue): \($0.message)" })")
    }

    private func jsonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

import RedirectLintEngine
import RedirectLintSyntax
import Testing

/// Every configuration error names the file, the line and column, and the key at fault.
@Suite("Configuration errors")
struct ConfigurationErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var yaml: String
        var line: Int
        var column: Int
        /// What the message must name: the key or value at fault.
        var names: String
        var testDescription: String { yaml }
    }

    static let cases: [Case] = [
        Case(yaml: "[servers]\n", line: 1, column: 1, names: "must be a mapping of settings"),
        Case(yaml: "servers:\n  a: [\"x/**\"]\nsevers: 1\n", line: 3, column: 1, names: "unknown setting 'severs'"),
        Case(yaml: "servers: [\"sso/**\"]\n", line: 1, column: 10, names: "'servers'"),
        Case(yaml: "servers:\n  corp:\n", line: 2, column: 8, names: "server 'corp'"),
        Case(yaml: "servers:\n  corp: []\n", line: 2, column: 9, names: "server 'corp'"),
        Case(yaml: "servers:\n  corp: [\"sso/**\", {b: 1}]\n", line: 2, column: 20, names: "server 'corp'"),
        Case(yaml: "servers:\n  corp: {b: 1}\n", line: 2, column: 9, names: "server 'corp'"),
        Case(yaml: "owned-domains: example.com\n", line: 1, column: 16, names: "'owned-domains'"),
        Case(yaml: "owned-domains: [example.com, [b]]\n", line: 1, column: 30, names: "'owned-domains'"),
        Case(yaml: "owned-domains:\n  - https://example.com\n", line: 2, column: 5, names: "'https://example.com'"),
        Case(yaml: "rules: [pkce-not-enforced]\n", line: 1, column: 8, names: "'rules'"),
        Case(yaml: "rules:\n  no-such-rule: error\n", line: 2, column: 3, names: "'no-such-rule'"),
        Case(yaml: "rules:\n  https-loopback: fatal\n", line: 2, column: 19, names: "rule 'https-loopback'"),
        Case(yaml: "rules:\n  https-loopback:\n", line: 2, column: 18, names: "rule 'https-loopback'"),
        Case(yaml: "max-file-size: 8 MiB\n", line: 1, column: 16, names: "'max-file-size'"),
        Case(yaml: "max-file-size: 0\n", line: 1, column: 16, names: "'max-file-size'"),
        Case(yaml: "rules:\n  https-loopback: note\nrules:\n  https-loopback: off\n", line: 3, column: 1, names: "'rules' is written twice"),
        Case(yaml: "servers:\n  a: x\n  a: y\n", line: 3, column: 3, names: "'a' is written twice"),
        Case(yaml: "rules: {}\n---\nservers: {}\n", line: 3, column: 1, names: "one YAML document"),
        Case(yaml: "servers: [\n", line: 2, column: 1, names: "did not find expected node content"),
    ]

    @Test(arguments: cases)
    func errorsNameTheFileLineAndKey(_ example: Case) {
        let file = SourceFile(path: "config/.redirectlint.yml", text: example.yaml)
        do {
            _ = try ConfigurationLoader.parse(file, knownRules: ["https-loopback", "pkce-not-enforced"])
            Issue.record("no error for \(example.yaml)")
        } catch {
            #expect(error.path == "config/.redirectlint.yml")
            #expect(error.position?.line == example.line, "\(error)")
            #expect(error.position?.column == example.column, "\(error)")
            #expect(error.message.contains(example.names), "\(error)")
            #expect(error.description.hasPrefix("config/.redirectlint.yml:\(example.line):\(example.column): "))
        }
    }

    @Test func aFileThatCannotBeReadIsNamed() {
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(path: "/no/such/.redirectlint.yml", knownRules: [])
        }
        do {
            _ = try ConfigurationLoader.load(path: "/no/such/.redirectlint.yml", knownRules: [])
        } catch {
            #expect(error.description.hasPrefix("/no/such/.redirectlint.yml: "))
        }
    }

    @Test func anEmptyTrailingDocumentIsHarmless() throws {
        let file = SourceFile(path: ".redirectlint.yml", text: "max-file-size: 10\n---\n")
        #expect(try ConfigurationLoader.parse(file, knownRules: []).maxFileSize == 10)
    }
}

import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource
import Testing

/// The source lines shown under findings: secrets masked, and the cost bounded on files
/// with one enormous line.
@Suite("Excerpt masking")
struct ExcerptMaskingTests {
    /// A line of a file that did not parse, with a secret-looking key: everything after its
    /// `:` or `=` that could be part of a value is masked, whatever case the key is in.
    @Test(arguments: [
        ("\"client_secret\": \"s3cr3t-Value\",", "\"client_secret\": \"************\","),
        ("  ClientSECRET = abc.DEF/1", "  ClientSECRET = *********"),
        ("APIKEY: \"k\" # note", "APIKEY: \"*\" * ****"),
        ("redirect_uris: [\"myapp:/cb\"]", "redirect_uris: [\"myapp:/cb\"]"),
        ("Pässwörd: x", "Pässwörd: x"),
    ])
    func secretLookingAssignmentsAreMasked(line: String, shown: String) {
        #expect(Excerpts.maskSecretLookingAssignment(line) == shown)
    }

    /// A line over `maxLineBytes` gets no excerpt (the finding is still reported): masking
    /// and windowing a minified file of many megabytes took seconds.
    @Test func aHugeLineGetsNoExcerpt() throws {
        let root = try makeProject([
            ("huge.json", "{\"client_secret\": \"x\", " + String(repeating: "\"a\": 1, ", count: 200_000) + "}"),
            ("small.json", "{\"client_secret\": \"x\",,}"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let at = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
        func finding(_ name: String) -> Finding {
            Finding(ruleID: "parse-error", severity: .error, path: root.appendingPathComponent(name).path, range: at,
                    message: "m", subjectKey: "")
        }
        #expect(Excerpts.excerpt(for: [finding("huge.json")], path: root.appendingPathComponent("huge.json").path, secrets: nil)?
            .lines.isEmpty == true)
        #expect(Excerpts.excerpt(for: [finding("small.json")], path: root.appendingPathComponent("small.json").path, secrets: nil)?
            .lines[1] == "{\"client_secret\": \"*\",,}")
    }
}

import RedirectLintModel
import RedirectLintSource
import Testing

/// `Finding` and `ClientRegistration` share their fields between copies until one is written
/// to: they must still behave as values.
@Suite struct CopyOnWriteTests {
    private let range = SourceRange(at: SourcePosition(line: 3, column: 7, offset: 40))

    @Test func aFindingWrittenToLeavesItsCopiesAlone() {
        let original = Finding(ruleID: "rule", severity: .error, path: "a.json", range: range, message: "first")
        var copy = original
        #expect(copy == original)
        copy.message = "second"
        copy.related.append(RelatedLocation(path: "b.json", range: range, message: "there"))
        #expect(original.message == "first" && original.related.isEmpty)
        #expect(copy.message == "second" && copy.related.count == 1)
        #expect(copy != original)
        var findings = [original, original]
        findings[1].pointer = "/redirect_uris/0"
        #expect(findings[0].pointer == nil && findings[1].pointer == "/redirect_uris/0")
    }

    @Test func equalFindingsInTwoBoxesAreEqualAndHashAlike() {
        let a = Finding(ruleID: "rule", severity: .warning, path: "a.json", range: range, message: "same")
        let b = Finding(ruleID: "rule", severity: .warning, path: "a.json", range: range, message: "same")
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
    }

    @Test func aRegistrationWrittenToLeavesItsCopiesAlone() {
        let server = ServerIdentity(name: "corp", source: .declared)
        var original = ClientRegistration(format: "rfc7591", path: "a.json", server: server, anchor: range)
        original.redirectURIs = [Located(RedirectURI("com.example.app:/cb"), range: range)]
        var copy = original
        copy.redirectURIs.append(Located(RedirectURI("http://127.0.0.1/cb"), range: range))
        copy.clientID = Located("web", range: range)
        #expect(original.redirectURIs.count == 1 && original.clientID == nil)
        #expect(copy.redirectURIs.count == 2 && copy.clientID?.value == "web")
    }
}

import Testing
@testable import RedirectLintEngine
import RedirectLintDialects
import RedirectLintSyntax

@Suite("Recorded pointers")
struct RecordedPointersTests {
    /// A project rule's finding gets its pointer from what was recorded while the tree was
    /// loaded: anywhere inside a verbatim value (a URI's host) gives the value's pointer; a
    /// position nothing was recorded for gives nil, so the caller loads the tree again.
    @Test func answerOnlyForWhatWasRecorded() throws {
        let text = #"{"client_id": "app", "application_type": "native", "redirect_uris": ["com.example.app:/cb", "https://app.example.com/cb"]}"#
        let loaded = try DocumentLoader.load(SourceFile(path: "client.json", bytes: Array(text.utf8)), as: .structured)
        let model = try #require(Dialects.read(loaded.document))
        guard case .tree(let roots) = loaded.document.content else { Issue.record("no tree"); return }
        let recorded = RecordedPointers(model: model, roots: roots)

        let uris = model.registrations[0].redirectURIs
        #expect(recorded.pointer(at: uris[0].range.start.offset) == .some("/redirect_uris/0"))
        let host = text.utf8.count - #"app.example.com/cb"]}"#.utf8.count
        #expect(recorded.pointer(at: host) == .some("/redirect_uris/1"))
        let clientID = text.utf8.count - text.drop(while: { $0 != "a" }).utf8.count
        #expect(recorded.pointer(at: clientID) == nil)
    }
}

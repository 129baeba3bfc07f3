import Testing
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// A prepared file's parts, stored as one blob, come back each on its own and whole, from the
/// temporary file and from memory, whichever parts are empty.
@Suite struct SpilledPartsTests {
    private func range(_ line: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: 2, offset: line * 10), end: SourcePosition(line: line, column: 9, offset: line * 10 + 7))
    }

    private func registration(_ client: String) -> ClientRegistration {
        var registration = ClientRegistration(format: "rfc7591", path: "a.json", server: ServerIdentity(name: "a", source: .file),
                                              anchor: .fileStart)
        registration.clientID = Located(client, range: range(3))
        registration.redirectURIs = [Located(RedirectURI("com.example.app:/cb"), range: range(4))]
        return registration
    }

    @Test(arguments: [false, true], [false, true])
    func eachPartComesBackAlone(inMemory: Bool, empty: Bool) {
        let spill = RunSpill(inMemory: inMemory)
        var secrets = ByteWriter()
        if !empty { secrets.range(range(7)) }
        let findings = empty ? [] : [Finding(ruleID: "r", severity: .warning, path: "a.json", range: range(5), message: "m")]
        let registrations = empty ? [] : [registration("one"), registration("two")]
        // Another file's parts in between, so that offsets into the spill matter.
        _ = SpilledParts(secrets: [1, 2, 3], findings: findings, in: spill)
        let memo = PointerMemo(model: FileModel(path: "a.json", format: "rfc7591"), roots: []).encoded()
        let parts = SpilledParts(secrets: secrets.bytes, pointers: memo, findings: findings, registrations: registrations, in: spill)

        #expect(parts.secretRanges(in: spill) == (empty ? [] : [range(7)]))
        #expect(parts.pointers(in: spill)?.lookup(range(4).start.offset) == nil)
        #expect(parts.findings(in: spill).map(\.message) == findings.map(\.message))
        #expect(parts.findings(in: spill).map(\.range) == findings.map(\.range))
        #expect(parts.registrationCount == Int32(registrations.count))
        #expect(parts.registrations(in: spill).map { $0.clientID?.value } == registrations.map { $0.clientID?.value })
        #expect(parts.registrations(in: spill).flatMap { $0.redirectURIs.map(\.value.text) } == registrations.flatMap { $0.redirectURIs.map(\.value.text) })
    }

    @Test func aFileNotUnderstoodHasNoSecretsToMaskAndNoMemo() {
        let parts = SpilledParts()
        #expect(parts.secretRanges(in: RunSpill(inMemory: true)) == nil)
        #expect(parts.pointers(in: RunSpill(inMemory: true)) == nil)
        #expect(parts.findings(in: RunSpill(inMemory: true)).isEmpty)
    }
}

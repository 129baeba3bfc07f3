import Testing
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// What the project pass keeps out of memory comes back whole: findings by settling round,
/// registrations a file at a time, pointer memos.
@Suite("Project pass storage")
struct ProjectPassStorageTests {
    private func finding(_ rule: String, _ path: String) -> Finding {
        Finding(ruleID: rule, severity: .error, path: path, range: .fileStart, message: "\(rule) about \(path)")
    }

    @Test(arguments: [false, true])
    func elsewhereFindingsComeBackPerFileInRuleOrder(inMemory: Bool) {
        let paths = (0..<10).map { "f\($0).json" }
        var elsewhere = ElsewhereFindings(paths: paths, groupSize: 3, spill: RunSpill(inMemory: inMemory))
        var first = elsewhere.writer()
        var second = elsewhere.writer()
        // More than one store's worth, so that a rule's findings come back from several chunks.
        for index in 0..<(ElsewhereFindings.Writer.findingsPerStore + 5) { first.add(finding("a\(index)", paths[index % 10])) }
        second.add(finding("b", "f9.json"))
        second.add(finding("b", "elsewhere.json"))
        second.add(finding("b", "f0.json"))
        elsewhere.add(first)
        elsewhere.add(second)
        elsewhere.add(finding("kept", "f0.json"))

        let round = elsewhere.findings(for: paths[0..<3])
        let f0 = round["f0.json"] ?? []
        #expect(f0.count == (ElsewhereFindings.Writer.findingsPerStore + 5 + 9) / 10 + 2)
        #expect(f0.map(\.ruleID).suffix(2) == ["b", "kept"])
        #expect(f0.dropLast(2).map(\.ruleID) == stride(from: 0, to: ElsewhereFindings.Writer.findingsPerStore + 5, by: 10).map { "a\($0)" })
        #expect(elsewhere.findings(for: ["f9.json"])["f9.json"]?.last?.ruleID == "b")
        #expect(elsewhere.pathsBeyond(Set(paths)) == ["elsewhere.json"])
        #expect(elsewhere.findings(for: ["elsewhere.json"])["elsewhere.json"]?.map(\.ruleID) == ["b"])
    }

    @Test func projectIndexReadsRegistrationsBackInPathOrderOnEveryWalk() {
        let reads = Counter()
        func file(_ path: String, clients: [String]) -> ProjectIndex.File {
            let registrations = clients.map { client in
                var registration = ClientRegistration(format: "rfc7591", path: path, server: ServerIdentity(name: path, source: .file),
                                                      anchor: .fileStart)
                registration.clientID = Located(client, range: .fileStart)
                return registration
            }
            let bytes = RegistrationCoding.encode(registrations)
            return ProjectIndex.File(path: path, manifests: [], hasUnresolvedTemplates: false, registrationCount: clients.count) {
                reads.add()
                return RegistrationCoding.decode(bytes)
            }
        }
        let index = ProjectIndex(files: [file("b.json", clients: ["b1", "b2"]), file("a.json", clients: ["a1"]),
                                         file("c.json", clients: [])])
        #expect(index.registrationCount == 3)
        for walk in 1...2 {
            var seen: [String] = []
            index.forEachRegistration { seen.append($0.clientID!.value) }
            #expect(seen == ["a1", "b1", "b2"])
            #expect(reads.value == 2 * walk, "a file without registrations is never read")
        }
    }

    @Test func pointerMemoComesBackFromItsBytes() throws {
        let text = #"{"client_id": "ü-app", "redirect_uris": ["http://localhost/cb", "com.example.app:/cb"], "client_secret": "s3cr3t"}"#
        let bytes = Array(text.utf8)
        let outcome = FileProcessor(configuration: Configuration()).process(bytes, CandidateFile(path: "client.json", explicit: true))
        let model = try #require(outcome.model)
        let roots = try #require(outcome.documents)
        let memo = PointerMemo(model: model, roots: roots)
        let back = PointerMemo(decoding: memo.encoded())
        var known = 0
        for offset in 0...bytes.count {
            #expect(back.lookup(offset) == memo.lookup(offset), "offset \(offset)")
            if memo.lookup(offset) != nil { known += 1 }
        }
        #expect(known > 0)
    }
}

private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}

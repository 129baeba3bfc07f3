import Foundation
import Testing
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintRules
import RedirectLintSyntax

/// File-rule findings take their pointers from the pointer memo where it knows the position:
/// that must give exactly what looking the position up in the tree gives.
@Suite("Finding pointers from the memo")
struct FindingPointersMemoTests {
    private var sampleFiles: [CandidateFile] {
        Discovery.expand([repositoryRoot.appendingPathComponent("samples").path]).files
    }

    @Test func theMemoAgreesWithTheTreeAtEveryOffsetItKnows() throws {
        let processor = FileProcessor(configuration: Configuration())
        var known = 0
        for file in sampleFiles {
            let outcome = processor.process(file)
            guard let model = outcome.model, let roots = outcome.documents else { continue }
            let memo = PointerMemo(model: model, roots: roots)
            let size = try Data(contentsOf: URL(fileURLWithPath: file.path)).count
            for offset in 0...size {
                guard let fromMemo = memo.lookup(offset) else { continue }
                known += 1
                #expect(fromMemo == NodePointer.pointer(at: offset, in: roots), "\(file.path) at offset \(offset)")
            }
        }
        #expect(known > 1_000)
    }

    @Test func everySampleFindingGetsTheSamePointerEitherWay() {
        let processor = FileProcessor(configuration: Configuration())
        var compared = 0
        for file in sampleFiles {
            let outcome = processor.process(file)
            guard let model = outcome.model, let roots = outcome.documents else { continue }
            let findings = RuleRegistry.fileRules.flatMap { $0.check(model, options: RuleOptions()) }
                .filter { $0.path == model.path }
            let memo = PointerMemo(model: model, roots: roots)
            let withMemo = FindingPointers.assign(findings, roots: roots, memo: memo)
            let fromTree = FindingPointers.assign(findings, roots: roots)
            #expect(withMemo.map(\.pointer) == fromTree.map(\.pointer), "\(file.path)")
            compared += findings.count
        }
        #expect(compared > 50)
    }
}

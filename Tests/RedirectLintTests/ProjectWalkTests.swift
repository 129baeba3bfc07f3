import Foundation
import Synchronization
import Testing
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintRules

/// The project rules fed together, a few files at a time on several threads, find exactly
/// what each finds walking the project alone, and every file is read back once per walk.
@Suite("Project walk")
struct ProjectWalkTests {
    private final class Reads: Sendable {
        let count = Atomic<Int>(0)
    }

    /// Every sample, read as one project under the default configuration.
    private func sampleIndex(reads: Reads) throws -> (index: ProjectIndex, paths: [String]) {
        let root = repositoryRoot.appendingPathComponent("samples")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        let paths = enumerator.compactMap { $0 as? String }.filter { !$0.hasPrefix("expected") }.sorted()
        let processor = FileProcessor(configuration: Configuration())
        var files: [ProjectIndex.File] = []
        for path in paths {
            guard let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
            guard let model = processor.process(Array(bytes), CandidateFile(path: path, explicit: true)).model else { continue }
            let registrations = model.registrations
            files.append(ProjectIndex.File(path: path, manifests: model.manifests, hasUnresolvedTemplates: !model.unresolvedTemplates.isEmpty,
                                           registrationCount: registrations.count) {
                reads.count.add(1, ordering: .relaxed)
                return registrations
            })
        }
        return (ProjectIndex(files: files), paths)
    }

    @Test(arguments: [1, 2])
    func findsWhatEachRuleFindsAlone(jobs: Int) throws {
        let reads = Reads()
        let (index, paths) = try sampleIndex(reads: reads)
        let rules = RuleRegistry.projectRules
        var alone: [String: [Finding]] = [:]
        for rule in rules {
            rule.check(index, options: RuleOptions()) { alone[$0.path, default: []].append($0) }
        }
        let readAlone = reads.count.load(ordering: .relaxed)
        reads.count.store(0, ordering: .relaxed)

        var elsewhere = ElsewhereFindings(paths: paths, groupSize: 7, spill: RunSpill(inMemory: true))
        ProjectWalk.run(rules, over: index, options: RuleOptions(), jobs: jobs, writer: elsewhere.writer())
            .forEach { elsewhere.add($0) }
        let together = elsewhere.findings(for: paths)

        #expect(together == alone)
        let ruleIDs = Set(alone.values.joined().map(\.ruleID))
        #expect(ruleIDs.isSuperset(of: ["redirect-uri-shared-across-servers", "client-secret-reused-across-clients",
                                        "https-redirect-not-claimed-by-app", "app-scheme-unused", "embedded-client-secret"]))
        // One walk, reading every file with registrations once: the checks that compare
        // across files set aside what they compare rather than walk again.
        let files = index.filesWithRegistrations.count
        #expect(files > ProjectWalk.filesPerStep / 2)
        #expect(reads.count.load(ordering: .relaxed) == files)
        #expect(readAlone > 2 * files, "alone, the rules read the files many more times")
    }

    @Test func aRuleWithoutWalksReportsOnce() {
        var reported: [String] = []
        var check = ManifestCheck { report in
            report(Finding(ruleID: "r", severity: .note, path: "a", range: .fileStart, message: "once"))
        }
        #expect(!check.nextWalk { reported.append($0.message) })
        #expect(!check.nextWalk { reported.append($0.message) })
        #expect(reported == ["once"])
    }
}

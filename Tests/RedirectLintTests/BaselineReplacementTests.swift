import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource
import Testing

/// `--write-baseline` over an existing baseline: the new file takes the old one's place only
/// once written whole (a full disk mid-write leaves the old baseline as it was).
@Suite("Baseline replacement")
struct BaselineReplacementTests {
    static func baseline(for path: String, subjects: [String]) -> Baseline {
        var baseline = BaselineFile.empty(for: path)
        baseline.record(subjects.map { subject in
            Finding(ruleID: "loopback-uses-localhost", severity: .warning, path: Paths.join(Paths.directory(path), "c.json"),
                    range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)), message: "m", subjectKey: subject)
        })
        return baseline
    }

    func entries(_ root: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    }

    @Test func aShorterBaselineReplacesALongerOneWholeAndKeepsItsPermissions() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("b.json").path
        try BaselineFile.write(Self.baseline(for: path, subjects: (0..<50).map { "http://localhost:\($0)/cb" }), to: path)
        #expect(chmod(path, 0o600) == 0)
        let smaller = Self.baseline(for: path, subjects: ["http://localhost/cb"])
        #expect(try BaselineFile.write(smaller, to: path) == 1)
        #expect(try BaselineFile.load(path: path) == smaller)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == BaselineFile.encode(smaller))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // No temporary file is left beside it.
        #expect(try entries(root) == ["b.json"])
    }

    @Test func aSymbolicLinkStaysAndTheFileItNamesIsReplaced() throws {
        let root = try makeProject([("kept/b.json", "{}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("b.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "kept/b.json")
        let baseline = Self.baseline(for: link, subjects: ["http://localhost/cb"])
        #expect(try BaselineFile.write(baseline, to: link) == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "kept/b.json")
        #expect(try String(contentsOfFile: root.appendingPathComponent("kept/b.json").path, encoding: .utf8)
            == BaselineFile.encode(baseline))
        #expect(try entries(root.appendingPathComponent("kept")) == ["b.json"])
    }

    @Test func aBaselineThatCannotBeWrittenIsAnErrorAndMakesNothing() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("missing/b.json").path
        #expect(throws: BaselineError.self) {
            try BaselineFile.write(Self.baseline(for: path, subjects: ["http://localhost/cb"]), to: path)
        }
        #expect(try entries(root) == [])
    }

    /// A path that is not a regular file is written as it is, not renamed over.
    @Test func aCharacterDeviceIsWrittenInPlace() throws {
        let file = try #require(OutputFile.createReplacing("/dev/null"))
        file.write(Array("{}\n".utf8))
        #expect(file.close())
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }
}

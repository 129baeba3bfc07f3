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

    /// A mode the umask would have narrowed is kept whole.
    @Test func aGroupWritableBaselineStaysGroupWritable() throws {
        let root = try makeProject([("b.json", "{}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("b.json").path
        #expect(chmod(path, 0o664) == 0)
        try BaselineFile.write(Self.baseline(for: path, subjects: ["http://localhost/cb"]), to: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o664)
    }

    /// A link that leads nowhere is written through, as before: the link is not replaced.
    @Test func aDanglingLinkIsWrittenThroughNotReplaced() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("b.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.json")
        let baseline = Self.baseline(for: link, subjects: ["http://localhost/cb"])
        #expect(try BaselineFile.write(baseline, to: link) == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "new.json")
        #expect(try String(contentsOfFile: root.appendingPathComponent("new.json").path, encoding: .utf8)
            == BaselineFile.encode(baseline))
    }

    /// A FIFO is written as it is, not renamed over (the reader gets the text).
    @Test func aFIFOIsWrittenInPlace() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        // A reader first, so that opening the FIFO to write does not wait for one.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let file = try #require(OutputFile.createReplacing(path))
        file.write(Array("{}\n".utf8))
        #expect(file.close())
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(read(reader, &buffer, 16) == 3)
        var status = stat()
        #expect(lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
        #expect(try entries(root) == ["pipe"])
    }
}

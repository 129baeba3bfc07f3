import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import Testing

/// What a directory walk finds but cannot read is a `skipped-file` note naming it, never a
/// silent skip.
@Suite("Walk: nothing skipped silently")
struct WalkSkipTests {
    static let client = Array(#"{"client_id": "c", "redirect_uris": ["https://app.example.com/cb"]}"#.utf8)

    /// Runs `body` with a C path made of raw bytes.
    static func withPath<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
    }

    /// Writes a file at a path of raw bytes; false where the file system refuses the name
    /// (APFS takes only UTF-8 names).
    static func create(_ bytes: [UInt8], at path: [UInt8]) -> Bool {
        let fd = withPath(path) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) } == bytes.count
    }

    /// Skipped-file notes of a walk of `root`, as (path relative to it, message).
    static func notes(_ root: URL) -> [String] {
        let report = relative(Linter.run(LintRequest(paths: [root.path])), to: root)
        return report.findings.filter { $0.ruleID == "skipped-file" }.map { "\($0.path): \($0.message)" }
    }

    @Test func namesThatAreNotUTF8AreNotedEscaped() throws {
        let root = try makeProject([("ok.json", String(decoding: Self.client, as: UTF8.self))])
        defer { try? FileManager.default.removeItem(at: root) }
        let base = Array(root.path.utf8) + [UInt8(ascii: "/")]
        guard Self.create(Self.client, at: base + Array("caf".utf8) + [0xE9] + Array(".json".utf8)) else { return }
        #expect(Self.withPath(base + Array("dir".utf8) + [0xFF]) { mkdir($0, 0o755) } == 0)
        #expect(Self.create(Self.client, at: base + Array("dir".utf8) + [0xFF] + Array("/client.json".utf8)))
        // A name that is no candidate is passed over as before.
        #expect(Self.create(Self.client, at: base + Array("notes".utf8) + [0xE9] + Array(".txt".utf8)))
        let report = relative(Linter.run(LintRequest(paths: [root.path])), to: root)
        #expect(report.files.map { "\($0.path) \($0.status)" } == ["caf\\xE9.json skipped", "dir\\xFF skipped", "ok.json checked"])
        #expect(Self.notes(root) == [
            "caf\\xE9.json: skipped: the name is not valid UTF-8 (shown with \\x escapes), which redirectlint cannot open, so the file was not read",
            "dir\\xFF: skipped: the name is not valid UTF-8 (shown with \\x escapes), which redirectlint cannot open, so nothing in the folder was read",
        ])
    }

    @Test func aFolderPastPATHMAXIsNoted() throws {
        let root = try makeProject([])
        defer { _ = try? BinaryShell.remove(root) }
        // Folders of 200 bytes each, made one inside the other (no single path could name
        // the deepest), with a registration at the bottom.
        var fd = open(root.path, O_RDONLY | O_DIRECTORY)
        var depth = 0
        var length = root.path.utf8.count
        while length < FileSystem.maxPathLength + 300 {
            let name = String(format: "d%02d", depth) + String(repeating: "x", count: 197)
            #expect(mkdirat(fd, name, 0o755) == 0)
            let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
            depth += 1
            length += 201
        }
        let file = openat(fd, "client.json", O_CREAT | O_WRONLY, 0o644)
        _ = Self.client.withUnsafeBytes { write(file, $0.baseAddress!, $0.count) }
        close(file)
        close(fd)
        let notes = Self.notes(root)
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.hasSuffix(": skipped: the path is longer than the system can open (PATH_MAX, \(FileSystem.maxPathLength) bytes), so nothing in the folder was read"))
        #expect((root.path + "/" + note.prefix { $0 != ":" }).utf8.count >= FileSystem.maxPathLength)
    }

    @Test func brokenLinksAndFIFOsUnderCandidateNamesAreNoted() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("client.json").path, withDestinationPath: "gone.json")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("notes.txt").path, withDestinationPath: "gone.txt")
        #expect(mkfifo(root.appendingPathComponent("pipe.yaml").path, 0o600) == 0)
        #expect(Self.notes(root) == [
            "client.json: skipped: broken symbolic link",
            "pipe.yaml: skipped: not a regular file (a FIFO, socket or device), so it was not read",
        ])
    }

    /// UTF-16 without a byte order mark reads as binary (NUL bytes); with OAuth words in it,
    /// the walk says it was not read.
    @Test func binaryFilesWithOAuthWordsAreNoted() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let utf16 = String(decoding: Self.client, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try Data(utf16).write(to: root.appendingPathComponent("client.json"))
        try Data([0x7B, 0x00, 0x01, 0x02, 0xFF]).write(to: root.appendingPathComponent("other.json"))
        #expect(Self.notes(root) == ["client.json: skipped: binary file (a NUL byte; UTF-16 text needs a byte order mark)"])
    }

    /// The command line hands names over as strings, each byte that is not UTF-8 replaced.
    @Test func aNamedPathThatIsNotUTF8SaysWhy() throws {
        let report = Linter.run(LintRequest(paths: ["/nonexistent-redirectlint/caf\u{FFFD}.json"]))
        #expect(report.findings.map(\.message) == ["cannot read: no such file or directory (a name that is not valid UTF-8 cannot be opened; rename it)"])
    }
}

/// Folders deeper than `PATH_MAX` are removed by `rm`, which walks them by descriptors.
enum BinaryShell {
    static func remove(_ folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/rm")
        process.arguments = ["-rf", folder.path]
        try process.run()
        process.waitUntilExit()
    }
}

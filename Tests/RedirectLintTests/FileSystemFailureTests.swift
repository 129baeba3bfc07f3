import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import Synchronization
import Testing

/// Files that disappear or cannot be opened between discovery and reading: a message each,
/// and the other files are still checked.
@Suite("File system failures")
struct FileSystemFailureTests {
    @Test func aFileThatVanishesAfterDiscoveryIsAnErrorNotACrash() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-vanish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let gone = root.appendingPathComponent("client.json").path
        let outcome = FileProcessor(configuration: Configuration()).process(CandidateFile(path: gone, explicit: false))
        #expect(outcome.result.status == .error)
        #expect(outcome.model == nil)
        #expect(outcome.findings.map(\.ruleID) == ["parse-error"])
        #expect(outcome.findings.first?.message.contains("not found") == true)
    }

    /// A FIFO no one writes to: whoever reads it by name (a configuration, a baseline, a file
    /// that became a FIFO after the walk found it, an excerpt) is refused at once; opening it
    /// waited for a writer, forever if none came.
    @Test func aFIFOIsRefusedAtOnce() throws {
        let root = try makeProject([])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("fifo.json").path
        #expect(mkfifo(path, 0o600) == 0)
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<(Result<[UInt8], FileSystem.ReadError>, [String])?>(nil)
        Thread.detachNewThread {
            let read = FileSystem.readFile(path, maxBytes: 1 << 20)
            let outcome = FileProcessor(configuration: Configuration()).process(CandidateFile(path: path, explicit: false))
            result.withLock { $0 = (read, outcome.findings.map(\.message)) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success, "reading a FIFO without a writer did not return")
        let (read, messages) = try #require(result.withLock { $0 })
        #expect(read == .failure(.notRegularFile(kind: "a FIFO or pipe")))
        #expect(messages == ["cannot read: not a regular file (a FIFO or pipe)"])
    }

    /// A device is refused before a byte is read: `/dev/zero` was read up to the limit.
    @Test func aDeviceIsRefusedUnread() {
        #expect(FileSystem.readFile("/dev/zero", maxBytes: 1 << 30) == .failure(.notRegularFile(kind: "a device")))
        #expect(FileSystem.ReadError.notRegularFile(kind: "a device").message == "not a regular file (a device)")
    }

    /// What a named path that resolves to nothing is called: a loop of links is not a
    /// broken link. A file named twice under two names is read once.
    @Test func namedPathsSayWhyTheyCannotBeReadAndAreReadOnce() throws {
        let root = try makeProject([("x.json", "{}")])
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        try files.createSymbolicLink(atPath: root.appendingPathComponent("loop1").path, withDestinationPath: "loop2")
        try files.createSymbolicLink(atPath: root.appendingPathComponent("loop2").path, withDestinationPath: "loop1")
        try files.createSymbolicLink(atPath: root.appendingPathComponent("dangling").path, withDestinationPath: "none")
        try files.createSymbolicLink(atPath: root.appendingPathComponent("selfdir").path, withDestinationPath: ".")
        let names = ["loop1", "dangling", "missing", "x.json/y", "x.json", "selfdir/x.json"].map { root.appendingPathComponent($0).path }
        let (found, problems) = Discovery.expand(names)
        #expect(problems.map(\.message) == ["symbolic link loop", "broken symbolic link", "no such file or directory",
                                              "no such file or directory (a part of the path is not a folder)"])
        // Read once, by the name that sorts first, in whichever order the two are given.
        #expect(found.map(\.path) == [min(names[4], names[5])])
        #expect(Discovery.expand(Array(names[4...].reversed())).files.map(\.path) == [min(names[4], names[5])])
    }

    @Test func readErrorsMapToClearMessages() {
        #expect(FileSystem.errorFromErrno(EACCES) == .permissionDenied)
        #expect(FileSystem.errorFromErrno(EPERM) == .permissionDenied)
        #expect(FileSystem.errorFromErrno(ENOENT) == .notFound)
        #expect(FileSystem.errorFromErrno(ELOOP) == .notFound)
        #expect(FileSystem.errorFromErrno(EISDIR) == .isDirectory)
        #expect(FileSystem.errorFromErrno(EIO).message.isEmpty == false)
        #expect(FileSystem.ReadError.permissionDenied.message == "permission denied")
    }

    /// Root reads every file, so the real case only runs for other users; the mapping
    /// above is what it relies on.
    @Test(.enabled(if: geteuid() != 0)) func anUnreadableFileIsReportedAndTheRunGoesOn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-perm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let locked = root.appendingPathComponent("locked.json")
        try Data("{}".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        let report = Linter.run(LintRequest(paths: [locked.path]))
        #expect(report.findings.first?.message.contains("permission denied") == true)
    }
}

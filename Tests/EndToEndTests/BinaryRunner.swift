import Foundation

/// Runs the built `redirectlint` binary, as a user would, from the repository root.
enum BinaryRunner {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable sits beside the test bundle in the build directory.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("redirectlint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("redirectlint")
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `executable` is another program to start instead (a shell that starts the linter).
    /// `environment` adds variables to the test's own.
    /// `input` is written to the program's standard input (closed at once when nil).
    static func run(_ arguments: [String], in directory: URL = repositoryRoot, executable: URL? = nil,
                    environment extra: [String: String] = [:], input: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable ?? Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // Set by GitHub Actions and GitLab CI; reports would name files from there.
        environment["GITHUB_WORKSPACE"] = nil
        environment["CI_PROJECT_DIR"] = nil
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        // Written from another thread: a large input would fill the pipe while the child waits
        // for us to read its output.
        let writer = Thread {
            if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        // Read before waiting so a large report cannot fill the pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}

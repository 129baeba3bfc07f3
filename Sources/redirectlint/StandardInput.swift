import ArgumentParser
import RedirectLintEngine

/// `redirectlint - --stdin-filename PATH`: one file read from standard input (an editor's
/// unsaved buffer, a file from another tool) and linted as the file at PATH, which decides
/// its format and its configuration and names it in the report, as ruff's `--stdin-filename`.
struct StandardInput {
    var path: String
    var bytes: [UInt8]

    /// More than this is refused before any configuration is read; the configuration's
    /// `max-file-size` then applies as to any file.
    static let readLimit = 256 << 20

    /// The file on standard input when the paths are `-`; nil for an ordinary run. Throws a
    /// usage error (exit status 2) for `-` among other paths, `-` without a name, or a name
    /// without `-`.
    static func read(paths: [String], filename: String?) throws -> StandardInput? {
        guard paths.contains(NamedPaths.standardInput) else {
            if filename != nil { throw usageError("--stdin-filename names the file read from standard input: give - as the path") }
            return nil
        }
        guard paths == [NamedPaths.standardInput] else {
            throw usageError("- (standard input) is the only path of its run; lint the other paths in another run")
        }
        guard let filename, !filename.isEmpty else {
            throw usageError("- reads a file from standard input: name it with --stdin-filename PATH (its name decides the format)")
        }
        switch FileSystem.readStandardInput(maxBytes: readLimit) {
        case .success(let bytes):
            return StandardInput(path: filename, bytes: bytes)
        case .failure(let error):
            throw usageError("cannot read standard input: \(error.message)")
        }
    }

    /// Printed at once, as the run's other usage errors are: exit status 2.
    private static func usageError(_ message: String) -> ExitCode {
        Console.error("redirectlint: \(message)")
        return ExitCode(2)
    }
}

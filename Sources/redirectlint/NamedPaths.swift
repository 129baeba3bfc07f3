import RedirectLintEngine
import RedirectLintSource

/// The paths named on the command line, checked before the run: one that does not exist or
/// cannot be opened is a usage error (exit status 2) naming it, not a finding. As a finding
/// it read as a syntax problem, and with `--exit-zero` a typo in a CI path passed silently.
enum NamedPaths {
    /// Standard input, read with `--stdin-filename`.
    static let standardInput = "-"

    /// One message per path that cannot be linted, in the order given.
    static func problems(_ paths: [String]) -> [String] {
        paths.compactMap { path in
            guard path != standardInput else { return nil }
            guard let (type, _) = FileSystem.type(of: path) else {
                return "\(ControlCharacters.escaped(path)): \(FileSystem.unresolvedReason(path))"
            }
            if type == .other {
                return "\(ControlCharacters.escaped(path)): not a file or folder (to lint standard input, name it '-' and give --stdin-filename)"
            }
            return FileSystem.openProblem(path).map { "\(ControlCharacters.escaped(path)): cannot read: \($0.message)" }
        }
    }
}

import RedirectLintSource

/// A problem with one of our own input files (configuration, baseline): exit code 2, and a
/// message that names the file and, when known, the line and column.
public protocol LocatedFileError: Error, Sendable, CustomStringConvertible {
    var path: String { get }
    var position: SourcePosition? { get }
    var message: String { get }
}

extension LocatedFileError {
    public var description: String {
        if let position { return "\(path):\(position.line):\(position.column): \(message)" }
        return "\(path): \(message)"
    }
}

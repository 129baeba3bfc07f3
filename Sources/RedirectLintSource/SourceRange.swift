/// A half-open span of a source file: `end` is the position just after the last character.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at a position, for things that have a place but no extent.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    /// Line 1, column 1: where findings go for files without positions (binary plists).
    public static let fileStart = SourceRange(at: .start)

    public var description: String { "\(start)-\(end)" }
}

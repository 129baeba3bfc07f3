import RedirectLintModel

public struct FileResult: Sendable, Hashable {
    public enum Status: String, Sendable {
        case checked, skipped, error
    }
    public var path: String
    /// The dialect id, or `unrecognized`.
    public var format: String
    public var status: Status
    /// Why a file was skipped or failed, for `--format json` and verbose output.
    public var reason: String?
}

/// What a run produced, in output order.
public struct LintReport: Sendable {
    public var files: [FileResult]
    public var findings: [Finding]
    /// Source text of the files with findings, for showing the offending line. Secret
    /// values are already masked.
    public var excerpts: [String: SourceExcerpt]
    /// How many findings the baseline left out; nil when no baseline was given.
    public var hiddenByBaseline: Int?

    public init(files: [FileResult], findings: [Finding], excerpts: [String: SourceExcerpt], hiddenByBaseline: Int? = nil) {
        self.files = files
        self.findings = findings
        self.excerpts = excerpts
        self.hiddenByBaseline = hiddenByBaseline
    }
}

/// The lines of a file that findings point at, with every secret value masked.
public struct SourceExcerpt: Sendable {
    public var lines: [Int: String]
    public init(lines: [Int: String]) {
        self.lines = lines
    }
}

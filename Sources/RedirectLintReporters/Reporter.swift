import RedirectLintEngine

public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, gitlab

    /// Whether people read it (text) or programs do (everything else): statistics never go
    /// into a machine-readable stream.
    public var isMachineReadable: Bool { self != .text }

    /// Whether the format is read by a code review tool that places findings by their path
    /// from the repository root (code scanning, annotations, Code Quality), not from the
    /// working directory (see `RepositoryPaths`).
    public var namesFilesFromTheRepositoryRoot: Bool { self == .sarif || self == .github || self == .gitlab }
}

public enum ToolInfo {
    public static let name = "redirectlint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/redirectlint/redirectlint"
}

/// What a reporter may be asked besides the report itself.
public struct ReportOptions: Sendable {
    /// ANSI colour in text output.
    public var color: Bool
    /// Text output: findings only, no summary line.
    public var quiet: Bool
    /// SARIF `automationDetails` category (`redirectlint` when nil).
    public var sarifCategory: String?

    public init(color: Bool = false, quiet: Bool = false, sarifCategory: String? = nil) {
        self.color = color
        self.quiet = quiet
        self.sarifCategory = sarifCategory
    }
}

public enum Reporters {
    public static func render(_ report: LintReport, as format: OutputFormat, options: ReportOptions) -> String {
        switch format {
        case .text: return TextReporter(color: options.color, quiet: options.quiet).render(report)
        case .json: return JSONReporter.render(report)
        case .sarif: return SARIFReporter.render(report, category: options.sarifCategory)
        case .github: return GitHubReporter.render(report)
        case .gitlab: return GitLabReporter.render(report)
        }
    }

    public static func render(_ report: LintReport, as format: OutputFormat, color: Bool = false) -> String {
        render(report, as: format, options: ReportOptions(color: color))
    }
}

import RedirectLintEngine

public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, sarif
}

public enum ToolInfo {
    public static let name = "redirectlint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/redirectlint/redirectlint"
}

public enum Reporters {
    public static func render(_ report: LintReport, as format: OutputFormat, color: Bool = false) -> String {
        switch format {
        case .text: return TextReporter(color: color).render(report)
        case .json: return JSONReporter.render(report)
        case .sarif: return SARIFReporter.render(report)
        }
    }
}

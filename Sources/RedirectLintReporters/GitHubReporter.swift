import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// `--format github`: one GitHub Actions workflow command per finding, which the runner
/// turns into an annotation on the file and line in the checks tab and the pull request:
///
///     ::error file=PATH,line=L,col=C,endLine=L2,endColumn=C2,title=TITLE::MESSAGE
///
/// `::warning` for warnings and `::notice` for notes. Lines and columns are the text
/// format's (1-based, Unicode scalars, `endColumn` just after the value); the title is
/// `redirectlint (<rule-id>): <rule title>`, ruff's `ruff (<code>)` with the catalog title.
public enum GitHubReporter {
    public static func render(_ report: LintReport) -> String {
        ReportRendering.render(report, as: .github, options: ReportOptions())
    }

    /// Control characters from the files read (in a path or a value in the message) are
    /// escaped as the text format escapes them (`ControlCharacters`), so no line break, even
    /// one the runner would decode from `%0A`, gets into the log; then the workflow
    /// command's own escaping applies.
    static func command(for finding: Finding) -> String {
        let properties: [(String, String)] = [
            ("file", ControlCharacters.escaped(finding.path)),
            ("line", String(finding.range.start.line)),
            ("col", String(finding.range.start.column)),
            ("endLine", String(finding.range.end.line)),
            ("endColumn", String(finding.range.end.column)),
            ("title", title(for: finding)),
        ]
        let list = properties.map { "\($0.0)=\(WorkflowCommand.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name(finding.severity)) \(list)::\(WorkflowCommand.escapeData(ControlCharacters.escaped(finding.message)))"
    }

    static func name(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    static func title(for finding: Finding) -> String {
        let prefix = "\(ToolInfo.name) (\(finding.ruleID))"
        guard let rule = Catalog.rule(finding.ruleID) else { return prefix }
        return "\(prefix): \(rule.title)"
    }
}

/// Escaping of workflow commands exactly as GitHub's actions/toolkit does it
/// (`escapeData` / `escapeProperty` in `@actions/core`'s command.ts): the runner decodes
/// these sequences, so a `%0A` written literally in a message would otherwise become a
/// line break, and a `,` or `:` in a path would end the property.
public enum WorkflowCommand {
    public static func escapeData(_ text: String) -> String {
        escaped(text, escapesPropertySeparators: false)
    }

    public static func escapeProperty(_ text: String) -> String {
        escaped(text, escapesPropertySeparators: true)
    }

    private static func escaped(_ text: String, escapesPropertySeparators: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where escapesPropertySeparators: out += "%3A"
            case "," where escapesPropertySeparators: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

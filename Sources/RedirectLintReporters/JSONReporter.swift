import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// `--format json`: a stable shape other tools parse. Columns count Unicode scalars;
/// `endColumn` is the column just after the offending value.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        ReportRendering.render(report, as: .json, options: ReportOptions())
    }

    /// Everything before the first finding: `{"tool": …, "files": […], "findings": `.
    static func head(files: [FileResult]) -> [UInt8] {
        let listed = files.map { file -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("path", .string(file.path)), ("format", .string(file.format)), ("status", .string(file.status.rawValue)),
            ]
            if let reason = file.reason, file.status != .checked { members.append(("reason", .string(reason))) }
            return .object(members)
        }
        var writer = JSONWriter(indent: 2)
        writer.append("{")
        writer.writeMember("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))]),
                           level: 1, first: true)
        writer.writeMember("files", .array(listed), level: 1)
        writer.append(",")
        writer.newline(1)
        writer.append("\"findings\": ")
        return writer.bytes
    }

    /// Everything after the findings: the summary, and the end of the document.
    static func tail(_ summary: RunSummary) -> [UInt8] {
        var members: [(String, JSONValue)] = [
            ("files", .int(summary.files.count)),
            ("errors", .int(summary.errors)),
            ("warnings", .int(summary.warnings)),
            ("notes", .int(summary.notes)),
        ]
        if let hidden = summary.hiddenByBaseline { members.append(("hiddenByBaseline", .int(hidden))) }
        var writer = JSONWriter(indent: 2)
        writer.writeMember("summary", .object(members), level: 1)
        writer.append("\n}\n")
        return writer.bytes
    }

    /// One finding, as an element of the `findings` array.
    static func item(_ finding: Finding) -> JSONValue {
        func span(_ range: SourceRange) -> [(String, JSONValue)] {
            [("line", .int(range.start.line)), ("column", .int(range.start.column)),
             ("endLine", .int(range.end.line)), ("endColumn", .int(range.end.column))]
        }
        var members: [(String, JSONValue)] = [("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
                                              ("message", .string(finding.message)), ("path", .string(finding.path))]
        members += span(finding.range)
        if let pointer = finding.pointer { members.append(("pointer", .string(pointer))) }
        if !finding.related.isEmpty {
            members.append(("related", .array(finding.related.map { related in
                .object([("path", .string(related.path)), ("line", .int(related.range.start.line)),
                         ("column", .int(related.range.start.column)), ("message", .string(related.message))])
            })))
        }
        if let fix = finding.fix { members.append(("fix", .object([("replacement", .string(fix.replacement))] + span(fix.range)))) }
        return .object(members)
    }
}

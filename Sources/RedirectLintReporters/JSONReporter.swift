import RedirectLintEngine
import RedirectLintModel

/// `--format json`: a stable shape other tools parse. Columns count Unicode scalars;
/// `endColumn` is the column just after the offending value.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        ReportAssembler.render(report, renderer: FindingRenderer(format: .json, options: ReportOptions()))
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
        var writer = JSONWriter(indent: 2, capacity: 256)
        writer.writeMember("summary", .object(members), level: 1)
        writer.append("\n}\n")
        return writer.bytes
    }

    /// One finding, as an element of the `findings` array.
    static func item(_ finding: Finding) -> [UInt8] {
        JSONWriter.rendered(value(finding), level: 2)
    }

    private static func value(_ finding: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("path", .string(finding.path)),
            ("line", .int(finding.range.start.line)),
            ("column", .int(finding.range.start.column)),
            ("endLine", .int(finding.range.end.line)),
            ("endColumn", .int(finding.range.end.column)),
        ]
        if let pointer = finding.pointer { members.append(("pointer", .string(pointer))) }
        if !finding.related.isEmpty {
            members.append(("related", .array(finding.related.map { related in
                .object([
                    ("path", .string(related.path)), ("line", .int(related.range.start.line)),
                    ("column", .int(related.range.start.column)), ("message", .string(related.message)),
                ])
            })))
        }
        if let fix = finding.fix {
            members.append(("fix", .object([
                ("replacement", .string(fix.replacement)),
                ("line", .int(fix.range.start.line)), ("column", .int(fix.range.start.column)),
                ("endLine", .int(fix.range.end.line)), ("endColumn", .int(fix.range.end.column)),
            ])))
        }
        return .object(members)
    }
}

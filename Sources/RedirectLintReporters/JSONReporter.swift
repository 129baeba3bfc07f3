import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// `--format json`: a stable shape other tools parse. Columns count Unicode scalars;
/// `endColumn` is the column just after the offending value.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        ReportRendering.render(report, as: .json, options: ReportOptions())
    }

    /// Everything before the first finding: `{"tool": …, "files": […], "findings": `. A
    /// monorepo lists tens of thousands of files: they are written as they come, and handed
    /// to `write` a block at a time rather than held whole.
    static func writeHead(files: [FileResult], to write: ([UInt8]) -> Void) {
        var writer = JSONWriter(indent: 2)
        writer.append("{")
        writer.writeMember("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))]),
                           level: 1, first: true)
        writer.append(",")
        writer.newline(1)
        writer.append("\"files\": ")
        if files.isEmpty {
            writer.append("[]")
        } else {
            writer.append("[")
            for (index, file) in files.enumerated() {
                if index > 0 { writer.append(",") }
                writer.newline(2)
                writer.append("{")
                writer.writeMember("path", .string(file.path), level: 3, first: true)
                writer.writeMember("format", .string(file.format), level: 3)
                writer.writeMember("status", .string(file.status.rawValue), level: 3)
                if let reason = file.reason, file.status != .checked { writer.writeMember("reason", .string(reason), level: 3) }
                writer.newline(2)
                writer.append("}")
                writer.handOver(to: write)
            }
            writer.newline(1)
            writer.append("]")
        }
        writer.append(",")
        writer.newline(1)
        writer.append("\"findings\": ")
        write(writer.bytes)
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

    /// One finding, as an element of the `findings` array at `level`. A report writes one
    /// per finding, so its own members go straight to the writer, with no `JSONValue` built.
    static func write(_ finding: Finding, level: Int, into writer: inout JSONWriter) {
        let inside = level + 1
        writer.append("{")
        writer.writeMember("rule", .string(finding.ruleID), level: inside, first: true)
        writer.writeMember("severity", .string(finding.severity.rawValue), level: inside)
        writer.writeMember("message", .string(finding.message), level: inside)
        writer.writeMember("path", .string(finding.path), level: inside)
        writer.writeMember("line", .int(finding.range.start.line), level: inside)
        writer.writeMember("column", .int(finding.range.start.column), level: inside)
        writer.writeMember("endLine", .int(finding.range.end.line), level: inside)
        writer.writeMember("endColumn", .int(finding.range.end.column), level: inside)
        if let pointer = finding.pointer { writer.writeMember("pointer", .string(pointer), level: inside) }
        if !finding.related.isEmpty {
            writer.writeMember("related", .array(finding.related.map { related in
                .object([("path", .string(related.path)), ("line", .int(related.range.start.line)),
                         ("column", .int(related.range.start.column)), ("message", .string(related.message))])
            }), level: inside)
        }
        if let fix = finding.fix {
            writer.writeMember("fix", .object([
                ("replacement", .string(fix.replacement)),
                ("line", .int(fix.range.start.line)), ("column", .int(fix.range.start.column)),
                ("endLine", .int(fix.range.end.line)), ("endColumn", .int(fix.range.end.column)),
            ]), level: inside)
        }
        writer.newline(level)
        writer.append("}")
    }
}

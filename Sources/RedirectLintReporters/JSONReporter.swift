import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

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
        return writer.bytes.array
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
        return writer.bytes.array
    }

    /// One finding, as an element of the `findings` array (nesting level 2).
    static func item(_ finding: Finding) -> [UInt8] {
        var writer = JSONWriter(indent: 2, capacity: 384 + finding.message.utf8.count)
        item(finding, into: &writer)
        return writer.bytes.array
    }

    /// `item`, appended to `writer`. Written field by field rather than through `JSONValue`,
    /// each key with its comma and indentation (two spaces a level) as one literal: a large
    /// run renders hundreds of thousands.
    static func item(_ finding: Finding, into writer: inout JSONWriter) {
        writer.appendLiteral("{\n      \"rule\": ")
        writer.writeString(finding.ruleID)
        switch finding.severity {
        case .error: writer.appendLiteral(",\n      \"severity\": \"error\",\n      \"message\": ")
        case .warning: writer.appendLiteral(",\n      \"severity\": \"warning\",\n      \"message\": ")
        case .note: writer.appendLiteral(",\n      \"severity\": \"note\",\n      \"message\": ")
        }
        writer.writeString(finding.message)
        writer.appendLiteral(",\n      \"path\": ")
        writer.writeString(finding.path)
        writer.appendLiteral(",\n      \"line\": ")
        writer.writeInt(finding.range.start.line)
        writer.appendLiteral(",\n      \"column\": ")
        writer.writeInt(finding.range.start.column)
        writer.appendLiteral(",\n      \"endLine\": ")
        writer.writeInt(finding.range.end.line)
        writer.appendLiteral(",\n      \"endColumn\": ")
        writer.writeInt(finding.range.end.column)
        if let pointer = finding.pointer {
            writer.appendLiteral(",\n      \"pointer\": ")
            writer.writeString(pointer)
        }
        if !finding.related.isEmpty {
            writer.appendLiteral(",\n      \"related\": [")
            for (i, related) in finding.related.enumerated() {
                if i > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                writer.appendLiteral("\n        {\n          \"path\": ")
                writer.writeString(related.path)
                writer.appendLiteral(",\n          \"line\": ")
                writer.writeInt(related.range.start.line)
                writer.appendLiteral(",\n          \"column\": ")
                writer.writeInt(related.range.start.column)
                writer.appendLiteral(",\n          \"message\": ")
                writer.writeString(related.message)
                writer.appendLiteral("\n        }")
            }
            writer.appendLiteral("\n      ]")
        }
        if let fix = finding.fix {
            writer.appendLiteral(",\n      \"fix\": {\n        \"replacement\": ")
            writer.writeString(fix.replacement)
            writer.appendLiteral(",\n        \"line\": ")
            writer.writeInt(fix.range.start.line)
            writer.appendLiteral(",\n        \"column\": ")
            writer.writeInt(fix.range.start.column)
            writer.appendLiteral(",\n        \"endLine\": ")
            writer.writeInt(fix.range.end.line)
            writer.appendLiteral(",\n        \"endColumn\": ")
            writer.writeInt(fix.range.end.column)
            writer.appendLiteral("\n      }")
        }
        writer.appendLiteral("\n    }")
    }
}

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

    /// One finding, as an element of the `findings` array (nesting level 2). Written field by
    /// field rather than through `JSONValue`: a large run renders hundreds of thousands.
    static func item(_ finding: Finding) -> [UInt8] {
        var writer = JSONWriter(indent: 2, capacity: 384 + finding.message.utf8.count)
        writer.openObject()
        writer.key("rule", level: 3, first: true)
        writer.writeString(finding.ruleID)
        writer.key("severity", level: 3)
        writer.writeString(finding.severity.rawValue)
        writer.key("message", level: 3)
        writer.writeString(finding.message)
        writer.key("path", level: 3)
        writer.writeString(finding.path)
        writer.span(finding.range, level: 3)
        if let pointer = finding.pointer {
            writer.key("pointer", level: 3)
            writer.writeString(pointer)
        }
        if !finding.related.isEmpty {
            writer.key("related", level: 3)
            writer.openArray()
            for (i, related) in finding.related.enumerated() {
                if i > 0 { writer.append(",") }
                writer.newline(4)
                writer.openObject()
                writer.key("path", level: 5, first: true)
                writer.writeString(related.path)
                writer.key("line", level: 5)
                writer.writeInt(related.range.start.line)
                writer.key("column", level: 5)
                writer.writeInt(related.range.start.column)
                writer.key("message", level: 5)
                writer.writeString(related.message)
                writer.closeObject(level: 4)
            }
            writer.newline(3)
            writer.append("]")
        }
        if let fix = finding.fix {
            writer.key("fix", level: 3)
            writer.openObject()
            writer.key("replacement", level: 4, first: true)
            writer.writeString(fix.replacement)
            writer.span(fix.range, level: 4)
            writer.closeObject(level: 3)
        }
        writer.closeObject(level: 2)
        return writer.bytes
    }
}

extension JSONWriter {
    mutating func openObject() { bytes.append(UInt8(ascii: "{")) }
    mutating func openArray() { bytes.append(UInt8(ascii: "[")) }

    mutating func closeObject(level: Int) {
        newline(level)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `"key": ` as a member of an object whose members sit at `level`.
    mutating func key(_ key: String, level: Int, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline(level)
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// `line`, `column`, `endLine` and `endColumn` of a range.
    mutating func span(_ range: SourceRange, level: Int) {
        key("line", level: level)
        writeInt(range.start.line)
        key("column", level: level)
        writeInt(range.start.column)
        key("endLine", level: level)
        writeInt(range.end.line)
        key("endColumn", level: level)
        writeInt(range.end.column)
    }
}

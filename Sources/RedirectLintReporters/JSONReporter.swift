import RedirectLintEngine
import RedirectLintModel

/// `--format json`: a stable shape other tools parse. Columns count Unicode scalars;
/// `endColumn` is the column just after the offending value.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        let files = report.files.map { file -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("path", .string(file.path)), ("format", .string(file.format)), ("status", .string(file.status.rawValue)),
            ]
            if let reason = file.reason, file.status != .checked { members.append(("reason", .string(reason))) }
            return .object(members)
        }
        let findings = report.findings
        let root = JSONValue.object([
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("files", .array(files)),
            ("findings", .lazyArray(count: findings.count) { value(findings[$0]) }),
            ("summary", .object([
                ("files", .int(report.files.count)),
                ("errors", .int(report.count(.error))),
                ("warnings", .int(report.count(.warning))),
                ("notes", .int(report.count(.note))),
            ] + (report.hiddenByBaseline.map { [("hiddenByBaseline", JSONValue.int($0))] } ?? []))),
        ])
        return root.rendered()
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

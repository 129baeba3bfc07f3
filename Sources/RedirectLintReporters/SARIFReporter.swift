import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// SARIF 2.1.0 for code scanning. Columns are UTF-16 code units (declared in `columnKind`);
/// paths are relative to `%SRCROOT%`, the root of the repository (see `RepositoryPaths`).
///
/// Within GitHub's limits: at most `resultLimit` results per run (errors first, then
/// warnings, then notes; a notification says how many were dropped). `automationDetails.id`
/// is `<category>/`, so several runs on one commit can be uploaded side by side; files that
/// could not be read or were skipped are `toolExecutionNotifications`.
public enum SARIFReporter {
    /// GitHub code scanning rejects a run with more results than this.
    public static let resultLimit = 25_000
    public static let defaultCategory = ToolInfo.name
    /// The key of our own fingerprint in `partialFingerprints`.
    static let fingerprintKey = "redirectlint/v1"
    static let sourceRoot = "%SRCROOT%"

    public static func render(_ report: LintReport, category: String? = nil, resultLimit: Int = resultLimit) -> String {
        ReportRendering.render(report, as: .sarif, options: ReportOptions(sarifCategory: category),
                               resultLimit: resultLimit)
    }

    /// The whole log, with the results kept (of `total`) already rendered.
    static func document(files: [FileResult], results: [[UInt8]], rules: SARIFRuleTable, total: Int, category: String?,
                         resultLimit: Int, into write: @escaping ([UInt8]) -> Void) {
        let root = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string(ToolInfo.name)),
                    ("version", .string(ToolInfo.version)),
                    ("semanticVersion", .string(ToolInfo.version)),
                    ("informationUri", .string(ToolInfo.informationURI)),
                    ("rules", .array(rules.descriptors)),
                ]))])),
                ("automationDetails", .object([("id", .string(automationID(category: category)))])),
                ("invocations", .array([invocation(files: files, total: total, resultLimit: resultLimit)])),
                // Declared without its absolute URI (SARIF §3.14.14 allows it): the machine's
                // paths stay out of the log, and the log is the same on every machine.
                ("originalUriBaseIds", .object([(sourceRoot, .object([
                    ("description", .object([("text", .string(
                        "The root of the repository: GITHUB_WORKSPACE or CI_PROJECT_DIR when set, "
                            + "else the Git work tree redirectlint ran in, else the folder it ran in."))])),
                ]))])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results.map(JSONValue.raw))),
            ])])),
        ])
        var writer = JSONWriter(indent: 2, sink: write)
        writer.write(root, level: 0)
        writer.append("\n")
        write(writer.bytes)
    }

    /// One result, as an element of `runs[0].results`.
    static func item(_ finding: Finding, rule: (id: String, index: Int?), fingerprint: String) -> [UInt8] {
        JSONWriter.rendered(result(finding, rule: rule, fingerprint: fingerprint), level: 4)
    }

    /// `redirectlint/` by default, `<category>/` with `--sarif-category`: GitHub treats
    /// the part up to the last `/` as the category that tells runs of one commit apart.
    public static func automationID(category: String?) -> String {
        let name = category ?? defaultCategory
        return name.hasSuffix("/") ? name : name + "/"
    }

    /// How many of `total` findings `render` leaves out to stay within `resultLimit`.
    public static func droppedResults(total: Int, resultLimit: Int = resultLimit) -> Int {
        max(0, total - resultLimit)
    }

    static func truncationMessage(dropped: Int, total: Int, resultLimit: Int) -> String {
        "\(dropped) of \(total) results were left out: GitHub code scanning accepts at most "
            + "\(resultLimit) results per run, so \(resultLimit) are included, errors first, then warnings, then notes"
    }

    /// The stderr warning the command line prints when results were dropped, or nil.
    public static func truncationWarning(total: Int, resultLimit: Int = resultLimit) -> String? {
        let dropped = droppedResults(total: total, resultLimit: resultLimit)
        guard dropped > 0 else { return nil }
        return "SARIF output: " + truncationMessage(dropped: dropped, total: total, resultLimit: resultLimit)
    }

    /// The run itself. It is always successful: a failure of the linter stops it before any
    /// report is written (exit status 2), so a SARIF file only exists for a completed run.
    static func invocation(files: [FileResult], total: Int, resultLimit: Int) -> JSONValue {
        var notifications = files.compactMap(notification)
        let dropped = droppedResults(total: total, resultLimit: resultLimit)
        if dropped > 0 {
            notifications.append(.object([
                ("level", .string("warning")),
                ("message", .object([("text", .string(truncationMessage(
                    dropped: dropped, total: total, resultLimit: resultLimit)))])),
            ]))
        }
        var members: [(String, JSONValue)] = [("executionSuccessful", .bool(true))]
        if !notifications.isEmpty { members.append(("toolExecutionNotifications", .array(notifications))) }
        return .object(members)
    }

    /// A file that could not be read or parsed (level error) or that was skipped (note: too
    /// large, binary); the engine's own findings about it are results as well. Not a walk's
    /// file without OAuth content: a monorepo has tens of thousands, and a reviewer nothing to
    /// learn from them (the JSON report lists them).
    static func notification(_ file: FileResult) -> JSONValue? {
        let level: String
        let verb: String
        if file.isNotOAuthContent { return nil }
        switch file.status {
        case .checked: return nil
        case .error: (level, verb) = ("error", "not checked")
        case .skipped: (level, verb) = ("note", "skipped")
        }
        let text = file.reason.map { "\(verb): \($0)" } ?? verb
        return .object([
            ("level", .string(level)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", .object([("artifactLocation", artifact(file.path))]))])])),
        ])
    }

    /// A rule as `tool.driver.rules` lists it; with `level`, the descriptor for its results at
    /// that level (see `SARIFRuleTable`). Only rules about an attack have a security severity
    /// (and the `security` tag, from the catalog); the others rank by `problem.severity`.
    static func descriptor(_ rule: RuleDescription, at level: Severity? = nil) -> JSONValue {
        let effective = level ?? rule.severity
        var properties: [(String, JSONValue)] = [
            ("tags", .array(rule.tags.uniqued.map(JSONValue.string))),
            ("precision", .string("high")),
        ]
        if let score = SecuritySeverity.score(of: rule, at: effective) {
            properties.append(("security-severity", .string(score)))
        } else {
            properties.append(("problem.severity", .string(problemSeverity(effective))))
        }
        return .object([
            ("id", .string(level.map { SARIFRuleTable.id(rule.id, at: $0) } ?? rule.id)),
            ("name", .string(pascalCase(rule.id) + (level.map { "As" + pascalCase($0.rawValue) } ?? ""))),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(fullDescription(rule)))])),
            ("helpUri", .string(RulePage.url(rule))),
            ("help", .object([
                ("text", .string(RulePage.plainText(rule))),
                ("markdown", .string(RulePage.markdown(rule))),
            ])),
            ("defaultConfiguration", .object([("level", .string(self.level(effective)))])),
            ("properties", .object(properties)),
        ])
    }

    /// GitHub shows at most this many characters of a rule's descriptions.
    static let descriptionLimit = 1024

    /// The rule's summary, or as many of its paragraphs as fit GitHub's limit (the first one
    /// cut after a sentence if even that is too long): the help text has the whole page.
    static func fullDescription(_ rule: RuleDescription) -> String {
        var text = ""
        for paragraph in rule.summary.trimmed.split(separator: "\n\n") {
            let longer = text.isEmpty ? String(paragraph) : text + "\n\n" + paragraph
            guard longer.count <= descriptionLimit else { break }
            text = longer
        }
        if !text.isEmpty { return text }
        let head = Array(rule.summary.trimmed.prefix(descriptionLimit - 1))
        guard let end = head.indices.dropLast().last(where: { head[$0] == "." && head[$0 + 1] == " " }) else {
            return String(head) + "…"
        }
        return String(head[...end])
    }

    /// GitHub's severity of a result of a rule that is not about an attack.
    static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "recommendation"
        }
    }

    static func result(_ finding: Finding, rule: (id: String, index: Int?), fingerprint: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(rule.id))]
        if let index = rule.index { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(messageText(finding)))])),
            ("locations", .array([location(finding.path, finding.range)])),
        ]
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map { i, related in
                guard case .object(var fields) = location(related.path, related.range) else { return .null }
                fields.insert(("id", .int(i + 1)), at: 0)
                fields.append(("message", .object([("text", .string(related.message))])))
                return .object(fields)
            })))
        }
        if let fix = finding.fix {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string("Replace with '\(fix.replacement)'"))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifact(finding.path)),
                    ("replacements", .array([.object([
                        ("deletedRegion", region(fix.range)),
                        ("insertedContent", .object([("text", .string(fix.replacement))])),
                    ])])),
                ])])),
            ])])))
        }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        return .object(members)
    }

    /// The finding's message, then a link to each related location: SARIF embedded links,
    /// `[text](id)`, which code scanning shows as links to the other place.
    static func messageText(_ finding: Finding) -> String {
        guard !finding.related.isEmpty else { return finding.message }
        let links = finding.related.enumerated().map { i, related in "[\(linkText(related.message))](\(i + 1))" }
        return finding.message + " (see " + links.joined(separator: ", ") + ")"
    }

    /// Link text with `\`, `[` and `]` escaped by a backslash, as SARIF §3.11.6 requires.
    static func linkText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "[" || scalar == "]" { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    static func location(_ path: String, _ range: SourceRange) -> JSONValue {
        .object([("physicalLocation", .object([
            ("artifactLocation", artifact(path)),
            ("region", region(range)),
        ]))])
    }

    /// Paths in the repository are relative to `%SRCROOT%`; a file outside it keeps its
    /// absolute path as a `file://` URI, because `/abs/path` resolved against `%SRCROOT%`
    /// would name a different file.
    static func artifact(_ path: String) -> JSONValue {
        if path.hasPrefix("/") { return .object([("uri", .string("file://" + uriReference(path)))]) }
        return .object([("uri", .string(uriReference(path))), ("uriBaseId", .string(sourceRoot))])
    }

    static func region(_ range: SourceRange) -> JSONValue {
        .object([
            ("startLine", .int(range.start.line)),
            ("startColumn", .int(range.start.utf16Column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.utf16Column)),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative URI reference: every byte outside the unreserved set and `/` percent-encoded.
    static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}

extension Array where Element: Hashable {
    var uniqued: [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

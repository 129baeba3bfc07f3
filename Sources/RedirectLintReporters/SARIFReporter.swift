import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// SARIF 2.1.0 for code scanning. Columns are UTF-16 code units (declared in `columnKind`);
/// paths are relative to `%SRCROOT%`, the directory the linter ran in.
public enum SARIFReporter {
    public static func render(_ report: LintReport) -> String {
        let rules = Catalog.rules
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }
        let root = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string(ToolInfo.name)),
                    ("version", .string(ToolInfo.version)),
                    ("semanticVersion", .string(ToolInfo.version)),
                    ("informationUri", .string(ToolInfo.informationURI)),
                    ("rules", .array(rules.map(descriptor))),
                ]))])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(report.findings.map { result($0, ruleIndex: ruleIndex) })),
            ])])),
        ])
        return root.rendered()
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(rule.summary.trimmed))])),
            ("helpUri", .string("\(ToolInfo.informationURI)/blob/main/docs/rules/\(rule.id).md")),
            ("help", .object([
                ("text", .string(RulePage.plainText(rule))),
                ("markdown", .string(RulePage.markdown(rule))),
            ])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ("properties", .object([
                ("tags", .array((["security"] + rule.tags).uniqued.map(JSONValue.string))),
                ("precision", .string("high")),
                ("security-severity", .string(rule.securitySeverity)),
            ])),
        ])
    }

    static func result(_ finding: Finding, ruleIndex: [String: Int]) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let index = ruleIndex[finding.ruleID] { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
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
        members.append(("partialFingerprints", .object([("redirectlint/v1", .string(Fingerprint.of(finding)))])))
        return .object(members)
    }

    static func location(_ path: String, _ range: SourceRange) -> JSONValue {
        .object([("physicalLocation", .object([
            ("artifactLocation", artifact(path)),
            ("region", region(range)),
        ]))])
    }

    static func artifact(_ path: String) -> JSONValue {
        .object([("uri", .string(uriReference(path))), ("uriBaseId", .string("%SRCROOT%"))])
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

/// A finding's identity across edits: the rule, the file and the offending value, not the
/// line, so a finding keeps its fingerprint when lines above it move.
public enum Fingerprint {
    public static func of(_ finding: Finding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(finding.ruleID)\u{0}\(finding.path)\u{0}\(finding.subjectKey)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Array where Element: Hashable {
    var uniqued: [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

import RedirectLintModel
import RedirectLintSource

/// Findings as compact bytes, for keeping them out of memory between the passes of a run
/// (`FindingSpill`).
enum FindingCoding {
    static func encode(_ findings: [Finding]) -> [UInt8] {
        var writer = ByteWriter()
        writer.int(findings.count)
        for finding in findings {
            writer.string(finding.ruleID)
            writer.int(Severity.allCases.firstIndex(of: finding.severity)!)
            writer.string(finding.path)
            writer.range(finding.range)
            writer.string(finding.message)
            writer.int(finding.related.count)
            for related in finding.related {
                writer.string(related.path)
                writer.range(related.range)
                writer.string(related.message)
            }
            writer.optional(finding.fix) { writer, fix in
                writer.range(fix.range)
                writer.string(fix.replacement)
            }
            writer.string(finding.subjectKey)
            writer.optional(finding.pointer) { $0.string($1) }
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) -> [Finding] {
        var reader = ByteReader(bytes: bytes)
        let count = reader.int()
        var findings: [Finding] = []
        findings.reserveCapacity(count)
        for _ in 0..<count {
            let ruleID = reader.string()
            let severity = Severity.allCases[reader.int()]
            let path = reader.string()
            let range = reader.range()
            let message = reader.string()
            let related = (0..<reader.int()).map { _ in
                RelatedLocation(path: reader.string(), range: reader.range(), message: reader.string())
            }
            let fix = reader.optional { SuggestedFix(range: $0.range(), replacement: $0.string()) }
            let subjectKey = reader.string()
            let pointer = reader.optional { $0.string() }
            findings.append(Finding(ruleID: ruleID, severity: severity, path: path, range: range, message: message,
                                    related: related, fix: fix, subjectKey: subjectKey, pointer: pointer))
        }
        return findings
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RedirectLintModel
import RedirectLintSource

/// Findings as compact bytes, for keeping them out of memory between the passes of a run
/// (`FindingSpill`).
///
/// The findings of one batch mostly share their path and often their rule: a path or rule
/// the same, byte for byte, as the one before is written as a mark (a length of 0 where a
/// string is `1 + length` and its bytes), and read back as the same `String`, neither
/// allocated nor validated again.
enum FindingCoding {
    static func encode(_ findings: [Finding]) -> [UInt8] {
        var writer = ByteWriter()
        var rules = RepeatedText()
        var paths = RepeatedText()
        var relatedPaths = RepeatedText()
        writer.int(findings.count)
        // Fields are read in place: `for finding in` would copy each finding, every string retained.
        for index in findings.indices {
            rules.write(findings[index].ruleID, to: &writer)
            writer.int(severities.firstIndex(of: findings[index].severity)!)
            paths.write(findings[index].path, to: &writer)
            writer.range(findings[index].range)
            writer.string(findings[index].message)
            writer.int(findings[index].related.count)
            for related in findings[index].related {
                relatedPaths.write(related.path, to: &writer)
                writer.range(related.range)
                writer.string(related.message)
            }
            writer.optional(findings[index].fix) { writer, fix in
                writer.range(fix.range)
                writer.string(fix.replacement)
            }
            writer.string(findings[index].subjectKey)
            writer.optional(findings[index].pointer) { $0.string($1) }
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) -> [Finding] {
        var reader = ByteReader(bytes: bytes)
        var rules = RepeatedText()
        var paths = RepeatedText()
        var relatedPaths = RepeatedText()
        let count = reader.int()
        var findings: [Finding] = []
        findings.reserveCapacity(count)
        for _ in 0..<count {
            let ruleID = rules.read(from: &reader)
            let severity = severities[reader.int()]
            let path = paths.read(from: &reader)
            let range = reader.range()
            let message = reader.string()
            let relatedCount = reader.int()
            var related: [RelatedLocation] = []
            if relatedCount > 0 {
                related.reserveCapacity(relatedCount)
                for _ in 0..<relatedCount {
                    let relatedPath = relatedPaths.read(from: &reader)
                    related.append(RelatedLocation(path: relatedPath, range: reader.range(), message: reader.string()))
                }
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

/// The severities by number, made once: `allCases` builds a new array on every use.
private let severities = Array(Severity.allCases)

/// One field's previous value, on either side of `FindingCoding`.
private struct RepeatedText {
    private var last: String?

    mutating func write(_ text: String, to writer: inout ByteWriter) {
        if let last, Self.sameBytes(last, text) {
            writer.int(0)
            return
        }
        writer.int(text.utf8.count + 1)
        writer.raw(text[...])
        last = text
    }

    mutating func read(from reader: inout ByteReader) -> String {
        let mark = reader.int()
        if mark == 0, let last { return last }
        let text = reader.string(count: mark - 1)
        last = text
        return text
    }

    /// Byte for byte, not `==`: two canonically equivalent spellings of a path are two paths.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }
}

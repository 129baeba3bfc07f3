import RedirectLintModel
import RedirectLintSource

/// Findings as compact bytes, for keeping them out of memory between the passes of a run
/// (`FindingSpill`): numbers as variable-length integers, strings as length and UTF-8.
enum FindingCoding {
    static func encode(_ findings: [Finding]) -> [UInt8] {
        var writer = Writer()
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
            writer.int(finding.fix == nil ? 0 : 1)
            if let fix = finding.fix {
                writer.range(fix.range)
                writer.string(fix.replacement)
            }
            writer.string(finding.subjectKey)
            writer.int(finding.pointer == nil ? 0 : 1)
            if let pointer = finding.pointer { writer.string(pointer) }
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) -> [Finding] {
        var reader = Reader(bytes: bytes)
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
            let fix = reader.int() == 1 ? SuggestedFix(range: reader.range(), replacement: reader.string()) : nil
            let subjectKey = reader.string()
            let pointer = reader.int() == 1 ? reader.string() : nil
            findings.append(Finding(ruleID: ruleID, severity: severity, path: path, range: range, message: message,
                                    related: related, fix: fix, subjectKey: subjectKey, pointer: pointer))
        }
        return findings
    }

    private struct Writer {
        var bytes: [UInt8] = []

        /// LEB128 of the zigzag form, so a negative number (none is expected) still fits.
        mutating func int(_ value: Int) {
            var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func string(_ text: String) {
            let utf8 = text.utf8
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }

        mutating func range(_ range: SourceRange) {
            for position in [range.start, range.end] {
                int(position.line)
                int(position.column)
                int(position.utf16Column)
                int(position.offset)
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func int() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            let zigzag = Int64(bitPattern: value)
            return Int((zigzag >> 1) ^ -(zigzag & 1))
        }

        mutating func string() -> String {
            let count = int()
            defer { index += count }
            return String(decoding: bytes[index..<index + count], as: UTF8.self)
        }

        mutating func range() -> SourceRange {
            let start = SourcePosition(line: int(), column: int(), utf16Column: int(), offset: int())
            return SourceRange(start: start, end: SourcePosition(line: int(), column: int(), utf16Column: int(), offset: int()))
        }
    }
}

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
/// allocated nor validated again. A finding's related locations that are the very list of
/// a recent finding (a project rule hands every finding about one host the same list) are
/// written as its number among the recent lists, and read back as that same array.
enum FindingCoding {
    static func encode(_ findings: [Finding]) -> [UInt8] {
        var writer = ByteWriter()
        var rules = RepeatedText()
        var paths = RepeatedText()
        var relatedPaths = RepeatedText()
        var relatedLists = RecentRelatedLists()
        writer.int(findings.count)
        // Fields are read in place: `for finding in` would copy each finding, every string retained.
        for index in findings.indices {
            rules.write(findings[index].ruleID, to: &writer)
            writer.int(severities.firstIndex(of: findings[index].severity)!)
            paths.write(findings[index].path, to: &writer)
            writer.range(findings[index].range)
            writer.string(findings[index].message)
            let related = findings[index].related
            if let recent = relatedLists.slot(holding: related) {
                // Negative: a recent list by its slot; otherwise the count of the locations that follow.
                writer.int(-1 - recent)
            } else {
                writer.int(related.count)
                for location in related {
                    relatedPaths.write(location.path, to: &writer)
                    writer.range(location.range)
                    writer.string(location.message)
                }
                if !related.isEmpty { relatedLists.remember(related) }
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
        var relatedLists = RecentRelatedLists()
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
            if relatedCount < 0 {
                related = relatedLists[-1 - relatedCount]
            } else if relatedCount > 0 {
                related.reserveCapacity(relatedCount)
                for _ in 0..<relatedCount {
                    let relatedPath = relatedPaths.read(from: &reader)
                    related.append(RelatedLocation(path: relatedPath, range: reader.range(), message: reader.string()))
                }
                if !related.isEmpty { relatedLists.remember(related) }
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

/// The last few lists of related locations written (or read), on either side of
/// `FindingCoding`, in slots that both sides fill in the same order. The writer recognises a
/// list by its storage, not by comparing locations: a list it holds cannot be freed, so an
/// address it knows is that list.
private struct RecentRelatedLists {
    static let slots = 16
    private var lists: [[RelatedLocation]] = []
    private var next = 0

    mutating func remember(_ list: [RelatedLocation]) {
        if lists.count < Self.slots {
            lists.append(list)
        } else {
            lists[next] = list
        }
        next = (next + 1) % Self.slots
    }

    subscript(slot: Int) -> [RelatedLocation] { lists[slot] }

    /// The slot holding this very list (the same storage), if any.
    func slot(holding list: [RelatedLocation]) -> Int? {
        guard !list.isEmpty else { return nil }
        let address = list.withUnsafeBufferPointer { $0.baseAddress }
        return lists.firstIndex { $0.count == list.count && $0.withUnsafeBufferPointer { $0.baseAddress } == address }
    }
}

/// One field's previous value, on either side of `FindingCoding`.
private struct RepeatedText {
    private var last: String?

    mutating func write(_ text: String, to writer: inout ByteWriter) {
        if let last, Self.sameBytes(last, text) {
            writer.int(0)
            return
        }
        writer.int(text.utf8.count + 1)
        writer.raw(text)
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
        a.withBytes { x in
            b.withBytes { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }
}

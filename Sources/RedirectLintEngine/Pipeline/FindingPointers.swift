import RedirectLintModel
import RedirectLintSyntax

/// Gives each finding the JSON Pointer of the value it is about, found from its position in
/// the file's tree, so that `overrides:` and `per-file-ignores:` can target one value and
/// every rule (and every finding the engine makes) is covered the same way.
enum FindingPointers {
    /// Findings about one file, located in that file's tree; a pointer already recorded for
    /// the value is shared rather than made again.
    static func assign(_ findings: [Finding], roots: [Node], recorded: RecordedPointers? = nil) -> [Finding] {
        findings.map { finding in
            var located = finding
            let offset = finding.range.start.offset
            located.pointer = recorded?.pointer(at: offset) ?? NodePointer.pointer(at: offset, in: roots)
            return located
        }
    }
}

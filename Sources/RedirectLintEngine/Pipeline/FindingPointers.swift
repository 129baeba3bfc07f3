import RedirectLintModel
import RedirectLintSyntax

/// Gives each finding the JSON Pointer of the value it is about, found from its position in
/// the file's tree, so that `overrides:` and `per-file-ignores:` can target one value and
/// every rule (and every finding the engine makes) is covered the same way.
enum FindingPointers {
    /// Findings about one file, located in that file's tree.
    static func assign(_ findings: [Finding], roots: [Node]) -> [Finding] {
        findings.map { finding in
            var located = finding
            located.pointer = NodePointer.pointer(at: finding.range.start.offset, in: roots)
            return located
        }
    }
}

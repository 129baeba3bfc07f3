import RedirectLintModel
import RedirectLintSyntax

/// Gives each finding the JSON Pointer of the value it is about, found from its position in
/// the file's tree, so that `overrides:` and `per-file-ignores:` can target one value and
/// every rule (and every finding the engine makes) is covered the same way.
enum FindingPointers {
    static func assign(_ findings: [Finding], documents: [String: [Node]]) -> [Finding] {
        guard !documents.isEmpty else { return findings }
        return findings.map { finding in
            guard let roots = documents[finding.path] else { return finding }
            var located = finding
            located.pointer = NodePointer.pointer(at: finding.range.start.offset, in: roots)
            return located
        }
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// One file as the run's fixes leave it.
public struct FixedFile: Sendable {
    public var path: String
    /// The bytes that were checked, and the bytes with the fixes applied.
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// How many fixes were applied to it.
    public var applied: Int
    /// The lines (1-based) of the original that hold a secret: a diff never shows them.
    var secretLines: Set<Int>
}

/// What `--fix` and `--diff` do: apply the fixes of the findings a run reports, lint the
/// fixed text again, and repeat while fixes apply (several fixes of one value overlap, and
/// each pass applies one of them), all in memory; nothing is written here.
public struct FixRun: Sendable {
    /// What remains: the findings of the fixed files.
    public var report: LintReport
    /// The files that changed, in path order.
    public var files: [FixedFile]
    /// Findings still reported whose fix `--unsafe-fixes` would apply.
    public var unsafeAvailable: Int
    /// Why files with fixes to apply were left as they are (`path: not fixed: reason`).
    public var notFixed: [String]

    public var applied: Int { files.reduce(0) { $0 + $1.applied } }
}

public enum Fixer {
    /// Passes at most: a pass applies at least one fix, and a value has a few at most.
    static let maxPasses = 10

    /// Whether `--fix` alone applies a rule's fixes (`fix-safety: safe` in its YAML).
    public static func isSafe(_ ruleID: String) -> Bool {
        Catalog.rule(ruleID)?.fixSafety == .safe
    }

    public static func run(_ request: LintRequest, unsafe: Bool) throws(ConfigurationError) -> FixRun {
        var request = request
        request.wantsFixes = true
        var files: [String: FixedFile] = [:]
        var notFixed: Set<String> = []  // once per file, whatever the passes
        var report = try Linter.lint(request)
        for _ in 0..<maxPasses {
            var changed = false
            for file in report.byFile {
                let fixes = file.findings.compactMap { finding in
                    finding.fix.flatMap { unsafe || isSafe(finding.ruleID) ? $0 : nil }
                }
                // A file that did not parse has no `checked`, and no fixes either.
                guard !fixes.isEmpty, let checked = file.checked,
                      !file.findings.contains(where: { $0.ruleID == "parse-error" }) else { continue }
                guard let bytes = request.editedFiles[file.path] ?? read(file.path), CheckedContent.digest(bytes) == checked.digest else {
                    notFixed.insert("\(file.path): not fixed: the file changed since it was checked")
                    continue
                }
                guard let (prefix, text) = verbatimText(bytes, path: file.path) else {
                    notFixed.insert("\(file.path): not fixed: the file is not UTF-8 text, so its positions are not its bytes'")
                    continue
                }
                let (fixedText, applied) = SourceEdits.apply(fixes, to: text)
                guard applied > 0 else { continue }
                let fixed = prefix + fixedText
                if files[file.path] == nil {
                    files[file.path] = FixedFile(path: file.path, original: bytes, fixed: fixed, applied: 0,
                                                 secretLines: Set(checked.secrets.flatMap { $0.start.line...$0.end.line }))
                }
                files[file.path]!.fixed = fixed
                files[file.path]!.applied += applied
                request.editedFiles[file.path] = fixed
                changed = true
            }
            guard changed else { break }
            report = try Linter.lint(request)
        }
        let unsafeAvailable = unsafe ? 0 : report.findings.filter { $0.fix != nil && !isSafe($0.ruleID) }.count
        return FixRun(report: report, files: files.values.sorted { $0.path < $1.path }, unsafeAvailable: unsafeAvailable,
                      notFixed: notFixed.sorted())
    }

    private static func read(_ path: String) -> [UInt8]? {
        try? FileSystem.readFile(path, maxBytes: 64 << 20).get()
    }

    /// The file's bytes as the UTF-8 text its positions count in, after its byte order mark
    /// (kept as `prefix`); nil for a file read in another encoding (UTF-16, ISO-8859-1
    /// properties), whose offsets would not be its bytes'.
    private static func verbatimText(_ bytes: [UInt8], path: String) -> (prefix: [UInt8], text: [UInt8])? {
        guard case .text(let text) = TextDecoding.decode(bytes, path: path, as: FileKind.of(path)?.syntax ?? .structured),
              text.count <= bytes.count, bytes.suffix(text.count).elementsEqual(text) else { return nil }
        let prefix = Array(bytes.prefix(bytes.count - text.count))
        return prefix.isEmpty || prefix == [0xEF, 0xBB, 0xBF] ? (prefix, text) : nil
    }

    /// Writes a fixed file in place of the original: a new file beside it, flushed to disk and
    /// renamed over it, with the old one's permissions (`OutputFile.createReplacing`). Refused
    /// when the file's bytes are no longer the ones checked. Nil when written, else why not.
    public static func write(_ file: FixedFile) -> String? {
        guard let now = read(file.path), now == file.original else {
            return "\(file.path): not fixed: the file changed since it was checked"
        }
        // A link, or a path through a linked folder, may lead outside the files the run was given.
        let expected = file.path.hasPrefix("/") ? file.path : FileSystem.realPath(".").map { Paths.join($0, file.path) }
        guard let resolved = FileSystem.realPath(file.path), resolved == expected else {
            return "\(file.path): not fixed: the path goes through a symbolic link"
        }
        guard let output = OutputFile.createReplacing(file.path, inPlaceFallback: false) else {
            return "\(file.path): not fixed: cannot replace the file atomically (a folder the run cannot write, or a file with other hard links)"
        }
        output.write(file.fixed)
        return output.close() ? nil : "\(file.path): not fixed: writing the file failed"
    }

    /// The unified diff of every fixed file, and how many hunks were left out because they
    /// would show a line holding a secret or a control character (or name a path holding one).
    public static func diff(_ files: [FixedFile]) -> (text: [UInt8], withheld: Int) {
        var out: [UInt8] = []
        var withheld = 0
        for file in files {
            let old = UnifiedDiff.lines(file.original)
            let new = UnifiedDiff.lines(file.fixed)
            let hunks = UnifiedDiff.hunks(old: old, new: new)
            let shown = needsEscape(Array(file.path.utf8)[...]) ? [] : hunks.filter { hunk in
                !hunk.lines.contains { file.secretLines.contains($0 + 1) || needsEscape(old[$0]) || needsEscape(new[$0]) }
            }
            withheld += hunks.count - shown.count
            out += UnifiedDiff.render(path: file.path, old: old, new: new, hunks: shown)
        }
        return (out, withheld)
    }

    /// A character the text format would escape (`ControlCharacters`): C0 but a tab, DEL,
    /// C1, Unicode line separators and bidirectional overrides; the line's own break aside.
    private static func needsEscape(_ line: ArraySlice<UInt8>) -> Bool {
        var body = line
        if body.last == 0x0A { body = body.dropLast() }
        if body.last == 0x0D { body = body.dropLast() }
        return String(decoding: body, as: UTF8.self).unicodeScalars.contains { ControlCharacters.needsEscape($0, keepingTabs: true) }
    }
}

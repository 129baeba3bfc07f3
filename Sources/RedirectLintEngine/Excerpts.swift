import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The source lines findings point at, read again after the run, with every secret the
/// file holds masked so that showing a line can never print a secret.
enum Excerpts {
    static func build(for findings: [Finding], models: [FileModel]) -> [String: SourceExcerpt] {
        var wanted: [String: Set<Int>] = [:]
        for finding in findings {
            wanted[finding.path, default: []].insert(finding.range.start.line)
            for related in finding.related {
                wanted[related.path, default: []].insert(related.range.start.line)
            }
        }
        var secrets: [String: [SourceRange]] = [:]
        for model in models {
            let ranges = model.registrations.flatMap { $0.secrets.map(\.range) } + model.manifests.flatMap { $0.secrets.map(\.range) }
            if !ranges.isEmpty { secrets[model.path] = ranges }
        }
        var result: [String: SourceExcerpt] = [:]
        for (path, lines) in wanted {
            guard case .success(let raw) = FileSystem.readFile(path, maxBytes: 64 << 20) else { continue }
            let bytes: [UInt8]
            switch TextDecoding.decode(raw, path: path) {
            case .text(let text): bytes = text
            case .invalid(_, let prefix): bytes = prefix
            case .binary: continue
            }
            let file = SourceFile(path: path, bytes: bytes)
            var texts: [Int: String] = [:]
            for line in lines where line <= file.lineCount {
                texts[line] = mask(file.lineText(line), line: line, secrets: secrets[path] ?? [])
            }
            result[path] = SourceExcerpt(lines: texts)
        }
        return result
    }

    /// Replaces each character of a secret on this line with `*`, keeping columns aligned.
    static func mask(_ text: String, line: Int, secrets: [SourceRange]) -> String {
        let onLine = secrets.filter { $0.start.line <= line && $0.end.line >= line }
        guard !onLine.isEmpty else { return text }
        var out = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let column = index + 1
            let hidden = onLine.contains { range in
                let startsBefore = range.start.line < line || range.start.column <= column
                let endsAfter = range.end.line > line || column < range.end.column
                return startsBefore && endsAfter
            }
            out.unicodeScalars.append(hidden ? "*" : scalar)
        }
        return out
    }
}

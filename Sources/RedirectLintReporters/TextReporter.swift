import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource

/// The default output: `path:line:col: severity: message [rule]`, the source line with a
/// caret under the offending value, and how to fix it. `quiet` leaves out the summary
/// line (and so prints nothing at all for a clean run).
public struct TextReporter {
    public var color: Bool
    public var quiet: Bool

    public init(color: Bool, quiet: Bool = false) {
        self.color = color
        self.quiet = quiet
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return paint("error", "1;31")
        case .warning: return paint("warning", "1;33")
        case .note: return paint("note", "1;36")
        }
    }

    public func render(_ report: LintReport) -> String {
        ReportAssembler.render(report, renderer: FindingRenderer(format: .text, options: ReportOptions(color: color, quiet: quiet)))
    }

    /// One finding: its line, the source line with carets, related places, how to fix it.
    func item(_ finding: Finding, excerpt: SourceExcerpt?) -> String {
        let start = finding.range.start
        var out = paint("\(finding.path):\(start.line):\(start.column):", "1") + " \(label(finding.severity)): "
        out += "\(finding.message) " + paint("[\(finding.ruleID)]", "2") + "\n"
        if let line = excerpt?.lines[start.line] {
            out += self.excerpt(line: line, number: start.line, range: finding.range)
        }
        for related in finding.related {
            let at = related.range.start
            out += "  " + paint("note:", "1;36") + " \(related.message): \(related.path):\(at.line):\(at.column)\n"
        }
        if let help = help(for: finding) {
            out += "  " + paint("help:", "1;32") + " \(help)\n"
        }
        return out
    }

    /// The source line with carets under the range. Long lines (minified JSON) are cut to a
    /// window around the value, marked with `…`.
    private func excerpt(line: String, number: Int, range: SourceRange) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: gutter.count)
        var scalars = Array(line.unicodeScalars)
        var start = max(0, min(range.start.column - 1, scalars.count))
        var end = range.end.line == range.start.line ? max(start + 1, min(range.end.column - 1, scalars.count)) : scalars.count
        let maxWidth = 120
        if scalars.count > maxWidth {
            let from = max(0, start - 40)
            let to = min(scalars.count, max(end, start + 1) + 40)
            var window = Array(scalars[from..<to])
            var shift = from
            if from > 0 { window.insert("…", at: 0); shift -= 1 }
            if to < scalars.count { window.append("…") }
            scalars = window
            start -= shift
            end -= shift
        }
        // Keep tabs so the carets line up under the same indentation the line has.
        let lead = String(String.UnicodeScalarView(scalars[..<start].map { $0 == "\t" ? "\t" : " " }))
        let width = max(1, min(end, scalars.count + 1) - start)
        let shown = String(String.UnicodeScalarView(scalars))
        return "  \(pad) |\n  \(gutter) | \(shown)\n  \(pad) | \(lead)" + paint(String(repeating: "^", count: width), "1;31") + "\n"
    }

    private func help(for finding: Finding) -> String? {
        if let fix = finding.fix {
            return "replace with '\(fix.replacement)'"
        }
        guard let rule = Catalog.rule(finding.ruleID) else { return nil }
        return firstSentence(of: rule.fix)
    }

    /// The first sentence of the catalog's fix text, with its line breaks joined.
    private func firstSentence(of text: String) -> String {
        let paragraph = text.split(separator: "\n\n", maxSplits: 1).first.map(String.init) ?? text
        let joined = paragraph.split(separator: "\n").map { $0.trimmingCharacters() }.joined(separator: " ")
        let characters = Array(joined)
        for i in characters.indices.dropLast() where characters[i] == "." && characters[i + 1] == " " {
            return String(characters[...i])
        }
        return joined
    }

    func summary(_ summary: RunSummary) -> String {
        let checked = summary.files.filter { $0.status == .checked }.count
        var files = "\(checked) file\(checked == 1 ? "" : "s") checked"
        if let hidden = summary.hiddenByBaseline { files += "; \(hidden) hidden by the baseline" }
        if summary.total == 0 { return "No problems found (\(files))." }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "Found \(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")) "
            + "and \(plural(summary.notes, "note")) (\(files))."
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        var s = self
        while let c = s.first, c == " " { s = s.dropFirst() }
        while let c = s.last, c == " " { s = s.dropLast() }
        return String(s)
    }
}

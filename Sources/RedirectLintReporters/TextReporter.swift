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
        ReportRendering.render(report, as: .text, options: ReportOptions(color: color, quiet: quiet))
    }

    /// One finding: its line, the source line with carets, related places, how to fix it.
    func item(_ finding: Finding, excerpt: SourceExcerpt?) -> String {
        let start = finding.range.start
        var out = paint("\(finding.path):\(start.line):\(start.column):", "1") + " \(label(finding.severity)): "
        out += "\(finding.message) " + paint("[\(finding.ruleID)]", "2") + "\n"
        if let line = excerpt?.scalarLines[start.line] {
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
    /// window around the value, marked with `…`, at most `maxWidth` wide whatever the value's
    /// length: a finding costs its window, not its line. Columns count Unicode scalars.
    private func excerpt(line units: [Unicode.Scalar], number: Int, range: SourceRange) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: gutter.count)
        let count = units.count
        var start = max(0, min(range.start.column - 1, count))
        var end = range.end.line == range.start.line ? max(start + 1, min(range.end.column - 1, count)) : count
        // The part shown, from..<to, with a `…` before it when it starts after the line does
        // and after it when it ends before; start and end become positions in what is shown.
        var from = 0, to = count, opens = false, closes = false
        let maxWidth = 120
        if count > maxWidth {
            from = max(0, start - 40)
            to = min(count, max(end, start + 1) + 40, start + maxWidth - 40)
            opens = from > 0
            closes = to < count
        }
        let shift = from - (opens ? 1 : 0)
        start -= shift
        end -= shift
        let shownCount = to - from + (opens ? 1 : 0) + (closes ? 1 : 0)
        // Keep tabs so the carets line up under the same indentation the line has.
        var lead = opens ? " " : ""
        for unit in units[from..<(from + start - (opens ? 1 : 0))] { lead += unit == "\t" ? "\t" : " " }
        let width = max(1, min(end, shownCount + 1) - start)
        let shown = (opens ? "…" : "") + String(String.UnicodeScalarView(units[from..<to])) + (closes ? "…" : "")
        return "  \(pad) |\n  \(gutter) | \(shown)\n  \(pad) | \(lead)" + paint(String(repeating: "^", count: width), "1;31") + "\n"
    }

    private func help(for finding: Finding) -> String? {
        if let fix = finding.fix {
            return "replace with '\(fix.replacement)'"
        }
        return Self.helpLines[finding.ruleID]
    }

    /// Each rule's help line, made once: every finding of a rule has the same, and a run can
    /// have hundreds of thousands of findings.
    private static let helpLines: [String: String] = Dictionary(
        Catalog.ids.compactMap { id in Catalog.rule(id).map { (id, firstSentence(of: $0.fix)) } },
        uniquingKeysWith: { first, _ in first })

    /// The first sentence of the catalog's fix text, with its line breaks joined.
    private static func firstSentence(of text: String) -> String {
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

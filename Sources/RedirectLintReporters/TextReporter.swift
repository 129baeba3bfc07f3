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
    /// What comes from the files read (paths, values in messages, source lines) has its
    /// control characters escaped (`ControlCharacters`).
    func item(_ finding: Finding, excerpt: SourceExcerpt?) -> String {
        let start = finding.range.start
        let path = ControlCharacters.escaped(finding.path)
        var out = paint("\(path):\(start.line):\(start.column):", "1") + " \(label(finding.severity)): "
        out += "\(ControlCharacters.escaped(finding.message)) " + paint("[\(finding.ruleID)]", "2") + "\n"
        if let line = excerpt?.scalarLines[start.line] {
            out += self.excerpt(line: line, number: start.line, range: finding.range)
        }
        for related in finding.related {
            let at = related.range.start
            let place = "\(ControlCharacters.escaped(related.path)):\(at.line):\(at.column)"
            out += "  " + paint("note:", "1;36") + " \(ControlCharacters.escaped(related.message)): \(place)\n"
        }
        if let help = help(for: finding) {
            out += "  " + paint("help:", "1;32") + " \(ControlCharacters.escaped(help))\n"
        }
        return out
    }

    /// The source line with carets under the range. Long lines (minified JSON) are cut to a
    /// window around the value, marked with `…`, and a value longer than 160 characters is
    /// cut too: a finding costs its window, not its line. Columns count Unicode scalars.
    /// Control characters are shown escaped and the carets count their escapes; tabs are
    /// kept, in the carets' indentation too, so that they line up under the value.
    private func excerpt(line units: [Unicode.Scalar], number: Int, range: SourceRange) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: gutter.count)
        let count = units.count
        let start = max(0, min(range.start.column - 1, count))
        let end = range.end.line == range.start.line ? max(start + 1, min(range.end.column - 1, count)) : count
        // The part shown, from..<to, with a `…` before it when it starts after the line does
        // and after it when it ends before.
        var from = 0, to = count
        let maxWidth = 120
        if count > maxWidth {
            from = max(0, start - 40)
            to = min(count, end + 40, start + 160)
        }
        let opens = from > 0, closes = to < count
        var shown = String.UnicodeScalarView(opens ? "…".unicodeScalars : "".unicodeScalars)
        var lead = String.UnicodeScalarView(opens ? " ".unicodeScalars : "".unicodeScalars)
        var width = 0
        for index in from..<to {
            let scalar = units[index]
            var columns = 1
            if ControlCharacters.needsEscape(scalar, keepingTabs: true) {
                let escape = ControlCharacters.escaped(scalar).unicodeScalars
                shown.append(contentsOf: escape)
                columns = escape.count
            } else {
                shown.append(scalar)
            }
            if index < start {
                lead.append(contentsOf: repeatElement(scalar == "\t" ? "\t" : " ", count: scalar == "\t" ? 1 : columns))
            } else if index < end {
                width += columns
            }
        }
        if closes { shown.append("…") }
        // Past the end of what is shown (a value cut at the `…`, or a finding after the last
        // character): one caret more.
        if end > to { width += 1 }
        return "  \(pad) |\n  \(gutter) | \(String(shown))\n  \(pad) | \(String(lead))"
            + paint(String(repeating: "^", count: max(1, width)), "1;31") + "\n"
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

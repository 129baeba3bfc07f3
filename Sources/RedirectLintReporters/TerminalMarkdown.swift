/// The Markdown of a rule page (`RulePage`) as a terminal shows it: headings in bold, code
/// in colour and indented, links as their text with the address after it, no `#`, `**` or
/// backticks. Only what rule pages use is rendered; anything else passes through as written.
/// Without colour the layout is the same, with no escape sequences.
public struct TerminalMarkdown {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public func render(_ markdown: String) -> String {
        var out: [String] = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                out.append("    " + paint(String(line), "36"))
            } else if line.hasPrefix("# ") {
                out.append(paint(String(line.dropFirst(2)), "1;4"))
            } else if line.hasPrefix("## ") {
                out.append(paint(String(line.dropFirst(3)), "1"))
            } else if line.hasPrefix("- ") {
                out.append("  • " + inline(line.dropFirst(2)))
            } else {
                out.append(inline(line))
            }
        }
        return out.joined(separator: "\n")
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `**bold**`, `` `code` `` and `[text](url)` within a line.
    private func inline(_ line: Substring) -> String {
        var out = ""
        var rest = line[...]
        while let first = rest.first {
            if rest.hasPrefix("**"), let end = rest.dropFirst(2).firstRange(of: "**") {
                out += paint(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]), "1")
                rest = rest[end.upperBound...]
            } else if first == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                out += paint(String(rest[rest.index(after: rest.startIndex)..<end]), "36")
                rest = rest[rest.index(after: end)...]
            } else if first == "[", let close = rest.firstRange(of: "]("), let end = rest[close.upperBound...].firstIndex(of: ")") {
                let text = String(rest[rest.index(after: rest.startIndex)..<close.lowerBound])
                let url = String(rest[close.upperBound..<end])
                out += paint(text, "4") + " " + paint("<\(url)>", "2")
                rest = rest[rest.index(after: end)...]
            } else {
                out.append(first)
                rest = rest.dropFirst()
            }
        }
        return out
    }
}

import RedirectLintEngine
import RedirectLintReporters
import Testing

@Suite("Rule pages on a terminal")
struct TerminalMarkdownTests {
    @Test func markupBecomesLayout() {
        let page = "# rule-id\n\n**Title** · `error`\n\n## Why\n\nSee [RFC 8252](https://example.org/8252).\n\n```json\n{\"a\": 1}\n```\n\n- [One](https://x.example)\n"
        let plain = TerminalMarkdown(color: false).render(page)
        #expect(plain == "rule-id\n\nTitle · error\n\nWhy\n\nSee RFC 8252 <https://example.org/8252>.\n\n    {\"a\": 1}\n\n  • One <https://x.example>\n")
        let colored = TerminalMarkdown(color: true).render(page)
        #expect(colored.contains("\u{1B}[1;4mrule-id\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1mWhy\u{1B}[0m"))
        #expect(colored.contains("    \u{1B}[36m{\"a\": 1}\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[4mRFC 8252\u{1B}[0m"))
    }

    @Test func everyRulePageRendersWithoutMarkup() {
        for rule in Catalog.rules {
            let lines = TerminalMarkdown(color: false).render(RulePage.markdown(rule)).split(separator: "\n")
            for markup in ["```", "# ", "## ", "**"] {
                #expect(!lines.contains { $0.hasPrefix(markup) }, "\(rule.id): a line starts with \(markup)")
            }
            #expect(!lines.contains { $0.contains("](http") }, "\(rule.id): a link left as Markdown")
        }
    }
}

import RedirectLintEngine

/// A rule's page, in Markdown, the way ruff writes them: what it does, why it is bad, an
/// example, what to use instead. Used by `explain`, SARIF help and `docs/rules/`.
public enum RulePage {
    public static func markdown(_ rule: RuleDescription) -> String {
        var out = "# \(rule.id)\n\n"
        out += "**\(rule.title)** · default severity: `\(rule.severity.rawValue)` · applies to: \(rule.appliesTo.joined(separator: ", "))\n\n"
        out += "## What it does\n\n\(rule.summary.trimmed)\n\n"
        out += "## Why is this bad?\n\n\(rule.why.trimmed)\n\n"
        if let rationale = rule.severityRationale {
            out += "## Severity\n\n\(rationale.trimmed)\n\n"
        }
        if let bad = rule.examples.first(where: \.triggers) {
            out += "## Example\n\n" + block(bad)
        }
        out += "## How to fix\n\n\(rule.fix.trimmed)\n\n"
        switch rule.fixSafety {
        case .safe?: out += "`--fix` applies this rule's fix (a safe fix).\n\n"
        case .unsafe?: out += "`--fix --unsafe-fixes` applies this rule's fix (an unsafe fix: it changes a value that the app and the server must agree on, so change the other side too).\n\n"
        case nil: break
        }
        if let good = rule.examples.first(where: { !$0.triggers }) {
            out += "Use instead:\n\n" + block(good)
        }
        if !rule.references.isEmpty {
            out += "## References\n\n"
            for reference in rule.references {
                out += "- [\(reference.title)](\(reference.url))\n"
            }
            out += "\n"
        }
        return out.trimmed + "\n"
    }

    private static func block(_ example: RuleDescription.Example) -> String {
        var out = ""
        if !example.description.isEmpty { out += "\(example.description.trimmed)\n\n" }
        for file in example.files {
            out += "`\(file.path)`:\n\n```\(fence(file.path))\n\(file.content.trimmedTrailingNewlines)\n```\n\n"
        }
        return out
    }

    private static func fence(_ path: String) -> String {
        if path.hasSuffix(".json") { return "json" }
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { return "yaml" }
        if path.hasSuffix(".xml") || path.hasSuffix(".plist") || path.hasSuffix(".entitlements") || path.hasSuffix("appxmanifest") { return "xml" }
        if path.hasSuffix(".gradle") || path.hasSuffix(".kts") { return "groovy" }
        return ""
    }

    /// Where the rule's page is published.
    public static func url(_ rule: RuleDescription) -> String {
        "\(ToolInfo.informationURI)/blob/main/docs/rules/\(rule.id).md"
    }

    /// Plain text for SARIF `help.text`.
    public static func plainText(_ rule: RuleDescription) -> String {
        "\(rule.summary.trimmed)\n\nWhy: \(rule.why.trimmed)\n\nFix: \(rule.fix.trimmed)"
    }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s = s.dropFirst() }
        while let c = s.last, c.isWhitespace { s = s.dropLast() }
        return String(s)
    }

    var trimmedTrailingNewlines: String {
        var s = Substring(self)
        while s.last == "\n" { s = s.dropLast() }
        return String(s)
    }
}

/// The README's rule table, generated from the catalog.
public enum RuleTable {
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var out = "| rule | default | applies to | what it reports |\n|---|---|---|---|\n"
        for rule in rules {
            out += "| [`\(rule.id)`](docs/rules/\(rule.id).md) | \(rule.severity.rawValue) | \(rule.appliesTo.joined(separator: ", ")) | \(rule.title) |\n"
        }
        return out
    }
}

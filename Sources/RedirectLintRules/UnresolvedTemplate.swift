import RedirectLintModel

/// A value left to a build or deploy tool (`${scheme}`, `$(PRODUCT_BUNDLE_IDENTIFIER)`) is not
/// guessed: one note per file says what could not be checked.
public struct UnresolvedTemplate: FileRule {
    public let id = "unresolved-template"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        guard let first = file.unresolvedTemplates.min(by: { $0.range.start < $1.range.start }) else { return [] }
        let others = file.unresolvedTemplates.count - 1
        let more = others > 0 ? " (and \(others) more value\(others == 1 ? "" : "s") with placeholders)" : ""
        let shown = URIText.masked(first.value)
        return [report(path: file.path, range: first.range,
                       message: "'\(Self.abbreviated(shown))' has a placeholder that is filled in later, so it was not checked\(more)",
                       subjectKey: shown)]
    }

    /// A value on one line of at most 80 characters: a Terraform conditional over several
    /// lines is shown by its start.
    static func abbreviated(_ value: String) -> String {
        let firstLine = value.prefix { $0 != "\n" && $0 != "\r" }
        guard firstLine.count < value.count || firstLine.count > 80 else { return value }
        return String(firstLine.prefix(80)) + "…"
    }
}

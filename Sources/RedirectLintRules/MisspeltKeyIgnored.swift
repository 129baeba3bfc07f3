import RedirectLintModel

/// A key that differs from one of the format's only in case or separators is ignored by a
/// reader that matches keys exactly: the setting the author meant (often the redirect URIs)
/// is not made, and nothing says so.
public struct MisspeltKeyIgnored: FileRule {
    public let id = "misspelt-key"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.misspeltKeys.map { key in
            report(path: file.path, range: key.written.range,
                   message: "'\(key.written.value)' is not a key of this format: its readers look for '\(key.meant)' and never see this value; did you mean '\(key.meant)'?",
                   fix: key.written.isVerbatim ? SuggestedFix(range: key.written.range, replacement: key.meant) : nil,
                   subjectKey: key.written.value)
        }
    }
}

import RedirectLintSource

/// Another place a finding involves (the other registration of a shared URI).
public struct RelatedLocation: Sendable, Hashable {
    public var path: String
    public var range: SourceRange
    public var message: String
    public init(path: String, range: SourceRange, message: String) {
        self.path = path
        self.range = range
        self.message = message
    }
}

/// A mechanical fix: replace the text at `range` with `replacement`.
public struct SuggestedFix: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String
    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// What a rule reports about one value.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var path: String
    public var range: SourceRange
    /// One factual sentence naming the offending value, without a trailing period.
    /// Never contains a secret.
    public var message: String
    public var related: [RelatedLocation]
    public var fix: SuggestedFix?
    /// What the finding is about, independent of its line (the offending value, or a
    /// description of it for secrets): baselines and fingerprints key on it.
    public var subjectKey: String
    /// Where the offending value sits in its document, as a JSON Pointer
    /// (`/clients/3/redirectUris/0`), for files loaded into a tree (JSON, YAML, property lists,
    /// properties). The engine fills it in from the position; rules leave it nil.
    public var pointer: String?

    public init(ruleID: String, severity: Severity, path: String, range: SourceRange, message: String,
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, subjectKey: String = "", pointer: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.range = range
        self.message = message
        self.related = related
        self.fix = fix
        self.subjectKey = subjectKey
        self.pointer = pointer
    }

    /// The order of output: path, line, column, rule, then message for ties.
    public static func outputOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.range.start.line != b.range.start.line { return a.range.start.line < b.range.start.line }
        if a.range.start.column != b.range.start.column { return a.range.start.column < b.range.start.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

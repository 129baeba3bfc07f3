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
///
/// Its fields live in one copy-on-write box, as `ClientRegistration`'s do: a finding is
/// copied at every step from its rule to the report (pointers, suppressions, configuration,
/// order), and a copy of six strings and an array was seven retains, where a copy of the box
/// is one.
public struct Finding: Sendable, Hashable {
    @usableFromInline struct Fields: Sendable, Hashable {
        @usableFromInline var ruleID: String
        @usableFromInline var severity: Severity
        @usableFromInline var path: String
        @usableFromInline var range: SourceRange
        @usableFromInline var message: String
        @usableFromInline var related: [RelatedLocation]
        @usableFromInline var fix: SuggestedFix?
        @usableFromInline var subjectKey: String
        @usableFromInline var pointer: String?
    }

    @usableFromInline var box: CopyOnWrite<Fields>

    @inlinable public var ruleID: String {
        get { box.fields.pointee.ruleID }
        _modify { yield &box.unique().pointee.ruleID }
    }
    @inlinable public var severity: Severity {
        get { box.fields.pointee.severity }
        _modify { yield &box.unique().pointee.severity }
    }
    @inlinable public var path: String {
        get { box.fields.pointee.path }
        _modify { yield &box.unique().pointee.path }
    }
    @inlinable public var range: SourceRange {
        get { box.fields.pointee.range }
        _modify { yield &box.unique().pointee.range }
    }
    /// One factual sentence naming the offending value, without a trailing period.
    /// Never contains a secret.
    @inlinable public var message: String {
        get { box.fields.pointee.message }
        _modify { yield &box.unique().pointee.message }
    }
    @inlinable public var related: [RelatedLocation] {
        get { box.fields.pointee.related }
        _modify { yield &box.unique().pointee.related }
    }
    @inlinable public var fix: SuggestedFix? {
        get { box.fields.pointee.fix }
        _modify { yield &box.unique().pointee.fix }
    }
    /// What the finding is about, independent of its line (the offending value, or a
    /// description of it for secrets): baselines and fingerprints key on it.
    @inlinable public var subjectKey: String {
        get { box.fields.pointee.subjectKey }
        _modify { yield &box.unique().pointee.subjectKey }
    }
    /// Where the offending value sits in its document, as a JSON Pointer
    /// (`/clients/3/redirectUris/0`), for files loaded into a tree (JSON, YAML, property lists,
    /// properties). The engine fills it in from the position; rules leave it nil.
    @inlinable public var pointer: String? {
        get { box.fields.pointee.pointer }
        _modify { yield &box.unique().pointee.pointer }
    }

    public init(ruleID: String, severity: Severity, path: String, range: SourceRange, message: String,
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, subjectKey: String = "", pointer: String? = nil) {
        let fields = Fields(ruleID: ruleID, severity: severity, path: path, range: range, message: message,
                            related: related, fix: fix, subjectKey: subjectKey, pointer: pointer)
        box = CopyOnWrite(fields)
    }

    /// Equal by their fields, not by their boxes.
    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.box.isShared(with: rhs.box) || lhs.box.fields.pointee == rhs.box.fields.pointee
    }

    public func hash(into hasher: inout Hasher) {
        box.fields.pointee.hash(into: &hasher)
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

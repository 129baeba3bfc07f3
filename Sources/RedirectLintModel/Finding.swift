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
/// is one. Sendable although `ManagedBuffer` is not: the fields are, and a shared box is
/// never written to (every write goes through `makeUnique`).
public struct Finding: @unchecked Sendable, Hashable {
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

    /// The box. Its fields are reached through a pointer rather than as a class's stored
    /// property, which would check exclusive access dynamically on every read.
    @usableFromInline typealias Storage = ManagedBuffer<Fields, UInt8>

    @usableFromInline var storage: Storage

    @inlinable var fields: UnsafeMutablePointer<Fields> {
        storage.withUnsafeMutablePointerToHeader { $0 }
    }

    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            let fields = fields.pointee
            storage = Storage.create(minimumCapacity: 0) { _ in fields }
        }
    }

    @inlinable public var ruleID: String {
        get { fields.pointee.ruleID }
        _modify { makeUnique(); yield &fields.pointee.ruleID }
    }
    @inlinable public var severity: Severity {
        get { fields.pointee.severity }
        _modify { makeUnique(); yield &fields.pointee.severity }
    }
    @inlinable public var path: String {
        get { fields.pointee.path }
        _modify { makeUnique(); yield &fields.pointee.path }
    }
    @inlinable public var range: SourceRange {
        get { fields.pointee.range }
        _modify { makeUnique(); yield &fields.pointee.range }
    }
    /// One factual sentence naming the offending value, without a trailing period.
    /// Never contains a secret.
    @inlinable public var message: String {
        get { fields.pointee.message }
        _modify { makeUnique(); yield &fields.pointee.message }
    }
    @inlinable public var related: [RelatedLocation] {
        get { fields.pointee.related }
        _modify { makeUnique(); yield &fields.pointee.related }
    }
    @inlinable public var fix: SuggestedFix? {
        get { fields.pointee.fix }
        _modify { makeUnique(); yield &fields.pointee.fix }
    }
    /// What the finding is about, independent of its line (the offending value, or a
    /// description of it for secrets): baselines and fingerprints key on it.
    @inlinable public var subjectKey: String {
        get { fields.pointee.subjectKey }
        _modify { makeUnique(); yield &fields.pointee.subjectKey }
    }
    /// Where the offending value sits in its document, as a JSON Pointer
    /// (`/clients/3/redirectUris/0`), for files loaded into a tree (JSON, YAML, property lists,
    /// properties). The engine fills it in from the position; rules leave it nil.
    @inlinable public var pointer: String? {
        get { fields.pointee.pointer }
        _modify { makeUnique(); yield &fields.pointee.pointer }
    }

    public init(ruleID: String, severity: Severity, path: String, range: SourceRange, message: String,
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, subjectKey: String = "", pointer: String? = nil) {
        let fields = Fields(ruleID: ruleID, severity: severity, path: path, range: range, message: message,
                            related: related, fix: fix, subjectKey: subjectKey, pointer: pointer)
        storage = Storage.create(minimumCapacity: 0) { _ in fields }
    }

    /// Equal by their fields, not by their boxes.
    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.storage === rhs.storage || lhs.fields.pointee == rhs.fields.pointee
    }

    public func hash(into hasher: inout Hasher) {
        fields.pointee.hash(into: &hasher)
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

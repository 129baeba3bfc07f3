/// A value together with where it was written.
public struct Located<Value> {
    public var value: Value
    public var range: SourceRange
    /// True when the source text at `range` is exactly the value, character for character
    /// (no quotes, escapes or entities inside), on a single line. Only then can a part of the
    /// value be pointed at precisely.
    public var isVerbatim: Bool
    // No JSON Pointer here: a finding gets its pointer from the file's tree, by position
    // (`FindingPointers`), so a pointer per value would be built, kept and spilled for nothing.

    public init(_ value: Value, range: SourceRange, isVerbatim: Bool = false) {
        self.value = value
        self.range = range
        self.isVerbatim = isVerbatim
    }

    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Located<T> {
        Located<T>(try transform(value), range: range, isVerbatim: isVerbatim)
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

extension Located where Value: StringProtocol {
    /// The source range of a part of the value. Falls back to the whole value when the
    /// source text is not verbatim (escapes, entities or line breaks would shift columns).
    public func range(of part: Range<Value.Index>) -> SourceRange {
        SourceRange.of(part, in: value, writtenAt: range, isVerbatim: isVerbatim)
    }
}

extension SourceRange {
    /// Where `part` of `text` is, `text` being written at `whole`: counted within the text
    /// when it is written verbatim, else the whole. Inlinable, so that a caller that knows
    /// its string type (a rule reading a URI in place) counts without protocol thunks.
    @inlinable public static func of<Text: StringProtocol>(_ part: Range<Text.Index>, in text: Text, writtenAt whole: SourceRange,
                                                           isVerbatim: Bool) -> SourceRange {
        guard isVerbatim else { return whole }
        func advanced(_ base: SourcePosition, by text: Text.SubSequence) -> SourcePosition {
            SourcePosition(
                line: base.line,
                column: base.column + text.unicodeScalars.count,
                utf16Column: base.utf16Column + text.utf16.count,
                offset: base.offset + text.utf8.count)
        }
        let start = advanced(whole.start, by: text[text.startIndex..<part.lowerBound])
        return SourceRange(start: start, end: advanced(start, by: text[part]))
    }
}

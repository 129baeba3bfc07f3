/// A value together with where it was written.
public struct Located<Value> {
    public var value: Value
    public var range: SourceRange
    /// True when the source text at `range` is exactly the value, character for character
    /// (no quotes, escapes or entities inside), on a single line. Only then can a part of the
    /// value be pointed at precisely.
    public var isVerbatim: Bool
    /// Where the value sits in its document, as a JSON Pointer-like path (`/clients/3/redirectUris/0`).
    public var path: String

    public init(_ value: Value, range: SourceRange, isVerbatim: Bool = false, path: String = "") {
        self.value = value
        self.range = range
        self.isVerbatim = isVerbatim
        self.path = path
    }

    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Located<T> {
        Located<T>(try transform(value), range: range, isVerbatim: isVerbatim, path: path)
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

extension Located where Value: StringProtocol {
    /// The source range of a part of the value. Falls back to the whole value when the
    /// source text is not verbatim (escapes, entities or line breaks would shift columns).
    public func range(of part: Range<Value.Index>) -> SourceRange {
        guard isVerbatim else { return range }
        let prefix = value[value.startIndex..<part.lowerBound]
        let body = value[part]
        func advanced(_ base: SourcePosition, by text: Value.SubSequence) -> SourcePosition {
            SourcePosition(
                line: base.line,
                column: base.column + text.unicodeScalars.count,
                utf16Column: base.utf16Column + text.utf16.count,
                offset: base.offset + text.utf8.count)
        }
        let start = advanced(range.start, by: prefix)
        return SourceRange(start: start, end: advanced(start, by: body))
    }
}

/// Shell-style path patterns: `*` and `?` stay within one path segment, `**` spans any
/// number of segments. A pattern without `/` matches the file name at any depth.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    /// The pattern's segments as scalars, split once: converting a long segment again for
    /// every path segment it was tried against made a 40,000-character pattern over a deep
    /// tree take minutes.
    private let segments: [[Unicode.Scalar]]

    public init(_ pattern: String) {
        var p = pattern
        if p.hasPrefix("./") { p.removeFirst(2) }
        if !p.contains("/") { p = "**/" + p }
        if p.hasSuffix("/") { p += "**" }
        self.pattern = pattern
        self.segments = Self.scalars(p.split(separator: "/", omittingEmptySubsequences: true))
    }

    public func matches(_ path: String) -> Bool {
        let parts = Paths.clean(path).split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], Self.scalars(parts)[...])
    }

    /// The same, for segments as written (as the tests give them).
    static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        match(scalars(Array(pattern))[...], scalars(Array(path))[...])
    }

    /// `**` matches any run of segments. Greedy, going back only to the last `**` seen (each
    /// one only ever needs to take one more segment): time in proportion to pattern × path at
    /// worst, where trying every split at every `**` was exponential (six `**` over a path of
    /// 40 folders took 47 s).
    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        wildcardMatch(pattern, path, isStar: { $0 == anyFolders }) { segment, part in matchSegment(segment[...], part[...]) }
    }

    private static let anyFolders: [Unicode.Scalar] = ["*", "*"]

    private static func scalars(_ segments: [Substring]) -> [[Unicode.Scalar]] {
        segments.map { Array($0.unicodeScalars) }
    }

    /// `*` matches any run of characters within a segment, `?` one character.
    static func matchSegment(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
        wildcardMatch(p, s, isStar: { $0 == "*" }) { c, scalar in c == "?" || c == scalar }
    }

    /// Whether `items` match `pattern`, where a star matches any run of items (none too) and
    /// any other element exactly one item it `fits`.
    private static func wildcardMatch<P: Collection, S: Collection>(_ pattern: P, _ items: S, isStar: (P.Element) -> Bool,
                                                                   fits: (P.Element, S.Element) -> Bool) -> Bool {
        var p = pattern.startIndex
        var s = items.startIndex
        // The last star seen, and where in `items` its run ends for now.
        var star: (pattern: P.Index, end: S.Index)?
        while s != items.endIndex {
            if p != pattern.endIndex, isStar(pattern[p]) {
                star = (p, s)
                p = pattern.index(after: p)
            } else if p != pattern.endIndex, fits(pattern[p], items[s]) {
                p = pattern.index(after: p)
                s = items.index(after: s)
            } else if let last = star {
                // The last star takes one more item, and the pattern after it starts again.
                let end = items.index(after: last.end)
                star = (last.pattern, end)
                p = pattern.index(after: last.pattern)
                s = end
            } else {
                return false
            }
        }
        while p != pattern.endIndex, isStar(pattern[p]) { p = pattern.index(after: p) }
        return p == pattern.endIndex
    }
}

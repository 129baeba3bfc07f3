/// Shell-style path patterns: `*` and `?` stay within one path segment, `**` spans any
/// number of segments. A pattern without `/` matches the file name at any depth.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [Substring]

    public init(_ pattern: String) {
        var p = pattern
        if p.hasPrefix("./") { p.removeFirst(2) }
        if !p.contains("/") { p = "**/" + p }
        if p.hasSuffix("/") { p += "**" }
        self.pattern = pattern
        self.segments = p.split(separator: "/", omittingEmptySubsequences: true)
    }

    public func matches(_ path: String) -> Bool {
        let parts = Paths.clean(path).split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(first.unicodeScalars)[...], Array(segment.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let c = p.first else { return s.isEmpty }
        switch c {
        case "*":
            var tail = s
            while true {
                if matchSegment(p.dropFirst(), tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        case "?":
            return !s.isEmpty && matchSegment(p.dropFirst(), s.dropFirst())
        default:
            return s.first == c && matchSegment(p.dropFirst(), s.dropFirst())
        }
    }
}

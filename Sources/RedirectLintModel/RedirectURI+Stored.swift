import RedirectLintSource

/// A parsed URI as numbers and strings, so that the engine can keep it out of memory between
/// the passes of a run and bring it back without parsing it again: the project rules walk
/// every redirect URI of a project several times, and parsing was most of the cost of each walk.
/// Ranges are UTF-8 offsets into `text`, rebuilt the way the parse builds them.
extension RedirectURI {
    public func store(int: (Int) -> Void, string: (String) -> Void) {
        let utf8 = text.utf8
        func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
        func range(_ range: Range<String.Index>?) {
            guard let range else { return int(-1) }
            int(offset(range.lowerBound))
            int(offset(range.upperBound) - offset(range.lowerBound))
        }
        string(text)
        // One call each, not a loop over an array of them: an array would be allocated per URI.
        range(schemeRange)
        range(doubleSlashRange)
        range(authorityRange)
        range(userinfoRange)
        range(hostRange)
        range(portRange)
        range(pathRange)
        range(queryRange)
        range(fragmentRange)
        range(templateRange)
        int(issues.count)
        for issue in issues {
            int(StoredCodes.issueKinds.firstIndex(of: issue.kind)!)
            string(issue.message)
            range(issue.range)
        }
        int(StoredCodes.kinds.firstIndex(of: kind)!)
        int((isLoopbackIP ? 1 : 0) | (isLocalhostName ? 2 : 0) | (isUnspecifiedAddress ? 4 : 0))
    }

    /// Reads back what `store` wrote, in the same order.
    public init(restoring int: () -> Int, string: () -> String) {
        var text = string()
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        func range() -> Range<String.Index>? {
            let start = int()
            guard start >= 0 else { return nil }
            let end = start + int()
            return utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)
        }
        let schemeRange = range()
        let doubleSlashRange = range()
        let authorityRange = range()
        let userinfoRange = range()
        let hostRange = range()
        let portRange = range()
        let pathRange = range() ?? text.endIndex..<text.endIndex
        let queryRange = range()
        let fragmentRange = range()
        let templateRange = range()
        let issues = (0..<int()).map { _ in
            let kind = StoredCodes.issueKinds[int()]
            let message = string()
            return URISyntaxIssue(kind: kind, message: message, range: range() ?? text.startIndex..<text.startIndex)
        }
        let kind = StoredCodes.kinds[int()]
        let flags = int()
        // From the bytes in place, as the parse does: decoding a lazily mapped view takes
        // Swift's generic path (a dynamic cast and a copy per URI).
        let schemeLowercased = schemeRange.map { scheme in
            utf8[scheme].withContiguousStorageIfAvailable(\.asciiLowercasedString)
                ?? String(decoding: utf8[scheme].lazy.map(\.asciiLowercased), as: UTF8.self)
        }
        self.init(fields: Fields(
            text: text, schemeRange: schemeRange, doubleSlashRange: doubleSlashRange,
            authorityRange: authorityRange, userinfoRange: userinfoRange, hostRange: hostRange,
            portRange: portRange, pathRange: pathRange, queryRange: queryRange, fragmentRange: fragmentRange,
            issues: issues, templateRange: templateRange, kind: kind, schemeLowercased: schemeLowercased,
            isLoopbackIP: flags & 1 != 0, isLocalhostName: flags & 2 != 0, isUnspecifiedAddress: flags & 4 != 0))
    }
}

/// The cases by number, made once: `allCases` builds a new array on every use.
private enum StoredCodes {
    static let kinds = Array(RedirectURIKind.allCases)
    static let issueKinds = Array(URISyntaxIssue.Kind.allCases)
}

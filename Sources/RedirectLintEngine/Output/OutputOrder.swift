import RedirectLintModel

extension Array where Element == Finding {
    /// In output order (`Finding.outputOrder`; findings it cannot tell apart in the order
    /// given), each finding once. Equal findings sort next to each other, among the few that
    /// share their position, rule and message.
    func sortedUnique() -> [Finding] {
        let sorted = enumerated().sorted { a, b in
            if Finding.outputOrder(a.element, b.element) { return true }
            if Finding.outputOrder(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
        var unique: [Finding] = []
        var runStart = 0
        for finding in sorted {
            if let last = unique.last, Finding.outputOrder(last, finding) { runStart = unique.count }
            if !unique[runStart...].contains(finding) { unique.append(finding) }
        }
        return unique
    }
}

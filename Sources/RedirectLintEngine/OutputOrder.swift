import RedirectLintModel

extension Array where Element == Finding {
    /// In output order, each finding once. Equal findings sort next to each other, among the
    /// few that share their position, rule and message, so no set of every finding (and no
    /// hashing of every message) is needed.
    func sortedUnique() -> [Finding] {
        let sorted = self.sorted(by: Finding.outputOrder)
        var unique: [Finding] = []
        unique.reserveCapacity(sorted.count)
        var runStart = 0
        for finding in sorted {
            if let last = unique.last, Finding.outputOrder(last, finding) || Finding.outputOrder(finding, last) {
                runStart = unique.count
            }
            if !unique[runStart...].contains(finding) { unique.append(finding) }
        }
        return unique
    }
}

import RedirectLintModel

extension Array where Element == Finding {
    /// In output order (`Finding.outputOrder`, findings it cannot tell apart in the order
    /// given), each finding once. Equal findings sort next to each other, among the few that
    /// share their position, rule and message, so no set of every finding (and no hashing of
    /// every message) is needed.
    ///
    /// A finding is large and holds many references: sorting the findings themselves copies,
    /// retains and releases each of them at every move. So small keys are sorted instead
    /// (the path's rank, line, column and index: plain numbers, compared first), the rule
    /// and message are read only for keys that tie on those, and each finding then moves
    /// once, in place, to where it belongs.
    consuming func sortedUnique() -> [Finding] {
        guard count > 1 else { return self }
        var findings = self
        let order = findings.withUnsafeBufferPointer { OutputOrderKeys.uniqueOrder(of: $0) }
        findings.arrange(keeping: order)
        return findings
    }

    /// Moves the findings at `kept` (distinct indices) to the front in that order, each
    /// moved once without being copied, and drops the others.
    private mutating func arrange(keeping kept: [Int]) {
        var isKept = [Bool](repeating: false, count: count)
        for index in kept { isKept[index] = true }
        // The whole permutation: the kept findings first, then the dropped ones, removed below.
        var source = kept
        source.reserveCapacity(count)
        for index in indices where !isKept[index] { source.append(index) }
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var placed = [Bool](repeating: false, count: buffer.count)
            for start in 0..<buffer.count where !placed[start] {
                placed[start] = true
                if source[start] == start { continue }
                // Follow the cycle through `start`: each place takes the finding it needs,
                // and the last one takes the finding that was at `start`.
                let first = (base + start).move()
                var target = start
                while source[target] != start {
                    let from = source[target]
                    (base + target).moveInitialize(from: base + from, count: 1)
                    placed[from] = true
                    target = from
                }
                (base + target).initialize(to: first)
            }
        }
        removeLast(count - kept.count)
    }
}

/// The numbers that decide most of the output order of a finding.
private struct OutputOrderKey {
    /// The path's place among the paths of the findings sorted (0 when they share one path,
    /// as a file's findings do).
    var pathRank: Int
    var line: Int
    var column: Int
    /// Where the finding was: the last tie-breaker, which keeps equal findings in the order given.
    var index: Int

    func samePlace(_ other: OutputOrderKey) -> Bool {
        pathRank == other.pathRank && line == other.line && column == other.column
    }
}

private enum OutputOrderKeys {
    /// The indices of `findings` in output order, the repeats of a finding left out.
    static func uniqueOrder(of findings: UnsafeBufferPointer<Finding>) -> [Int] {
        let ranks = pathRanks(findings)
        var keys: [OutputOrderKey] = []
        keys.reserveCapacity(findings.count)
        for index in findings.indices {
            let start = findings[index].range.start
            keys.append(OutputOrderKey(pathRank: ranks?[index] ?? 0, line: start.line, column: start.column, index: index))
        }
        keys.sort { a, b in
            if a.pathRank != b.pathRank { return a.pathRank < b.pathRank }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            let (x, y) = (findings[a.index], findings[b.index])
            if x.ruleID != y.ruleID { return x.ruleID < y.ruleID }
            if x.message != y.message { return x.message < y.message }
            return a.index < b.index
        }

        var order: [Int] = []
        order.reserveCapacity(keys.count)
        var runStart = 0
        for (k, key) in keys.enumerated() {
            let finding = findings[key.index]
            if k > 0 {
                let previous = keys[k - 1]
                let other = findings[previous.index]
                if !(key.samePlace(previous) && finding.ruleID == other.ruleID && finding.message == other.message) {
                    runStart = order.count
                }
            }
            if !order[runStart...].contains(where: { findings[$0] == finding }) { order.append(key.index) }
        }
        return order
    }

    /// Each finding's path as its rank in `String` order, which is the order of output; nil
    /// when every finding has the same path.
    private static func pathRanks(_ findings: UnsafeBufferPointer<Finding>) -> [Int]? {
        let first = findings[0].path
        guard findings.contains(where: { $0.path != first }) else { return nil }
        let rank = Dictionary(uniqueKeysWithValues: Set(findings.map(\.path)).sorted().enumerated().map { ($1, $0) })
        return findings.map { rank[$0.path]! }
    }
}

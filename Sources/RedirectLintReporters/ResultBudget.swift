import Synchronization

/// Whether a report that keeps only its first results (SARIF: 25,000) has them all. The
/// assembler, which sees the files in output order, spends it; the renderers, on the worker
/// threads, stop rendering findings that could only be left out.
///
/// Files are rendered a round at a time, in output order, before the assembler sees them, so
/// a file rendered after the budget was spent comes after the last result kept: skipping it
/// leaves the report the same, whichever thread gets there first.
public final class ResultBudget: Sendable {
    private let spent = Atomic<Bool>(false)

    public init() {}

    public var isSpent: Bool { spent.load(ordering: .acquiring) }

    func spend() { spent.store(true, ordering: .releasing) }
}

import Dispatch
import Synchronization

/// Maps over an array on up to `jobs` threads. Each result lands in its own slot, so the
/// output order is the input order whatever the scheduling.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    let workers = max(1, min(jobs, items.count))
    if workers == 1 { return items.map(transform) }
    let results = ResultSlots<R>(count: items.count)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < items.count else { return }
            results.store(transform(items[index]), at: index)
        }
    }
    return results.collect()
}

/// Write-once slots filled from several threads; each index is written by exactly one.
private final class ResultSlots<R>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<R?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: R, at index: Int) {
        buffer[index] = value
    }

    func collect() -> [R] {
        buffer.map { $0! }
    }
}

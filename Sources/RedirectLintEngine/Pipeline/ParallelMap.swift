import Dispatch
import Synchronization

/// Maps over an array on up to `jobs` threads. Each result lands in its own slot, so the
/// output order is the input order whatever the scheduling.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    let workers = max(1, min(jobs, items.count))
    if workers == 1 { return items.map(transform) }
    let results = Mutex<[R?]>(Array(repeating: nil, count: items.count))
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < items.count else { return }
            let result = transform(items[index])
            results.withLock { $0[index] = result }
        }
    }
    return results.withLock { $0.map { $0! } }
}

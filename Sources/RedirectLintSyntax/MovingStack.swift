/// A stack whose top elements are handed over by moving them into a new array: no copy, so
/// no retain of each element followed by its release, as `Array(slice)` then
/// `removeSubrange` would do. The tree builder keeps the children of its open collections
/// here.
final class MovingStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
        self.base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Read access without copying the element out.
    func withElement<Result>(at index: Int, _ body: (borrowing Element) -> Result) -> Result {
        precondition(index >= 0 && index < count, "MovingStack index out of range")
        return body(base[index])
    }

    /// Removes the elements from `first` on and returns them, in order.
    func removeAll(from first: Int) -> [Element] {
        precondition(first >= 0 && first <= count, "MovingStack index out of range")
        let moved = count - first
        guard moved > 0 else { return [] }
        let source = base + first
        count = first
        return Array(unsafeUninitializedCapacity: moved) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: source, count: moved)
            initialized = moved
        }
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

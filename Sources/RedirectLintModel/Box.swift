/// One value on the heap, behind a reference: eight bytes where it is held, whatever its size.
/// For a field few values have (or have only for a while) in a struct the run keeps many of.
package final class Box<Value: Sendable>: Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

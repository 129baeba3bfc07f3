/// A value's fields in one heap box that copies of the value share until one of them is
/// written to (then it gets a box of its own). For a struct of many strings and arrays that a
/// run passes from step to step by value: a copy is one retain, not one per field.
///
/// The fields are reached through the box's header pointer rather than as a class's stored
/// property, which would check exclusive access dynamically on every read. Sendable although
/// `ManagedBuffer` is not: the fields are, and a shared box is never written to.
@usableFromInline
struct CopyOnWrite<Fields: Sendable>: @unchecked Sendable {
    @usableFromInline var storage: ManagedBuffer<Fields, UInt8>

    @inlinable init(_ fields: Fields) {
        storage = ManagedBuffer<Fields, UInt8>.create(minimumCapacity: 0) { _ in fields }
    }

    /// The fields, to read.
    @inlinable var fields: UnsafeMutablePointer<Fields> {
        storage.withUnsafeMutablePointerToHeader { $0 }
    }

    /// The fields, to write: copied into a box of their own first if another value shares them.
    @inlinable mutating func unique() -> UnsafeMutablePointer<Fields> {
        if !isKnownUniquelyReferenced(&storage) { self = CopyOnWrite(fields.pointee) }
        return fields
    }

    /// Whether two values share one box (and so have equal fields).
    @inlinable func isShared(with other: CopyOnWrite) -> Bool { storage === other.storage }
}

import Synchronization

/// Where a project check sets bytes aside until later in its walks, when what it compares
/// across files would otherwise grow with the project (a run keeps them in its temporary
/// file, as it does findings). Safe to use from the thread a check runs on at any moment.
public protocol ScratchSpace: Sendable {
    /// Sets `bytes` aside; the number returned gets them back.
    func setAside(_ bytes: [UInt8]) -> Int
    /// The bytes set aside under `number`.
    func bytes(_ number: Int) -> [UInt8]
}

/// Keeps what is set aside in memory: for a rule checked on its own (tests) and for runs
/// without a temporary file.
public final class MemoryScratchSpace: ScratchSpace {
    private let chunks = Mutex<[[UInt8]]>([])

    public init() {}

    public func setAside(_ bytes: [UInt8]) -> Int {
        chunks.withLock { chunks in
            chunks.append(bytes)
            return chunks.count - 1
        }
    }

    public func bytes(_ number: Int) -> [UInt8] {
        chunks.withLock { $0[number] }
    }
}

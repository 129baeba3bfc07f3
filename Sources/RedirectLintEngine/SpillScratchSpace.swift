import RedirectLintModel
import Synchronization

/// A project check's scratch space in the run's temporary file (`RunSpill`): what a check
/// sets aside costs the run no memory beyond the list of where it went.
final class SpillScratchSpace: ScratchSpace {
    private let spill: RunSpill
    private let places = Mutex<[RunSpill.Stored]>([])

    init(_ spill: RunSpill) {
        self.spill = spill
    }

    func setAside(_ bytes: [UInt8]) -> Int {
        let stored = spill.store(bytes: bytes)
        return places.withLock { places in
            places.append(stored)
            return places.count - 1
        }
    }

    func bytes(_ number: Int) -> [UInt8] {
        spill.loadBytes(places.withLock { $0[number] })
    }
}

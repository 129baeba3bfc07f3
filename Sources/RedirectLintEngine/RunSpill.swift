#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RedirectLintModel
import Synchronization

/// Where what the run has worked out about files already read waits for a later pass: their
/// findings, their registrations, the pointers of their values. It waits in an unlinked
/// temporary file, so that the memory of a run does not grow with the size of the tree.
/// Without a usable temporary directory it waits in memory, encoded.
final class RunSpill: Sendable {
    /// Some bytes, in the spill file or in memory.
    enum Stored: Sendable {
        case none
        case memory([UInt8])
        case file(offset: Int, count: Int)

        /// How many bytes are stored.
        var count: Int {
            switch self {
            case .none: return 0
            case .memory(let bytes): return bytes.count
            case .file(_, let count): return count
            }
        }
    }

    private let descriptor: Int32?
    private let end = Atomic<Int>(0)

    /// `inMemory` for one-file runs (fuzzing, editors), which gain nothing from a file.
    init(inMemory: Bool = false) {
        guard !inMemory else {
            descriptor = nil
            return
        }
        let directory = FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/redirectlint-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd >= 0 {
            // Nothing is left behind, whatever way the run ends.
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            descriptor = fd
        } else {
            descriptor = nil
        }
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    func store(_ findings: [Finding]) -> Stored {
        findings.isEmpty ? .none : store(bytes: FindingCoding.encode(findings))
    }

    func load(_ stored: Stored) -> [Finding] {
        if case .none = stored { return [] }
        return FindingCoding.decode(loadBytes(stored))
    }

    func store(bytes: [UInt8]) -> Stored {
        store(contiguous: [bytes])
    }

    /// Stores `parts` one after another, as one: each is written where it belongs, without
    /// first copying them together (unless the spill is in memory).
    func store(contiguous parts: [[UInt8]]) -> Stored {
        let count = parts.reduce(0) { $0 + $1.count }
        if count == 0 { return .none }
        guard let descriptor else { return .memory(parts.count == 1 ? parts[0] : Array(parts.joined())) }
        var offset = end.wrappingAdd(count, ordering: .relaxed).oldValue
        let start = offset
        for part in parts {
            let written = part.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let n = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { return false }
                    done += n
                }
                return true
            }
            // A full disk costs memory, not findings.
            guard written else { return .memory(Array(parts.joined())) }
            offset += part.count
        }
        return .file(offset: start, count: count)
    }

    func loadBytes(_ stored: Stored) -> [UInt8] {
        switch stored {
        case .none: return []
        case .memory(let bytes): return bytes
        case .file(_, let count): return loadBytes(stored, in: 0..<count)
        }
    }

    /// The bytes at `range` of what `stored` holds: one part of several stored together.
    func loadBytes(_ stored: Stored, in range: Range<Int>) -> [UInt8] {
        switch stored {
        case .none: return []
        case .memory(let bytes): return Array(bytes[range])
        case .file(let start, _):
            guard let descriptor, !range.isEmpty else { return [] }
            let offset = start + range.lowerBound
            let count = range.count
            // Read straight into the array's storage: zero-filling it first would write every
            // byte twice.
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, done in
                done = 0
                while done < count {
                    let n = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { return }
                    done += n
                }
            }
            precondition(bytes.count == count, "redirectlint: the temporary file of findings could not be read back")
            return bytes
        }
    }
}

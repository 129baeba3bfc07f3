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
        if bytes.isEmpty { return .none }
        guard let descriptor else { return .memory(bytes) }
        let offset = end.wrappingAdd(bytes.count, ordering: .relaxed).oldValue
        let written = bytes.withUnsafeBytes { buffer in
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
        return written ? .file(offset: offset, count: bytes.count) : .memory(bytes)
    }

    func loadBytes(_ stored: Stored) -> [UInt8] {
        switch stored {
        case .none: return []
        case .memory(let bytes): return bytes
        case .file(let offset, let count):
            guard let descriptor else { return [] }
            var bytes = [UInt8](repeating: 0, count: count)
            let complete = bytes.withUnsafeMutableBytes { buffer in
                var done = 0
                while done < count {
                    let n = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { return false }
                    done += n
                }
                return true
            }
            precondition(complete, "redirectlint: the temporary file of findings could not be read back")
            return bytes
        }
    }
}

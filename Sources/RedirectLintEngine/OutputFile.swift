#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report being written while the run goes on: a file (created or truncated when opened)
/// or standard output, with writes gathered into large blocks.
public final class OutputFile {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 18
    /// False once a write failed (disk full, closed pipe): the report is incomplete.
    public private(set) var succeeded = true
    /// Whether anything was written.
    public private(set) var isEmpty = true

    private init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        buffer.reserveCapacity(Self.blockSize)
    }

    public static var standardOutput: OutputFile { OutputFile(descriptor: 1, ownsDescriptor: false) }

    /// Nil when the file cannot be created.
    public static func create(_ path: String) -> OutputFile? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        return fd < 0 ? nil : OutputFile(descriptor: fd, ownsDescriptor: true)
    }

    public func write<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        guard !bytes.isEmpty else { return }
        isEmpty = false
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { flush() }
    }

    public func write(_ text: String) {
        write(Array(text.utf8))
    }

    public func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard succeeded else { return }
        buffer.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let n = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if n < 0, errno == EINTR { continue }
                if n <= 0 {
                    succeeded = false
                    return
                }
                written += n
            }
        }
    }

    /// Flushes and closes; returns whether every byte was written.
    public func close() -> Bool {
        flush()
        if ownsDescriptor, systemClose(descriptor) != 0 { succeeded = false }
        return succeeded
    }
}

// The class's own `write` and `close` hide the system calls inside it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }

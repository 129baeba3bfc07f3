#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report being written while the run goes on: a file or standard output, with writes
/// gathered into large blocks.
///
/// A report that already exists as a regular file is written over in place and cut to its
/// new length when closed, rather than truncated when opened: its content ends the same, but
/// the file system keeps the blocks it has instead of freeing them all and allocating them
/// again, and ext4 does not force the file out to disk on close, as it does for a file
/// truncated to nothing and written again (`auto_da_alloc`). For the 308 MB report of the
/// 10,000-file benchmark that was about 0.2 s of wall time, with the workers idle.
public final class OutputFile {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// Whether the file's old content past what this run writes is cut off on `close`.
    private let cutsOnClose: Bool
    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 18
    /// Bytes written so far, where the file is to end.
    private var written = 0
    /// False once a write failed (disk full, closed pipe): the report is incomplete.
    public private(set) var succeeded = true
    /// Whether anything was written.
    public private(set) var isEmpty = true
    /// The temporary file being written and the path it is renamed to on a successful `close`.
    private let replacement: (temporary: String, target: String)?

    private init(descriptor: Int32, ownsDescriptor: Bool, cutsOnClose: Bool = false,
                 replacement: (temporary: String, target: String)? = nil) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.cutsOnClose = cutsOnClose
        self.replacement = replacement
        buffer.reserveCapacity(Self.blockSize)
    }

    public static var standardOutput: OutputFile { OutputFile(descriptor: 1, ownsDescriptor: false) }

    /// Nil when the file cannot be created.
    public static func create(_ path: String) -> OutputFile? {
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        guard fd >= 0 else { return nil }
        // Only a regular file can be cut to length; a FIFO or a device is written as it is.
        var status = stat()
        let isRegular = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        return OutputFile(descriptor: fd, ownsDescriptor: true, cutsOnClose: isRegular)
    }

    /// A file that takes the place of `path` only once it is completely written: a new file
    /// in the same directory, renamed over `path` by `close`. The old file's permissions are
    /// kept, and a symbolic link is followed (the file it names is replaced, the link stays).
    /// Where no file can be made beside it, or `path` is not a regular file (`/dev/stdout`, a
    /// FIFO), `path` is written as `create` writes it. Nil when it cannot be written at all.
    public static func createReplacing(_ path: String) -> OutputFile? {
        var target = path
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        let exists = stat(target, &status) == 0
        guard !exists || (status.st_mode & S_IFMT) == S_IFREG else { return create(path) }
        let temporary = Paths.join(Paths.directory(target), ".\(Paths.fileName(target)).\(getpid()).redirectlint-tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, exists ? status.st_mode & 0o7777 : 0o644)
        guard fd >= 0 else { return create(path) }
        // The mode given to `open` is narrowed by the umask; the old file's is kept whole.
        if exists { _ = fchmod(fd, status.st_mode & 0o7777) }
        return OutputFile(descriptor: fd, ownsDescriptor: true, replacement: (temporary, target))
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
            var done = 0
            while done < bytes.count {
                let n = systemWrite(descriptor, bytes.baseAddress! + done, bytes.count - done)
                if n < 0, errno == EINTR { continue }
                if n <= 0 {
                    succeeded = false
                    return
                }
                done += n
                written += n
            }
        }
    }

    /// Flushes, cuts the file to what this run wrote, and closes; returns whether every byte
    /// was written.
    public func close() -> Bool {
        flush()
        if cutsOnClose, ftruncate(descriptor, off_t(written)) != 0 { succeeded = false }
        if ownsDescriptor, systemClose(descriptor) != 0 { succeeded = false }
        if let replacement {
            if !succeeded || rename(replacement.temporary, replacement.target) != 0 {
                succeeded = false
                unlink(replacement.temporary)
            }
        }
        return succeeded
    }
}

// The class's own `write` and `close` hide the system calls inside it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }

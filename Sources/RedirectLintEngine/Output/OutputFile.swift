#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report or baseline being written: a file or standard output, with writes gathered into
/// large blocks. A file is written beside its place and renamed over it on `close`
/// (`createReplacing`): a write that fails half-way (a full disk) then leaves the old file as
/// it was. A stream path (`/dev/stdout`) is appended to, never cut.
public final class OutputFile {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 18
    /// False once a write failed (disk full, closed pipe): the report is incomplete.
    public private(set) var succeeded = true
    /// Whether anything was written.
    public private(set) var isEmpty = true
    /// The temporary file being written and the path it is renamed to on a successful `close`.
    private let replacement: (temporary: String, target: String)?

    private init(descriptor: Int32, ownsDescriptor: Bool, replacement: (temporary: String, target: String)? = nil) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.replacement = replacement
        buffer.reserveCapacity(Self.blockSize)
    }

    public static var standardOutput: OutputFile { OutputFile(descriptor: 1, ownsDescriptor: false) }

    /// Nil when the file cannot be created.
    public static func create(_ path: String) -> OutputFile? {
        // `/dev/stdout` opens the file standard output goes to anew, at its start and without
        // the shell's `>>`: appending is what writing to the stream itself would do, and such
        // a file is never cut (it holds what came before).
        if isStreamPath(path) {
            let fd = open(path, O_WRONLY | O_APPEND)
            return fd >= 0 ? OutputFile(descriptor: fd, ownsDescriptor: true) : nil
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        return fd >= 0 ? OutputFile(descriptor: fd, ownsDescriptor: true) : nil
    }

    /// A file that takes the place of `path` only once it is completely written: a new file
    /// in the same directory, flushed to disk and renamed over `path` by `close`. The old
    /// file's permission bits are kept, and its owner where the run may set it; a symbolic
    /// link is followed (the file it names is replaced, the link stays). `path` is written
    /// in place, as `create` writes it, where replacing it would change more than its
    /// content: a stream (`/dev/stdout`, a FIFO), a link that leads nowhere, a file with other
    /// hard links, or a directory the run may not create files in. Nil when it cannot be
    /// written at all, or when the old file may not be written (renaming over it needs only
    /// the directory, and must not get round a read-only baseline).
    /// `inPlaceFallback: false` (files `--fix` rewrites): nil instead of writing in place
    /// where the file cannot be replaced (more than one hard link, a folder the run cannot
    /// create files in), since a write cut short there would leave a truncated source file.
    public static func createReplacing(_ path: String, inPlaceFallback: Bool = true) -> OutputFile? {
        let create: (String) -> OutputFile? = { inPlaceFallback ? OutputFile.create($0) : nil }
        if isStreamPath(path) { return create(path) }
        var status = stat()
        var target = path
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else { return create(path) }
            target = String(cString: resolved)
            free(resolved)
            if isStreamPath(target) { return create(path) }
        }
        let exists = stat(target, &status) == 0
        if exists {
            // A device (`/dev/null`) or a FIFO is written as it is, never renamed over.
            guard (status.st_mode & S_IFMT) == S_IFREG, status.st_nlink == 1 else { return create(path) }
            guard access(target, W_OK) == 0 else { return nil }
        }
        // A name of its own per attempt: a run killed mid-write leaves its file behind, and
        // a fixed name would then be taken for good.
        for _ in 0..<8 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = Paths.join(Paths.directory(target), ".\(Paths.fileName(target)).\(suffix).redirectlint-tmp")
            // A new baseline gets the mode `create` gives (0644 under the umask); a replaced one, the old one's.
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                // A directory the run may not create files in, or a name with no room for the
                // temporary one's suffix: written in place.
                return [EACCES, EPERM, EROFS, ENAMETOOLONG].contains(errno) ? create(path) : nil
            }
            if exists {
                _ = fchown(fd, status.st_uid, status.st_gid)
                _ = fchmod(fd, status.st_mode & 0o777)
            }
            return OutputFile(descriptor: fd, ownsDescriptor: true, replacement: (temporary, target))
        }
        return nil
    }

    /// Paths that name one of the process's own open files, whatever file they lead to
    /// (`/dev/stdout` resolves through `/proc/self/fd/1` to the file standard output was
    /// redirected to, which must be appended to, not replaced). Other paths under `/dev`
    /// (`/dev/shm/report.json`) are files like any other.
    private static func isStreamPath(_ path: String) -> Bool {
        path == "/dev/stdout" || path == "/dev/stderr" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
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
            }
        }
    }

    /// Flushes and closes; returns whether every byte was written.
    public func close() -> Bool {
        flush()
        // Some file systems (NFS) report a full disk only when the data is written out: the
        // old file is replaced only by one known to be on disk.
        if succeeded, replacement != nil, fsync(descriptor) != 0 { succeeded = false }
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

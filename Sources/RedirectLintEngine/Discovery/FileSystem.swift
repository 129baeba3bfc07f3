#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RedirectLintSource

/// The little of POSIX the linter needs, without Foundation on the start-up path.
public enum FileSystem {
    public enum EntryType: Sendable {
        case file, directory, other
    }

    public struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    public enum ReadError: Error, Sendable, Equatable {
        case notFound, permissionDenied, isDirectory, tooLarge(size: Int), other(String)
        /// A FIFO, device or socket: `kind` says which.
        case notRegularFile(kind: String)

        public var message: String {
            switch self {
            case .notFound: return "file not found (or a broken symbolic link)"
            case .permissionDenied: return "permission denied"
            case .isDirectory: return "is a directory"
            case .tooLarge(let size): return "file is \(size) bytes, over the size limit"
            case .notRegularFile(let kind): return "not a regular file (\(kind))"
            case .other(let text): return text
            }
        }
    }

    static func errorFromErrno(_ code: Int32) -> ReadError {
        switch code {
        case ENOENT, ENOTDIR, ELOOP: return .notFound
        case EACCES, EPERM: return .permissionDenied
        case EISDIR: return .isDirectory
        default: return .other(String(cString: strerror(code)))
        }
    }

    /// Follows symbolic links; nil when the path does not resolve.
    public static func type(of path: String) -> (EntryType, Identity)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.file, identity)
        case S_IFDIR: return (.directory, identity)
        default: return (.other, identity)
        }
    }

    /// Why `type(of:)` found nothing at `path`, as a message.
    public static func unresolvedReason(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) != 0 else { return "no such file or directory" }
        switch errno {
        case ENOENT where isSymbolicLink(path): return "broken symbolic link"
        // The command line's arguments reach Swift as strings, with each byte that is not
        // UTF-8 replaced: such a name cannot be opened.
        case ENOENT where path.unicodeScalars.contains("\u{FFFD}"):
            return "no such file or directory (a name that is not valid UTF-8 cannot be opened; rename it)"
        case ENOENT: return "no such file or directory"
        case ENAMETOOLONG: return "the path is longer than the system can open (PATH_MAX, \(maxPathLength) bytes)"
        case ELOOP: return "symbolic link loop"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "no such file or directory (a part of the path is not a folder)"
        default: return String(cString: strerror(errno))
        }
    }

    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFLNK
    }

    /// Reads a regular file, following symbolic links. Anything else is refused before a byte
    /// is read, and opening it never waits: a FIFO would wait for a writer (forever, if none
    /// comes), and a device such as `/dev/zero` never ends. `O_NONBLOCK` keeps the open of a
    /// FIFO from waiting, and does nothing to the reads of a regular file.
    public static func readFile(_ path: String, maxBytes: Int) -> Result<[UInt8], ReadError> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return .failure(errorFromErrno(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(errorFromErrno(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.isDirectory)
        case S_IFIFO: return .failure(.notRegularFile(kind: "a FIFO or pipe"))
        case S_IFCHR, S_IFBLK: return .failure(.notRegularFile(kind: "a device"))
        default: return .failure(.notRegularFile(kind: "a socket or other special file"))
        }
        let size = Int(info.st_size)
        if size > maxBytes { return .failure(.tooLarge(size: size)) }
        // The size is a hint: the file may change under us, so read until end of file. One
        // byte more than the size is room for the read that finds the end, so a file that
        // kept its size is read into its array as it is, with no growing and no zero-filling.
        let capacity = max(size, 0) + 1
        var failure: ReadError?
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errorFromErrno(errno)
                    return
                }
                if n == 0 { return }
                count += n
            }
        }
        if let failure { return .failure(failure) }
        if bytes.count == capacity {
            // It grew while being read: the rest in chunks, up to just past the limit.
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while bytes.count <= maxBytes {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    return .failure(errorFromErrno(errno))
                }
                if n == 0 { break }
                bytes.append(contentsOf: chunk[..<n])
            }
        }
        if bytes.count > maxBytes { return .failure(.tooLarge(size: bytes.count)) }
        return .success(bytes)
    }

    /// Everything on standard input, up to `maxBytes` (more is `.tooLarge`).
    public static func readStandardInput(maxBytes: Int) -> Result<[UInt8], ReadError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= maxBytes {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(errorFromErrno(errno))
            }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<n])
        }
        return .failure(.tooLarge(size: bytes.count))
    }

    /// Why the file or folder at `path` cannot be opened for reading; nil when it can. Opens
    /// and closes it, reading nothing (a FIFO is not waited for).
    public static func openProblem(_ path: String) -> ReadError? {
        if case (.directory, _)? = type(of: path) {
            guard let dir = opendir(path) else { return errorFromErrno(errno) }
            closedir(dir)
            return nil
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return errorFromErrno(errno) }
        close(fd)
        return nil
    }

    /// A directory entry as the directory itself describes it (`d_type`).
    public struct Entry: Sendable {
        /// The name; when it is not UTF-8, its spelling with `\xHH` for each byte that is
        /// not, which opens nothing.
        public var name: String
        /// True for a regular file that is not a symbolic link: its type is known without
        /// `stat`. False for anything else, or when the file system does not say.
        public var isRegularFile: Bool
        /// True for a directory that is not a symbolic link, as the entry says.
        public var isDirectory = false
        /// The bytes of a name that is not UTF-8 (a Swift `String` cannot hold it).
        public var invalidName: [UInt8]? = nil
    }

    /// The longest path the system opens, with its terminating NUL (`PATH_MAX`).
    public static let maxPathLength = Int(PATH_MAX)

    /// The entries of a directory, sorted by name, without `.` and `..`.
    public static func entries(of path: String) -> Result<[Entry], ReadError> {
        guard let dir = opendir(path) else { return .failure(errorFromErrno(errno)) }
        defer { closedir(dir) }
        var entries: [Entry] = []
        while let entry = readdir(dir) {
            let bytes = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { name in
                    Array(UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))))
                }
            }
            // Nearly every name is ASCII, which is valid UTF-8 without the (slower) validation.
            let valid = bytes.allSatisfy { $0 < 0x80 } ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
            let name = valid ?? escapedName(bytes)
            if name != "." && name != ".." {
                entries.append(Entry(name: name, isRegularFile: entry.pointee.d_type == UInt8(DT_REG),
                                     isDirectory: entry.pointee.d_type == UInt8(DT_DIR), invalidName: valid == nil ? bytes : nil))
            }
        }
        entries.sort { $0.name < $1.name }
        return .success(entries)
    }

    /// A name that is not UTF-8 as text: its UTF-8 parts as they are, each other byte as `\xHH`.
    static func escapedName(_ bytes: [UInt8]) -> String {
        var out = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    out += "\\x" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
                }
                offset += length
            case .emptyInput:
                return out
            }
        }
    }

    /// `type(of:)` for a path given as bytes (one whose name is not UTF-8).
    static func type(ofBytes path: [UInt8]) -> EntryType? {
        var info = stat()
        guard (path + [0]).withUnsafeBufferPointer({ stat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) }) == 0 else {
            return nil
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The absolute path with every symbolic link resolved; nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes the text's UTF-8 without copying it first (reports can be tens of megabytes).
    public static func writeFile(_ path: String, _ text: String) -> Bool {
        return text.withBytes { writeFile(path, $0) }
    }

    private static func writeFile(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = write(fd, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += n
        }
        return true
    }

    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

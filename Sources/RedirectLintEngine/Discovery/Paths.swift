import RedirectLintSource

/// Path arithmetic on `/`-separated strings.
enum Paths {
    static func join(_ base: String, _ name: String) -> String {
        if base.isEmpty || base == "." { return name }
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// The last component (`b.json` of `a/b.json/`), or the path itself when it has none.
    /// An ASCII path is split over its bytes: the walk asks this of every directory entry,
    /// and splitting by `Character` was most of the walk's time. Other paths are split by
    /// `Character`, where a mark may join a `/` to the letter beside it.
    static func fileName(_ path: String) -> String {
        let ascii = path.withBytes { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return path }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            if start == 0, end == bytes.count { return path }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return ascii ?? path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// Everything before the last `/` (`/` for a path in the root, `.` without a `/`). An
    /// ASCII path is read over its bytes, for the reason `fileName` gives.
    static func directory(_ path: String) -> String {
        let ascii = path.withBytes { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
            return slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
        }
        if let ascii { return ascii }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// A clean display path: no `./` prefix, no doubled slashes, no trailing slash. An ASCII
    /// path that is clean already, as most are, is returned after one look at its bytes.
    static func clean(_ path: String) -> String {
        if isCleanASCII(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `clean` would give back an ASCII `path` unchanged: no empty or `.` component,
    /// no trailing `/` (but `/` itself). False for any other path, which `clean` then splits.
    private static func isCleanASCII(_ path: String) -> Bool {
        path.withBytes { bytes in
            guard !bytes.isEmpty, !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            if bytes.count == 1, bytes[0] == UInt8(ascii: "/") { return true }
            var componentStart = bytes[0] == UInt8(ascii: "/") ? 1 : 0
            for index in componentStart...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - componentStart
                if length == 0 || (length == 1 && bytes[componentStart] == UInt8(ascii: ".")) { return false }
                componentStart = index + 1
            }
            return true
        }
    }

    /// An absolute path with `.` and `..` resolved by their names, as a user reads a path
    /// (a `..` after a symbolic link goes back to the folder the link is in).
    static func resolvingParents(_ absolute: String) -> String {
        let cleaned = clean(absolute)
        let hasParentStep = cleaned.withBytes { bytes in
            bytes.contains(where: { $0 >= 0x80 }) || bytes.indices.contains { index in
                bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ".")
                    && (index == 0 || bytes[index - 1] == UInt8(ascii: "/"))
                    && (index + 2 == bytes.count || bytes[index + 2] == UInt8(ascii: "/"))
            }
        }
        guard hasParentStep else { return cleaned }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to the directory `base` when it lies under it, else unchanged.
    static func relative(_ path: String, to base: String) -> String {
        let cleanPath = clean(path)
        let cleanBase = clean(base)
        guard cleanPath.hasPrefix("/"), cleanBase.hasPrefix("/") else { return cleanPath }
        if cleanPath == cleanBase { return "." }
        let prefix = cleanBase == "/" ? "/" : cleanBase + "/"
        return cleanPath.hasPrefix(prefix) ? String(cleanPath.dropFirst(prefix.count)) : cleanPath
    }

    /// `path` relative to the directory `base`, climbing out of it with `..` where needed
    /// (both absolute): what a file that lives beside `base`'s files records.
    static func relativeClimbing(_ path: String, from base: String) -> String {
        let target = clean(path).split(separator: "/", omittingEmptySubsequences: true)
        let origin = clean(base).split(separator: "/", omittingEmptySubsequences: true)
        var shared = 0
        while shared < target.count, shared < origin.count, target[shared] == origin[shared] { shared += 1 }
        let climb = [Substring](repeating: "..", count: origin.count - shared)
        let parts = climb + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// An absolute path, resolved against the working directory.
    static func absolute(_ path: String) -> String {
        absolute(path, in: FileSystem.currentDirectory())
    }

    /// An absolute path, resolved against `workingDirectory` (for callers that keep it).
    static func absolute(_ path: String, in workingDirectory: String) -> String {
        path.hasPrefix("/") ? clean(path) : clean(join(workingDirectory, path))
    }

    /// The lower-cased text after the last `.` of the file name (none for `.hidden`), read
    /// over the bytes of an ASCII name and by `Character` (with Unicode lower-casing) otherwise.
    static func pathExtension(_ path: String) -> String {
        let name = fileName(path)
        let ascii = name.withBytes { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != 0 else { return "" }
            return UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]).asciiLowercasedString
        }
        if let ascii { return ascii }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

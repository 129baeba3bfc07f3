/// Path arithmetic on `/`-separated strings.
enum Paths {
    static func join(_ base: String, _ name: String) -> String {
        if base.isEmpty || base == "." { return name }
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    static func directory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// A clean display path: no `./` prefix, no doubled slashes, no trailing slash.
    static func clean(_ path: String) -> String {
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
        path.hasPrefix("/") ? clean(path) : clean(join(FileSystem.currentDirectory(), path))
    }

    static func pathExtension(_ path: String) -> String {
        let name = fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

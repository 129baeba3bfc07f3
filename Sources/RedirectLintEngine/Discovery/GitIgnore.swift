/// Whether git ignores a file: the patterns of the `.gitignore` files in its folder and in each
/// folder above it up to the repository's top (the folder holding `.git`, whose
/// `.git/info/exclude` counts too), the nearer one deciding, and within one the last pattern
/// that matches (`!` re-includes); a file git's index tracks all the same is not ignored. A
/// walk asks it only of environment files (`.env`): a developer's own, which git keeps out of
/// the repository, is not a committed secret. The user's global excludes file is not read:
/// it says what one person keeps out, not what the repository holds.
enum GitIgnore {
    static func ignores(_ path: String) -> Bool {
        guard let real = FileSystem.realPath(path) else { return false }
        var folders: [String] = []
        var folder = Paths.directory(real)
        var isRepositoryTop = false
        while true {
            folders.append(folder)
            if case .some((.directory, _)) = FileSystem.type(of: Paths.join(folder, ".git")) {
                isRepositoryTop = true
                break
            }
            let parent = Paths.directory(folder)
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        var ignored = false
        // From the top down: a nearer file's verdict overrides.
        for (index, folder) in folders.reversed().enumerated() {
            let relative = String(real.dropFirst(folder.count).drop { $0 == "/" })
            var files = [Paths.join(folder, ".gitignore")]
            if index == 0 { files.insert(Paths.join(folder, ".git/info/exclude"), at: 0) }
            for file in files {
                guard case .success(let bytes) = FileSystem.readFile(file, maxBytes: 1 << 20) else { continue }
                for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                    if let verdict = verdict(of: line.trimmingTrailingSpaces, on: relative) { ignored = verdict }
                }
            }
        }
        guard ignored, isRepositoryTop, let top = folders.last,
              case .success(let index) = FileSystem.readFile(Paths.join(top, ".git/index"), maxBytes: 64 << 20) else { return ignored }
        return !isTracked(String(real.dropFirst(top.count).drop { $0 == "/" }), index: index)
    }

    /// What one pattern says of the path: ignored, re-included, or nothing. A pattern names
    /// the file or a folder above it; with a slash before its end it is anchored to the
    /// `.gitignore`'s folder, else it matches at any depth; a trailing slash names folders only.
    private static func verdict(of line: Substring, on relative: String) -> Bool? {
        guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
        let negated = line.hasPrefix("!")
        var pattern = negated ? line.dropFirst() : line
        let foldersOnly = pattern.hasSuffix("/")
        if foldersOnly { pattern = pattern.dropLast() }
        let anchored = pattern.contains("/")
        if pattern.hasPrefix("/") { pattern = pattern.dropFirst() }
        let segments: [Substring] = (anchored ? [] : ["**"]) + pattern.split(separator: "/")
        let parts = relative.split(separator: "/")
        // The folders above the file, then the file itself.
        let lengths = Array(1..<max(1, parts.count)) + (foldersOnly ? [] : [parts.count])
        return lengths.contains { Glob.match(segments[...], parts.prefix($0)) } ? !negated : nil
    }

    /// Whether git tracks the file although a pattern ignores it (`git add -f .env`, the leak
    /// the rule is for): its path, as git's index stores it, followed by the end of the name.
    private static func isTracked(_ relative: String, index: [UInt8]) -> Bool {
        let name = Array(relative.utf8) + [0]
        guard index.count > name.count + 2 else { return false }
        // The two bytes before a name hold its length in their low twelve bits.
        return (2...(index.count - name.count)).contains { at in
            index[at] == name[0] && index[at..<(at + name.count)].elementsEqual(name)
                && Int(index[at - 2] & 0x0F) << 8 | Int(index[at - 1]) == name.count - 1
        }
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while text.last == " " || text.last == "\r" || text.last == "\t" { text = text.dropLast() }
        return text
    }
}

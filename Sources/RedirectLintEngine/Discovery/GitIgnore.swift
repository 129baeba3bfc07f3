/// Whether git ignores a file: the patterns of the `.gitignore` files in its folder and in each
/// folder above it up to the repository's top (the folder holding `.git`, whose
/// `.git/info/exclude` counts too), the nearer one deciding, and within one the last pattern
/// that matches (`!` re-includes). A walk asks it only of environment files (`.env`): a
/// developer's own, which git keeps out of the repository, is not a committed secret.
enum GitIgnore {
    static func ignores(_ path: String) -> Bool {
        guard let real = FileSystem.realPath(path) else { return false }
        var folders: [String] = []
        var folder = Paths.directory(real)
        while true {
            folders.append(folder)
            if case .some((.directory, _)) = FileSystem.type(of: Paths.join(folder, ".git")) { break }
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
        return ignored
    }

    /// What one pattern says of the path: ignored, re-included, or nothing.
    private static func verdict(of line: Substring, on relative: String) -> Bool? {
        guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
        let negated = line.hasPrefix("!")
        var pattern = String(negated ? line.dropFirst() : line)
        // A slash only at the end names a folder at any depth, as a pattern without one does.
        if pattern.hasSuffix("/"), !pattern.dropLast().contains("/") { pattern = "**/" + pattern }
        if pattern.hasPrefix("/") { pattern.removeFirst() }
        return Glob(pattern).matches(relative) ? !negated : nil
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while text.last == " " || text.last == "\r" || text.last == "\t" { text = text.dropLast() }
        return text
    }
}

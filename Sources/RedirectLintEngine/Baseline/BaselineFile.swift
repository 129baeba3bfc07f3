import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A baseline file that cannot be read, or is not one: exit code 2.
public struct BaselineError: LocatedFileError {
    public var path: String
    public var position: SourcePosition?
    public var message: String
}

/// Reads and writes baseline files: JSON, pretty-printed with sorted keys and entries, so a
/// baseline diffs well in review. One entry per file, rule and subject; a list rather than
/// nested objects because subjects (URIs) can be longer than libyaml, which reads our JSON,
/// accepts for an object key.
///
/// ```json
/// {
///   "findings": [
///     {
///       "count": 1,
///       "path": "clients/photos.json",
///       "rule": "loopback-uses-localhost",
///       "subject": "http://localhost:8080/cb"
///     }
///   ],
///   "version": 1
/// }
/// ```
public enum BaselineFile {
    static let version = 1
    /// A baseline is as large as the project's JSON report: 80 MB for the half a million
    /// findings of the 10,000-file benchmark corpus. What redirectlint writes, it must read;
    /// the price is that a wrong, huge file given as the baseline is read up to this size
    /// before it is refused as not JSON.
    static let maxBytes = 1 << 30

    public static func load(path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, maxBytes: maxBytes) {
        case .success(let b): bytes = b
        case .failure(let error): throw BaselineError(path: path, position: nil, message: "cannot read the baseline: \(error.message)")
        }
        return try decode(SourceFile(path: path, bytes: bytes), baseDirectory: Paths.directory(Paths.absolute(path)))
    }

    /// An empty baseline whose paths are relative to where the file at `path` will be.
    public static func empty(for path: String) -> Baseline {
        Baseline(baseDirectory: Paths.directory(Paths.absolute(path)))
    }

    /// Writes `baseline` to a new file; returns how many findings it holds. It replaces the
    /// old baseline only once written whole, so a failed write leaves that one.
    @discardableResult
    public static func write(_ baseline: Baseline, to path: String) throws(BaselineError) -> Int {
        guard let file = OutputFile.createReplacing(path) else {
            throw BaselineError(path: path, position: nil, message: "cannot write the baseline")
        }
        file.write(encode(baseline))
        guard file.close() else {
            throw BaselineError(path: path, position: nil, message: "cannot write the baseline")
        }
        return baseline.total
    }

    static func encode(_ baseline: Baseline) -> String {
        var out = "{\n  \"findings\": "
        var first = true
        for path in baseline.counts.keys.sorted() {
            let rules = baseline.counts[path, default: [:]]
            let quotedPath = quoted(path)
            for rule in rules.keys.sorted() {
                let subjects = rules[rule, default: [:]]
                let quotedRule = quoted(rule)
                for subject in subjects.keys.sorted() {
                    out += first ? "[\n" : ",\n"
                    first = false
                    out += "    {\n      \"count\": \(subjects[subject, default: 0]),\n      \"path\": "
                    out += quotedPath
                    out += ",\n      \"rule\": "
                    out += quotedRule
                    out += ",\n      \"subject\": "
                    out += quoted(subject)
                    out += "\n    }"
                }
            }
        }
        out += first ? "[]" : "\n  ]"
        out += ",\n  \"version\": \(version)\n}\n"
        return out
    }

    /// Entries are read as libyaml finishes each, so a large baseline never becomes a tree.
    /// Shapes redirectlint never writes (a syntax error, which may be `@@KEY@@` tokens, an
    /// aliased list, `findings` twice) are read again as a tree, whose reading defines them.
    static func decode(_ file: SourceFile, baseDirectory: String) throws(BaselineError) -> Baseline {
        var baseline = Baseline(baseDirectory: baseDirectory)
        // 'version' comes after the entries, so a bad entry is reported only once the version
        // is known to be ours.
        var badEntry: BaselineError?
        let tree: LoadedTree
        do throws(SyntaxError) {
            tree = try YAMLLoader.load(file, streamingListOf: "findings") { entry in
                guard badEntry == nil else { return nil }
                do throws(BaselineError) { try record(entry, into: &baseline, from: file) } catch { badEntry = error }
                return nil
            }
        } catch {
            return try decodeTree(file, baseDirectory: baseDirectory)
        }
        if let root = tree.documents.first, let entries = root.entries {
            let lists = entries.filter { $0.key.value.isSameKey(as: "findings") }
            if lists.count > 1 || lists.first?.value.items?.isEmpty == false {
                return try decodeTree(file, baseDirectory: baseDirectory)
            }
        }
        try checkFrame(tree, of: file)
        if let badEntry { throw badEntry }
        return baseline
    }

    /// The baseline read from its whole tree.
    private static func decodeTree(_ file: SourceFile, baseDirectory: String) throws(BaselineError) -> Baseline {
        let tree: LoadedTree
        do {
            tree = try YAMLLoader.load(file)
        } catch {
            throw BaselineError(path: file.path, position: error.range.start, message: "not valid JSON: \(error.message)")
        }
        try checkFrame(tree, of: file)
        var baseline = Baseline(baseDirectory: baseDirectory)
        for entry in tree.documents.first?["findings"]?.items ?? [] {
            try record(entry, into: &baseline, from: file)
        }
        return baseline
    }

    /// The object around the entries: ours, in a version this redirectlint reads.
    private static func checkFrame(_ tree: LoadedTree, of file: SourceFile) throws(BaselineError) {
        guard let root = tree.documents.first, root.entries != nil else {
            throw failure(tree.documents.first, in: file, "not a redirectlint baseline (expected an object with 'version' and 'findings')")
        }
        guard let version = root["version"] else { throw failure(root, in: file, "the baseline has no 'version'") }
        guard version.scalar?.value == String(Self.version) else {
            throw failure(version, in: file, "unsupported baseline version '\(version.scalar?.value ?? "")' (this redirectlint writes \(Self.version))")
        }
        guard root["findings"]?.items != nil else {
            throw failure(root["findings"] ?? root, in: file, "'findings' must be a list of entries with path, rule, subject and count")
        }
    }

    private static func record(_ entry: Node, into baseline: inout Baseline, from file: SourceFile) throws(BaselineError) {
        guard entry.entries != nil else { throw failure(entry, in: file, "a baseline entry must be an object") }
        func text(_ key: String) throws(BaselineError) -> String {
            guard let value = entry[key]?.scalar?.value else { throw failure(entry, in: file, "a baseline entry needs '\(key)'") }
            return value
        }
        let path = try text("path"), rule = try text("rule"), subject = try text("subject")
        guard let count = Int(try text("count")), count > 0 else {
            throw failure(entry["count"], in: file, "'count' must be a positive whole number")
        }
        // Entries for one key add up (two branches' baselines merged by hand), but a count
        // past what an Int holds is no baseline redirectlint wrote.
        let earlier = baseline.counts[path]?[rule]?[subject] ?? 0
        let (sum, overflow) = earlier.addingReportingOverflow(count)
        guard !overflow else {
            throw failure(entry["count"], in: file, "the counts of the entries for this path, rule and subject add up to more than \(Int.max)")
        }
        baseline.counts[path, default: [:]][rule, default: [:]][subject] = sum
    }

    private static func failure(_ node: Node?, in file: SourceFile, _ message: String) -> BaselineError {
        BaselineError(path: file.path, position: node?.range.start, message: message)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest
    /// as UTF-8.
    static func quoted(_ text: String) -> String {
        if !text.utf8.contains(where: needsEscape) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Control characters, also the C1 ones YAML (which reads baselines) rejects raw.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Bytes that may start something `quoted` escapes: `"`, `\`, control characters, and
    /// 0xC2, the lead byte of the C1 controls (and of other characters, which then take the
    /// slow path and come out unescaped).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
    }
}

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

    public static func load(path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, maxBytes: 64 << 20) {
        case .success(let b): bytes = b
        case .failure(let error): throw BaselineError(path: path, position: nil, message: "cannot read the baseline: \(error.message)")
        }
        return try decode(SourceFile(path: path, bytes: bytes), baseDirectory: Paths.directory(Paths.absolute(path)))
    }

    /// Records `findings` in a new baseline file; returns how many it holds.
    @discardableResult
    public static func write(_ findings: [Finding], to path: String) throws(BaselineError) -> Int {
        let baseline = Baseline(recording: findings, baseDirectory: Paths.directory(Paths.absolute(path)))
        guard FileSystem.writeFile(path, encode(baseline)) else {
            throw BaselineError(path: path, position: nil, message: "cannot write the baseline")
        }
        return baseline.total
    }

    static func encode(_ baseline: Baseline) -> String {
        var entries: [String] = []
        for path in baseline.counts.keys.sorted() {
            let rules = baseline.counts[path, default: [:]]
            for rule in rules.keys.sorted() {
                let subjects = rules[rule, default: [:]]
                for subject in subjects.keys.sorted() {
                    entries.append("""
                            {
                              "count": \(subjects[subject, default: 0]),
                              "path": \(quoted(path)),
                              "rule": \(quoted(rule)),
                              "subject": \(quoted(subject))
                            }
                        """)
                }
            }
        }
        let list = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"findings\": \(list),\n  \"version\": \(version)\n}\n"
    }

    static func decode(_ file: SourceFile, baseDirectory: String) throws(BaselineError) -> Baseline {
        func fail(_ node: Node?, _ message: String) -> BaselineError {
            BaselineError(path: file.path, position: node?.range.start, message: message)
        }
        let tree: LoadedTree
        do {
            tree = try YAMLLoader.load(file)
        } catch {
            throw BaselineError(path: file.path, position: error.range.start, message: "not valid JSON: \(error.message)")
        }
        guard let root = tree.documents.first, root.entries != nil else {
            throw fail(tree.documents.first, "not a redirectlint baseline (expected an object with 'version' and 'findings')")
        }
        guard let version = root["version"] else { throw fail(root, "the baseline has no 'version'") }
        guard version.scalar?.value == String(Self.version) else {
            throw fail(version, "unsupported baseline version '\(version.scalar?.value ?? "")' (this redirectlint writes \(Self.version))")
        }
        guard let entries = root["findings"]?.items else {
            throw fail(root["findings"] ?? root, "'findings' must be a list of entries with path, rule, subject and count")
        }
        var baseline = Baseline(baseDirectory: baseDirectory)
        for entry in entries {
            guard entry.entries != nil else { throw fail(entry, "a baseline entry must be an object") }
            func text(_ key: String) throws(BaselineError) -> String {
                guard let value = entry[key]?.scalar?.value else { throw fail(entry, "a baseline entry needs '\(key)'") }
                return value
            }
            let path = try text("path"), rule = try text("rule"), subject = try text("subject")
            guard let count = Int(try text("count")), count > 0 else {
                throw fail(entry["count"], "'count' must be a positive whole number")
            }
            baseline.counts[path, default: [:]][rule, default: [:]][subject, default: 0] += count
        }
        return baseline
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest
    /// as UTF-8.
    static func quoted(_ text: String) -> String {
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
}

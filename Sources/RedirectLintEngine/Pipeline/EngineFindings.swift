import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Findings the engine itself makes (not rules over the model): files that could not be read
/// or parsed, and suspicious syntax in files that did parse.
enum EngineFindings {
    static func parseError(_ error: SyntaxError, path: String) -> Finding {
        Finding(ruleID: "parse-error", severity: .error, path: path, range: error.range,
                message: "cannot parse: \(error.message)", subjectKey: error.message)
    }

    static func unreadable(path: String, message: String) -> Finding {
        Finding(ruleID: "parse-error", severity: .error, path: path, range: .fileStart,
                message: "cannot read: \(message)", subjectKey: message)
    }

    static func unrecognized(path: String) -> Finding {
        Finding(ruleID: "unrecognized-file", severity: .warning, path: path, range: .fileStart,
                message: "file is not a client registration or app manifest redirectlint can read",
                subjectKey: path)
    }

    /// An error in YAML, whose specification requires unique keys; a warning in JSON (RFC 8259
    /// §4: names SHOULD be unique) and in properties files, where the later line wins.
    static func duplicateKey(_ warning: SyntaxWarning, path: String) -> Finding? {
        guard case let .duplicateKey(name, first) = warning.kind else { return nil }
        let isYAML = ["yaml", "yml"].contains(Paths.pathExtension(path).lowercased())
        return Finding(
            ruleID: "duplicate-key", severity: isYAML ? .error : .warning, path: path, range: warning.range,
            message: "key '\(name)' appears again in the same mapping; most parsers silently keep only this one",
            related: [RelatedLocation(path: path, range: first, message: "first '\(name)' here")],
            subjectKey: name)
    }
}

extension EngineFindings {
    /// A file found by a walk that mentions OAuth settings but does not parse.
    static func unparsed(_ error: SyntaxError, path: String) -> Finding {
        Finding(ruleID: "skipped-file", severity: .note, path: path, range: error.range,
                message: "skipped: the file mentions OAuth settings but cannot be parsed (\(error.message)), so nothing in it was checked",
                subjectKey: error.message)
    }

    static func skipped(path: String, reason: String) -> Finding {
        Finding(ruleID: "skipped-file", severity: .note, path: path, range: .fileStart,
                message: "skipped: \(reason)", subjectKey: reason)
    }
}

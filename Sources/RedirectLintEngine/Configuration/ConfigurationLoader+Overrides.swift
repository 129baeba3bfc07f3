import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// `overrides:` and `per-file-ignores:`: every problem names the file, line, column and key.
extension ConfigurationLoader {
    static func overrides(_ node: Node, in file: SourceFile, knownRules: Set<String>) throws(ConfigurationError) -> [RuleOverride] {
        guard let items = node.items else {
            throw error(file, node, "'overrides' must be a list of entries with 'files' and 'rules'")
        }
        var overrides: [RuleOverride] = []
        for item in items {
            guard let entries = item.entries else {
                throw error(file, item, "each 'overrides' entry must be a mapping with 'files' and 'rules'")
            }
            var targets: [FileTarget]?
            var settings: [String: Configuration.RuleSetting]?
            for entry in entries {
                switch entry.key.value {
                case "files":
                    let globs = entry.value.items ?? (entry.value.scalar.map { [.scalar($0)] } ?? [])
                    guard !globs.isEmpty else { throw error(file, entry.value, "'files' must be a list of path globs") }
                    targets = try globs.map { glob throws(ConfigurationError) in try target(glob, in: file, setting: "files") }
                case "rules":
                    guard let rules = entry.value.entries, !rules.isEmpty else {
                        throw error(file, entry.value, "'rules' in an override must map rule ids to off, note, warning or error")
                    }
                    var parsed: [String: Configuration.RuleSetting] = [:]
                    for rule in rules {
                        try requireKnown(rule.key, in: file, knownRules: knownRules)
                        parsed[rule.key.value] = try ruleSetting(rule, in: file)
                    }
                    settings = parsed
                default:
                    throw error(file, .scalar(entry.key), "unknown key '\(entry.key.value)' in an 'overrides' entry (known: files, rules)")
                }
            }
            guard let targets else { throw error(file, item, "an 'overrides' entry needs 'files'") }
            guard let settings else { throw error(file, item, "an 'overrides' entry needs 'rules'") }
            overrides.append(RuleOverride(targets: targets, settings: settings))
        }
        return overrides
    }

    static func perFileIgnores(_ node: Node, in file: SourceFile, knownRules: Set<String>) throws(ConfigurationError) -> [FileIgnore] {
        guard let entries = node.entries else {
            throw error(file, node, "'per-file-ignores' must map path globs to lists of rule ids")
        }
        var ignores: [FileIgnore] = []
        for entry in entries {
            let target = try target(.scalar(entry.key), in: file, setting: "per-file-ignores")
            let ids = entry.value.items ?? (entry.value.scalar.map { [.scalar($0)] } ?? [])
            guard !ids.isEmpty else {
                throw error(file, entry.value, "'\(entry.key.value)' in 'per-file-ignores' needs a list of rule ids")
            }
            var rules: Set<String> = []
            for id in ids {
                guard let scalar = id.scalar else { throw error(file, id, "a rule id must be a string") }
                try requireKnown(scalar, in: file, knownRules: knownRules)
                guard rules.insert(scalar.value).inserted else {
                    throw error(file, id, "rule '\(scalar.value)' is listed twice for '\(entry.key.value)' in 'per-file-ignores'")
                }
            }
            ignores.append(FileIgnore(target: target, rules: rules))
        }
        return ignores
    }

    /// `off` (or the boolean `false`), `note`, `warning` or `error`, as the schema spells them.
    static func ruleSetting(_ rule: MappingEntry, in file: SourceFile) throws(ConfigurationError) -> Configuration.RuleSetting {
        if let scalar = rule.value.scalar {
            if scalar.boolValue == false { return .off }
            if scalar.coreType == .string {
                if scalar.value == "off" { return .off }
                if let severity = Severity(rawValue: scalar.value) { return .severity(severity) }
            }
        }
        throw error(file, rule.value, "rule '\(rule.key.value)' must be off, note, warning or error")
    }

    private static func requireKnown(_ id: Scalar, in file: SourceFile, knownRules: Set<String>) throws(ConfigurationError) {
        guard knownRules.contains(id.value) else {
            throw error(file, .scalar(id), "unknown rule '\(id.value)' (see 'redirectlint rules')")
        }
    }

    /// A glob, with an optional `#/json/pointer`; a bad pointer is reported at the pointer
    /// itself when the scalar is written verbatim.
    private static func target(_ node: Node, in file: SourceFile, setting: String) throws(ConfigurationError) -> FileTarget {
        guard let scalar = node.scalar, scalar.coreType == .string, !scalar.value.isEmpty else {
            let reason = node.scalar.flatMap(ConfigurationValues.notText).map { ": \($0)" } ?? ""
            throw error(file, node, "a path glob in '\(setting)' must be a non-empty string\(reason)")
        }
        do {
            return try FileTarget(scalar.value)
        } catch {
            var position = scalar.range.start
            if scalar.isVerbatim {
                let prefix = scalar.value.unicodeScalars.prefix(error.pointerStart)
                position.column += prefix.count
                position.utf16Column += String(String.UnicodeScalarView(prefix)).utf16.count
                position.offset += String(String.UnicodeScalarView(prefix)).utf8.count
            }
            throw ConfigurationError(path: file.path, position: position, message: "in '\(setting)': \(error.message)")
        }
    }

    private static func error(_ file: SourceFile, _ node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(path: file.path, position: node.range.start, message: message)
    }
}

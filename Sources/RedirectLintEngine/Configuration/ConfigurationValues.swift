import RedirectLintSyntax

/// Checks shared by the settings of `.redirectlint.yml`. A value that cannot be used is an
/// error at its own line, never dropped: a configuration that silently loses a glob or a
/// domain lints something else than the user wrote.
enum ConfigurationValues {
    typealias Fail = (Node?, String) -> ConfigurationError

    /// The globs of a list, or the one glob written alone; nil for an absent (null) value.
    /// `what` names the setting in messages.
    static func globs(_ node: Node, what: String, fail: Fail) throws(ConfigurationError) -> [String]? {
        if let scalar = node.scalar {
            return scalar.isNull ? nil : [try string(node, what: what, fail: fail)]
        }
        guard let items = node.items else { throw fail(node, "\(what) must be a list of path globs") }
        var values: [String] = []
        for item in items {
            values.append(try string(item, what: what, fail: fail))
        }
        return values
    }

    private static func string(_ node: Node, what: String, fail: Fail) throws(ConfigurationError) -> String {
        guard let scalar = node.scalar, !scalar.isNull, !scalar.value.isEmpty else {
            throw fail(node, "each entry of \(what) must be a non-empty string")
        }
        return scalar.value
    }

    /// The entries of `owned-domains`, lower-cased: domains as schemes are compared with
    /// them, with no URL around them.
    static func domains(_ items: [Node], fail: Fail) throws(ConfigurationError) -> [String] {
        var domains: [String] = []
        for item in items {
            let value = try string(item, what: "'owned-domains'", fail: fail)
            if value.unicodeScalars.contains(where: { $0 == "/" || $0 == ":" || $0 == "@" || $0 == " " || $0 == "\t" }) {
                throw fail(item, "'owned-domains' entry '\(value)' must be a domain name, without scheme, port or path (example.com)")
            }
            domains.append(value.lowercased())
        }
        return domains
    }

    /// A key written twice (YAML keeps one of them) or a second document (only the first is
    /// read): either way a setting the user wrote would be ignored.
    static func checkNoSettingIsLost(_ tree: LoadedTree, fail: Fail) throws(ConfigurationError) {
        for warning in tree.warnings {
            guard case let .duplicateKey(name, first) = warning.kind else { continue }
            var error = fail(nil, "key '\(name)' is written twice in the same mapping (first at line \(first.start.line)); keep one")
            error.position = warning.range.start
            throw error
        }
        if let second = tree.documents.dropFirst().first(where: { $0.scalar?.isNull != true }) {
            throw fail(second, "the configuration must be one YAML document; remove the second '---'")
        }
    }
}

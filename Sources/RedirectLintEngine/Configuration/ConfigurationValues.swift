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
        guard let scalar = node.scalar, scalar.coreType == .string, !scalar.value.isEmpty else {
            throw fail(node, "each entry of \(what) must be a non-empty string" + (node.scalar.flatMap(notText).map { ": \($0)" } ?? ""))
        }
        return scalar.value
    }

    /// Why a scalar where text belongs is none, as the configuration's JSON Schema sees it:
    /// YAML reads a plain `true`, `5` or `~` as a boolean, a number or null, never as text.
    static func notText(_ scalar: Scalar) -> String? {
        switch scalar.coreType {
        case .string: return nil
        case .null: return "it is empty (null)"
        case .bool: return "'\(scalar.value)' is a boolean (quote it to mean the text)"
        case .int, .float: return "'\(scalar.value)' is a number (quote it to mean the text)"
        }
    }

    /// A positive whole number (`max-file-size`): an integer, or a float with no fraction,
    /// as JSON Schema's `integer` accepts; never text, even of digits.
    static func positiveInteger(_ node: Node) -> Int? {
        guard let scalar = node.scalar else { return nil }
        let value: Int?
        switch scalar.coreType {
        case .int: value = CoreNumbers.integer(scalar.value)
        case .float:
            value = CoreNumbers.finiteFloat(scalar.value).flatMap { $0 == $0.rounded() && abs($0) < 9e18 ? Int($0) : nil }
        default: value = nil
        }
        return value.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The entries of `owned-domains`, lower-cased: domains as schemes are compared with
    /// them, with no URL around them.
    static func domains(_ items: [Node], fail: Fail) throws(ConfigurationError) -> [String] {
        var domains: [String] = []
        for item in items {
            let value = try string(item, what: "'owned-domains'", fail: fail)
            if value.unicodeScalars.contains(where: { $0 == "/" || $0 == ":" || $0 == "@" || $0.properties.isWhitespace }) {
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

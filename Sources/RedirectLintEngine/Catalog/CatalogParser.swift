import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Reads a `rules/<id>.yaml` entry. The catalog is data we ship, so a malformed entry is a
/// programming error caught by the catalog tests; here it only produces a readable message.
enum CatalogParser {
    struct Problem: Error, CustomStringConvertible {
        var file: String
        var message: String
        var description: String { "\(file): \(message)" }
    }

    static func parse(path: String, text: String) throws -> RuleDescription {
        let file = SourceFile(path: path, text: text)
        let tree: LoadedTree
        do {
            tree = try YAMLLoader.load(file)
        } catch {
            throw Problem(file: path, message: "\(error.range.start): \(error.message)")
        }
        guard let root = tree.documents.first, root.entries != nil else {
            throw Problem(file: path, message: "not a mapping")
        }
        func string(_ key: String, in node: Node = root) throws -> String {
            guard let value = node[key]?.scalar?.value else { throw Problem(file: path, message: "missing '\(key)'") }
            return value
        }
        func strings(_ key: String, in node: Node = root) -> [String] {
            node[key]?.items?.compactMap(\.scalar?.value) ?? []
        }
        guard let severity = Severity(rawValue: try string("severity")) else {
            throw Problem(file: path, message: "severity must be error, warning or note")
        }
        var fixSafety: RuleDescription.FixSafety?
        if let written = root["fix-safety"]?.scalar?.value {
            guard let safety = RuleDescription.FixSafety(rawValue: written) else {
                throw Problem(file: path, message: "fix-safety must be safe or unsafe")
            }
            fixSafety = safety
        }
        let references = (root["references"]?.items ?? []).compactMap { ref -> RuleDescription.Reference? in
            guard let title = ref["title"]?.scalar?.value, let url = ref["url"]?.scalar?.value else { return nil }
            return .init(title: title, url: url)
        }
        var examples: [RuleDescription.Example] = []
        for item in root["examples"]?.items ?? [] {
            examples.append(try example(item, path: path))
        }
        return RuleDescription(
            id: try string("id"), title: try string("title"), severity: severity,
            appliesTo: strings("applies-to"),
            securitySeverity: root["security-severity"]?.scalar?.value, fixSafety: fixSafety,
            tags: strings("tags"), summary: try string("summary"), why: try string("why"),
            fix: try string("fix"), severityRationale: root["severity-rationale"]?.scalar?.value,
            references: references, examples: examples)
    }

    private static func example(_ node: Node, path: String) throws -> RuleDescription.Example {
        guard let expect = node["expect"]?.scalar?.value, expect == "trigger" || expect == "no-trigger" else {
            throw Problem(file: path, message: "an example needs 'expect: trigger' or 'expect: no-trigger'")
        }
        var files: [RuleDescription.ExampleFile] = []
        if let name = node["file"]?.scalar?.value, let content = node["content"]?.scalar?.value {
            files.append(.init(path: name, content: content))
        }
        for item in node["files"]?.items ?? [] {
            guard let name = item["path"]?.scalar?.value, let content = item["content"]?.scalar?.value else {
                throw Problem(file: path, message: "an example file needs 'path' and 'content'")
            }
            files.append(.init(path: name, content: content))
        }
        guard !files.isEmpty else { throw Problem(file: path, message: "an example has no file") }
        var findings: [RuleDescription.ExpectedFinding] = []
        for item in node["findings"]?.items ?? [] {
            guard let line = item["line"]?.scalar.flatMap({ Int($0.value) }),
                  let column = item["column"]?.scalar.flatMap({ Int($0.value) }) else {
                throw Problem(file: path, message: "an expected finding needs 'line' and 'column'")
            }
            findings.append(.init(path: item["path"]?.scalar?.value, line: line, column: column,
                                  severity: item["severity"]?.scalar.flatMap { Severity(rawValue: $0.value) }))
        }
        if expect == "trigger", findings.isEmpty {
            throw Problem(file: path, message: "a triggering example must list its findings")
        }
        var options: [String: String] = [:]
        for entry in node["options"]?.entries ?? [] {
            if let value = entry.value.scalar?.value { options[entry.key.value] = value }
            if let list = entry.value.items { options[entry.key.value] = list.compactMap(\.scalar?.value).joined(separator: ",") }
        }
        return .init(description: node["description"]?.scalar?.value ?? "", triggers: expect == "trigger",
                     files: files, findings: findings, options: options)
    }
}

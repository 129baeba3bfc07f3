import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// One `redirectlint: disable-… <id>[,<id>…] -- <reason>` comment.
struct SuppressionDirective: Sendable {
    enum Scope: String, Sendable, CaseIterable {
        case nextLine = "disable-next-line"
        case line = "disable-line"
        case file = "disable-file"
    }

    /// A rule id as written in the directive (a known id or `all`), where it is written.
    struct RuleName: Sendable {
        var id: String
        var range: SourceRange
    }

    var scope: Scope
    var rules: [RuleName]
    /// The line a `disable-line` or `disable-next-line` covers.
    var line: Int
    var reason: String?

    /// Where the directive applies, for messages: `on line 12`, `in this file`.
    var place: String { scope == .file ? "in this file" : "on line \(line)" }
}

/// Reads directives out of comments. A directive is a comment whose text begins with
/// `redirectlint:`; anything wrong in one becomes an `invalid-suppression` finding at the
/// offending word, and the valid rule ids in it still apply.
struct DirectiveParser {
    static let marker = Array("redirectlint:".utf8)
    static let all = "all"

    let file: SourceFile
    let knownRules: Set<String>
    /// Positions of the words, counted on from the last one: counting each from its line
    /// start made a directive listing 20,000 rule ids on one line take minutes.
    private var positions: SourcePositionCursor
    private(set) var directives: [SuppressionDirective] = []
    private(set) var problems: [Finding] = []

    init(file: SourceFile, knownRules: Set<String>) {
        self.file = file
        self.knownRules = knownRules
        self.positions = SourcePositionCursor(file: file)
    }

    mutating func read(_ comment: SourceComment) {
        let text = Array(comment.text.utf8)
        var i = 0
        // `/** redirectlint: …` and the ` * ` that starts the lines of a block comment.
        let blockStar = comment.kind == .block ? UInt8(ascii: "*") : 0x20
        skip(&i, in: text) { isSpace($0) || $0 == blockStar }
        guard text.count - i >= Self.marker.count, Array(text[i..<i + Self.marker.count]) == Self.marker else { return }
        let markerLine = file.line(containing: comment.textOffset + i)
        i += Self.marker.count
        skip(&i, in: text, while: isSpace)
        let keywordStart = i
        skip(&i, in: text) { !isSpace($0) }
        let keyword = String(decoding: text[keywordStart..<i], as: UTF8.self)
        let keywordRange = range(comment, keywordStart, i)
        guard let scope = SuppressionDirective.Scope(rawValue: keyword) else {
            let expected = SuppressionDirective.Scope.allCases.map(\.rawValue).joined(separator: ", ")
            problem(keywordRange, keyword.isEmpty ? "redirectlint directive without a command (expected \(expected))"
                                                  : "unknown redirectlint directive '\(keyword)' (expected \(expected))",
                    subject: keyword)
            return
        }

        var rules: [SuppressionDirective.RuleName] = []
        var unknownRules = 0
        var reason: String?
        while true {
            skip(&i, in: text) { isSpace($0) || $0 == UInt8(ascii: ",") }
            guard i < text.count else { break }
            let start = i
            skip(&i, in: text) { !isSpace($0) && $0 != UInt8(ascii: ",") }
            let word = String(decoding: text[start..<i], as: UTF8.self)
            if word == "--" || word == "-" {
                if word == "--", comment.kind == .xml {
                    problem(range(comment, start, i),
                            "XML comments cannot contain '--' (Android's aapt2 and other XML parsers reject the file); separate the reason with ' - '",
                            subject: "--")
                }
                let trimmed = String(decoding: text[i...], as: UTF8.self).trimmingWhitespace()
                reason = trimmed.isEmpty ? nil : trimmed
                break
            }
            let wordRange = range(comment, start, i)
            if word == Self.all || knownRules.contains(word) {
                rules.append(.init(id: word, range: wordRange))
            } else {
                unknownRules += 1
                problem(wordRange, "unknown rule '\(word)' in a redirectlint directive (see 'redirectlint rules')", subject: word)
            }
        }
        if rules.isEmpty, unknownRules == 0 {
            problem(keywordRange, "'\(keyword)' names no rule (write rule ids or 'all')", subject: keyword)
        }
        guard !rules.isEmpty else { return }
        let line = scope == .nextLine ? comment.range.end.line + 1 : markerLine
        directives.append(SuppressionDirective(scope: scope, rules: rules, line: line, reason: reason))
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private func skip(_ i: inout Int, in text: [UInt8], while predicate: (UInt8) -> Bool) {
        while i < text.count, predicate(text[i]) { i += 1 }
    }

    private mutating func range(_ comment: SourceComment, _ start: Int, _ end: Int) -> SourceRange {
        positions.range(from: comment.textOffset + start, to: comment.textOffset + end)
    }

    private mutating func problem(_ range: SourceRange, _ message: String, subject: String) {
        problems.append(Finding(ruleID: InlineSuppressions.invalidRule, severity: .warning, path: file.path, range: range,
                                message: message, subjectKey: subject))
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

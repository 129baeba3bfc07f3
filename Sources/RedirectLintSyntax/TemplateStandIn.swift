/// A JSON file that is a Go (Helm) or Jinja template, made loadable without rendering it: a
/// realm export a chart fills in with `{{ .Values.… }}` and extends with `{{- if … }}` blocks.
/// Every byte keeps its offset and every line break its place, so positions, excerpts and
/// fixes point into the template (`Node.repositioned(in:)` counts columns in its text):
/// - an action inside a JSON string stays, a placeholder like any other;
/// - a control action (`{{- if … }}`, `{{ end }}`, `{% for … %}`) and a comment become spaces;
/// - the `else` branches of a conditional become spaces, so one branch is read (the `else`
///   one when the condition names development: `{{- if .Values.dev }}`), and so do loops and
///   definitions (`{{- range … }}`, `{% for … %}`, `{{ define … }}`), as when a loop runs no
///   time;
/// - any other action outside a string (`{{ .Values.uris | toJson }}`) stands for a value
///   only the renderer knows, and becomes a quoted placeholder;
/// - a line that is only a `<name>` placeholder (an install script's `sed` target) becomes
///   spaces.
/// The result is read as YAML, which accepts the trailing commas a removed line leaves.
public enum TemplateStandIn {
    /// Nil when the bytes hold no template action outside a string and no placeholder line,
    /// or an action that is never closed.
    public static func standIn(for bytes: [UInt8]) -> [UInt8]? {
        var out = bytes
        var changed = false
        var inString = false
        // Per open block, whether its first branch is being removed because its condition
        // names development (`{{- if .Values.dev }}`): its `else` branch is read instead.
        var readsElse: [Bool] = []
        // The depth whose branch is being removed, until its `else` or `end`.
        var removingBranchOf: Int?
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if let close = actionCloser(at: i, in: bytes) {
                guard let end = find(close, in: bytes, from: i + 2) else { return nil }
                if inString && removingBranchOf == nil {
                    // A placeholder inside a string stays; its own quotes (`include "name" .`)
                    // must not end the string.
                    for j in (i + 2)..<end where out[j] == UInt8(ascii: "\"") {
                        out[j] = UInt8(ascii: "'")
                        changed = true
                    }
                    i = end + 2
                    continue
                }
                let action = Action(bytes[(i + 2)..<end], opener: bytes[i + 1])
                var value = false
                switch action.kind {
                case .open:
                    let development = action.namesDevelopment && removingBranchOf == nil
                    readsElse.append(development)
                    if development { removingBranchOf = readsElse.count }
                case .loop:
                    readsElse.append(false)
                    if removingBranchOf == nil { removingBranchOf = readsElse.count }
                case .middle:
                    if readsElse.last == true, removingBranchOf == readsElse.count {
                        readsElse[readsElse.count - 1] = false
                        removingBranchOf = nil
                    } else if removingBranchOf == nil, !readsElse.isEmpty {
                        removingBranchOf = readsElse.count
                    }
                case .close:
                    if removingBranchOf == readsElse.count { removingBranchOf = nil }
                    _ = readsElse.popLast()
                case .statement:
                    break
                case .value:
                    value = removingBranchOf == nil
                }
                blank(&out, from: i, to: end + 2)
                if value { writeUnknownValue(&out, bytes, from: i, to: end + 2) }
                changed = true
                i = end + 2
                continue
            }
            if removingBranchOf != nil {
                if b != 0x0A { out[i] = 0x20 }
            } else if b == UInt8(ascii: "\"") {
                inString.toggle()
            } else if b == UInt8(ascii: "\\"), inString {
                i += 1
            } else if b == 0x0A {
                inString = false
            }
            i += 1
        }
        if blankPlaceholderLines(&out) { changed = true }
        return changed ? out : nil
    }

    /// An action outside a string stands for a value only the renderer knows: a quoted
    /// placeholder of the same length, `"{{.Values.uris | toJson}}"`, which reads as one
    /// unresolved value (not as none). `null` where the action is too short to hold one or
    /// spans lines, whose breaks must stay where they are.
    private static func writeUnknownValue(_ out: inout [UInt8], _ bytes: [UInt8], from start: Int, to end: Int) {
        let isPadding: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "-") }
        let body = bytes[(start + 2)..<(end - 2)].drop(while: isPadding).reversed().drop(while: isPadding).reversed()
        guard body.count + 6 <= end - start, !body.contains(0x0A), !body.contains(0x0D) else {
            if end - start >= 4 { out.replaceSubrange(start..<start + 4, with: Array("null".utf8)) }
            return
        }
        // Quotes and backslashes inside would end the string or escape in it.
        let inside = body.map { $0 == UInt8(ascii: "\"") ? UInt8(ascii: "'") : $0 == UInt8(ascii: "\\") ? UInt8(ascii: "/") : $0 }
        let text = Array("\"{{".utf8) + inside + Array("}}\"".utf8)
        out.replaceSubrange(start..<start + text.count, with: text)
    }

    /// What closes an action opening at `i`: `}}` for `{{`, `%}` for `{%`, `#}` for `{#`.
    private static func actionCloser(at i: Int, in bytes: [UInt8]) -> [UInt8]? {
        guard bytes[i] == UInt8(ascii: "{"), i + 1 < bytes.count else { return nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "{"): return Array("}}".utf8)
        case UInt8(ascii: "%"): return Array("%}".utf8)
        case UInt8(ascii: "#"): return Array("#}".utf8)
        default: return nil
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        while j + needle.count <= bytes.count {
            if bytes[j] == needle[0], bytes[j + 1] == needle[1] { return j }
            j += 1
        }
        return nil
    }

    private static func blank(_ out: inout [UInt8], from start: Int, to end: Int) {
        for j in start..<end where out[j] != 0x0A { out[j] = 0x20 }
    }

    /// A Go or Jinja action, by its first word.
    private struct Action {
        enum Kind { case open, loop, middle, close, statement, value }
        let kind: Kind

        static let closers: Set<String> = [
            "end", "endif", "endfor", "endmacro", "endcall", "endfilter", "endblock", "endwith", "endset", "endraw",
        ]

        /// An `if` whose condition names development (`.Values.dev`, `eq .Values.env "local"`)
        /// and does not negate it.
        var namesDevelopment = false

        /// `opener` is the second byte of the delimiter: `{` for `{{`, `%` for `{%`, `#` for `{#`.
        init(_ body: ArraySlice<UInt8>, opener: UInt8) {
            let text = String(decoding: body, as: UTF8.self)
            let trimmed = text.drop { $0 == "-" || $0 == "+" || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            let word = trimmed.prefix { $0.isLetter || $0 == "_" }
            if trimmed.hasPrefix("/*") || opener == UInt8(ascii: "#") {
                kind = .statement
            } else if trimmed.hasPrefix("$"), trimmed.contains(":=") || trimmed.contains(" = ") {
                // A Go variable assignment, which writes nothing.
                kind = .statement
            } else if ["if", "with", "block", "call", "filter"].contains(word) {
                kind = .open
                if word == "if" {
                    let words = Set(trimmed.lowercased().split { !$0.isLetter }.map(String.init))
                    namesDevelopment = !words.isDisjoint(with: ["dev", "development", "debug", "local", "localdev", "test", "testing"])
                        && words.isDisjoint(with: ["not", "ne"]) && !trimmed.contains("!")
                }
            } else if word == "set", opener == UInt8(ascii: "%"), !trimmed.contains("=") {
                // Jinja's block `{% set name %}…{% endset %}` captures its body; it writes nothing.
                kind = .loop
            } else if ["range", "for", "define", "macro"].contains(word) {
                kind = .loop
            } else if ["else", "elif"].contains(word) {
                kind = .middle
            } else if Self.closers.contains(String(word)) {
                kind = .close
            } else if ["set", "include", "import", "from", "template", "do"].contains(word) && opener == UInt8(ascii: "%") {
                kind = .statement
            } else {
                kind = .value
            }
        }
    }

    /// Lines that are only a `<name>` (`<smtpEncryption>`), which an install script's `sed`
    /// replaces with a whole setting.
    private static func blankPlaceholderLines(_ out: inout [UInt8]) -> Bool {
        var changed = false
        var lineStart = 0
        while lineStart < out.count {
            var lineEnd = lineStart
            while lineEnd < out.count, out[lineEnd] != 0x0A { lineEnd += 1 }
            if isPlaceholderLine(out[lineStart..<lineEnd]) {
                blank(&out, from: lineStart, to: lineEnd)
                changed = true
            }
            lineStart = lineEnd + 1
        }
        return changed
    }

    /// Whether a line is only a `<name>` placeholder, perhaps with a trailing comma.
    public static func isPlaceholderLine(_ line: ArraySlice<UInt8>) -> Bool {
        var text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        while let last = text.last, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ",")].contains(last) {
            text = text.dropLast()
        }
        guard text.count > 2, text.first == UInt8(ascii: "<"), text.last == UInt8(ascii: ">") else { return false }
        return text.dropFirst().dropLast().allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }
}

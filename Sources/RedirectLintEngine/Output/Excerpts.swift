import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The source lines findings point at, read again after the run, with every secret the
/// file holds masked so that showing a line can never print a secret.
enum Excerpts {
    /// The lines of one file that its findings start on. `secrets` are where the file's
    /// secrets are, as its model says; nil when the file was not understood. `bytes`: the
    /// file's bytes when they did not come from its path (standard input).
    static func excerpt(for findings: [Finding], path: String, secrets: [SourceRange]?, bytes given: [UInt8]? = nil) -> SourceExcerpt? {
        let lines = Set(findings.map(\.range.start.line))
        guard !lines.isEmpty,
              let raw = given ?? (try? FileSystem.readFile(path, maxBytes: 64 << 20).get()) else { return nil }
        let bytes: [UInt8]
        switch TextDecoding.decode(raw, path: path, as: FileKind.of(path)?.syntax ?? .structured) {
        case .text(let text): bytes = text
        case .invalid(_, let prefix): bytes = prefix
        case .binary: return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        var texts: [Int: String] = [:]
        for line in lines where line <= file.lineCount && file.lineLength(line) <= maxLineBytes {
            let masked = mask(file.lineText(line), line: line, secrets: secrets ?? [])
            texts[line] = secrets != nil ? masked : maskSecretLookingAssignment(masked)
        }
        return SourceExcerpt(lines: texts)
    }

    /// Lines longer than this get no excerpt (the text report shows a window of a line, and
    /// masking a line is linear in it): a minified file of many megabytes on one line made a
    /// note about it take seconds and hundreds of megabytes.
    static let maxLineBytes = 1 << 20

    /// A file that did not parse has no model to say where its secrets are, so a shown line
    /// that assigns something to a secret-looking key is masked after the key, whatever it
    /// is: better a hidden value than a printed secret.
    static func maskSecretLookingAssignment(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let keyEnd = SecretLookingValues.firstWordEnd(in: scalars.map(\.value))
        guard let afterKey = keyEnd,
              let separator = scalars[afterKey...].firstIndex(where: { $0 == ":" || $0 == "=" }) else { return text }
        var out = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() {
            let isValueCharacter = i > separator && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || "-_+/.~!@#$%^&*".unicodeScalars.contains(scalar))
            out.append(isValueCharacter ? "*" : scalar)
        }
        return String(out)
    }

    /// Replaces each character of a secret on this line with `*`, keeping columns aligned.
    static func mask(_ text: String, line: Int, secrets: [SourceRange]) -> String {
        let onLine = secrets.filter { $0.start.line <= line && $0.end.line >= line }
        guard !onLine.isEmpty else { return text }
        var out = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let column = index + 1
            let hidden = onLine.contains { range in
                let startsBefore = range.start.line < line || range.start.column <= column
                let endsAfter = range.end.line > line || column < range.end.column
                return startsBefore && endsAfter
            }
            out.unicodeScalars.append(hidden ? "*" : scalar)
        }
        return out
    }
}

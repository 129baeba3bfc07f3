import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// What showing lines of a checked file needs from the run that checked it: a digest of the
/// bytes it read, and where the file's secrets are, as its model says.
struct CheckedContent: Sendable {
    var digest: Int
    var secrets: [SourceRange]

    /// A digest of a file's bytes keyed with this process's random seed (Swift's `Hasher`,
    /// SipHash): nobody who rewrites the file meanwhile can make other bytes match it.
    static func digest(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}

/// The source lines findings point at, with every secret the file holds masked so that
/// showing a line can never print a secret. Only a file that was understood has an excerpt:
/// its model says where its secrets are. A file that did not parse has none (its findings
/// still name the line and column), since no guess at its secrets is safe: a key on one line
/// and its value on the next, or a secret in a broken tag, would be printed.
enum Excerpts {
    /// The lines of one file that its findings start on, read again after the run and shown
    /// only when they are the bytes that were checked (`checked.digest`); nil when the file
    /// was not understood (`checked` nil), or has changed since. `bytes`: the file's bytes
    /// when they did not come from its path (standard input).
    static func excerpt(for findings: [Finding], path: String, checked: CheckedContent?, bytes given: [UInt8]? = nil) -> SourceExcerpt? {
        guard let checked, !findings.isEmpty,
              let raw = given ?? (try? FileSystem.readFile(path, maxBytes: 64 << 20).get()),
              CheckedContent.digest(raw) == checked.digest,
              case .text(let bytes) = TextDecoding.decode(raw, path: path, as: FileKind.of(path)?.syntax ?? .structured) else { return nil }
        let file = SourceFile(path: path, bytes: bytes)
        let lines = Set(findings.map(\.range.start.line)).filter { $0 <= file.lineCount && file.lineLength($0) <= maxLineBytes }
        let masks = secrets(onLines: lines, of: Set(checked.secrets))
        var shown: [Int: [Unicode.Scalar]] = [:]
        for line in lines {
            shown[line] = mask(Array(file.lineText(line).unicodeScalars), line: line, secrets: masks[line] ?? [])
        }
        return SourceExcerpt(scalarLines: shown)
    }

    /// Lines longer than this get no excerpt (the text report shows a window of a line, and
    /// masking a line is linear in it): a minified file of many megabytes on one line made a
    /// note about it take seconds and hundreds of megabytes.
    static let maxLineBytes = 1 << 20

    /// The secrets that touch each of `lines`, found in one pass over the secrets: a file can
    /// have thousands of both.
    static func secrets(onLines lines: Set<Int>, of secrets: Set<SourceRange>) -> [Int: [SourceRange]] {
        let sorted = lines.sorted()
        var out: [Int: [SourceRange]] = [:]
        for secret in secrets {
            // The first shown line at or after the secret's start.
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < secret.start.line { low = middle + 1 } else { high = middle }
            }
            while low < sorted.count, sorted[low] <= secret.end.line {
                out[sorted[low], default: []].append(secret)
                low += 1
            }
        }
        return out
    }

    /// Replaces each character of a secret on this line with `*`, keeping columns aligned.
    static func mask(_ scalars: [Unicode.Scalar], line: Int, secrets: [SourceRange]) -> [Unicode.Scalar] {
        var out = scalars
        for secret in secrets {
            let from = secret.start.line < line ? 0 : min(max(0, secret.start.column - 1), out.count)
            let to = secret.end.line > line ? out.count : min(max(from, secret.end.column - 1), out.count)
            for i in from..<to { out[i] = "*" }
        }
        return out
    }
}

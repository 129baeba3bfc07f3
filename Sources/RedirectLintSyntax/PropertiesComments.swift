import RedirectLintSource

/// The comments of a Java `.properties` file: lines whose first non-blank character is `#`
/// or `!`. Such a line continuing a value (the line before ends in an odd number of `\`) is
/// part of the value, not a comment. Properties have no trailing comments.
public enum PropertiesComments {
    public static func collect(in file: SourceFile) -> [SourceComment] {
        let bytes = file.bytes
        var comments: [SourceComment] = []
        var continues = false
        for (index, start) in file.lineStarts.enumerated() {
            var end = index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] : bytes.count
            while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0C { first += 1 }
            let isContinuation = continues
            continues = false
            if first == end { continue }
            if !isContinuation, bytes[first] == UInt8(ascii: "#") || bytes[first] == UInt8(ascii: "!") {
                comments.append(SourceComment(text: file.text(from: first + 1, to: end), range: file.range(from: first, to: end),
                                              textOffset: first + 1, kind: .line))
                continue
            }
            var backslashes = 0
            while end - backslashes > first, bytes[end - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            continues = backslashes % 2 == 1
        }
        return comments
    }
}

import RedirectLintSource

/// The comments of a desktop entry: lines whose first non-blank character is `#`. The format
/// has no trailing comments (`Key=Value # x` is a value).
public enum DesktopEntryComments {
    public static func collect(in file: SourceFile) -> [SourceComment] {
        let bytes = file.bytes
        var comments: [SourceComment] = []
        for (index, start) in file.lineStarts.enumerated() {
            var end = index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] : bytes.count
            while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            guard first < end, bytes[first] == UInt8(ascii: "#") else { continue }
            comments.append(SourceComment(text: file.text(from: first + 1, to: end), range: file.range(from: first, to: end),
                                          textOffset: first + 1, kind: .line))
        }
        return comments
    }
}

import RedirectLintSyntax

/// JSON that another tool writes and only that tool reads as JSON: a template rendered or
/// filled in before use, or JSON with comments. A walk notes such a file as not checked
/// where a broken registration is an error.
enum NotPlainJSON {
    static func isTemplateOrCommented(_ bytes: [UInt8]) -> Bool {
        hasLineComments(bytes) || hasTemplateBlocks(bytes) || hasPlaceholderLines(bytes)
    }

    /// `{{` or `{%`: a Helm, Go or Jinja template, which becomes JSON only once rendered.
    private static func hasTemplateBlocks(_ bytes: [UInt8]) -> Bool {
        zip(bytes, bytes.dropFirst()).contains { $0 == UInt8(ascii: "{") && ($1 == UInt8(ascii: "{") || $1 == UInt8(ascii: "%")) }
    }

    /// A line that is only a `<name>` (`<smtpEncryption>`), which an install script's `sed`
    /// replaces with a whole setting: a template, JSON only once filled in.
    private static func hasPlaceholderLines(_ bytes: [UInt8]) -> Bool {
        bytes.split(separator: UInt8(ascii: "\n")).contains(where: TemplateStandIn.isPlaceholderLine)
    }

    /// JSON with comments (JSONC): a line whose first characters are `//` or `/*`.
    private static func hasLineComments(_ bytes: [UInt8]) -> Bool {
        var atLineStart = true
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\n"): atLineStart = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "/") where atLineStart:
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return true }
                atLineStart = false
            default: atLineStart = false
            }
        }
        return false
    }
}

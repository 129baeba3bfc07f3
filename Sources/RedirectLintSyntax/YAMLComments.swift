import CYAML
import RedirectLintSource

/// The comments of a YAML file. libyaml's parser drops them, but its scanner's tokens cover
/// everything that is neither white space nor a comment: a `#` between two tokens starts a
/// comment, a `#` inside one (a quoted or plain scalar: `"a # b"`, `url: http://x/#frag`)
/// does not. A block scalar's header line (`key: | # note`) lies inside its token and is
/// read apart. Scanning stops at a syntax error, or nesting deeper than loading allows,
/// keeping the comments before it.
public enum YAMLComments {
    public static func collect(in file: SourceFile) -> [SourceComment] {
        var scan = scanComments(file, bytes: file.bytes)
        // Auth0 `@@KEY@@` tokens stop libyaml; the loader quotes them in place, and so do we.
        if let failure = scan.failedAt, let placeholders = KeywordPlaceholders(file.bytes, failingAt: failure) {
            scan = scanComments(file, bytes: placeholders.bytes)
        }
        return scan.comments
    }

    private static func scanComments(_ file: SourceFile, bytes: [UInt8]) -> (comments: [SourceComment], failedAt: Int?) {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CommentScanner(file: file, buffer: buffer)
            return scanner.run()
        }
    }
}

private struct CommentScanner {
    let file: SourceFile
    let buffer: UnsafeBufferPointer<UInt8>
    var marks: ScalarIndexCursor
    var positions: SourcePositionCursor
    var comments: [SourceComment] = []
    /// Where the last token ended: the next gap starts here.
    var covered = 0
    /// Open `[` and `{`: libyaml checks every open level on every token, so scanning stops,
    /// as loading does, past the depth limit.
    var flowDepth = 0

    init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.buffer = buffer
        self.marks = ScalarIndexCursor(buffer, isASCII: file.isASCII)
        self.positions = SourcePositionCursor(file: file)
    }

    mutating func run() -> (comments: [SourceComment], failedAt: Int?) {
        guard let base = buffer.baseAddress else { return ([], nil) }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return ([], nil) }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, buffer.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var token = yaml_token_t()
        while true {
            guard yaml_parser_scan(&parser, &token) == 1 else {
                let failure = parser.error == YAML_READER_ERROR
                    ? Int(parser.problem_offset) : marks.byteOffset(forScalarIndex: Int(parser.problem_mark.index))
                readGap(to: failure)
                return (comments, failure)
            }
            defer { yaml_token_delete(&token) }
            let start = marks.byteOffset(forScalarIndex: Int(token.start_mark.index))
            let end = marks.byteOffset(forScalarIndex: Int(token.end_mark.index))
            readGap(to: start)
            switch token.type {
            case YAML_FLOW_SEQUENCE_START_TOKEN, YAML_FLOW_MAPPING_START_TOKEN: flowDepth += 1
            case YAML_FLOW_SEQUENCE_END_TOKEN, YAML_FLOW_MAPPING_END_TOKEN: flowDepth -= 1
            default: break
            }
            if flowDepth > LoadLimits.default.maxDepth { return (comments, start) }
            if token.type == YAML_SCALAR_TOKEN,
               token.data.scalar.style == YAML_LITERAL_SCALAR_STYLE || token.data.scalar.style == YAML_FOLDED_SCALAR_STYLE {
                readBlockScalarHeader(from: start)
            }
            covered = max(covered, end)
            if token.type == YAML_STREAM_END_TOKEN { return (comments, nil) }
        }
    }

    /// Between tokens there is only white space and comments: every `#` starts one.
    mutating func readGap(to end: Int) {
        var i = covered
        while i < end {
            if buffer[i] == UInt8(ascii: "#") {
                i = readComment(at: i)
            } else {
                i += 1
            }
        }
        covered = max(covered, i)
    }

    /// `| # note` or `>- # note`: a `#` after white space on the indicator's line.
    mutating func readBlockScalarHeader(from start: Int) {
        var i = start
        while i < buffer.count, !isLineBreak(buffer[i]) {
            if buffer[i] == UInt8(ascii: "#"), i > start, buffer[i - 1] == 0x20 || buffer[i - 1] == 0x09 {
                _ = readComment(at: i)
                return
            }
            i += 1
        }
    }

    /// A comment from `#` to the end of its line; returns the offset after it.
    mutating func readComment(at hash: Int) -> Int {
        var end = hash + 1
        while end < buffer.count, !isLineBreak(buffer[end]) { end += 1 }
        comments.append(SourceComment(text: file.text(from: hash + 1, to: end), range: positions.range(from: hash, to: end),
                                      textOffset: hash + 1, kind: .line))
        return end
    }

    func isLineBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
}

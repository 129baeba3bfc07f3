import RedirectLintDialects
import RedirectLintModel
import RedirectLintSyntax

/// Loads text as the named file and returns the dialect that recognises it with its model.
func extract(_ path: String, _ text: String) throws -> (dialect: String?, model: FileModel?) {
    let document = try DocumentLoader.load(SourceFile(path: path, text: text)).document
    guard let dialect = Dialects.recognize(document) else { return (nil, nil) }
    return (dialect.id, dialect.extract(document))
}

extension Located {
    /// `line:column` of the start, for compact expectations.
    var at: String { "\(range.start.line):\(range.start.column)" }
}

import RedirectLintDialects
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax
import Testing

struct UnrecognizedDocument: Error {}

/// Loads text as the engine does and returns which dialect recognised it, if any.
func recognizedDialect(_ path: String, _ text: String) throws -> String? {
    let loaded = try DocumentLoader.load(SourceFile(path: path, text: text), as: syntax(of: path))
    return Dialects.recognize(loaded.document)?.id
}

/// Loads text, checks that `dialect` is the one `Dialects.all` picks, and extracts it.
func extract(_ path: String, _ text: String, with dialect: any Dialect) throws -> FileModel {
    let loaded = try DocumentLoader.load(SourceFile(path: path, text: text), as: syntax(of: path))
    guard let chosen = Dialects.recognize(loaded.document), chosen.id == dialect.id else {
        Issue.record("\(path) was not recognised as \(dialect.id)")
        throw UnrecognizedDocument()
    }
    return dialect.extract(loaded.document)
}

/// The syntax the engine reads a file of this name in.
func syntax(of path: String) -> SourceSyntax {
    FileKind.of(path)?.syntax ?? .structured
}

extension SourceRange {
    /// `line:column` of the start, for compact expectations.
    var at: String { "\(start.line):\(start.column)" }
}

/// Loads text as the named file and reads it as the engine does (each document of a YAML
/// stream on its own): the format of the model, and the model.
func extract(_ path: String, _ text: String) throws -> (dialect: String?, model: FileModel?) {
    let document = try DocumentLoader.load(SourceFile(path: path, text: text), as: syntax(of: path)).document
    let model = Dialects.read(document)
    return (model?.format, model)
}

extension Located {
    /// `line:column` of the start, for compact expectations.
    var at: String { "\(range.start.line):\(range.start.column)" }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A committed environment file (`.env`, `.env.production`, `.env.local`): `NAME=value` lines,
/// read only for the client secrets they hold (`GOOGLE_CLIENT_SECRET=GOCSPX-…`,
/// `EXPO_PUBLIC_CLIENT_SECRET=…`), which `client-secret-committed` reports. The reviews listed
/// such files, of servers and of apps that ship them as an asset, among the secrets a
/// repository gives away. Examples and templates (`.env.example`, `.env.sample`) are not
/// read: they document the names. Only values a provider could have issued count, as in code.
public struct DotEnvDialect: Dialect {
    public let id = "dotenv"
    /// Read in every project, not only as evidence about apps.
    public let fileTypes = [FileType(names: EnvironmentFile.names, syntax: .code, markers: ["SECRET", "Secret", "secret"],
                                     readOnItsOwnAt: { _ in true })]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .code = document.content, EnvironmentFile.isNamed(document.file.path) else { return false }
        return !Self.secrets(in: document.file).isEmpty
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        model.secretsInEnvironmentFile = Self.secrets(in: document.file)
        model.maskedInCode = model.secretsInEnvironmentFile.map(\.range)
        return model
    }

    /// `NAME=value`, `export NAME=value`, `NAME="value"`: a client secret's name and a value a
    /// provider could have issued. A line starting with `#` is a comment.
    static func secrets(in file: SourceFile) -> [SecretOccurrence] {
        var found: [SecretOccurrence] = []
        let bytes = file.bytes
        for line in 0..<file.lineCount where found.count < 8 {
            var start = file.lineStarts[line]
            let end = line + 1 < file.lineCount ? file.lineStarts[line + 1] : bytes.count
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            guard start < end, bytes[start] != UInt8(ascii: "#") else { continue }
            if bytes[start..<end].starts(with: "export ".utf8) { start += "export ".utf8.count }
            guard let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")), equals > start else { continue }
            // `NAME = value`, `NAME=value # a comment`, `NAME="value"`.
            var keyEnd = equals
            while keyEnd > start, isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
            guard keyEnd > start, CodeSecrets.isSecretName(bytes[start..<keyEnd]) else { continue }
            var valueStart = equals + 1
            while valueStart < end, isBlank(bytes[valueStart]) { valueStart += 1 }
            var valueEnd = end
            if valueStart < end, CodeBytes.isQuote(bytes[valueStart]),
               let close = bytes[(valueStart + 1)..<end].firstIndex(of: bytes[valueStart]) {
                valueEnd = close
                valueStart += 1
            } else {
                if let comment = (valueStart..<end).first(where: { bytes[$0] == UInt8(ascii: "#") && $0 > valueStart && isBlank(bytes[$0 - 1]) }) {
                    valueEnd = comment
                }
                while valueEnd > valueStart, isBlank(bytes[valueEnd - 1]) || bytes[valueEnd - 1] == 0x0A || bytes[valueEnd - 1] == 0x0D { valueEnd -= 1 }
            }
            let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            guard CodeSecrets.looksIssued(value) else { continue }
            let key = String(decoding: bytes[start..<keyEnd], as: UTF8.self)
            found.append(SecretOccurrence(key: key, range: file.range(from: valueStart, to: valueEnd), value: value))
        }
        return found
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}

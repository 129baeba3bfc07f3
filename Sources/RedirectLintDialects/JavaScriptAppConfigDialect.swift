import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// App configurations written as code: Expo's `app.config.js` / `.ts` (`scheme: 'myapp'`,
/// `scheme: ['myapp', 'myapp-dev']`, an intent filter's `scheme`) and electron-builder's or
/// Electron Forge's JavaScript configs (`protocols: [{ schemes: ['myapp'] }]`), JSON5 ones
/// too. The reviews found sign-in schemes declared only there (review 51's `siteweave`,
/// review 29's `bruno`). The code is never run: only quoted values written right after a
/// `scheme` or `schemes` key count, so a scheme the config computes
/// (`process.env.APP_SCHEME`) is none; the one-line choice `IS_DEV ? 'app-dev' : 'app'`
/// declares both.
public struct JavaScriptAppConfigDialect: Dialect {
    public let id = "js-app-config"
    public let fileTypes = [FileType(extensions: ["js", "ts", "cjs", "mjs"], syntax: .code, mayHold: mayHold, readOnItsOwnAt: isAppConfig),
                            FileType(names: ["electron-builder.json5"], syntax: .code, mayHold: mayHold, readOnItsOwnAt: isAppConfig)]
    public init() {}

    private static func mayHold(_ path: String, _ bytes: [UInt8]) -> Bool {
        isAppConfig(path) && bytes.contains(subsequence: Array("scheme".utf8))
    }
    /// `app.config.js`, `forge.config.ts`, `electron-builder.config.js`, `electron-builder-config.js`,
    /// `electron-builder.json5`, with any of the four script extensions.
    static func isAppConfig(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        guard let dot = name.lastIndex(of: ".") else { return false }
        return configNames.contains(String(name[..<dot]))
    }

    private static let configNames: Set<String> = ["app.config", "forge.config", "electron-builder.config", "electron-builder-config", "electron-builder"]

    private static func isExpo(_ path: String) -> Bool {
        path.split(separator: "/").last.map { $0.lowercased().hasPrefix("app.config.") } ?? false
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .code = document.content, Self.isAppConfig(document.file.path) else { return false }
        return !ConfigLiterals.values(of: ["scheme", "schemes"], in: document.file).isEmpty
    }

    public func extract(_ document: Document) -> FileModel {
        let file = document.file
        var model = FileModel(path: file.path, format: id)
        var app = AppManifest(format: id, path: file.path, platform: Self.isExpo(file.path) ? .expo : .electron)
        let schemes = ConfigLiterals.values(of: ["scheme", "schemes"], in: file)
            .filter { !["http", "https"].contains($0.value.lowercased()) }
        app.declare(schemes, templates: &model.unresolvedTemplates)
        app.identity = ConfigLiterals.values(of: Self.isExpo(file.path) ? ["bundleIdentifier", "package"] : ["appId"], in: file).first
        model.manifests = [app]
        return model
    }
}

/// The quoted values a script writes right after a key (`scheme: 'myapp'`, `"schemes": ["a", "b"]`,
/// `scheme: IS_DEV ? 'app-dev' : 'app'`), comments blanked out. Nothing is evaluated.
enum ConfigLiterals {
    static func values(of keys: Set<String>, in file: SourceFile) -> [Located<String>] {
        let bytes = CodeComments.blanked(file.bytes, .of(path: file.path))
        var found: [Located<String>] = []
        var index = 0
        while index < bytes.count, found.count < maxValues {
            guard isNameByte(bytes[index]), index == 0 || !isNameByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if keys.contains(String(decoding: bytes[index..<end], as: UTF8.self)), let start = valueStart(after: end, in: bytes) {
                found += literals(from: start, in: bytes).map { file.located($0) }
            }
            index = end
        }
        return found
    }

    private static let maxValues = 32
    /// How far a value's list may run: a config's scheme list is a few names.
    private static let maxValueLength = 400

    private static func isNameByte(_ byte: UInt8) -> Bool {
        CodeBytes.isLetter(byte) || CodeBytes.isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// After the key, its closing quote if quoted, spaces and the `:`: where the value begins.
    private static func valueStart(after key: Int, in bytes: [UInt8]) -> Int? {
        var index = key
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        return index + 1
    }

    /// The quoted values of a list (`[…]`), of a quoted value, or of a choice (`a ? 'x' : 'y'`),
    /// up to the `,`, `}` or line end that closes it; not a call's arguments (`scheme:
    /// pick('prod')`), which are not the value.
    private static func literals(from start: Int, in bytes: [UInt8]) -> [Range<Int>] {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count else { return [] }
        let isList = bytes[index] == UInt8(ascii: "[")
        let limit = min(bytes.count, index + maxValueLength)
        if !isList, !CodeBytes.isQuote(bytes[index]) {
            let end = bytes[index..<limit].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "\n") } ?? limit
            guard let mark = bytes[index..<end].firstIndex(of: UInt8(ascii: "?")),
                  !bytes[index..<mark].contains(where: CodeBytes.isQuote) else { return [] }
        }
        var ranges: [Range<Int>] = []
        while index < limit {
            let byte = bytes[index]
            if isList ? byte == UInt8(ascii: "]") : (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\n")) { break }
            guard CodeBytes.isQuote(byte) else {
                index += 1
                continue
            }
            guard let close = bytes[(index + 1)..<limit].firstIndex(where: { $0 == byte || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\\") }),
                  bytes[close] == byte else { break }
            ranges.append((index + 1)..<close)
            index = close + 1
        }
        return ranges
    }
}

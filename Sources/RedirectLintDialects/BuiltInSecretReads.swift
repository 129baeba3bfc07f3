import RedirectLintModel
import RedirectLintSyntax

/// Where an app's code reads a client secret that its build puts into the app, whatever the
/// value and wherever it is kept: `BuildConfig.CLIENT_SECRET` (Android, compiled in),
/// `process.env.EXPO_PUBLIC_CLIENT_SECRET` and `import.meta.env.VITE_…` (inlined into the
/// bundle), Dart's `String.fromEnvironment('CLIENT_SECRET')` (a compile-time constant) and
/// `dotenv.env['CLIENT_SECRET']` (a `.env` shipped as an asset), react-native-config's
/// `Config.CLIENT_SECRET` and react-native-dotenv's `@env`, and an `Info.plist` value read by
/// `Bundle.main`. The reviews found these in apps whose secret never was in the repository:
/// every copy of the app carries it all the same. A secret read from the environment at run
/// time (`process.env.CLIENT_SECRET` in a server) is not one of them.
enum BuiltInSecretReads {
    /// `code` is the file's bytes with its comments blanked out (`CodeComments`).
    static func find(in file: SourceFile, code bytes: [UInt8]) -> [BuiltInSecret] {
        let readsReactNativeConfig = contains("react-native-config", in: bytes)
        var found: [BuiltInSecret] = []
        var seen: Set<String> = []
        var index = 0
        while index < bytes.count, found.count < maxPerFile {
            guard CodeBytes.isIdentifier(bytes[index]), index == 0 || !CodeBytes.isIdentifier(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, CodeBytes.isIdentifier(bytes[end]) { end += 1 }
            let name = bytes[index..<end]
            if CodeSecrets.isSecretName(name), let carrier = carrier(of: index, name, in: bytes, readsReactNativeConfig),
               seen.insert(String(decoding: name, as: UTF8.self).lowercased()).inserted {
                let located = Located(String(decoding: name, as: UTF8.self), range: file.range(from: index, to: end), isVerbatim: true)
                found.append(BuiltInSecret(name: located, carrier: carrier, isDefinition: false))
            }
            index = end
        }
        return found
    }

    private static let maxPerFile = 8

    /// How the name at `start` gets its value into the app, if it does.
    private static func carrier(of start: Int, _ name: ArraySlice<UInt8>, in bytes: [UInt8], _ readsReactNativeConfig: Bool) -> String? {
        let before = bytes[max(0, start - 40)..<start]
        // Read as `process.env.X`, `import.meta.env.X`, `env['X']`: not named in a message.
        if let prefix = inlinedPrefixes.first(where: { name.starts(with: $0.prefix.utf8) }) {
            let read = before.last == UInt8(ascii: ".") || (before.count >= 2 && before.last.map(CodeBytes.isQuote) == true
                && before[before.endIndex - 2] == UInt8(ascii: "["))
            return read ? prefix.carrier : nil
        }
        if let owner = qualifiers.first(where: { before.ends(with: $0.qualifier) }) {
            // `AppConfig.CLIENT_SECRET` is the app's own object, not react-native-config's.
            let ownerStart = start - owner.qualifier.utf8.count
            guard ownerStart == 0 || !CodeBytes.isIdentifier(bytes[ownerStart - 1]) else { return nil }
            return owner.qualifier == "Config." && !readsReactNativeConfig ? nil : owner.carrier
        }
        // A quoted name: what the code does with it, before the quote.
        if let quote = before.last, CodeBytes.isQuote(quote) {
            let call = before.dropLast().reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
            return namedReads.first { ArraySlice(call).ends(with: $0.call) }?.carrier
        }
        return isImportedFromEnvModule(start, in: bytes) ? "react-native-dotenv's '@env' module, which inlines it into the bundle" : nil
    }

    private static let inlinedPrefixes: [(prefix: String, carrier: String)] = [
        ("EXPO_PUBLIC_", "an EXPO_PUBLIC_ variable, which Expo inlines into the app's bundle"),
        ("VITE_", "a VITE_ variable, which Vite inlines into the app's bundle"),
        ("REACT_APP_", "a REACT_APP_ variable, which the build inlines into the app's bundle"),
    ]

    private static let qualifiers: [(qualifier: String, carrier: String)] = [
        ("BuildConfig.", "BuildConfig, which the build compiles into the app"),
        ("BuildKonfig.", "BuildKonfig, which the build compiles into the app"),
        ("Config.", "react-native-config, which the build puts into the app"),
    ]

    private static let namedReads: [(call: String, carrier: String)] = [
        ("dotenv.env[", "flutter_dotenv, whose .env the app ships as an asset"),
        ("dotenv.get(", "flutter_dotenv, whose .env the app ships as an asset"),
        ("dotenv.maybeGet(", "flutter_dotenv, whose .env the app ships as an asset"),
        ("String.fromEnvironment(", "a --dart-define value, which the build compiles into the app"),
        ("FlutterConfig.get(", "flutter_config, which the build puts into the app"),
        ("forInfoDictionaryKey:", "the app's Info.plist"),
        ("infoDictionary?[", "the app's Info.plist"),
        ("infoDictionary![", "the app's Info.plist"),
    ]

    /// `import { CLIENT_SECRET } from '@env'`: the name is inside the braces of an import from
    /// react-native-dotenv's module.
    private static func isImportedFromEnvModule(_ start: Int, in bytes: [UInt8]) -> Bool {
        guard let close = bytes[start..<min(bytes.count, start + 400)].firstIndex(of: UInt8(ascii: "}")),
              !bytes[start..<close].contains(UInt8(ascii: "{")) else { return false }
        let after = bytes[(close + 1)..<min(bytes.count, close + 20)].filter { $0 != UInt8(ascii: " ") }
        return after.starts(with: "from'@env'".utf8) || after.starts(with: "from\"@env\"".utf8)
    }

    private static func contains(_ word: String, in bytes: [UInt8]) -> Bool {
        bytes.firstIndex(of: Array(word.utf8), in: 0..<bytes.count) != nil
    }
}

private extension ArraySlice where Element == UInt8 {
    func ends(with text: String) -> Bool {
        let suffix = Array(text.utf8)
        return count >= suffix.count && self.suffix(suffix.count).elementsEqual(suffix)
    }
}

import RedirectLintSyntax

/// An `[IntentFilter(…)]` attribute of a .NET Android app (MAUI, Xamarin), which the build
/// writes into the app's `AndroidManifest.xml`, and the class it is set on:
///
/// ```csharp
/// [IntentFilter(new[] { Intent.ActionView },
///     Categories = new[] { Intent.CategoryDefault, Intent.CategoryBrowsable },
///     DataScheme = CALLBACK_SCHEME)]
/// public class CallbackActivity : WebAuthenticatorCallbackActivity { … }
/// ```
///
/// Values are byte ranges of the file: a quoted string's content, or for a constant
/// (`CALLBACK_SCHEME`, `Constants.Scheme`) the string it is set to in the same file. A value
/// the file does not define is left out.
struct CSharpIntentFilter {
    var schemes: [Range<Int>] = []
    var hosts: [Range<Int>] = []
    var paths: [Range<Int>] = []
    /// VIEW and BROWSABLE: a browser can hand the filter a redirect.
    var reachableFromBrowser = false
    /// The base class of the class the attribute is set on, without its namespace
    /// (`WebAuthenticatorCallbackActivity`); nil when there is none.
    var baseClass: String?

    /// Every intent filter of a C# file, in order.
    static func all(in bytes: [UInt8]) -> [CSharpIntentFilter] {
        guard bytes.contains(subsequence: Array("IntentFilter".utf8)) else { return [] }
        let text = CSharpText(bytes)
        var filters: [CSharpIntentFilter] = []
        var search = 0
        while let at = text.find("IntentFilter", from: search) {
            search = at + 12
            guard text.isAttributeName(at..<search), let open = text.skippingSpace(from: search),
                  bytes[open] == UInt8(ascii: "(") else { continue }
            // Unclosed, it runs to the end of the file, and so would every later one.
            guard let close = text.closingParenthesis(of: open) else { break }
            filters.append(read(text.arguments(in: (open + 1)..<close), text, classAfter: close))
            search = close
        }
        return filters
    }

    private static func read(_ arguments: [Range<Int>], _ text: CSharpText, classAfter end: Int) -> CSharpIntentFilter {
        var filter = CSharpIntentFilter()
        var actions: [String] = []
        var categories: [String] = []
        for (index, argument) in arguments.enumerated() {
            let (name, value) = text.namedArgument(argument)
            // A value built at run time (`"msal" + AuthConfig.ClientId`) is none the file shows.
            let values = text.isConcatenation(value) ? [] : text.stringValues(in: value)
            switch name {
            case nil where index == 0, "Actions": actions += values.map { text.string($0) }
            case "Categories": categories += values.map { text.string($0) }
            case "DataScheme", "DataSchemes": filter.schemes += values
            case "DataHost", "DataHosts": filter.hosts += values
            case "DataPath", "DataPaths", "DataPathPrefix", "DataPathPrefixes", "DataPathPattern", "DataPathPatterns":
                filter.paths += values
            default: break
            }
        }
        filter.reachableFromBrowser = actions.contains { $0 == "android.intent.action.VIEW" || $0 == "ActionView" }
            && categories.contains { $0 == "android.intent.category.BROWSABLE" || $0 == "CategoryBrowsable" }
        filter.baseClass = text.baseClass(after: end)
        return filter
    }
}

/// The little of C# an attribute needs: strings, parentheses, identifiers. Comments are
/// blanked out first (every byte at its offset), so a filter or an argument commented out
/// (`//DataScheme = "old"`) is not read.
private struct CSharpText {
    let bytes: [UInt8]
    private var definitions: [String: Range<Int>] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = CodeComments.blanked(bytes, .cSharp)
        definitions = Self.definitions(in: self.bytes, self)
    }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func find(_ word: String, from start: Int, before limit: Int? = nil) -> Int? {
        let end = Swift.min(limit ?? bytes.count, bytes.count)
        return start < end ? bytes.firstIndex(of: Array(word.utf8), in: start..<end) : nil
    }

    /// `[IntentFilter(`, `[Activity(…), IntentFilter(`, `[Android.App.IntentFilter(`; not
    /// `MyIntentFilter(`.
    func isAttributeName(_ range: Range<Int>) -> Bool {
        guard range.lowerBound > 0, !isIdentifier(bytes[range.lowerBound - 1]) else { return false }
        var index = range.lowerBound - 1
        while index > 0, bytes[index] == UInt8(ascii: ".") || isIdentifier(bytes[index]) { index -= 1 }
        while index > 0, isSpace(bytes[index]) { index -= 1 }
        return bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: ",")
    }

    func skippingSpace(from start: Int) -> Int? {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index < bytes.count ? index : nil
    }

    /// The `)` that closes the `(` at `open`, strings and nested parentheses skipped.
    func closingParenthesis(of open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(at: index)
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote that closes the string opening at `quote` (or the last byte).
    func endOfString(at quote: Int) -> Int {
        CodeComments.closingQuote(bytes, at: quote, .cSharp)
    }

    /// The arguments of a list, split at its top-level commas.
    func arguments(in list: Range<Int>) -> [Range<Int>] {
        var arguments: [Range<Int>] = []
        var depth = 0
        var start = list.lowerBound
        var index = list.lowerBound
        while index < list.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(at: index)
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(start..<index)
                start = index + 1
            default: break
            }
            index += 1
        }
        arguments.append(start..<list.upperBound)
        return arguments
    }

    /// `Name = value` → the name and the value's range; a positional argument has no name.
    func namedArgument(_ argument: Range<Int>) -> (String?, Range<Int>) {
        guard let start = skippingSpace(from: argument.lowerBound), start < argument.upperBound else { return (nil, argument) }
        var end = start
        while end < argument.upperBound, isIdentifier(bytes[end]) { end += 1 }
        guard end > start, let equals = skippingSpace(from: end), equals < argument.upperBound, bytes[equals] == UInt8(ascii: "="),
              equals + 1 >= argument.upperBound || bytes[equals + 1] != UInt8(ascii: "=") else { return (nil, argument) }
        return (string(start..<end), (equals + 1)..<argument.upperBound)
    }

    /// Whether a value joins parts with `+` (outside its strings).
    func isConcatenation(_ value: Range<Int>) -> Bool {
        var index = value.lowerBound
        while index < value.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): index = endOfString(at: index)
            case UInt8(ascii: "+"): return true
            default: break
            }
            index += 1
        }
        return false
    }

    /// The strings a value names, in order: quoted strings' contents; for an identifier, the
    /// last part of its name if it is one of Android's (`Intent.CategoryBrowsable` →
    /// `CategoryBrowsable`), else the string the file sets it to.
    func stringValues(in value: Range<Int>) -> [Range<Int>] {
        var values: [Range<Int>] = []
        var index = value.lowerBound
        // A few names at most: a value names one or two.
        var names = 0
        while index < value.upperBound, names < 8 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let close = endOfString(at: index)
                if close < value.upperBound { values.append((index + 1)..<close) }
                index = close + 1
            } else if isIdentifier(byte), !isDigit(byte) {
                var end = index
                while end < value.upperBound, bytes[end] == UInt8(ascii: ".") || isIdentifier(bytes[end]) { end += 1 }
                names += 1
                if let last = bytes[index..<end].split(separator: UInt8(ascii: ".")).last {
                    let name = last.startIndex..<last.endIndex
                    if Self.androidConstants.contains(string(name)) {
                        values.append(name)
                    } else if let defined = definition(of: name) {
                        values.append(defined)
                    }
                }
                index = end
            } else {
                index += 1
            }
        }
        return values
    }

    private static let androidConstants: Set<String> = ["ActionView", "CategoryBrowsable", "CategoryDefault"]

    /// The string a name is set to in the file (`const string CALLBACK_SCHEME = "myapp";`).
    private func definition(of name: Range<Int>) -> Range<Int>? {
        definitions[string(name)]
    }

    /// Every `name = "string"` of the file, the first of each name, found in one pass.
    private static func definitions(in bytes: [UInt8], _ text: CSharpText) -> [String: Range<Int>] {
        var found: [String: Range<Int>] = [:]
        var index = 1
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "="), bytes[index + 1] != UInt8(ascii: "="),
                  !"=!<>+-*/%&|^?".utf8.contains(bytes[index - 1]),
                  let quote = text.skippingSpace(from: index + 1), bytes[quote] == UInt8(ascii: "\"") else { continue }
            var end = index - 1
            while end > 0, text.isSpace(bytes[end]) { end -= 1 }
            var start = end
            while start > 0, text.isIdentifier(bytes[start - 1]) { start -= 1 }
            let close = text.endOfString(at: quote)
            guard text.isIdentifier(bytes[end]), close > quote, bytes[close] == UInt8(ascii: "\"") else { continue }
            let name = text.string(start..<(end + 1))
            if found[name] == nil { found[name] = (quote + 1)..<close }
            index = close
        }
        return found
    }

    /// The base class of the class declared right after an attribute (more attributes and
    /// modifiers between, within a few lines): `class CallbackActivity : WebAuthenticatorCallbackActivity`.
    func baseClass(after end: Int) -> String? {
        guard let keyword = find("class", from: end, before: end + 600) else { return nil }
        let between = bytes[end..<keyword]
        guard !between.contains(UInt8(ascii: "{")), !between.contains(UInt8(ascii: ";")),
              keyword + 5 < bytes.count, isSpace(bytes[keyword + 5]) else { return nil }
        var index = keyword + 5
        while index < min(bytes.count, keyword + 500), bytes[index] != UInt8(ascii: ":"), bytes[index] != UInt8(ascii: "{") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), let start = skippingSpace(from: index + 1) else { return nil }
        var stop = start
        while stop < bytes.count, bytes[stop] == UInt8(ascii: ".") || isIdentifier(bytes[stop]) { stop += 1 }
        return string(start..<stop).split(separator: ".").last.map(String.init)
    }

    func isIdentifier(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

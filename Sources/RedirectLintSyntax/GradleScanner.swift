import RedirectLintSource

/// Reads the settings redirectlint needs from a Gradle build script, as text: the script is
/// never evaluated, so only literal values are found, each with its position and the blocks
/// around it (`android { buildTypes { debug { … } } }`).
///
/// Recognised spellings of `manifestPlaceholders`:
/// `= [k: 'v']`, `+= [k: 'v']`, `["k"] = "v"`, `.k = 'v'`, `= mapOf("k" to "v")`,
/// `+= mapOf(…)`, `.putAll(mapOf(…))`, `.putAll([k: 'v'])`, `.put("k", "v")`, and
/// `addManifestPlaceholders(mapOf(…))`; of the application id: `applicationId 'x'`,
/// `applicationId = "x"`, `applicationId("x")` (and the same for `applicationIdSuffix`); of
/// the values built into the app: `buildConfigField "String", "NAME", value`,
/// `buildConfigField(STRING, "NAME", value)` (BuildKonfig) and `resValue("string", "name", value)`,
/// and every manifest placeholder.
public enum GradleScanner {
    public static func scan(_ file: SourceFile) -> GradleScript {
        var tokenizer = GradleTokenizer(file: file)
        var reader = Reader(tokens: tokenizer.tokens())
        let settings = reader.read()
        return GradleScript(settings: settings, builtInValues: reader.builtInValues)
    }
}

private struct Reader {
    let tokens: [GradleToken]
    var settings: [GradleSetting] = []
    var builtInValues: [GradleBuiltInValue] = []
    /// The name of each open `{`, "" for a closure without one.
    var blocks: [String] = []

    static let mapBuilders: Set<String> = ["mapOf", "mutableMapOf", "hashMapOf", "linkedMapOf"]
    static let putMethods: Set<String> = ["put", "putIfAbsent", "set"]
    static let maxLookBack = 64
    /// Real scripts nest a few levels; only so many outer names are kept per setting.
    static let maxNamedDepth = 32

    init(tokens: [GradleToken]) {
        self.tokens = tokens
    }

    func token(_ i: Int) -> GradleToken? { i >= 0 && i < tokens.count ? tokens[i] : nil }
    func isSymbol(_ i: Int, _ s: String) -> Bool { token(i)?.isSymbol(s) ?? false }

    func string(_ i: Int) -> (Scalar, Bool)? {
        if case .string(let s, let interpolated)? = token(i)?.kind { return (s, interpolated) }
        return nil
    }

    mutating func read() -> [GradleSetting] {
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.isSymbol("{") {
                blocks.append(blockName(before: i))
            } else if t.isSymbol("}") {
                _ = blocks.popLast()
            } else if let word = t.word {
                switch word {
                // Continuing after what was read keeps an unterminated map from being read
                // again from every later position.
                case "manifestPlaceholders": i = max(i, placeholders(at: i) - 1)
                case "addManifestPlaceholders": if isSymbol(i + 1, "(") { i = max(i, map(at: i + 2) - 1) }
                case "applicationId", "applicationIdSuffix": applicationId(at: i, name: word)
                case "buildConfigField": builtInField(at: i, .buildConfigField)
                case "resValue": builtInField(at: i, .resValue)
                default: break
                }
            }
            i += 1
        }
        return settings
    }

    /// `release {` → release; `getByName("release") {` / `create("free") {` → the string;
    /// `android(…) {` → android; anything else is a closure without a name.
    func blockName(before brace: Int) -> String {
        guard let previous = token(brace - 1) else { return "" }
        if let word = previous.word { return word }
        guard previous.isSymbol(")") else { return "" }
        var depth = 0
        var i = brace - 1
        // Block names sit right before the brace; a bounded look-back keeps unbalanced input linear.
        let limit = max(0, brace - Self.maxLookBack)
        while i >= limit {
            if tokens[i].isSymbol(")") { depth += 1 }
            if tokens[i].isSymbol("(") {
                depth -= 1
                if depth == 0 { break }
            }
            i -= 1
        }
        if let (name, _) = string(i + 1), isSymbol(i + 2, ")") || isSymbol(i + 2, ",") { return name.value }
        return token(i - 1)?.word ?? ""
    }

    /// Reads the statement at `i`; returns the index after what it consumed.
    mutating func placeholders(at i: Int) -> Int {
        if isSymbol(i + 1, "=") || isSymbol(i + 1, "+=") {
            return map(at: i + 2)
        } else if isSymbol(i + 1, "["), let (key, _) = string(i + 2), isSymbol(i + 3, "]"), isSymbol(i + 4, "="),
                  let name = token(i + 2) {
            add(.manifestPlaceholder, key.value, name.range, valueAt: i + 5)
        } else if isSymbol(i + 1, "."), let method = token(i + 2)?.word {
            if Self.putMethods.contains(method), isSymbol(i + 3, "("), let (key, _) = string(i + 4), isSymbol(i + 5, ","),
               let name = token(i + 4) {
                add(.manifestPlaceholder, key.value, name.range, valueAt: i + 6)
            } else if method == "putAll", isSymbol(i + 3, "(") {
                return map(at: i + 4)
            } else if isSymbol(i + 3, "="), let name = token(i + 2) {
                add(.manifestPlaceholder, method, name.range, valueAt: i + 4)
            }
        }
        return i + 1
    }

    /// A Groovy map literal `[k: 'v', 'k2': "v2"]` or a Kotlin `mapOf("k" to "v")`; returns
    /// the index after it.
    mutating func map(at start: Int) -> Int {
        if isSymbol(start, "[") {
            var i = start + 1
            while let t = token(i), !t.isSymbol("]") {
                let key: String? = t.word ?? string(i).map { $0.0.value }
                if let key, isSymbol(i + 1, ":") {
                    add(.manifestPlaceholder, key, t.range, valueAt: i + 2)
                    i = skipValue(from: i + 2, closer: "]")
                } else {
                    i = skipValue(from: i, closer: "]")
                }
                // A `)` or `}` that closes nothing opened here ends a broken map: stepping
                // over it would go nowhere, as skipValue stops at it again.
                if isSymbol(i, ",") { i += 1 } else if !isSymbol(i, "]") { break }
            }
            return i + 1
        }
        guard let builder = token(start)?.word, Self.mapBuilders.contains(builder), isSymbol(start + 1, "(") else { return start }
        var i = start + 2
        while let t = token(i), !t.isSymbol(")") {
            if let (key, _) = string(i), token(i + 1)?.word == "to" {
                add(.manifestPlaceholder, key.value, t.range, valueAt: i + 2)
                i = skipValue(from: i + 2, closer: ")")
            } else {
                i = skipValue(from: i, closer: ")")
            }
            if isSymbol(i, ",") { i += 1 } else if !isSymbol(i, ")") { break }
        }
        return i + 1
    }

    /// The index of the `,` or closer that ends the value starting at `start`, stepping over
    /// nested brackets.
    func skipValue(from start: Int, closer: String) -> Int {
        var depth = 0
        var i = start
        while let t = token(i) {
            if depth == 0, t.isSymbol(",") || t.isSymbol(closer) { return i }
            if t.isSymbol("(") || t.isSymbol("[") || t.isSymbol("{") { depth += 1 }
            if t.isSymbol(")") || t.isSymbol("]") || t.isSymbol("}") {
                if depth == 0 { return i }
                depth -= 1
            }
            i += 1
        }
        return i
    }

    mutating func applicationId(at i: Int, name: String) {
        var valueIndex = i + 1
        if isSymbol(valueIndex, "=") || isSymbol(valueIndex, "(") { valueIndex += 1 }
        add(.applicationId, name, tokens[i].range, valueAt: valueIndex)
    }

    /// `buildConfigField("String", "NAME", value)` and the like: a type or resource kind, the
    /// name as a string, the value.
    mutating func builtInField(at i: Int, _ carrier: GradleBuiltInValue.Carrier) {
        let first = isSymbol(i + 1, "(") ? i + 2 : i + 1
        let comma = skipValue(from: first, closer: ")")
        guard comma > first, isSymbol(comma, ","), let (name, _) = string(comma + 1), isSymbol(comma + 2, ",") else { return }
        builtInValues.append(GradleBuiltInValue(carrier: carrier, name: name.value, nameRange: name.range,
                                                literal: loneLiteral(at: comma + 3)))
    }

    /// The string at `i` when it is the whole value and no template.
    func loneLiteral(at i: Int) -> Scalar? {
        guard let (value, interpolated) = string(i), !interpolated else { return nil }
        if let next = token(i + 1), next.isSymbol("+") || next.isSymbol(".") { return nil }
        return value
    }

    /// The string a value falls back to when the build computes nothing
    /// (`System.getenv("AUTH0_SCHEME") ?: "com.auth0.sample"`): the value of every build that
    /// does not set it. Nil for a value without an elvis operator at its top level.
    func elvisFallback(from start: Int) -> Int? {
        var depth = 0
        var i = start
        while let t = token(i), i - start < 16 {
            if t.isSymbol("(") || t.isSymbol("[") || t.isSymbol("{") { depth += 1 }
            if t.isSymbol(")") || t.isSymbol("]") || t.isSymbol("}") {
                if depth == 0 { return nil }
                depth -= 1
            }
            if depth == 0, t.isSymbol(",") { return nil }
            if depth == 0, t.isSymbol("?"), isSymbol(i + 1, ":"), string(i + 2) != nil { return i + 2 }
            i += 1
        }
        return nil
    }

    /// Records the setting when its value is a lone string literal (not `'a' + b`), or falls
    /// back to one (`System.getenv("X") ?: "x"`).
    mutating func add(_ kind: GradleSetting.Kind, _ name: String, _ nameRange: SourceRange, valueAt start: Int) {
        if kind == .manifestPlaceholder {
            builtInValues.append(GradleBuiltInValue(carrier: .manifestPlaceholders, name: name, nameRange: nameRange,
                                                    literal: loneLiteral(at: start)))
        }
        let i = string(start) == nil ? elvisFallback(from: start) ?? start : start
        guard let (value, interpolated) = string(i) else { return }
        if let next = token(i + 1), next.isSymbol("+") || next.isSymbol(".") { return }
        settings.append(GradleSetting(kind: kind, name: name, nameRange: nameRange, value: value,
                                      isInterpolated: interpolated, blocks: blocks.prefix(Self.maxNamedDepth).filter { !$0.isEmpty }))
    }
}

import RedirectLintModel
import RedirectLintSource

/// Fills the placeholders of Android manifests from the files that define them, between
/// reading every file and running the rules: `${name}` from the `manifestPlaceholders` (and
/// `applicationId`) of the module's `build.gradle(.kts)`, `@string/name` from the
/// `res/values*/strings.xml` of the manifest's own source set (a build script's, for the
/// schemes it gives a sign-in SDK: `src/main`). The layout is Gradle's: `<module>/build.gradle`
/// and `<module>/src/<sourceSet>/AndroidManifest.xml`.
///
/// A resolved scheme keeps the manifest's position and records its origin, so that a
/// finding about its value goes to the definition. A value with several definitions (build
/// types or flavors that disagree) becomes one scheme per value; a placeholder with no
/// definition among the files read stays an `unresolved-template` note, never a guess.
enum PlaceholderResolution {
    /// More combinations than this (several placeholders, each with several values) are left
    /// unresolved rather than multiplied out.
    static let maxCombinations = 16

    static func resolve(_ models: [FileModel]) -> [FileModel] {
        let definers = models.filter { !$0.placeholders.isEmpty }
        guard !definers.isEmpty else { return models }
        return models.map { model in
            guard waitsForDefinitions(model) else { return model }
            return resolved(model, with: Definitions(manifestPath: model.path, definers: definers))
        }
    }

    /// Where the values of manifests' secret references (`AppManifest.secretReferences`:
    /// `${oauthValue}`, `@string/oauth_value`) are defined, by file: secrets, whatever the
    /// placeholder is called, to mask in excerpts of the files that define them.
    static func secretDefinitions(_ models: [FileModel]) -> [String: [SourceRange]] {
        let definers = models.filter { !$0.placeholders.isEmpty }
        guard !definers.isEmpty else { return [:] }
        var out: [String: [SourceRange]] = [:]
        for model in models where model.manifests.contains(where: { !$0.secretReferences.isEmpty }) {
            let definitions = Definitions(manifestPath: model.path, definers: definers)
            for reference in model.manifests.flatMap(\.secretReferences) {
                for (path, range) in definitions.sources(of: reference) { out[path, default: []].append(range) }
            }
        }
        return out
    }

    /// Whether the model has values only other files can fill in: its file rules wait for
    /// every file to be read; every other file is checked as soon as it is read.
    static func waitsForDefinitions(_ model: FileModel) -> Bool {
        model.manifests.contains { !$0.templatedSchemes.isEmpty || !$0.templatedHosts.isEmpty }
    }

    private static func resolved(_ model: FileModel, with definitions: Definitions) -> FileModel {
        var model = model
        var settled: Set<SourceRange> = []
        for index in model.manifests.indices {
            var app = model.manifests[index]
            app.templatedSchemes = app.templatedSchemes.filter { declared in
                let values = definitions.substitute(declared.scheme.value)
                guard !values.isEmpty else { return true }
                settled.insert(declared.scheme.range)
                let host = declared.host.flatMap { host in
                    definitions.substitute(host.value).onlyElement.map { host.replacingValue($0.value) }
                } ?? declared.host
                for value in values where !["http", "https"].contains(value.value.lowercased()) {
                    var scheme = declared
                    scheme.scheme = declared.scheme.replacingValue(value.value)
                    scheme.host = host
                    scheme.origin = value.origin
                    app.schemes.append(scheme)
                }
                return false
            }
            app.templatedHosts = app.templatedHosts.filter { claim in
                let values = definitions.substitute(claim.host.value)
                guard !values.isEmpty else { return true }
                settled.insert(claim.host.range)
                for value in values {
                    app.claimedHosts.append(ClaimedHost(host: claim.host.replacingValue(value.value), verified: claim.verified, signInEvidence: claim.signInEvidence))
                }
                return false
            }
            model.manifests[index] = app
        }
        model.unresolvedTemplates.removeAll { settled.contains($0.range) }
        return model
    }
}

/// A value a placeholder resolved to, and where it came from.
struct ResolvedValue {
    var value: String
    var origin: ValueOrigin
}

/// The definitions that apply to one manifest.
struct Definitions {
    /// Gradle placeholders by name, each value with the file that defines it.
    var gradle: [String: [(path: String, value: Located<String>)]] = [:]
    /// String resources by `@string/name`.
    var strings: [String: [(path: String, value: Located<String>)]] = [:]

    init(manifestPath: String, definers: [FileModel]) {
        // A build script's own values (`auth0Scheme: "@string/…"`) come from its main source set.
        let isBuildScript = Paths.fileName(manifestPath).hasPrefix("build.gradle")
        let sourceSet = isBuildScript ? Paths.join(Paths.directory(manifestPath), "src/main") : Paths.directory(manifestPath)
        let parent = Paths.directory(sourceSet)
        let module = Paths.fileName(parent) == "src" ? Paths.directory(parent) : sourceSet
        for file in definers {
            let directory = Paths.directory(file.path)
            let isModuleScript = file.format == "gradle" && directory == module
            let isSourceSetResource = file.format == "android-resources"
                && Paths.directory(directory) == Paths.join(sourceSet, "res")
                && Paths.fileName(directory).hasPrefix("values")
            guard isModuleScript || isSourceSetResource else { continue }
            for (name, values) in file.placeholders.sorted(by: { $0.key < $1.key }) {
                let entries = values.map { (path: file.path, value: $0) }
                if isModuleScript { gradle[name, default: []] += entries } else { strings[name, default: []] += entries }
            }
        }
    }

    /// Every value `text` can take, or none when any placeholder in it has no definition.
    func substitute(_ text: String) -> [ResolvedValue] {
        if text.hasPrefix("@") { return resource(text) }
        let parts = Self.split(text)
        guard parts.contains(where: { $0.isPlaceholder }) else { return [] }
        var combinations: [(text: String, origins: [ResolvedValue])] = [("", [])]
        for part in parts {
            guard part.isPlaceholder else {
                combinations = combinations.map { ($0.text + part.text, $0.origins) }
                continue
            }
            let options = placeholder(part.text)
            guard !options.isEmpty, combinations.count * options.count <= PlaceholderResolution.maxCombinations else { return [] }
            combinations = combinations.flatMap { c in options.map { (c.text + $0.value, c.origins + [$0]) } }
        }
        var seen: Set<String> = []
        return combinations.compactMap { combination in
            guard TemplateSyntax.firstPlaceholder(in: combination.text) == nil, !TemplateSyntax.hasVariableNamePart(combination.text),
                  !combination.text.hasPrefix("@"),
                  seen.insert(combination.text).inserted, let first = combination.origins.first else { return nil }
            // Only a value that is exactly one definition can send findings to that definition.
            let whole = parts.count == 1 && combination.origins.count == 1
            let origin = whole ? first.origin
                : ValueOrigin(description: first.origin.description, path: first.origin.path, range: nil)
            return ResolvedValue(value: combination.text, origin: origin)
        }
    }

    /// Where every definition `text` draws on is written: each value of each placeholder in
    /// it, and the resource a Gradle value that is `@string/…` names.
    func sources(of text: String) -> [(path: String, range: SourceRange)] {
        if text.hasPrefix("@") { return (strings[text] ?? []).map { ($0.path, $0.value.range) } }
        return Self.split(text).filter(\.isPlaceholder).flatMap { part in
            (gradle[part.text] ?? []).flatMap { path, value in
                [(path, value.range)] + (value.value.hasPrefix("@") ? sources(of: value.value) : [])
            }
        }
    }

    /// `${name}` from Gradle; a Gradle value that is itself `@string/…` goes on to the resources.
    private func placeholder(_ name: String) -> [ResolvedValue] {
        var out: [ResolvedValue] = []
        for (path, value) in gradle[name] ?? [] where !out.contains(where: { $0.value == value.value }) {
            if value.value.hasPrefix("@") {
                out += resource(value.value)
            } else {
                out.append(ResolvedValue(value: value.value, origin: .manifestPlaceholder(name, path: path, range: value.range)))
            }
        }
        return out
    }

    private func resource(_ reference: String) -> [ResolvedValue] {
        let name = reference.dropFirst("@string/".count)
        guard reference.hasPrefix("@string/") else { return [] }
        return (strings[reference] ?? []).map { path, value in
            ResolvedValue(value: value.value, origin: ValueOrigin(description: "string resource '\(name)'", path: path, range: value.range))
        }
    }

    /// `pre${a}mid${b}` → literal and placeholder parts (placeholder parts hold the name).
    static func split(_ text: String) -> [(text: String, isPlaceholder: Bool)] {
        var parts: [(text: String, isPlaceholder: Bool)] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            if open.lowerBound > rest.startIndex { parts.append((String(rest[..<open.lowerBound]), false)) }
            parts.append((String(rest[open.upperBound..<close]), true))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append((String(rest), false)) }
        return parts
    }
}

extension Located where Value == String {
    /// The same place holding the value a placeholder resolved to; no longer the source text.
    func replacingValue(_ value: String) -> Located<String> {
        Located(value, range: range, isVerbatim: false)
    }
}

extension Array {
    var onlyElement: Element? { count == 1 ? first : nil }
}

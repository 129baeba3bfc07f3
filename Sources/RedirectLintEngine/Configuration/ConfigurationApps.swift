import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

// `apps:` in `.redirectlint.yml`: app name → list of manifest path globs, saying which
// manifests form one app when the engine cannot tell (two Info.plist targets of one app, an
// Android module split over several folders).

extension Configuration {
    /// One app of the project as the configuration names it.
    public struct App: Sendable {
        public var name: String
        public var globs: [Glob]
    }

    /// The app a manifest belongs to by configuration: the first app, in file order, with a
    /// glob matching the path relative to the configuration's directory.
    public func app(for path: String) -> String? {
        guard !apps.isEmpty else { return nil }
        let relative = Paths.relative(Paths.absolute(path), to: baseDirectory)
        return apps.first { app in app.globs.contains { $0.matches(relative) } }?.name
    }

    /// Gives each manifest of the file the app the configuration puts it in; the others keep
    /// the identity the project rules infer.
    func assignApps(_ model: inout FileModel) {
        guard !model.manifests.isEmpty, let name = app(for: model.path) else { return }
        for index in model.manifests.indices {
            model.manifests[index].configuredApp = name
        }
    }
}

extension ConfigurationLoader {
    /// Reads the value of `apps:`, strictly: a mapping of names to non-empty lists of globs.
    static func apps(_ node: Node, in file: SourceFile) throws(ConfigurationError) -> [Configuration.App] {
        func fail(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(path: file.path, position: node.range.start, message: message)
        }
        if node.scalar?.isNull == true { return [] }
        guard let entries = node.entries else {
            throw fail(node, "'apps' must map app names to lists of manifest path globs")
        }
        var apps: [Configuration.App] = []
        for entry in entries {
            let name = entry.key.value
            guard !name.isEmpty else { throw fail(.scalar(entry.key), "'apps' has an app without a name") }
            // The loader keeps the last of two equal keys; two apps with one name is a mistake.
            guard !apps.contains(where: { $0.name == name }) else {
                throw fail(.scalar(entry.key), "app '\(name)' is named twice in 'apps'")
            }
            guard let items = entry.value.items else {
                throw fail(entry.value, "app '\(name)' needs a list of manifest path globs")
            }
            guard !items.isEmpty else {
                throw fail(entry.value, "app '\(name)' has an empty list of manifest path globs")
            }
            var globs: [Glob] = []
            for item in items {
                guard let glob = item.scalar, glob.coreType == .string, !glob.value.isEmpty else {
                    let reason = item.scalar.flatMap(ConfigurationValues.notText).map { ": \($0)" } ?? ""
                    throw fail(item, "app '\(name)': each entry must be a manifest path glob\(reason)")
                }
                globs.append(Glob(glob.value))
            }
            apps.append(Configuration.App(name: name, globs: globs))
        }
        return apps
    }
}

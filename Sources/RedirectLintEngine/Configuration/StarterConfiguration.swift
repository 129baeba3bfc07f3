import RedirectLintModel

/// The commented `.redirectlint.yml` that `redirectlint init` writes: every key explained,
/// examples commented out, and the registration files already in the project listed under a
/// `servers:` example, since grouping them by server is the first thing a project configures.
public enum StarterConfiguration {
    /// Where editors (yaml-language-server) find the JSON Schema of the configuration.
    public static let schemaURL = "https://raw.githubusercontent.com/redirectlint/redirectlint/main/schema/redirectlint.schema.json"

    /// A file with client registrations, relative to the configuration's folder.
    public struct RegistrationFile: Sendable, Hashable {
        public var path: String
        /// The servers the file names itself (an issuer, a realm); such files need no entry.
        public var declaredServers: [String]

        public init(path: String, declaredServers: [String]) {
            self.path = path
            self.declaredServers = declaredServers
        }
    }

    /// Where `init` writes, and the configuration already there, if any.
    public struct Target: Sendable, Equatable {
        public var file: String
        /// The folder whose registration files are listed: the one globs are relative to.
        public var directory: String
        public var existing: String?
    }

    /// `path` is a folder (the file goes in it) or the file itself. A `.redirectlint.yml` written
    /// beside a `.redirectlint.yaml` would silently take its place, so either name counts as
    /// existing.
    public static func target(for path: String?) -> Target {
        let given = Paths.clean(path ?? ".")
        // `--path dir/` names a folder even where there is none yet (writing then fails).
        var isDirectory = path?.hasSuffix("/") == true
        if case (.directory, _)? = FileSystem.type(of: given) { isDirectory = true }
        func exists(_ path: String) -> Bool { FileSystem.type(of: path) != nil || FileSystem.isSymbolicLink(path) }
        let directory = isDirectory ? given : Paths.directory(given)
        let configurations = Configuration.fileNames.map { Paths.join(directory, $0) }
        if isDirectory {
            // --force replaces the configuration that is there, whichever its name.
            let existing = configurations.first(where: exists)
            return Target(file: existing ?? configurations[0], directory: directory, existing: existing)
        }
        let rivals = Configuration.fileNames.contains(Paths.fileName(given)) ? configurations : []
        return Target(file: given, directory: directory, existing: ([given] + rivals).first(where: exists))
    }

    /// More would bury the explanations; the rest are counted.
    static let listedFiles = 40

    /// The registration files a directory walk of `directory` finds, by path.
    public static func registrationFiles(in directory: String, jobs: Int = FileSystem.processorCount) -> [RegistrationFile] {
        let (candidates, _) = Discovery.expand([directory])
        let processor = FileProcessor(configuration: Configuration())
        let models = parallelMap(candidates, jobs: jobs) { processor.process($0).model }
        let base = Paths.absolute(directory)
        return models.compactMap { model -> RegistrationFile? in
            guard let model, !model.registrations.isEmpty else { return nil }
            let declared = model.registrations.filter { $0.server.source == .declared }.map(\.server.name)
            return RegistrationFile(path: Paths.relative(Paths.absolute(model.path), to: base),
                                    declaredServers: Array(Set(declared)).sorted())
        }.sorted { $0.path < $1.path }
    }

    public static func text(registrationFiles: [RegistrationFile]) -> String {
        header + serversSection(registrationFiles) + otherSections
    }

    private static let header = """
        # yaml-language-server: $schema=\(schemaURL)
        #
        # redirectlint configuration. redirectlint reads .redirectlint.yml in the working
        # directory or a parent (or the file given with --config). Paths and globs are relative
        # to this file: `*` and `?` stay within a folder, `**` spans folders, and a glob without
        # a `/` matches the file name in any folder. Every key is optional; an unknown key or a
        # bad value stops the run with exit status 2, naming the line. To use an example, remove
        # the `# ` in front of its lines.

        """

    private static func serversSection(_ files: [RegistrationFile]) -> String {
        var text = """

            # servers: which authorization server each registration file configures, as a list of
            # path globs (or one glob). A file that does not name its server counts as a server of
            # its own, so a redirect URI found in two such files is only a note; files grouped here
            # under different servers make it an error (RFC 8252 §8.10: one redirect URI per
            # authorization server). Files that name their server themselves (Google client files,
            # Keycloak realm exports, Dex or Spring configurations with an issuer) need no entry.

            """
        let needingEntry = files.filter(\.declaredServers.isEmpty)
        let naming = files.filter { !$0.declaredServers.isEmpty }
        guard !files.isEmpty else {
            return text + """
                # servers:
                #   corp-sso: ["sso/**"]
                #   partner: "partner/clients/*.json"

                """
        }
        text += "#\n# Registration files found when this file was written:\n#\n# servers:\n#   my-server:\n"
        var listed = 0
        for file in needingEntry + naming {
            guard listed < listedFiles else { break }
            listed += 1
            if file.declaredServers.isEmpty {
                text += "#     - \(quoted(file.path))\n"
            } else {
                let names = file.declaredServers.map(quoted).joined(separator: ", ")
                text += "#     # \(quoted(file.path)) names its server: \(names)\n"
            }
        }
        if files.count > listed {
            text += "#     # ... and \(files.count - listed) more registration files\n"
        }
        if needingEntry.isEmpty {
            // An empty list is an error; the example needs a glob of its own.
            text += "#     - \"clients/*.json\"\n"
        }
        return text
    }

    private static let otherSections = """

        # owned-domains: the domains you control. A private-use scheme must be one of them
        # reversed (com.contoso.app is under example.com), so that no other app can claim it.
        # owned-domains: [example.com]

        # apps: the app manifests that make up each app (path globs), where the folder layout
        # does not tell which Info.plist, entitlements or Android manifest belong together.
        # apps:
        #   field-ios: ["ios/App/Info.plist", "ios/App/*.entitlements"]
        #   field-android: ["android/app/**/AndroidManifest.xml", "android/app/build.gradle"]

        # rules: a rule's severity (note, warning or error), or off. `redirectlint rules` lists
        # the rules; `redirectlint explain <rule>` shows why one matters and how to fix it.
        # rules:
        #   loopback-uses-localhost: error
        #   unresolved-template: off

        # overrides: rule settings for some files, or for one value of a file, applied after
        # `rules:` in order (a later entry wins). A glob may end with `#` and a JSON Pointer to
        # the value, as `--format json` shows it for each finding.
        # overrides:
        #   - files: ["legacy/**", "clients/cli.json#/redirect_uris/1"]
        #     rules:
        #       redirect-uri-oob: warning

        # per-file-ignores: rules switched off for the files (or values) a glob matches, after
        # everything else. A suppression comment in the file itself does the same next to the
        # value, with the reason (see "Suppressing findings" in the README).
        # per-file-ignores:
        #   "fixtures/**": [embedded-client-secret]

        # exclude: files and folders a directory walk does not read (path globs): test
        # fixtures, generated or vendored trees. An excluded file takes no part in the
        # cross-file rules either; a file named on the command line is still read.
        # exclude:
        #   - "test/fixtures/"

        # max-file-size: files larger than this many bytes are skipped with a note.
        max-file-size: 8388608

        """

    /// A double-quoted YAML scalar (JSON string syntax, which YAML accepts), so that paths
    /// with `:`, `#` or a leading `*` stay one string.
    private static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// An iOS or macOS `Info.plist`: URL schemes under `CFBundleURLTypes[].CFBundleURLSchemes[]`
/// and the bundle identifier.
public struct InfoPlistDialect: Dialect {
    public let id = "info-plist"
    public let fileTypes = [
        // Settings bundles and resource plists hold none of the keys `recognizes` asks for; a
        // binary plist cannot be searched for them.
        FileType(extensions: ["plist"], syntax: .structured, markers: ["CFBundle", "<key>LS", "<key>UI"],
                 mayHold: { PlistLoader.isBinary($1) }),
        FileType(extensions: ["xml"], syntax: .structured, markers: ["<plist"], mayHold: { PlistLoader.isBinary($1) }),
    ]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .plist(let root) = document.content, let entries = root.entries else { return false }
        // Entitlements share the plist syntax but never these keys, so they are not claimed here.
        return entries.contains { Self.isInfoPlistKey($0.key.value) }
    }

    static func isInfoPlistKey(_ key: String) -> Bool {
        key.hasPrefix("CFBundle") || key.hasPrefix("LS") || key.hasPrefix("UI")
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .plist(let root) = document.content else { return model }
        var app = AppManifest(format: id, path: document.file.path, platform: platform(of: root))
        app.identity = root.locatedString("CFBundleIdentifier")
        var seen: [Located<String>] = []
        for urlType in root["CFBundleURLTypes"]?.items ?? [] {
            let schemes = urlType["CFBundleURLSchemes"]?.stringItems ?? []
            if schemes.allSatisfy({ $0.value.isEmpty }) { app.schemesAddedAtBuildTime = true }
            // The URL type's own name may say what its schemes are for (`oauth`).
            let evidence = urlType.locatedString("CFBundleURLName").flatMap { name in
                SignInWords.mentioned(in: name.value).map { "its URL type is named '\(name.value)' ('\($0)')" }
            }
            for scheme in schemes {
                seen.append(scheme)
                if TemplateSyntax.firstPlaceholder(in: scheme.value) == nil {
                    app.schemes.append(DeclaredScheme(scheme: scheme, signInEvidence: evidence))
                } else {
                    app.templatedSchemes.append(DeclaredScheme(scheme: scheme))
                }
            }
        }
        app.secrets = PlistSecrets.find(in: root)
        model.unresolvedTemplates = templates(in: seen)
        model.manifests = [app]
        return model
    }

    private func platform(of root: Node) -> Platform {
        if root["LSRequiresIPhoneOS"] != nil || root["UIDeviceFamily"] != nil || root["UILaunchStoryboardName"] != nil { return .ios }
        if root["LSMinimumSystemVersion"] != nil || root["NSPrincipalClass"] != nil { return .macos }
        return .apple
    }
}

/// Secret-looking keys anywhere in a property list.
enum PlistSecrets {
    static func find(in node: Node) -> [SecretOccurrence] {
        var found: [SecretOccurrence] = []
        var stack = [node]
        while let next = stack.popLast() {
            switch next {
            case .mapping(let entries, _):
                for entry in entries {
                    if SecretKeys.isSecretName(entry.key.value), let value = entry.value.scalar,
                       !SecretHasher.isPlaceholder(value.value) {
                        found.append(SecretOccurrence(key: entry.key.value, range: value.range, value: value.value))
                    } else {
                        stack.append(entry.value)
                    }
                }
            case .sequence(let items, _):
                stack.append(contentsOf: items)
            case .scalar:
                break
            }
        }
        return found.sorted { $0.range.start < $1.range.start }
    }
}

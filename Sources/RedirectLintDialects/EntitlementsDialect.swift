import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// An iOS or macOS `.entitlements` property list: the associated domains, whose `applinks:`
/// entries are the https hosts the app claims (verified by the OS against the domain's
/// `apple-app-site-association` file).
public struct EntitlementsDialect: Dialect {
    public let id = "entitlements"
    public let fileTypes = [
        FileType(extensions: ["entitlements"], syntax: .structured),
        // MAUI, Xamarin and Electron projects name it `Entitlements.plist`.
        FileType(extensions: ["plist"], syntax: .structured,
                 markers: ["com.apple.", "keychain-access-groups", "aps-environment", "application-identifier"]),
    ]
    public init() {}

    static let associatedDomainsKey = "com.apple.developer.associated-domains"

    /// Keys only an entitlements file has; an Info.plist has none of them.
    static func isEntitlementKey(_ key: String) -> Bool {
        key.hasPrefix("com.apple.developer.") || key.hasPrefix("com.apple.security.")
            || key == "keychain-access-groups" || key == "aps-environment"
            || key == "application-identifier" || key == "com.apple.application-identifier"
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .plist(let root) = document.content, let entries = root.entries, !entries.isEmpty else { return false }
        return entries.contains { Self.isEntitlementKey($0.key.value) }
            && !entries.contains { InfoPlistDialect.isInfoPlistKey($0.key.value) }
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .plist(let root) = document.content else { return model }
        // Sandboxing exists only on macOS; every other key is shared by both platforms.
        let platform: Platform = root["com.apple.security.app-sandbox"] != nil ? .macos : .apple
        var app = AppManifest(format: id, path: document.file.path, platform: platform)
        app.identity = root.locatedString("com.apple.application-identifier")
            ?? root.locatedString("application-identifier")
        let entries = root[Self.associatedDomainsKey]?.stringItems ?? []
        app.associate(entries, templates: &model.unresolvedTemplates)
        model.manifests = [app]
        return model
    }
}

/// Apple's associated-domain entry syntax: `service:host[?mode=...]`.
enum AssociatedDomain {
    /// The host of an `applinks:` entry, positioned inside the entry, without `?mode=...`;
    /// `*.example.com` is kept as written.
    static func applinksHost(in entry: Located<String>) -> Located<String>? {
        let prefix = "applinks:"
        guard entry.value.hasPrefix(prefix) else { return nil }
        let start = entry.value.index(entry.value.startIndex, offsetBy: prefix.count)
        let end = entry.value[start...].firstIndex(of: "?") ?? entry.value.endIndex
        guard start < end else { return nil }
        let host = String(entry.value[start..<end])
        return Located(host, range: entry.range(of: start..<end), isVerbatim: entry.isVerbatim)
    }
}

import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A Linux `.desktop` file: `MimeType=x-scheme-handler/<scheme>;` makes the application the
/// handler of that URI scheme (how Electron, Tauri and native Linux apps receive redirects).
public struct DesktopEntryDialect: Dialect {
    public let id = "desktop-entry"
    public let fileTypes = [FileType(extensions: ["desktop", "desktop.in", "desktop.in.in"], syntax: .desktopEntry, markers: [DesktopEntryDialect.handlerPrefix])]
    public init() {}

    static let handlerPrefix = "x-scheme-handler/"

    public func recognizes(_ document: Document) -> Bool {
        guard case .desktopEntry(let entry) = document.content else { return false }
        return entry.lines.contains { $0.group == "Desktop Entry" }
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .desktopEntry(let entry) = document.content else { return model }
        var app = AppManifest(format: id, path: document.file.path, platform: .linux)
        // A `.desktop.in` (GNOME's `.desktop.in.in`) is a build template: meson and CMake fill
        // in its `@NAME@` values.
        let isTemplate = document.file.path.hasSuffix(".in")
        for line in entry.lines where line.group == "Desktop Entry" && line.key.value == "MimeType" {
            let value = line.value.located
            var start = value.value.startIndex
            // The list is `;`-separated, usually with a trailing `;`.
            while start < value.value.endIndex {
                let end = value.value[start...].firstIndex(of: ";") ?? value.value.endIndex
                let item = value.value[start..<end]
                if item.hasPrefix(Self.handlerPrefix) {
                    let schemeStart = value.value.index(start, offsetBy: Self.handlerPrefix.count)
                    if schemeStart < end {
                        let scheme = Located(String(value.value[schemeStart..<end]), range: value.range(of: schemeStart..<end),
                                             isVerbatim: value.isVerbatim)
                        if TemplateSyntax.firstPlaceholder(in: scheme.value) != nil || (isTemplate && scheme.value.contains("@")) {
                            app.templatedSchemes.append(DeclaredScheme(scheme: scheme))
                        } else {
                            app.schemes.append(DeclaredScheme(scheme: scheme))
                        }
                    }
                }
                start = end < value.value.endIndex ? value.value.index(after: end) : end
            }
        }
        model.manifests = [app]
        return model
    }
}

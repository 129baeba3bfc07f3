import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A .NET Android app's (MAUI, Xamarin) activities, declared in C#: the build writes each
/// `[IntentFilter(…)]` attribute into the app's `AndroidManifest.xml`, so a file that sets
/// one with a `DataScheme` is where the app declares that scheme, as a manifest would. The
/// rest of the file is read as any source code is (`SourceCodeDialect`). Only custom schemes
/// are read: App Links (`https` with `AutoVerify`) are not.
public struct DotNetAndroidDialect: Dialect {
    public let id = "dotnet-android"
    public let fileTypes = [FileType(extensions: ["cs"], syntax: .code, markers: ["IntentFilter"], readOnItsOwnAt: isAndroidProject)]
    public init() {}

    /// Where a .NET app keeps its Android code: MAUI's `Platforms/Android/` or a file it
    /// builds for Android only (`CallbackActivity.android.cs`), a Xamarin or Uno head project
    /// (`Contoso.Android/`, `Contoso.Droid/`, `Droid/`). C# elsewhere is evidence only.
    static func isAndroidProject(_ path: String) -> Bool {
        let parts = path.lowercased().split(separator: "/")
        return parts.last?.hasSuffix(".android.cs") == true || parts.dropLast().contains { folder in
            ["android", "droid"].contains { folder == $0 || folder.hasSuffix("." + $0) }
        }
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .code = document.content, document.file.path.lowercased().hasSuffix(".cs"),
              Self.isAndroidProject(document.file.path) else { return false }
        return CSharpIntentFilter.all(in: document.file.bytes).contains { !$0.schemes.isEmpty }
    }

    public func extract(_ document: Document) -> FileModel {
        let file = document.file
        var model = SourceCodeDialect().extract(document)
        model.format = id
        var app = AppManifest(format: id, path: file.path, platform: .android)
        for filter in CSharpIntentFilter.all(in: file.bytes) {
            let receiver = filter.baseClass.flatMap(Self.signInReceiver)
            // An empty scheme is one the author blanked out with the app's other keys: none.
            for scheme in filter.schemes where !scheme.isEmpty && !["http", "https"].contains(file.text(scheme).lowercased()) {
                let declared = DeclaredScheme(scheme: file.stringLiteral(scheme), host: filter.hosts.first.map(file.stringLiteral),
                                              path: filter.paths.first.map(file.stringLiteral),
                                              reachableFromBrowser: filter.reachableFromBrowser, signInEvidence: receiver)
                // A sample's `"<YOUR_DATA_SCHEME>"` is for whoever copies it to fill in.
                if TemplateSyntax.firstPlaceholder(in: declared.scheme.value) != nil {
                    model.unresolvedTemplates.append(declared.scheme)
                    app.templatedSchemes.append(declared)
                } else {
                    app.schemes.append(declared)
                }
            }
        }
        model.manifests = [app]
        return model
    }

    /// MSAL.NET's `BrowserTabActivity`, which receives the authorization response on its
    /// filter's scheme. MAUI's `WebAuthenticatorCallbackActivity` does only while the app's code
    /// starts a sign-in (`FileModel.callbackActivitySchemes`).
    private static func signInReceiver(_ baseClass: String) -> String? {
        baseClass == "BrowserTabActivity" ? "MSAL's BrowserTabActivity receives it" : nil
    }
}

extension SourceFile {
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// A C# string's content at its place, as written (a fix may rewrite it) unless it has an escape.
    func stringLiteral(_ range: Range<Int>) -> Located<String> {
        Located(text(range), range: self.range(from: range.lowerBound, to: range.upperBound),
                isVerbatim: !bytes[range].contains(UInt8(ascii: "\\")))
    }
}

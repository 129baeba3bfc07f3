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
    public let fileTypes = [FileType(extensions: ["cs"], syntax: .code, markers: ["IntentFilter"], declaresAppAt: isAndroidProject)]
    public init() {}

    /// Where a .NET app keeps its Android code: MAUI's `Platforms/Android/`, a Xamarin or Uno
    /// head project (`Contoso.Android/`, `Contoso.Droid/`, `Droid/`).
    static func isAndroidProject(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let name = folder.lowercased()
            return ["android", "droid"].contains { name == $0 || name.hasSuffix("." + $0) }
        }
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .code = document.content, document.file.path.lowercased().hasSuffix(".cs") else { return false }
        return CSharpIntentFilter.all(in: document.file.bytes).contains { !$0.schemes.isEmpty }
    }

    public func extract(_ document: Document) -> FileModel {
        let file = document.file
        var model = SourceCodeDialect().extract(document)
        model.format = id
        var app = AppManifest(format: id, path: file.path, platform: .android)
        for filter in CSharpIntentFilter.all(in: file.bytes) {
            let receiver = filter.baseClass.flatMap(Self.signInReceiver)
            for scheme in filter.schemes where !["http", "https"].contains(file.text(scheme).lowercased()) {
                let declared = DeclaredScheme(scheme: file.verbatim(scheme), host: filter.hosts.first.map(file.verbatim),
                                              path: filter.paths.first.map(file.verbatim),
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

    /// A C# string's content at its place; verbatim (a fix may rewrite it) unless it has an escape.
    func verbatim(_ range: Range<Int>) -> Located<String> {
        Located(text(range), range: self.range(from: range.lowerBound, to: range.upperBound),
                isVerbatim: !bytes[range].contains(UInt8(ascii: "\\")))
    }
}

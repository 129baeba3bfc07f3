import RedirectLintModel
import RedirectLintSyntax

/// One file format: which files may hold it, how to recognise it from content and how to read
/// the model out of it. Dialects only read; deciding what is wrong belongs to rules.
///
/// A new format is a dialect file and a line in `Dialects.all`; a new syntax also needs its
/// loader in Syntax and a `SourceSyntax` case.
public protocol Dialect: Sendable {
    /// Stable name shown in `--format json` (`rfc7591`, `android-manifest`).
    var id: String { get }
    /// The files it reads. Recognition still goes by content: a loaded document is offered to
    /// every dialect, in the order of `Dialects.all`.
    var fileTypes: [FileType] { get }
    func recognizes(_ document: Document) -> Bool
    func extract(_ document: Document) -> FileModel
}

/// Every dialect, most specific first: the first that recognises a document reads it.
public enum Dialects {
    public static let all: [any Dialect] = [
        GoogleClientSecretDialect(),
        OktaDialect(),
        EntraDialect(),
        KeycloakDialect(),
        DexDialect(),
        SpringAuthorizationServerDialect(),
        Auth0Dialect(),
        RFC7591Dialect(),
        EntitlementsDialect(),
        InfoPlistDialect(),
        AndroidManifestDialect(),
        AndroidResourcesDialect(),
        GradleDialect(),
        AppxManifestDialect(),
        ExpoDialect(),
        MSALConfigDialect(),
        ElectronDialect(),
        NpmPackageDialect(),
        TauriDialect(),
        DesktopEntryDialect(),
    ]

    public static func recognize(_ document: Document) -> (any Dialect)? {
        all.first { $0.recognizes(document) }
    }
}

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
    /// Whether it reads the documents of a YAML stream together (Spring profiles inherit the
    /// default document's issuer); every other dialect is given one document at a time.
    var readsEveryDocument: Bool { get }
}

extension Dialect {
    public var readsEveryDocument: Bool { false }
}

/// Every dialect, most specific first: the first that recognises a document reads it.
public enum Dialects {
    public static let all: [any Dialect] = [
        GoogleClientSecretDialect(),
        OktaDialect(),
        EntraDialect(),
        KeycloakDialect(),
        TerraformDialect(),
        KeycloakAdapterDialect(),
        DexDialect(),
        SpringAuthorizationServerDialect(),
        SpringSecurityClientDialect(),
        Auth0Dialect(),
        HydraMaesterDialect(),
        AppAuthConfigDialect(),
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
        AppDependenciesDialect(),
        TauriDialect(),
        DesktopEntryDialect(),
        DotNetAndroidDialect(),
        JavaScriptAppConfigDialect(),
        DotEnvDialect(),
        SourceCodeDialect(),
    ]

    /// Whether JSON bytes name a key only registrations and manifests have, quoted as JSON
    /// writes it: a broken file with one is a broken registration, while a translation table
    /// that only mentions OAuth in its text is someone else's file.
    public static func mayBeRegistrationJSON(_ bytes: [UInt8]) -> Bool {
        registrationKeys.contains { bytes.contains(subsequence: $0) }
    }

    private static let registrationKeys = [
        "redirect_uris", "redirect_uri", "redirectUris", "redirectURIs", "clientId", "client_id", "callbacks", "expo", "realm",
        "staticClients", "replyUrls", "replyUrlsWithType", "deep-link", "protocols",
    ].map { Array("\"\($0)\"".utf8) }

    public static func recognize(_ document: Document) -> (any Dialect)? {
        all.first { $0.recognizes(document) }
    }

    /// The model of a file, read by the first dialect that recognises it; nil when none does.
    /// A YAML stream of several documents (Hydra clients or Kubernetes objects between `---`)
    /// is read one document at a time, each by the dialect that recognises it, and the
    /// models join in one named by the first document's format, unless a dialect that reads
    /// every document together recognises the stream. Empty documents (a `---` at the end)
    /// are passed over.
    public static func read(_ document: Document) -> FileModel? {
        guard case .tree(let roots) = document.content else { return recognize(document)?.extract(document) }
        let parts = roots.filter { $0.scalar?.isNull != true }.map {
            Document(file: document.file, content: .tree([$0]), comments: document.comments)
        }
        guard parts.count > 1 else {
            let single = parts.first ?? document
            return recognize(single)?.extract(single)
        }
        if let whole = all.first(where: { $0.readsEveryDocument && $0.recognizes(document) }) {
            return whole.extract(document)
        }
        var joined: FileModel?
        for part in parts {
            guard let model = recognize(part)?.extract(part) else { continue }
            if joined == nil { joined = model } else { joined!.append(model) }
        }
        return joined
    }
}

extension FileModel {
    /// Adds what another document of the same file holds.
    mutating func append(_ other: FileModel) {
        registrations += other.registrations
        manifests += other.manifests
        unresolvedTemplates += other.unresolvedTemplates
        placeholders.merge(other.placeholders) { $0 + $1 }
        signInLibraries += other.signInLibraries
        redirectsInCode += other.redirectsInCode
        callbackActivitySchemes += other.callbackActivitySchemes
        signInCalls += other.signInCalls
        providerSignIns += other.providerSignIns
        secretsInCode += other.secretsInCode
        secretsInEnvironmentFile += other.secretsInEnvironmentFile
        secretsBuiltIn += other.secretsBuiltIn
        localhostRedirectsInCode += other.localhostRedirectsInCode
        embeddedSignInsInCode += other.embeddedSignInsInCode
        implicitRequestsInCode += other.implicitRequestsInCode
        passwordGrantsInCode += other.passwordGrantsInCode
        pkceTurnedOffInCode += other.pkceTurnedOffInCode
        codeRequestsWithoutPKCEInCode += other.codeRequestsWithoutPKCEInCode
        codeRedemptionsInCode += other.codeRedemptionsInCode
        defaultImplicitSignInsInCode += other.defaultImplicitSignInsInCode
        loopbackListenersInCode += other.loopbackListenersInCode
        pkceNamedInCode += other.pkceNamedInCode
        maskedInCode += other.maskedInCode
    }
}

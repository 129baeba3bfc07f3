/// Settings rules may consult; filled from `.redirectlint.yml`.
public struct RuleOptions: Sendable {
    /// Domains the project owns; private-use schemes must be under one of them when set.
    public var ownedDomains: [String]
    public init(ownedDomains: [String] = []) {
        self.ownedDomains = ownedDomains
    }
}

/// A check of one file's model. Rules never see syntax, only the model.
public protocol FileRule: Sendable {
    var id: String { get }
    func check(_ file: FileModel, options: RuleOptions) -> [Finding]
}

/// A check of the whole project, after every file has been read: the rule collects what it
/// compares from the project's registrations and manifests, then reports.
public protocol ProjectRule: Sendable {
    var id: String { get }
    func check(_ project: Project, options: RuleOptions) -> [Finding]
}

/// What a source file's code does, as written there, with the file: each is a finding of an
/// app's when the file is in code an app of the project is built from (`AppCode`).
public typealias CodeFact<Value> = (value: Value, path: String)

/// What the project rules read: every model of one project, in path order.
public struct Project: Sendable {
    public var registrations: [ClientRegistration]
    /// The registrations the server redirects to: a client with only grants without a
    /// redirect (service accounts) never uses its redirect URIs, so they are not judged.
    public var redirectingRegistrations: [ClientRegistration]
    public var manifests: [AppManifest]
    /// URL schemes apps leave to the build, as written (`$(PRODUCT_BUNDLE_IDENTIFIER)`,
    /// `${applicationId}.auth`): a redirect scheme they could become may be declared.
    public var unresolvedManifestSchemes: [String]
    /// The sign-in SDKs the project's build files depend on, with the file that says so.
    public var signInLibraries: [(library: String, path: String)]
    /// The redirect URIs (or bare schemes) the project's source code writes, with where.
    public var redirectsInCode: [(text: String, path: String, line: Int)]
    /// The schemes of the sign-in callback activities the code declares, with where.
    public var callbackActivitySchemes: [(text: String, path: String, line: Int)]
    /// Where the project's code starts a platform's sign-in session.
    public var signInCalls: [(text: String, path: String, line: Int)]
    /// Where the project's code signs in through a provider that redirects to its own scheme.
    public var providerSignIns: [(text: String, path: String, line: Int)]
    /// The client secrets the project's source code assigns as literals, with where.
    public var secretsInCode: [CodeFact<SecretOccurrence>]
    /// The client secrets the project's apps are built with by name, with where.
    public var secretsBuiltIn: [CodeFact<BuiltInSecret>]
    /// The `http://localhost…` redirect URIs the project's source code sends, with where.
    public var localhostRedirectsInCode: [CodeFact<Located<String>>]
    /// Where the project's code signs in through a web view of the app's, with how.
    public var embeddedSignInsInCode: [CodeFact<Located<String>>]
    /// The grants the project's code asks for, how it treats PKCE, and whether it listens on a
    /// local port (each described at its `FileModel` property), with where.
    public var implicitRequestsInCode: [CodeFact<Located<String>>]
    public var passwordGrantsInCode: [CodeFact<Located<String>>]
    public var pkceTurnedOffInCode: [CodeFact<Located<String>>]
    public var codeRequestsWithoutPKCEInCode: [CodeFact<Located<String>>]
    public var codeRedemptionsInCode: [CodeFact<Located<String>>]
    public var defaultImplicitSignInsInCode: [CodeFact<Located<String>>]
    public var loopbackListenersInCode: [CodeFact<Located<String>>]
    public var pkceNamedInCode: [CodeFact<Located<String>>]

    /// The files' lists as one, allocated once: a monorepo holds thousands of registrations
    /// of 752 bytes, and growing the list by doubling left up to half of it unused.
    private static func gathered<Element>(_ lists: [[Element]]) -> [Element] {
        var all: [Element] = []
        all.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists { all += list }
        return all
    }

    public init(files: [FileModel]) {
        let sorted = files.sorted { $0.path < $1.path }
        // The files' facts of one kind about their code, each with its file's path.
        func facts<Value>(_ list: KeyPath<FileModel, [Value]>) -> [CodeFact<Value>] {
            sorted.flatMap { file in file[keyPath: list].map { ($0, file.path) } }
        }
        registrations = Self.gathered(sorted.map(\.registrations))
        redirectingRegistrations = registrations.redirecting
        manifests = Self.gathered(sorted.map(\.manifests))
        unresolvedManifestSchemes = manifests.flatMap(\.templatedSchemes).map(\.scheme.value)
        signInLibraries = sorted.flatMap { file in file.signInLibraries.map { ($0.value, file.path) } }
        redirectsInCode = sorted.flatMap { file in file.redirectsInCode.map { ($0.value, file.path, $0.range.start.line) } }
        callbackActivitySchemes = sorted.flatMap { file in
            file.callbackActivitySchemes.map { ($0.value, file.path, $0.range.start.line) }
        }
        signInCalls = sorted.flatMap { file in file.signInCalls.map { ($0.value, file.path, $0.range.start.line) } }
        providerSignIns = sorted.flatMap { file in file.providerSignIns.map { ($0.value, file.path, $0.range.start.line) } }
        secretsInCode = facts(\.secretsInCode)
        secretsBuiltIn = facts(\.secretsBuiltIn)
        localhostRedirectsInCode = facts(\.localhostRedirectsInCode)
        embeddedSignInsInCode = facts(\.embeddedSignInsInCode)
        implicitRequestsInCode = facts(\.implicitRequestsInCode)
        passwordGrantsInCode = facts(\.passwordGrantsInCode)
        pkceTurnedOffInCode = facts(\.pkceTurnedOffInCode)
        codeRequestsWithoutPKCEInCode = facts(\.codeRequestsWithoutPKCEInCode)
        codeRedemptionsInCode = facts(\.codeRedemptionsInCode)
        defaultImplicitSignInsInCode = facts(\.defaultImplicitSignInsInCode)
        loopbackListenersInCode = facts(\.loopbackListenersInCode)
        pkceNamedInCode = facts(\.pkceNamedInCode)
    }
}

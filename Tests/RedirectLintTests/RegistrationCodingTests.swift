import Testing
@testable import RedirectLintEngine
@testable import RedirectLintModel
import RedirectLintSource

@Suite("Registration coding")
struct RegistrationCodingTests {
    private func range(_ line: Int, _ column: Int, _ offset: Int, length: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: column, offset: offset),
                    end: SourcePosition(line: line, column: column + length, offset: offset + length))
    }

    private func located<T>(_ value: T, _ line: Int, verbatim: Bool = true) -> Located<T> {
        Located(value, range: range(line, 9, line * 40 + 8, length: 12), isVerbatim: verbatim)
    }

    /// Every optional set, non-ASCII text, ranges of every shape.
    private var full: ClientRegistration {
        var r = ClientRegistration(format: "keycloak", path: "realms/ünïcode realm.json",
                                   server: ServerIdentity(name: "https://id.example.com/realms/ü", source: .declared),
                                   anchor: range(4, 5, 120, length: 300), pointer: "/clients/0")
        r.clientID = located("mobile-app-ü", 5)
        r.name = located("Application mobile — « été » 🙂", 6, verbatim: false)
        r.declaredKind = located(.native, 7)
        r.defaultKind = .web
        r.declaredType = located(.public, 8)
        r.authMethod = located("client_secret_basic", 9)
        r.defaultAuthMethod = "client_secret_basic"
        // A range over two lines whose UTF-16 columns differ from its scalar columns.
        let twoLines = SourceRange(start: SourcePosition(line: 10, column: 3, utf16Column: 4, offset: 500),
                                   end: SourcePosition(line: 11, column: 2, utf16Column: 5, offset: 530))
        r.secrets = [SecretOccurrence(key: "secret", range: twoLines, value: "s3cr3t-do-not-store"),
                     SecretOccurrence(key: "secret", range: range(12, 1, 540, length: 6), value: "")]
        r.secretIsPublicByDesign = true
        r.grantTypes = [located("authorization_code", 13),
                        located("refresh_token", 14)]
        r.grantTypesAreDefault = false
        r.responseTypes = [located("code", 15),
                           located("", 16)]
        r.redirectURIs = [
            located(RedirectURI("com.example.app:/oauth2redirect/ü"), 17),
            located(RedirectURI("http://127.0.0.1:${PORT}/callback"), 18),
            located(RedirectURI("http://exa mple.com/[bad"), 19),
            located(RedirectURI(""), 20, verbatim: false),
            located(RedirectURI("https://example.com/" + String(repeating: "long/ü/", count: 2_000)), 21),
        ]
        r.redirectPatternMatching = located(true, 22)
        r.missingRedirectsMeaning = "any loopback URL"
        r.pkce = located(PKCEPolicy(required: false, allowsPlain: true), 23)
        r.pkceScope = .server
        r.consentSkipped = located(false, 24)
        r.refreshTokenRotation = located(true, 25)
        return r
    }

    /// Every optional nil, every string empty, positions far beyond any real file.
    private var bare: ClientRegistration {
        let huge = SourcePosition(line: 1 << 40, column: 1 << 20, utf16Column: 0, offset: 1 << 50)
        var r = ClientRegistration(format: "", path: "", server: ServerIdentity(name: "", source: .file),
                                   anchor: SourceRange(start: huge, end: .start))
        r.grantTypesAreDefault = true
        return r
    }

    @Test func everyFieldSurvivesWithEveryOptionalSetOrNil() {
        var configured = full
        configured.server = ServerIdentity(name: "prod", source: .configured)
        configured.pkce = located(PKCEPolicy(required: true, allowsPlain: false), 3)
        configured.declaredKind = located(.browser, 3)
        configured.declaredType = located(.confidential, 3)
        #expect(Set(full.redirectURIs.map(\.value.kind)).isSuperset(of: [.templated, .invalid, .privateUse]))
        let registrations = [full, bare, configured, full]
        let decoded = RegistrationCoding.decode(RegistrationCoding.encode(registrations))
        expectSame(decoded, registrations)
        expectSame(RegistrationCoding.decode(RegistrationCoding.encode([bare])), [bare])
        #expect(RegistrationCoding.decode(RegistrationCoding.encode([])).isEmpty)
    }

    @Test func aSecretValueIsNeverStored() {
        let bytes = RegistrationCoding.encode([full])
        #expect(!bytes.contains(subsequence: Array("s3cr3t-do-not-store".utf8)))
    }

    @Test func repeatedStringsAreWrittenOnceAndReadAsOne() {
        let one = RegistrationCoding.encode([full]).count
        let two = RegistrationCoding.encode([full, full])
        // The second copy refers to the file path, format, server name, grant types and
        // paths below the client of the first.
        let shared = [full.path, full.format, full.server.name, "authorization_code", "refresh_token",
                      "/attributes/application_type"].reduce(0) { $0 + $1.utf8.count }
        #expect(two.count - one < one - shared)
        let decoded = RegistrationCoding.decode(two)
        #expect(storage(of: decoded[0].path) == storage(of: decoded[1].path))
        #expect(storage(of: decoded[0].grantTypes[0].value) == storage(of: decoded[1].grantTypes[0].value))
    }

    /// Where a string's bytes are: equal for two copies of one string, different for two
    /// strings that merely have the same text (beyond 15 bytes, which Swift keeps inline).
    private func storage(of text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    /// The numbers are stored: changing one would misread nothing today, but would break the
    /// promise that a code means one thing.
    @Test func enumCodesArePinned() {
        #expect([ServerIdentity.Source.declared, .configured, .file].map(\.code) == [0, 1, 2])
        #expect([ApplicationKind.native, .web, .browser].map(\.code) == [0, 1, 2])
        #expect([ClientType.confidential, .public].map(\.code) == [0, 1])
        for code in 0..<3 {
            #expect(ServerIdentity.Source(code: code).code == code)
            #expect(ApplicationKind(code: code).code == code)
        }
        for code in 0..<2 { #expect(ClientType(code: code).code == code) }
        for code in 0..<4 { #expect(PKCEPolicy(code: code).code == code) }
    }

    /// Fails when a stored property is added, so that the coding and `expectSame` follow.
    @Test func theComparisonCoversEveryStoredProperty() {
        #expect(labels(of: bare) == ["format", "path", "server", "clientID", "name", "anchor", "pointer",
                                     "declaredKind", "defaultKind", "declaredType", "authMethod", "defaultAuthMethod",
                                     "secrets", "secretIsPublicByDesign", "grantTypes", "grantTypesAreDefault",
                                     "responseTypes", "redirectURIs", "redirectPatternMatching",
                                     "missingRedirectsMeaning", "pkce", "pkceScope", "consentSkipped",
                                     "refreshTokenRotation"])
        #expect(labels(of: full.secrets[0]) == ["key", "range", "fingerprint"])
        #expect(labels(of: full.clientID!) == ["value", "range", "isVerbatim"])
        #expect(labels(of: full.server) == ["name", "source"])
        #expect(labels(of: PKCEPolicy(required: true, allowsPlain: true)) == ["required", "allowsPlain"])
    }

    @Test func everyRegistrationOfTheSamplesSurvives() throws {
        let processor = FileProcessor(configuration: Configuration())
        var total = 0
        for file in Discovery.expand([repositoryRoot.appendingPathComponent("samples").path]).files {
            guard let registrations = processor.process(file).model?.registrations, !registrations.isEmpty else { continue }
            total += registrations.count
            expectSame(RegistrationCoding.decode(RegistrationCoding.encode(registrations)), registrations)
        }
        #expect(total > 30)
    }

    @Test func findingsKeepTheirFormAfterTheMove() {
        let finding = Finding(ruleID: "x", severity: .error, path: "a", range: .fileStart, message: "m",
                              fix: SuggestedFix(range: .fileStart, replacement: "r"), subjectKey: "k", pointer: "/p")
        let bytes = FindingCoding.encode([finding])
        // The rule and the path are written as 1 + length (0 marks a repeat of the one before).
        #expect(bytes == [2, 4, 120, 4, 4, 97, 2, 2, 2, 0, 2, 2, 2, 0, 2, 109, 0, 2, 2, 2, 2, 0, 2, 2, 2, 0, 2, 114,
                          2, 107, 2, 4, 47, 112])
        #expect(FindingCoding.decode(bytes) == [finding])
    }

    @Test(arguments: [0, 1, -1, 63, -64, 64, 300, -300, Int.max, Int.min, 1 << 62, -(1 << 62)])
    func numbersRoundTrip(value: Int) {
        var writer = ByteWriter()
        writer.int(value)
        writer.fixed64(UInt64(bitPattern: Int64(value)))
        var reader = ByteReader(bytes: writer.bytes)
        #expect(reader.int() == value)
        #expect(reader.fixed64() == UInt64(bitPattern: Int64(value)))
        #expect(reader.isAtEnd)
    }
}

private func labels(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
}

private func expectSame(_ decoded: [ClientRegistration], _ original: [ClientRegistration],
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(decoded.count == original.count, sourceLocation: sourceLocation)
    for (d, o) in zip(decoded, original) {
        #expect(d.format == o.format, sourceLocation: sourceLocation)
        #expect(d.path == o.path, sourceLocation: sourceLocation)
        #expect(d.server == o.server, sourceLocation: sourceLocation)
        #expect(d.clientID == o.clientID, sourceLocation: sourceLocation)
        #expect(d.name == o.name, sourceLocation: sourceLocation)
        #expect(d.anchor == o.anchor, sourceLocation: sourceLocation)
        #expect(d.pointer == o.pointer, sourceLocation: sourceLocation)
        #expect(d.declaredKind == o.declaredKind, sourceLocation: sourceLocation)
        #expect(d.defaultKind == o.defaultKind, sourceLocation: sourceLocation)
        #expect(d.declaredType == o.declaredType, sourceLocation: sourceLocation)
        #expect(d.authMethod == o.authMethod, sourceLocation: sourceLocation)
        #expect(d.defaultAuthMethod == o.defaultAuthMethod, sourceLocation: sourceLocation)
        #expect(d.secrets == o.secrets, sourceLocation: sourceLocation)
        #expect(d.secretIsPublicByDesign == o.secretIsPublicByDesign, sourceLocation: sourceLocation)
        #expect(d.grantTypes == o.grantTypes, sourceLocation: sourceLocation)
        #expect(d.grantTypesAreDefault == o.grantTypesAreDefault, sourceLocation: sourceLocation)
        #expect(d.responseTypes == o.responseTypes, sourceLocation: sourceLocation)
        #expect(d.redirectURIs.map(SameURI.init) == o.redirectURIs.map(SameURI.init), sourceLocation: sourceLocation)
        #expect(d.redirectPatternMatching == o.redirectPatternMatching, sourceLocation: sourceLocation)
        #expect(d.missingRedirectsMeaning == o.missingRedirectsMeaning, sourceLocation: sourceLocation)
        #expect(d.pkce == o.pkce, sourceLocation: sourceLocation)
        #expect(d.pkceScope == o.pkceScope, sourceLocation: sourceLocation)
        #expect(d.consentSkipped == o.consentSkipped, sourceLocation: sourceLocation)
        #expect(d.refreshTokenRotation == o.refreshTokenRotation, sourceLocation: sourceLocation)
    }
}

/// A located redirect URI as the tests compare it: `RedirectURI` is not `Equatable`, and its
/// text and kind determine the rest.
private struct SameURI: Equatable {
    let text: String
    let kind: RedirectURIKind
    let location: Located<String>

    init(_ uri: Located<RedirectURI>) {
        text = uri.value.text
        kind = uri.value.kind
        location = uri.map(\.text)
    }
}
